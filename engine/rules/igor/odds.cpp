#include "engine/rules/igor/odds.hpp"

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "engine/forces/unit.hpp"
#include "engine/forces/vocabulary.hpp"
#include "engine/rules/igor/close_combat.hpp"
#include "engine/rules/igor/fire_tables.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/igor/odds_generals.hpp"
#include "engine/rules/odds_parameters.hpp"

namespace caisson::igor {
namespace {

using odds::Chance;
using odds::Distribution;
using odds::OddsAnswer;
using odds::OddsInputError;
using odds::OddsQuery;
using odds::signed_text;

const std::vector<std::string_view> kCovers{"none", "light", "heavy"};
const std::vector<std::string_view> kRanges{"short", "medium", "long"};

Cover cover_named(std::string_view w) { return w == "heavy" ? Cover::heavy : w == "light" ? Cover::light : Cover::none; }
Band band_named(std::string_view w) { return w == "long" ? Band::long_range : w == "medium" ? Band::medium : Band::short_range; }
bool is_guns(Weapon w) { return w == Weapon::smoothbore_guns || w == Weapon::rifled_guns; }

// A die's chance of scoring on `at_least` or more.
Chance per_die(int at_least) {
  const int faces = std::clamp(7 - at_least, 0, 6);
  return Chance(static_cast<odds::Count>(faces), 6);
}

// --- fire ---------------------------------------------------------------------------------------

// Where a band ends for this weapon, in inches: the band's distance, asked of the rules' own
// band function, tells whether the weapon reaches it at all.
double band_end(const IgorParameters& p, Weapon w, Band band) {
  const std::size_t i = static_cast<std::size_t>(band);
  if (is_guns(w)) return p[std::array{Param::artillery_short, Param::artillery_medium, Param::artillery_long}[i]];
  if (w == Weapon::breechloader)
    return p[std::array{Param::breechloader_short, Param::breechloader_medium, Param::breechloader_long}[i]];
  return p[std::array{Param::musket_short, Param::musket_medium, Param::musket_long}[i]];
}

bool reaches(const IgorParameters& p, Weapon w, Band band) {
  const double at = band_end(p, w, band);
  return (is_guns(w) ? artillery_band(p, w, at) : small_arms_band(p, w, at)) == band;
}

void refuse_flags_of_the_other_arm(const OddsQuery& q, bool guns) {
  const std::array<std::string_view, 3> artillery_only{"enfilade", "friend-behind", "target-square"};
  const std::array<std::string_view, 2> small_arms_only{"skirmishers", "square"};
  for (std::string_view f : guns ? std::span<const std::string_view>(small_arms_only) : std::span<const std::string_view>(artillery_only))
    if (q.flag(f))
      throw OddsInputError(fmt::format("--{} is for {} (igor's {} table has no such modifier)", f,
                                       guns ? "small arms" : "artillery", guns ? "artillery" : "small arms"));
  if (!guns && q.given("guns")) throw OddsInputError("--guns is for artillery: name a battery's --weapon (rifled_guns, smoothbore_guns)");
}

// The dice the shot throws, read from igor's fire tables, and how they were found.
int table_dice(const IgorParameters& p, const OddsQuery& q, Weapon w, OddsAnswer& a) {
  const Band band = band_named(q.word("range"));
  const Cover cover = cover_named(q.word("cover"));
  if (!reaches(p, w, band))
    throw OddsInputError(fmt::format("{} fire reaches {:.0f}\" at most: it has no {} range", name_of(w), max_range(p, w), name_of(band)));
  const bool guns = is_guns(w);
  int dice = 0;
  if (guns) {
    ArtilleryShot s;
    s.band = band;
    s.cover = cover;
    s.guns = q.given("guns") ? q.number("guns") : p.whole(Param::guns_per_battery);
    s.friend_behind = q.flag("friend-behind");
    s.enfilade = q.flag("enfilade");
    s.square = q.flag("target-square");
    s.skirmishers = q.flag("target-skirmishers");
    dice = artillery_dice(p, s);
    a.givens.push_back({"table", fmt::format("{} dice for a full battery at {} range, cover {}", artillery_table(band, cover), name_of(band), name_of(cover))});
    a.givens.push_back({"guns", fmt::format("{} of {}", s.guns, p.whole(Param::guns_per_battery))});
  } else {
    SmallArmsShot s;
    s.band = band;
    s.cover = cover;
    s.weapon = w;
    s.target_skirmishers = q.flag("target-skirmishers");
    s.firer_skirmishers = q.flag("skirmishers");
    s.firer_square = q.flag("square");
    dice = small_arms_dice(p, s);
    const int table = w == Weapon::breechloader ? breechloader_table(band, cover) : musket_table(band, cover);
    a.givens.push_back({"table", fmt::format("{} dice at {} range, cover {}", table, name_of(band), name_of(cover))});
  }
  std::vector<std::string> mods;
  for (std::string_view f : {"enfilade", "friend-behind", "target-square", "target-skirmishers", "skirmishers", "square"})
    if (q.flag(f)) mods.push_back(std::string(f));
  if (!mods.empty()) a.givens.push_back({"modifiers", fmt::format("{}", fmt::join(mods, ", "))});
  return dice;
}

OddsAnswer fire(const OddsQuery& q) {
  const IgorParameters p = parameters_for<IgorParameters>(q);
  const Weapon w = *parse_weapon(q.word("weapon"));
  const bool guns = is_guns(w);
  refuse_flags_of_the_other_arm(q, guns);
  OddsAnswer a{"igor", "fire", "", {}, {}};
  a.givens.push_back({"weapon", std::string(name_of(w))});
  int dice = 0;
  if (q.given("dice")) {
    for (std::string_view table_option : {"range", "cover"})
      if (q.given(table_option))
        throw OddsInputError(fmt::format("give --dice, or the shot's --range and --cover for the table to count them; not both"));
    dice = q.number("dice");
  } else {
    if (!q.given("range")) throw OddsInputError("needs --dice, or --range (and --cover) to read igor's fire table");
    dice = table_dice(p, q, w, a);
  }
  if (dice == 0 && !q.given("dice")) a.givens.push_back({"no dice", "the table gives none: the target cannot be engaged at this range"});
  // As play throws it: guns score on hit_on, small arms on their weapon's number.
  const int need = hit_on(p, guns ? Weapon::rifled_guns : w);
  a.givens.push_back({"dice", std::to_string(dice)});
  a.givens.push_back({"a HIT on", fmt::format("{}+ (hit_on{})", need, w == Weapon::breechloader ? ", breechloader_hit_on" : "")});
  a.question = fmt::format("{} {}, each a HIT on {}+", dice, dice == 1 ? "die" : "dice", need);
  a.tables.push_back(odds::count_table("HITs", Distribution::successes(dice, per_die(need)), "HIT", "HITs"));
  return a;
}

// --- morale -------------------------------------------------------------------------------------

OddsAnswer morale(const OddsQuery& q) {
  const IgorParameters p = parameters_for<IgorParameters>(q);
  const Quality quality = *parse_quality(q.word("quality"));
  const int level = p.morale_level(quality);
  Unit u;
  u.hits = q.number("hits");
  // The standard modifiers, as morale_check sums them: -1 a threatened flank, the HITs' penalty,
  // the brigade commander's bonus; then whatever else the situation adds.
  const int modifier = q.number("modifier") - q.number("flanks") + hits_modifier(p, u) +
                       (q.flag("commander") ? p.whole(Param::commander_bonus) : 0);
  OddsAnswer a{"igor", "morale", "", {}, {}};
  a.givens.push_back({"morale level", fmt::format("{} ({})", level, name_of(quality))});
  a.givens.push_back({"modifier", signed_text(modifier)});
  a.question = fmt::format("{} must score more than {}", odds::with_modifier("2D6", modifier), level);
  // Outcome -1: passes; otherwise the margin it fails by, which decides what failing costs.
  const Distribution result = Distribution::dice(2, 6).plus(modifier).map([&](int score) {
    return morale_passes(level, score) ? -1 : morale_margin(p, level, score);
  });
  odds::OddsTable t{"result", {}};
  for (int v : result.values())
    t.rows.push_back({v < 0 ? "passes" : fmt::format("fails by {}", v), result.chance_of(v), std::nullopt});
  a.tables.push_back(std::move(t));
  a.tables.push_back({"pass or fail", {{"passes", result.chance_of(-1), std::nullopt},
                                   {"fails", result.chance_of(-1).complement(), std::nullopt}}});
  return a;
}

// --- close combat -------------------------------------------------------------------------------

CombatSituation combat_situation(const OddsQuery& q) {
  CombatSituation s;
  s.attacker_mounted = q.word("attacker") == "cavalry";
  const std::string_view d = q.word("defender");
  s.vs = d == "artillery" ? Opponent::artillery : d == "square" ? Opponent::square : d == "cavalry" ? Opponent::mounted_cavalry : Opponent::infantry;
  s.defender_skirmishers = d == "skirmishers";
  s.attacker_supports = q.number("support");
  s.defender_supports = q.number("defender-support");
  s.attacker_engaged = q.number("engaged");
  s.defender_engaged = q.number("defender-engaged");
  s.flank_attack = q.flag("flank");
  s.cover = cover_named(q.word("cover"));
  return s;
}

OddsAnswer close_combat(const OddsQuery& q) {
  const IgorParameters p = parameters_for<IgorParameters>(q);
  const CombatSituation s = combat_situation(q);
  const CombatDice dice = close_combat_dice(p, s);
  const int need = p.whole(Param::hit_on);
  OddsAnswer a{"igor", "close-combat", "", {}, {}};
  const CombatDice table = close_combat_table(s.attacker_mounted, s.vs);
  a.givens.push_back({"table", fmt::format("{} against {}: {} dice to {}", s.attacker_mounted ? "mounted cavalry" : "infantry",
                                           q.word("defender"), table.attacker, table.defender)});
  a.givens.push_back({"attacker's dice", std::to_string(dice.attacker)});
  a.givens.push_back({"defender's dice", std::to_string(dice.defender)});
  a.question = fmt::format("the attacker throws {}, the defender {}, each die a HIT on {}+; the side taking more HITs lost", dice.attacker,
                           dice.defender, need);
  const Distribution on_defender = Distribution::successes(dice.attacker, per_die(need));
  const Distribution on_attacker = Distribution::successes(dice.defender, per_die(need));
  // As fight_close_combat decides: the side that took more HITs lost and tests its morale.
  const Distribution result = Distribution::joint(on_defender, on_attacker, [](int scored, int taken) {
    return scored > taken ? 1 : scored < taken ? -1 : 0;
  });
  a.tables.push_back({"result", {{"attacker wins", result.chance_of(1), std::nullopt},
                                 {"drawn", result.chance_of(0), std::nullopt},
                                 {"defender wins", result.chance_of(-1), std::nullopt}}});
  a.tables.push_back(odds::count_table("HITs on the defender", on_defender, "HIT", "HITs"));
  a.tables.push_back(odds::count_table("HITs on the attacker", on_attacker, "HIT", "HITs"));
  return a;
}

odds::OddsOption support_option(std::string_view name, std::string_view help) {
  odds::OddsOption o = odds::number_option(name, help, 0, 0, 8);
  o.named_numbers = {{"none", 0}, {"rear", 1}};
  return o;
}

std::vector<odds::OddsProcedure> procedures() {
  using namespace odds;
  std::vector<std::string_view> weapons(kWeaponNames.begin(), kWeaponNames.end());
  std::vector<std::string_view> qualities(kQualityNames.begin(), kQualityNames.end());
  return {
      OddsProcedure{"fire", "HITs from one shot: dice from the fire tables (or --dice), a HIT on each 6",
                    {optional_number("dice", "the dice thrown, when known (else --range and --cover read the table)", 0, 48),
                     word_option("weapon", "the firer's weapon (a battery's: rifled_guns, smoothbore_guns)", "rifled", weapons),
                     word_option("range", "range band", "", kRanges),
                     word_option("cover", "the target's cover", "none", kCovers),
                     optional_number("guns", "gun bases firing (a battery; default a full one)", 1, 12),
                     flag_option("enfilade", "artillery: the fire runs along the target (a line's flank, a column's end)"),
                     flag_option("friend-behind", "artillery: a friend of the target close behind it"),
                     flag_option("target-square", "artillery: the target is in square"),
                     flag_option("target-skirmishers", "the target is in skirmish order"),
                     flag_option("skirmishers", "small arms: the firer is in skirmish order"),
                     flag_option("square", "small arms: the firer is in square")},
                    fire},
      OddsProcedure{"morale", "a morale check: 2D6 plus modifiers must score more than the level",
                    {word_option("quality", "the unit's quality", "seasoned", qualities),
                     number_option("modifier", "any further modifier (charging, a lost close combat...)", 0, -12, 12),
                     number_option("hits", "the HITs the unit carries", 0, 0, 60),
                     number_option("flanks", "flanks (left, right, rear) an enemy threatens", 0, 0, 3),
                     flag_option("commander", "its brigade commander is in base contact")},
                    morale},
      OddsProcedure{"close-combat", "a close combat's round: who takes more HITs",
                    {word_option("attacker", "the charger: infantry, or mounted cavalry", "infantry", {"infantry", "cavalry"}),
                     word_option("defender", "what it fights", "infantry", {"infantry", "cavalry", "artillery", "square", "skirmishers"}),
                     support_option("support", "the attacker's supporting units (rear: one behind it)"),
                     support_option("defender-support", "the defender's supporting units"),
                     number_option("engaged", "further attackers in contact, not paired off", 0, 0, 8),
                     number_option("defender-engaged", "further defenders in contact, not paired off", 0, 0, 8),
                     flag_option("flank", "the attack strikes the defender's flank or rear"),
                     word_option("cover", "the defender's cover", "none", kCovers)},
                    close_combat},
  };
}

}  // namespace

std::span<const odds::OddsProcedure> odds_procedures() {
  static const std::vector<odds::OddsProcedure> all = [] {
    std::vector<odds::OddsProcedure> list = procedures();
    for (odds::OddsProcedure& g : generals_odds_procedures()) list.push_back(std::move(g));
    return list;
  }();
  return all;
}

}  // namespace caisson::igor
