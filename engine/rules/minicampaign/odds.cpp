#include "engine/rules/minicampaign/odds.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/dice/dice.hpp"
#include "engine/forces/unit.hpp"
#include "engine/forces/vocabulary.hpp"
#include "engine/rules/minicampaign/activation.hpp"
#include "engine/rules/minicampaign/charge.hpp"
#include "engine/rules/minicampaign/fire.hpp"
#include "engine/rules/odds_parameters.hpp"

namespace caisson::minicampaign {
namespace {

using odds::Chance;
using odds::Distribution;
using odds::OddsAnswer;
using odds::OddsInputError;
using odds::OddsQuery;
using odds::signed_text;

Chance per_die(int at_least) { return Chance(static_cast<odds::Count>(std::clamp(7 - at_least, 0, 6)), 6); }

// --- activation ---------------------------------------------------------------------------------

OddsAnswer activation(const OddsQuery& q) {
  const MiniParameters p = parameters_for<MiniParameters>(q);
  ActivationModifiers m;
  m.general_near = q.flag("general");
  m.fresh_or_veteran = q.flag("fresh");
  m.shaken = q.flag("shaken");
  m.disordered = q.flag("disordered");
  const int modifier = m.total() + q.number("modifier");
  OddsAnswer a{"minicampaign", "activation",
               fmt::format("{} read as Steady, Cautious, Hesitant or Broken", odds::with_modifier("1D6", modifier)), {}, {}};
  a.givens.push_back({"modifier", signed_text(modifier)});
  a.givens.push_back({"thresholds", fmt::format("Steady {}+, Cautious {}+, Hesitant {}+, else Broken", p.whole(Param::steady_at),
                                                p.whole(Param::cautious_at), p.whole(Param::hesitant_at))});
  const Distribution result = Distribution::die(6).plus(modifier).map([&](int score) { return static_cast<int>(activation_for(p, score)); });
  odds::OddsTable t{"result", {}};
  for (Activation r : {Activation::steady, Activation::cautious, Activation::hesitant, Activation::broken})
    t.rows.push_back({std::string(name_of(r)), result.chance_of(static_cast<int>(r)), std::nullopt});
  a.tables.push_back(std::move(t));
  return a;
}

// --- fire ---------------------------------------------------------------------------------------

// The firer as fire.cpp reads it: its arms, its stands in their formation, its order.
Unit firer_of(const OddsQuery& q) {
  Unit u;
  u.weapon = *parse_weapon(q.word("weapon"));
  u.arm = u.weapon == Weapon::rifled_guns || u.weapon == Weapon::smoothbore_guns ? Arm::artillery : Arm::infantry;
  u.formation = u.arm == Arm::artillery ? Formation::unlimbered : *parse_formation(q.word("formation"));
  u.stands = u.stands_at_start = q.given("stands") ? q.number("stands") : 0;
  u.disordered = q.flag("disordered");
  return u;
}

int dice_of(const MiniParameters& p, const OddsQuery& q, const Unit& u, OddsAnswer& a) {
  if (q.given("dice")) {
    for (std::string_view o : {"stands", "range"})
      if (q.given(o)) throw OddsInputError("give --dice, or the firer's --stands and --range for the rules to count them; not both");
    return q.number("dice");
  }
  if (!q.given("stands") || !q.given("range"))
    throw OddsInputError("needs --dice, or --stands and --range (inches) to count the firer's dice");
  const double range = q.number("range");
  if (range > fire_reach(p, u))
    throw OddsInputError(fmt::format("{} fire reaches {:.0f}\", not {:.0f}\"", name_of(u.weapon), fire_reach(p, u), range));
  const int dice = std::min(fire_dice(p, u, range), Throw::kMaxFaces);
  a.givens.push_back({"firer", fmt::format("{} stands of {} in {}{} at {:.0f}\"", u.stands, name_of(u.weapon), name_of(u.formation),
                                           u.disordered ? ", disordered" : "", range)});
  return dice;
}

OddsAnswer fire(const OddsQuery& q) {
  const MiniParameters p = parameters_for<MiniParameters>(q);
  const Unit u = firer_of(q);
  OddsAnswer a{"minicampaign", "fire", "", {}, {}};
  const int dice = dice_of(p, q, u, a);
  const int need = hit_number(p, u);
  const bool half = q.flag("cover");
  a.givens.push_back({"dice", std::to_string(dice)});
  a.givens.push_back({"a hit on", fmt::format("{}+{}", need, die_bonus(p, u) > 0 ? " (superior firepower)" : "")});
  if (half) a.givens.push_back({"half effect", p.flag(Param::cover_round_up) ? "hits halved, rounded up" : "hits halved, rounded down"});
  a.question = fmt::format("{} {}, each a hit on {}+{}", dice, dice == 1 ? "die" : "dice", need, half ? ", at half effect" : "");
  const Distribution hits = Distribution::successes(dice, per_die(need)).map([&](int h) { return effective_hits(p, h, half); });
  a.tables.push_back(odds::count_table("hits", hits, "hit", "hits"));
  return a;
}

// --- charge resolution --------------------------------------------------------------------------

// One side of the charge as charge_modifier reads it.
Unit side_of(const OddsQuery& q, std::string_view who) {
  Unit u;
  u.quality = *parse_quality(q.word(fmt::format("{}-quality", who)));
  u.stands = u.stands_at_start = 4;
  if (q.flag(fmt::format("{}-shaken", who))) u.stands = 1;  // over half its stands lost
  return u;
}

// The hits each side has inflicted on the other, as one number: charger's * kSpan + defender's.
constexpr int kSpan = 64;

// After a general's die: the hits each side has inflicted, the general's side being `charger`.
int after_general(const MiniParameters& p, int state, int die, bool charger) {
  int by_charger = state / kSpan, by_defender = state % kSpan;
  int& own = charger ? by_charger : by_defender;
  int& enemy = charger ? by_defender : by_charger;
  switch (general_strike(p, die, enemy)) {
    case GeneralStrike::cancels_a_hit: --enemy; break;
    case GeneralStrike::hits_the_enemy: ++own; break;
    case GeneralStrike::none: break;
  }
  return by_charger * kSpan + by_defender;
}

std::string loss_words(ChargeLoss charger, ChargeLoss defender) {
  const auto words = [](ChargeLoss l) { return l == ChargeLoss::rout ? "routs" : "retreats"; };
  if (charger == ChargeLoss::none && defender == ChargeLoss::none) return "neither gives way";
  if (charger == ChargeLoss::none) return fmt::format("the defender {}", words(defender));
  if (defender == ChargeLoss::none) return fmt::format("the charger {}", words(charger));
  return fmt::format("the charger {}, the defender {}", words(charger), words(defender));
}

OddsAnswer charge(const OddsQuery& q) {
  const MiniParameters p = parameters_for<MiniParameters>(q);
  const int charger_mod = charge_modifier(p, side_of(q, "charger"));
  const int defender_mod = charge_modifier(p, side_of(q, "defender"));
  OddsAnswer a{"minicampaign", "charge", "each side 1D6 + the hits it inflicted this turn + quality; the lower score gives way", {}, {}};
  a.givens.push_back({"charger", fmt::format("{} hits inflicted, modifier {}", q.number("charger-hits"), signed_text(charger_mod))});
  a.givens.push_back({"defender", fmt::format("{} hits inflicted, modifier {}", q.number("defender-hits"), signed_text(defender_mod))});
  // The generals' dice first, the charger's then the defender's, as resolve_charge_combat throws them.
  Distribution inflicted = Distribution::certain(q.number("charger-hits") * kSpan + q.number("defender-hits"));
  for (bool charger : {true, false}) {
    if (!q.flag(charger ? "charger-general" : "defender-general")) continue;
    inflicted = inflicted.then([&](int state) {
      return Distribution::die(6).map([&](int die) { return after_general(p, state, die, charger); });
    });
    a.givens.push_back({charger ? "charger's general" : "defender's general",
                        fmt::format("strikes on {}+, falls on {} or less ({} chance)", p.whole(Param::general_hit_on),
                                    p.whole(Param::general_wounded_on),
                                    Distribution::die(6).chance_if([&](int d) { return general_falls(p, d); }).fraction())});
  }
  const Distribution rolls = Distribution::joint(Distribution::die(6), Distribution::die(6), [](int c, int d) { return c * 8 + d; });
  const Distribution result = Distribution::joint(inflicted, rolls, [&](int state, int faces) {
    const int charger = faces / 8 + state / kSpan + charger_mod;
    const int defender = faces % 8 + state % kSpan + defender_mod;
    return static_cast<int>(charge_loss(p, charger, defender, true)) * 3 + static_cast<int>(charge_loss(p, defender, charger, false));
  });
  odds::OddsTable t{"result", {}};
  // Best for the charger first: the five outcomes always, both sides giving way only if it can.
  for (int code : {2, 1, 0, 3, 6, 4, 5, 7, 8})
    if (code == 2 || code == 1 || code == 0 || code == 3 || code == 6 || result.chance_of(code).numerator() != 0)
      t.rows.push_back({loss_words(static_cast<ChargeLoss>(code / 3), static_cast<ChargeLoss>(code % 3)), result.chance_of(code), std::nullopt});
  a.tables.push_back(std::move(t));
  return a;
}

std::vector<odds::OddsProcedure> procedures() {
  using namespace odds;
  std::vector<std::string_view> weapons(kWeaponNames.begin(), kWeaponNames.end());
  std::vector<std::string_view> qualities(kQualityNames.begin(), kQualityNames.end());
  return {
      OddsProcedure{"activation", "a unit's activation: 1D6 plus modifiers, Steady to Broken",
                    {number_option("modifier", "any modifier beyond the flags below", 0, -6, 6),
                     flag_option("general", "a general within reach (+1)"),
                     flag_option("fresh", "no stands lost, or veteran troops (+1)"),
                     flag_option("shaken", "the unit is shaken (-1)"),
                     flag_option("disordered", "the unit is disordered or routing (-1)")},
                    activation},
      OddsProcedure{"fire", "hits from one unit's fire: its dice, a hit on 5-6 (4-6 with superior firepower)",
                    {optional_number("dice", "the dice thrown, when known (else --stands and --range count them)", 0, 48),
                     word_option("weapon", "the firer's weapon (a battery's: rifled_guns, smoothbore_guns)", "rifled", weapons),
                     optional_number("stands", "the firer's stands (a battery's, counting its guns)", 1, 24),
                     optional_number("range", "inches to the target", 0, 60),
                     word_option("formation", "the firer's formation", "line", {"line", "column"}),
                     flag_option("disordered", "the firer is disordered (half dice)"),
                     flag_option("cover", "half effect: the target in cover (or a charge over an obstacle)")},
                    fire},
      OddsProcedure{"charge", "the charge's resolution: each side 1D6 + hits inflicted + quality",
                    {number_option("charger-hits", "hits the charger inflicted on the defender this turn", 0, 0, 20),
                     number_option("defender-hits", "hits the defender inflicted on the charger this turn", 0, 0, 20),
                     word_option("charger-quality", "the charger's quality", "seasoned", qualities),
                     word_option("defender-quality", "the defender's quality", "seasoned", qualities),
                     flag_option("charger-shaken", "the charger is shaken"),
                     flag_option("defender-shaken", "the defender is shaken"),
                     flag_option("charger-general", "a general leads the charger"),
                     flag_option("defender-general", "a general is with the defender")},
                    charge},
  };
}

}  // namespace

std::span<const odds::OddsProcedure> odds_procedures() {
  static const std::vector<odds::OddsProcedure> all = procedures();
  return all;
}

}  // namespace caisson::minicampaign
