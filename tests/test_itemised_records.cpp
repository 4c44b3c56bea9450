// Every die explained: whole battles under each of the five rule systems, checked from the
// itemised records alone — each shot's dice (or the score a die needed) equal the table's value
// plus its listed modifiers, the faces thrown are as many as the dice and score the HITs the
// record says (where the rules count HITs straight off the faces), each morale result follows from
// its roll and its listed modifiers (or, for ap's motivation roll, the rule its record names as
// deciding it outright), each close combat's dice add up from their parts, and jackson's pairs of
// stands, recomputed from their faces and per-stand factors, make the casualties recorded. A
// record that is itemised wrongly, or a rule system that stops itemising, fails here.
#include <algorithm>
#include <array>
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "cli_support.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"

namespace test_itemised_records {

using namespace caisson;

namespace {

struct Counts {
  int shots = 0, itemised_shots = 0, morale = 0, itemised_morale = 0, combats = 0, itemised_combats = 0;
  int motivation = 0, outright = 0;  // ap's motivation rolls, and checks decided whatever the score
  int paired_combats = 0;            // jackson's stand against stand, recomputed pair by pair
};

bool follows(std::string_view passes_if, int score, int level) {
  if (passes_if == ">") return score > level;
  if (passes_if == ">=") return score >= level;
  if (passes_if == "<=") return score <= level;
  if (passes_if == "<") return score < level;
  FAIL("unknown comparison " << passes_if);
  return false;
}

struct Checker final : LogObserver {
  std::string rules;
  Counts n;

  void record(const Battle& b, const Record& r) override {
    if (auto* f = std::get_if<UnitFired>(&r)) check_shot(b, *f);
    if (auto* m = std::get_if<MoraleChecked>(&r)) check_morale(b, *m);
    if (auto* c = std::get_if<CloseCombat>(&r)) check_combat(b, *c);
  }

  void check_shot(const Battle& b, const UnitFired& f) {
    if (f.joined != kNone) return;  // its fire went into another unit's throw
    ++n.shots;
    if (f.counts.empty()) return;
    ++n.itemised_shots;
    INFO(rules << ": " << b.unit(f.unit).name << " at " << b.unit(f.target).name << ", turn " << b.turn);
    CHECK(f.thrown.count == f.dice);
    if (f.counts == "dice") {
      CHECK(f.dice == f.tally.table + f.tally.modifier_total());
      // igor and minicampaign count HITs straight off the faces (minicampaign halves them in cover).
      if (rules == "igor") CHECK(f.hits == f.thrown.count_at_least(f.hit_on));
      if (rules == "minicampaign") CHECK(f.hits <= f.thrown.count_at_least(f.hit_on));
    } else {
      REQUIRE(f.counts == "hit on");
      CHECK(f.hit_on == f.tally.table + f.tally.modifier_total());
      // ap's rifles re-roll their misses: the re-rolls can only add HITs.
      const int scored = f.hit_on > 6 ? 0 : f.thrown.count_at_least(std::max(f.hit_on, 1));
      if (rules == "ap") CHECK(f.hits >= scored);
      else CHECK(f.hits == scored);
    }
  }

  void check_morale(const Battle& b, const MoraleChecked& m) {
    ++n.morale;
    if (m.passes_if.empty()) return;
    ++n.itemised_morale;
    INFO(rules << ": " << b.unit(m.unit).name << " tests " << m.test << " (" << m.reason << "), turn " << b.turn);
    if (m.parts_of == "level") CHECK(m.level == m.parts.table + m.parts.modifier_total());
    else CHECK(m.modifier == m.parts.modifier_total());
    if (m.passes_if == "pool") return;  // the pool's dice in their parts
    if (m.test == "a motivation roll") ++n.motivation;
    const MoraleChecked::Outright& o = m.outright;
    const bool always_fails = o.fails_at_most > 0 && m.roll <= o.fails_at_most;
    const bool always_passes = o.passes_from > 0 && m.roll >= o.passes_from;
    if (o.decided_by.empty()) {  // the score decided: no roll that decides outright was thrown
      CHECK_FALSE(always_fails);
      CHECK_FALSE(always_passes);
      CHECK(m.passed == follows(m.passes_if, m.roll + m.modifier, m.level));
      return;
    }
    ++n.outright;
    if (o.decided_by == "a roll that always fails") {
      CHECK(always_fails);
      CHECK_FALSE(m.passed);
    } else if (o.decided_by == "a roll that always passes") {
      CHECK(always_passes);
      CHECK_FALSE(always_fails);
      CHECK(m.passed);
    } else {  // a general with the unit passes all but the rolls that always fail
      CHECK(o.decided_by == "a general with the unit");
      CHECK_FALSE(always_fails);
      CHECK_FALSE(always_passes);
      CHECK(m.passed);
    }
  }

  void check_combat(const Battle& b, const CloseCombat& c) {
    if (c.attacker_dice == 0 && c.defender_dice == 0) return;  // no die thrown (north's skirmishers caught in melee)
    ++n.combats;
    if (c.counts.empty()) return;
    ++n.itemised_combats;
    INFO(rules << ": " << b.unit(c.attacker).name << " against " << b.unit(c.defender).name << ", turn " << b.turn);
    if (c.counts == "hit on") {  // north: the attacker's one die and the score it needed
      CHECK(c.attacker_dice == 1);
      return;
    }
    CHECK(c.attacker_dice == c.attacker_tally.value());
    CHECK(c.defender_dice == c.defender_tally.value());
    if (c.pairs) check_pairs(c);
  }

  // Stand against stand (jackson): each pair's totals from its faces and its stands' factors,
  // the winner of each pair, and the casualties the losers' 1s and 2s make.
  void check_pairs(const CloseCombat& c) {
    ++n.paired_combats;
    const CloseCombat::Pairs& pairs = *c.pairs;
    REQUIRE(pairs.attacker_faces.count == c.attacker_dice);
    REQUIRE(pairs.defender_faces.count == c.defender_dice);
    const auto stands = [](const std::array<CloseCombat::Stands, 2>& groups) { return groups[0].count + groups[1].count; };
    const auto factor = [&](const std::array<CloseCombat::Stands, 2>& groups, int pair) {
      const int stand = pair % stands(groups);
      return (stand < groups[0].count ? groups[0] : groups[1]).factors.value();
    };
    REQUIRE(stands(pairs.attacker) > 0);
    REQUIRE(stands(pairs.defender) > 0);
    CHECK(c.attacker_tally.table == std::max(stands(pairs.attacker), stands(pairs.defender)));  // a die a pair
    int attacker_took = 0, defender_took = 0;
    for (int k = 0; k < c.attacker_dice; ++k) {
      const int a = pairs.attacker_faces.face(k), d = pairs.defender_faces.face(k);
      const int at = a + factor(pairs.attacker, k), dt = d + factor(pairs.defender, k);
      if (at > dt) defender_took += d <= 2 ? d : 0;
      else if (dt > at || pairs.ties_to_defender) attacker_took += a <= 2 ? a : 0;
    }
    CHECK(attacker_took == c.attacker_took);
    CHECK(defender_took == c.defender_took);
  }
};

// Under the brigade commander (caisson run's default).
Counts play(const std::string& rules, const char* battle, int seeds) {
  const std::filesystem::path root = CAISSON_SOURCE_ROOT;
  Checker checker;
  checker.rules = rules;
  for (int seed = 1; seed <= seeds; ++seed) {
    auto loaded = lua::load_battle(root / "scripts" / battle, root);
    loaded.scenario->rules = rules;
    Battle b(loaded.scenario, static_cast<std::uint64_t>(seed));
    b.log.attach(&checker);
    BrigadeCommander brigadier;
    Driver(b, brigadier, brigadier).play();
  }
  return checker.n;
}

}  // namespace

TEST_CASE("itemised records: every shot, morale check and close combat adds up from its parts, under every rule system",
          "[itemised]") {
  for (const char* rules : {"igor", "ap", "north", "jackson", "minicampaign"}) {
    for (const char* battle : {"first_bull_run.lua", "teaching_battle.lua"}) {
      const Counts n = play(rules, battle, 6);
      INFO(rules << " " << battle << ": " << n.itemised_shots << "/" << n.shots << " shots, " << n.itemised_morale << "/"
                 << n.morale << " morale checks, " << n.itemised_combats << "/" << n.combats << " close combats");
      // Every shot, check and close combat is itemised (ap's motivation rolls among the checks,
      // some decided outright).
      CHECK(n.shots > 0);
      CHECK(n.itemised_shots == n.shots);
      CHECK(n.morale > 0);
      CHECK(n.itemised_morale == n.morale);
      CHECK(n.itemised_combats == n.combats);
      if (std::string_view(rules) == "jackson") CHECK(n.paired_combats == n.combats);
      if (std::string_view(rules) == "ap") {
        CHECK(n.motivation > 0);
        CHECK(n.outright > 0);
      }
    }
  }
}

TEST_CASE("itemised records: jackson's close combats, pair by pair from the faces and each stand's factors",
          "[itemised][jackson]") {
  const Counts n = play("jackson", "teaching_battle.lua", 3);
  INFO(n.paired_combats << " of " << n.combats << " close combats recomputed");
  CHECK(n.combats > 0);
  CHECK(n.paired_combats == n.combats);
}

TEST_CASE("itemised records: the JSON log carries each shot's table, modifiers and faces", "[itemised][cli]") {
  const auto r = cli_test::run_caisson("run " + (std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts" / "first_bull_run.lua").string() +
                                       " --seed 1 --log json");
  REQUIRE(r.code == 0);
  const std::string shot = "\"counts\":\"dice\"";
  REQUIRE(r.out.find(shot) != std::string::npos);
  CHECK(r.out.find("\"parts\":{\"column\":\"medium\",\"modifiers\":[{\"amount\":3,\"name\":\"enfilade\"}],\"row\":\"in the open\",\"table\":4}") !=
        std::string::npos);
  CHECK(r.out.find("\"faces\":[") != std::string::npos);
  CHECK(r.out.find("\"passes_if\":\">\"") != std::string::npos);
  CHECK(r.out.find("\"attacker_took\":") != std::string::npos);
  CHECK(r.out.find("\"attacker_hits\"") == std::string::npos);
}

TEST_CASE("itemised records: ap's motivation roll carries A + B + C and the rolls that decide it outright",
          "[itemised][cli][ap]") {
  const auto r = cli_test::run_caisson("run " + (std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts" / "first_bull_run.lua").string() +
                                       " --rules ap --seed 3 --log json");
  REQUIRE(r.code == 0);
  CHECK(r.out.find("\"test\":\"a motivation roll\"") != std::string::npos);
  CHECK(r.out.find("\"parts_of\":\"level\"") != std::string::npos);
  CHECK(r.out.find("\"name\":\"the unit's value\"") != std::string::npos);
  CHECK(r.out.find("\"fails_at_most\":3,\"passes_from\":11}") != std::string::npos);
  CHECK(r.out.find("\"decided_by\":\"") != std::string::npos);
  const auto told = cli_test::run_caisson("run " + (std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts" / "first_bull_run.lua").string() +
                                          " --rules ap --seed 3 --dice");
  REQUIRE(told.code == 0);
  CHECK(told.out.find("3 or less always fails, 11 or more always passes") != std::string::npos);
}

}  // namespace test_itemised_records
