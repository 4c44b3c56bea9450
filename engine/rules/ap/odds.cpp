#include "engine/rules/ap/odds.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/forces/unit.hpp"
#include "engine/forces/vocabulary.hpp"
#include "engine/rules/ap/assault.hpp"
#include "engine/rules/ap/morale.hpp"
#include "engine/rules/ap/motivation.hpp"
#include "engine/rules/ap/shooting.hpp"
#include "engine/rules/ap/troops.hpp"
#include "engine/rules/odds_parameters.hpp"

namespace caisson::ap {
namespace {

using odds::Chance;
using odds::Distribution;
using odds::OddsAnswer;
using odds::OddsInputError;
using odds::OddsQuery;
using odds::signed_text;

Chance per_die(int at_least) { return Chance(static_cast<odds::Count>(std::clamp(7 - at_least, 0, 6)), 6); }
bool is_guns(Weapon w) { return w == Weapon::rifled_guns || w == Weapon::smoothbore_guns; }

// --- morale -------------------------------------------------------------------------------------

MoraleTest test_named(std::string_view w) {
  return w == "lost-fight" ? MoraleTest::lost_fight : w == "rout-seen" ? MoraleTest::rout_seen : MoraleTest::markers;
}

OddsAnswer morale(const OddsQuery& q) {
  const ApParameters p = parameters_for<ApParameters>(q);
  const int dice = q.number("dice");
  if (dice > p.whole(Param::morale_dice_most))
    throw OddsInputError(fmt::format("ap's morale test rolls at most {} dice (morale_dice_most)", p.whole(Param::morale_dice_most)));
  const MoraleTest test = test_named(q.word("test"));
  const int fail_from = p.whole(Param::morale_fail_from);
  OddsAnswer a{"ap", "morale", fmt::format("{} {}, each a fail on {}+; the fails decide", dice, dice == 1 ? "die" : "dice", fail_from), {}, {}};
  a.givens.push_back({"test", std::string(q.word("test"))});
  const Distribution fails = Distribution::successes(dice, per_die(fail_from));
  const Distribution result = fails.map([&](int n) { return static_cast<int>(morale_result(p, test, n)); });
  const std::vector<MoraleResult> possible =
      test == MoraleTest::lost_fight
          ? std::vector{MoraleResult::retires, MoraleResult::routs, MoraleResult::routs_seen}
          : std::vector{MoraleResult::holds, MoraleResult::stands, MoraleResult::withdraws, MoraleResult::retires, MoraleResult::routs};
  odds::OddsTable t{"result", {}};
  for (MoraleResult r : possible) t.rows.push_back({std::string(name_of(r)), result.chance_of(static_cast<int>(r)), std::nullopt});
  a.tables.push_back(std::move(t));
  a.tables.push_back(odds::count_table("fails", fails, "fail", "fails"));
  return a;
}

// --- shooting -----------------------------------------------------------------------------------

Band band_named(std::string_view w) {
  if (w == "canister") return Band::canister;
  if (w == "long") return Band::long_range;
  if (w == "rifled") return Band::rifled;
  return Band::short_range;
}

// A die's casualty marker: a hit (a rifle re-rolling a low miss once), then a failed save.
Distribution marker_of_one_die(int need, int reroll_at_most, int save) {
  const Distribution hit = Distribution::die(6).then([&](int face) {
    if (face >= need) return Distribution::certain(1);
    if (face <= reroll_at_most) return Distribution::die(6).map([&](int again) { return again >= need ? 1 : 0; });
    return Distribution::certain(0);
  });
  return hit.then([&](int h) { return h == 0 ? Distribution::certain(0) : Distribution::yes_no(per_die(save).complement()); });
}

OddsAnswer shooting(const OddsQuery& q) {
  const ApParameters p = parameters_for<ApParameters>(q);
  Unit firer;
  firer.weapon = *parse_weapon(q.word("weapon"));
  firer.arm = is_guns(firer.weapon) ? Arm::artillery : Arm::infantry;
  firer.quality = *parse_quality(q.word("quality"));
  firer.disordered = q.flag("disordered");
  const Band band = band_named(q.word("range"));
  const bool guns = is_gun(firer);
  if (!guns && (band == Band::canister || band == Band::rifled))
    throw OddsInputError(fmt::format("small arms shoot at short or long range, not {}", name_of(band)));
  if (guns && band == Band::rifled && firer.weapon != Weapon::rifled_guns)
    throw OddsInputError("only rifled guns reach the rifled band");
  const int dice = q.number("dice");
  const int need = hit_target(p, firer, band);
  const int reroll = reroll_at_most(p, firer);
  const int save = save_target(p, guns, band, q.flag("target-guns"), q.flag("cover"));
  OddsAnswer a{"ap", "shooting", fmt::format("{} {}, each a hit on {}+; each hit saved on {}+", dice, dice == 1 ? "die" : "dice", need, save), {}, {}};
  a.givens.push_back({"band", std::string(name_of(band))});
  a.givens.push_back({"a hit on", fmt::format("{}+", need)});
  if (reroll > 0) a.givens.push_back({"re-rolls", fmt::format("misses of {} or less, once", reroll)});
  a.givens.push_back({"saved on", save > 6 ? std::string("never") : fmt::format("{}+", save)});
  const Distribution markers = marker_of_one_die(need, reroll, save).repeated(dice);
  a.tables.push_back(odds::count_table("casualty markers", markers, "marker", "markers"));
  return a;
}

// --- the assault ------------------------------------------------------------------------------

OddsAnswer assault(const OddsQuery& q) {
  const ApParameters p = parameters_for<ApParameters>(q);
  const int fa = q.number("assaulter"), fd = q.number("defender");
  OddsAnswer a{"ap", "assault", fmt::format("the falter test: 2D6 {} against 2D6 {}", signed_text(fa), signed_text(fd)), {}, {}};
  a.givens.push_back({"rout by", fmt::format("{} or more (win_by_rout)", p.whole(Param::win_by_rout))});
  const Distribution result = Distribution::joint(Distribution::dice(2, 6).plus(fa), Distribution::dice(2, 6).plus(fd),
                                                  [&](int at, int dt) { return static_cast<int>(falter_result(p, at, dt)); });
  a.tables.push_back({"result", {{"the defender routs", result.chance_of(static_cast<int>(FalterResult::defender_routs)), std::nullopt},
                                 {"they fight", result.chance_of(static_cast<int>(FalterResult::fight)), std::nullopt},
                                 {"the assault stalls", result.chance_of(static_cast<int>(FalterResult::stalls)), std::nullopt}}});
  return a;
}

Unit fighter(const OddsQuery& q, std::string_view who) {
  Unit u;
  u.quality = *parse_quality(q.word(fmt::format("{}-quality", who)));
  if (who == "defender" && q.flag("defender-guns")) u.arm = Arm::artillery;
  return u;
}

OddsAnswer fight(const OddsQuery& q) {
  const ApParameters p = parameters_for<ApParameters>(q);
  const int a_dice = q.number("assaulter-dice"), d_dice = q.number("defender-dice");
  const int hit = p.whole(Param::fight_hit_on);
  const int a_save = fight_save_target(p, fighter(q, "assaulter")), d_save = fight_save_target(p, fighter(q, "defender"));
  OddsAnswer a{"ap", "fight",
               fmt::format("the assaulter throws {}, the defender {}, a hit on {}+; saves on {}+ and {}+", a_dice, d_dice, hit, a_save, d_save),
               {}, {}};
  // Each die a lost half-base: a hit the other side fails to save.
  const Distribution on_defender = Distribution::successes(a_dice, per_die(hit) * per_die(d_save).complement());
  const Distribution on_assaulter = Distribution::successes(d_dice, per_die(hit) * per_die(a_save).complement());
  const int stands = q.given("defender-stands") ? q.number("defender-stands") : 1000;
  if (q.given("defender-stands")) a.givens.push_back({"defender", fmt::format("{} half-bases: losing them all loses the fight", stands)});
  // As fight() decides: the assaulter wins on more losses inflicted, or the defender wiped out.
  const Distribution result = Distribution::joint(on_defender, on_assaulter, [&](int on_d, int on_a) {
    return on_d > on_a || on_d >= stands ? 1 : 0;
  });
  a.tables.push_back({"result", {{"the assaulter wins", result.chance_of(1), std::nullopt},
                                 {"the defender wins", result.chance_of(0), std::nullopt}}});
  a.tables.push_back(odds::count_table("half-bases the defender loses", on_defender, "half-base", "half-bases"));
  a.tables.push_back(odds::count_table("half-bases the assaulter loses", on_assaulter, "half-base", "half-bases"));
  return a;
}

// --- motivation ---------------------------------------------------------------------------------

OddsAnswer motivation(const OddsQuery& q) {
  const ApParameters p = parameters_for<ApParameters>(q);
  const bool with = q.flag("general-with");
  int target = 0;
  OddsAnswer a{"ap", "motivation", "", {}, {}};
  if (q.given("target")) {
    for (std::string_view o : {"general", "unit", "modifier"})
      if (q.given(o)) throw OddsInputError("give --target, or the --general, --unit and --modifier that make it; not both");
    target = q.number("target");
  } else {
    Unit u;
    u.quality = *parse_quality(q.word("unit"));
    const int general = command_value(p, *parse_quality(q.word("general")));
    const int unit = unit_value(p, u);
    target = general + unit + q.number("modifier");
    a.givens.push_back({"target", fmt::format("{} = general {} + unit {} + {}", target, general, unit, q.number("modifier"))});
  }
  a.question = fmt::format("2D6 must reach {}; {} or less always fails, {} or more always passes{}", target,
                           p.whole(Param::motivation_fails_at_most), p.whole(Param::motivation_passes_from),
                           with ? " (as it does with a general at its side)" : "");
  const Distribution passes = Distribution::dice(2, 6).map([&](int roll) { return motivation_passes(p, roll, target, with) ? 1 : 0; });
  a.tables.push_back({"result", {{"motivated", passes.chance_of(1), std::nullopt}, {"not motivated", passes.chance_of(0), std::nullopt}}});
  return a;
}

// --- action points ------------------------------------------------------------------------------

OddsAnswer points_roll(const OddsQuery& q) {
  const ApParameters p = parameters_for<ApParameters>(q);
  PointsFactors f;
  f.gun = q.flag("guns");
  if (f.gun) {
    for (std::string_view o : {"quality", "general-with", "disordered"})
      if (q.given(o)) throw OddsInputError(fmt::format("--{} is a brigade's; a gun's points take --confederate and --damaged", o));
    f.confederate = q.flag("confederate");
    f.damaged = q.flag("damaged");
  } else {
    for (std::string_view o : {"confederate", "damaged"})
      if (q.given(o)) throw OddsInputError(fmt::format("--{} is a gun's: give --guns", o));
    const Quality quality = *parse_quality(q.word("quality"));
    f.veteran_or_general_with = quality == Quality::veteran || q.flag("general-with");
    f.raw = quality == Quality::raw;
    f.disordered = q.flag("disordered");
  }
  const int modifier = action_point_modifier(p, f);
  const int residual = p.whole(Param::residual_points);
  OddsAnswer a{"ap", "action-points", fmt::format("a motivated unit's {}, at least {}", odds::with_modifier("1D6", modifier), residual), {}, {}};
  a.givens.push_back({"modifier", signed_text(modifier)});
  const Distribution points = Distribution::die(6).map([&](int roll) { return action_points(p, roll, modifier); });
  a.tables.push_back(odds::count_table("action points", points, "point", "points"));
  return a;
}

std::vector<odds::OddsProcedure> procedures() {
  using namespace odds;
  std::vector<std::string_view> weapons(kWeaponNames.begin(), kWeaponNames.end());
  std::vector<std::string_view> qualities(kQualityNames.begin(), kQualityNames.end());
  return {
      OddsProcedure{"morale", "the dice-pool morale test: every 4, 5 or 6 a fail",
                    {optional_number("dice", "the dice the test rolls", 0, 48),
                     word_option("test", "why it tests", "markers", {"markers", "lost-fight", "rout-seen"})},
                    morale},
      OddsProcedure{"shooting", "casualty markers from one unit's shooting: hits, re-rolls, saving rolls",
                    {optional_number("dice", "the dice thrown", 1, 48),
                     word_option("weapon", "the firer's weapon (a gun's: rifled_guns, smoothbore_guns)", "rifled", weapons),
                     word_option("quality", "the firer's quality (rifles re-roll by it)", "seasoned", qualities),
                     word_option("range", "range band (guns: canister, short, long, rifled)", "short", {"canister", "short", "long", "rifled"}),
                     flag_option("disordered", "the firer is disordered"),
                     flag_option("cover", "the target is in cover"),
                     flag_option("target-guns", "the target is a gun")},
                    shooting},
      OddsProcedure{"assault", "the assault's falter test: each side 2D6 plus the factor boxes it claims",
                    {number_option("assaulter", "the assaulter's factor boxes, summed", 0, 0, 10),
                     number_option("defender", "the defender's factor boxes, summed", 0, 0, 10)},
                    assault},
      OddsProcedure{"fight", "the fight after a falter test: dice, hits on 5-6, saving rolls",
                    {optional_number("assaulter-dice", "the assaulter's fight dice", 1, 40),
                     optional_number("defender-dice", "the defender's fight dice", 1, 40),
                     word_option("assaulter-quality", "the assaulter's quality (its saves)", "seasoned", qualities),
                     word_option("defender-quality", "the defender's quality (its saves)", "seasoned", qualities),
                     flag_option("defender-guns", "the defender is a gun"),
                     optional_number("defender-stands", "the defender's half-bases (wiping them out wins)", 1, 40)},
                    fight},
      OddsProcedure{"motivation", "a general's motivation roll: 2D6 against A + B + C",
                    {word_option("general", "the general's quality (A)", "seasoned", qualities),
                     word_option("unit", "the unit's quality (B)", "seasoned", qualities),
                     number_option("modifier", "C: distance, woods, units or ground between", 0, 0, 20),
                     optional_number("target", "the whole target, when known (instead of A + B + C)", 2, 20),
                     flag_option("general-with", "a division, corps or army general stands with the unit")},
                    motivation},
      OddsProcedure{"action-points", "a motivated unit's action points: a D6 and its modifiers, never below the residual point",
                    {word_option("quality", "a brigade's quality (veteran +1, raw -1)", "seasoned", qualities),
                     flag_option("general-with", "a division, corps or army general with the brigade (+1, once with veterans)"),
                     flag_option("disordered", "the brigade was disordered at the start of the turn"),
                     flag_option("guns", "a battery's guns roll (their own modifiers)"),
                     flag_option("confederate", "guns: Confederate"),
                     flag_option("damaged", "guns: damaged")},
                    points_roll},
  };
}

}  // namespace

std::span<const odds::OddsProcedure> odds_procedures() {
  static const std::vector<odds::OddsProcedure> all = procedures();
  return all;
}

}  // namespace caisson::ap
