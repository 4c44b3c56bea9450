#include "engine/rules/north/odds.hpp"

#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/forces/unit.hpp"
#include "engine/rules/north/combat.hpp"
#include "engine/rules/north/morale.hpp"
#include "engine/rules/north/tosses.hpp"
#include "engine/rules/north/troops.hpp"
#include "engine/rules/odds_parameters.hpp"

namespace caisson::north {
namespace {

using odds::Distribution;
using odds::OddsAnswer;
using odds::OddsQuery;
using odds::signed_text;

std::string die_and(int modifier) { return odds::with_modifier("1D6", modifier); }

// A table of a pass/fail throw's two outcomes.
odds::OddsTable pass_fail(std::string heading, const Distribution& passes, std::string yes, std::string no) {
  return {std::move(heading), {{std::move(yes), passes.chance_of(1), std::nullopt}, {std::move(no), passes.chance_of(0), std::nullopt}}};
}

// --- tosses -------------------------------------------------------------------------------------

OddsAnswer toss(const OddsQuery& q) {
  const NorthParameters p = parameters_for<NorthParameters>(q);
  Unit u;
  u.arm = q.flag("artillery") ? Arm::artillery : Arm::infantry;
  u.stands = u.stands_at_start = q.number("stands");
  const int strength = toss_strength(p, u);
  const int modifier = q.number("modifier");
  OddsAnswer a{"north", "toss", fmt::format("{} must come to {} or less", die_and(modifier), strength), {}, {}};
  a.givens.push_back({"strength", u.arm == Arm::artillery ? fmt::format("{} ({} crew stands, {} figures each)", strength, u.stands,
                                                                          p.whole(Param::figures_per_crew_stand))
                                                          : fmt::format("{} (its stands)", strength)});
  const Distribution passes = Distribution::die(6).plus(modifier).map([&](int total) { return toss_passes(total, strength) ? 1 : 0; });
  a.tables.push_back(pass_fail("result", passes, "passes", "fails"));
  return a;
}

OddsAnswer obstacle(const OddsQuery& q) {
  const NorthParameters p = parameters_for<NorthParameters>(q);
  const int at_most = p.whole(Param::obstacle_passed_on);
  OddsAnswer a{"north", "obstacle", fmt::format("1D6 must come to {} or less", at_most), {}, {}};
  const Distribution passes = Distribution::die(6).map([&](int total) { return toss_passes(total, at_most) ? 1 : 0; });
  a.tables.push_back(pass_fail("result", passes, "crosses", "is held up"));
  return a;
}

// --- combat -------------------------------------------------------------------------------------

CombatSituation situation_of(const OddsQuery& q, Combat c) {
  CombatSituation s;
  s.attackers = q.number("attackers");
  s.cover = q.flag("cover") || (c == Combat::fire && q.flag("skirmishers"));
  s.target_deployed = !q.flag("not-deployed");
  if (c == Combat::fire) {
    s.mounted_target = q.flag("mounted-target");
    s.long_range_artillery = q.flag("long-range");
    s.skirmishers_crossed_rough = q.flag("crossed-rough");
  } else {
    s.mounted_attacker = q.flag("mounted");
    s.charged = q.flag("charged");
  }
  return s;
}

OddsAnswer attack(const OddsQuery& q, Combat c) {
  const NorthParameters p = parameters_for<NorthParameters>(q);
  const int modifier = combat_modifier(p, situation_of(q, c), c) + q.number("modifier");
  const std::string name = c == Combat::fire ? "fire" : "melee";
  Unit target;
  target.formation = q.flag("skirmishers") ? Formation::skirmish : Formation::line;
  OddsAnswer a{"north", name, "", {}, {}};
  a.givens.push_back({"modifier", signed_text(modifier)});
  Distribution hit = Distribution::certain(1);
  if (hit_without_die(target, c)) {
    a.question = "skirmishers caught in melee are hit without a die";
  } else {
    a.question = fmt::format("the attackers' one {} must come to {} or more", die_and(modifier), p.whole(Param::hit_on));
    hit = Distribution::die(6).map([&](int roll) { return is_hit(p, roll, modifier) ? 1 : 0; });
  }
  a.tables.push_back(pass_fail("result", hit, "hit (the target tosses for morale)", "miss"));
  return a;
}

OddsAnswer fire(const OddsQuery& q) { return attack(q, Combat::fire); }
OddsAnswer melee(const OddsQuery& q) { return attack(q, Combat::melee); }

// --- morale -------------------------------------------------------------------------------------

// A rally die's effect as one number: its fate * 8 + the points it takes off the toss.
int rally_code(const RallyDie& r) { return static_cast<int>(r.fate) * 8 + r.subtracts; }

OddsAnswer morale(const OddsQuery& q) {
  const NorthParameters p = parameters_for<NorthParameters>(q);
  const Combat c = q.word("combat") == "melee" ? Combat::melee : Combat::fire;
  const MoraleSituation s{q.flag("artillery"), q.flag("skirmishers"), q.flag("cover")};
  const int modifier = morale_modifier(p, s, c) + q.number("modifier");
  const bool general = q.flag("general") && p.flag(Param::generals_rally);
  OddsAnswer a{"north", "morale", fmt::format("{}: {} or less rallies, {} or more loses a stand and falls back", die_and(modifier),
                                              p.whole(Param::rallies_at_most), p.whole(Param::both_from)), {}, {}};
  a.givens.push_back({"modifier", signed_text(modifier)});
  if (q.flag("general") && !general) a.givens.push_back({"general", "generals_rally is 0: no rally attempt"});
  // The general's die first (rally_attempt), then the toss less what he took off it.
  const Distribution rally = general ? Distribution::die(6).map([&](int die) { return rally_code(rally_die(p, die, c)); })
                                     : Distribution::certain(0);
  const Distribution result = rally.then([&](int code) {
    return Distribution::die(6).map([&](int roll) { return static_cast<int>(morale_result(p, roll + modifier - code % 8)); });
  });
  a.tables.push_back({"result", {{"rallies", result.chance_of(static_cast<int>(MoraleResult::rallies)), std::nullopt},
                                 {"loses a stand or falls back", result.chance_of(static_cast<int>(MoraleResult::stand_or_fall_back)), std::nullopt},
                                 {"loses a stand and falls back", result.chance_of(static_cast<int>(MoraleResult::both)), std::nullopt}}});
  if (general) {
    odds::OddsTable t{"the general", {}};
    for (int code : rally.values()) {
      const auto fate = static_cast<GeneralFate>(code / 8);
      const std::string what = fate == GeneralFate::killed     ? "is killed"
                               : fate == GeneralFate::captured ? "is captured"
                               : code % 8 == 0                ? "rallies no one"
                                                               : fmt::format("takes {} off the toss", code % 8);
      t.rows.push_back({what, rally.chance_of(code), std::nullopt});
    }
    a.tables.push_back(std::move(t));
  }
  return a;
}

std::vector<odds::OddsProcedure> procedures() {
  using namespace odds;
  const auto modifier = [] { return number_option("modifier", "any further modifier", 0, -6, 6); };
  const auto attackers = [] { return number_option("attackers", "units attacking the target together (one die)", 1, 1, 12); };
  return {
      OddsProcedure{"toss", "the accomplishment toss: 1D6 must come to the unit's stands or less",
                    {optional_number("stands", "the unit's stands (a battery's crew stands)", 1, 30), modifier(),
                     flag_option("artillery", "a battery: its crew figures count")},
                    toss},
      OddsProcedure{"obstacle", "the toss to cross an obstacle", {}, obstacle},
      OddsProcedure{"fire", "artillery or musketry: one die for all the attackers of a target",
                    {attackers(), modifier(), flag_option("cover", "the target is in cover"),
                     flag_option("skirmishers", "the target is skirmishing (counts as cover)"),
                     flag_option("not-deployed", "the target is not deployed (column, limbered)"),
                     flag_option("mounted-target", "the target is mounted cavalry"),
                     flag_option("long-range", "guns firing beyond their effective range"),
                     flag_option("crossed-rough", "skirmishing attackers crossed rough ground")},
                    fire},
      OddsProcedure{"melee", "melee: one die for all the attackers of a target",
                    {attackers(), modifier(), flag_option("cover", "the target is in cover"),
                     flag_option("skirmishers", "the target is skirmishing (hit without a die)"),
                     flag_option("not-deployed", "the target is not deployed"),
                     flag_option("mounted", "mounted cavalry among the attackers"),
                     flag_option("charged", "an attacker charged this turn")},
                    melee},
      OddsProcedure{"morale", "the morale toss of a unit hit, with a general's rally attempt",
                    {word_option("combat", "what hit it", "fire", {"fire", "melee"}), modifier(),
                     flag_option("artillery", "the unit is a battery"), flag_option("skirmishers", "the unit is skirmishing"),
                     flag_option("cover", "the unit is in cover"), flag_option("general", "a general in reach tries to rally it")},
                    morale},
  };
}

}  // namespace

std::span<const odds::OddsProcedure> odds_procedures() {
  static const std::vector<odds::OddsProcedure> all = procedures();
  return all;
}

}  // namespace caisson::north
