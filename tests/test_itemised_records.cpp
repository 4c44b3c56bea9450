// Every die explained: whole battles under each of the five rule systems, checked from the
// itemised records alone — each shot's dice (or the score a die needed) equal the table's value
// plus its listed modifiers, the faces thrown are as many as the dice and score the HITs the
// record says (where the rules count HITs straight off the faces), each morale result follows from
// its roll and its listed modifiers, and each close combat's dice add up from their parts. A
// record that is itemised wrongly, or a rule system that stops itemising, fails here.
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "cli_support.hpp"
#include "engine/ai/standing_orders.hpp"
#include "engine/play/driver.hpp"

using namespace caisson;

namespace {

struct Counts {
  int shots = 0, itemised_shots = 0, morale = 0, itemised_morale = 0, combats = 0, itemised_combats = 0;
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
    if (m.passes_if == "pool") {  // the pool's dice in their parts
      CHECK(m.level == m.parts.table + m.parts.modifier_total());
      return;
    }
    CHECK(m.modifier == m.parts.modifier_total());
    CHECK(m.passed == follows(m.passes_if, m.roll + m.modifier, m.level));
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
  }
};

Counts play(const std::string& rules, const char* battle, int seeds) {
  const std::filesystem::path root = CAISSON_SOURCE_ROOT;
  Checker checker;
  checker.rules = rules;
  for (int seed = 1; seed <= seeds; ++seed) {
    auto loaded = lua::load_battle(root / "scripts" / battle, root);
    loaded.scenario->rules = rules;
    Battle b(loaded.scenario, static_cast<std::uint64_t>(seed));
    b.log.attach(&checker);
    StandingOrdersCommander ai;
    Driver(b, ai, ai).play();
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
      // Every shot is itemised, and the checks are, but for ap's motivation roll (its automatic
      // passes and failures are no comparison).
      CHECK(n.shots > 0);
      CHECK(n.itemised_shots == n.shots);
      CHECK(n.morale > 0);
      if (std::string_view(rules) != "ap") CHECK(n.itemised_morale == n.morale);
      else CHECK(n.itemised_morale > 0);
      CHECK(n.itemised_combats == n.combats);
    }
  }
}

TEST_CASE("itemised records: the JSON log carries each shot's table, modifiers and faces", "[itemised][cli]") {
  const auto r = cli_test::run_caisson("run " + (std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts" / "first_bull_run.lua").string() +
                                       " --seed 7 --log json");
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
