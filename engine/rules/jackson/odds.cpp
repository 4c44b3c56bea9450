#include "engine/rules/jackson/odds.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/forces/order_of_battle.hpp"
#include "engine/forces/unit.hpp"
#include "engine/forces/vocabulary.hpp"
#include "engine/rules/jackson/cards.hpp"
#include "engine/rules/jackson/close_combat.hpp"
#include "engine/rules/jackson/fire.hpp"
#include "engine/rules/jackson/morale.hpp"
#include "engine/rules/jackson/troops.hpp"
#include "engine/rules/odds_parameters.hpp"

namespace caisson::jackson {
namespace {

using odds::Chance;
using odds::Distribution;
using odds::OddsAnswer;
using odds::OddsInputError;
using odds::OddsQuery;
using odds::signed_text;

Chance per_die(int at_least) { return Chance(static_cast<odds::Count>(std::clamp(7 - at_least, 0, 6)), 6); }

// --- morale -------------------------------------------------------------------------------------

// The unit's morale rating: as given, or, for a unit whose rating is not yet rolled, the chart's
// for its quality on a D6.
Distribution rating_of(const OddsQuery& q, OddsAnswer& a) {
  if (q.given("rating")) {
    if (q.given("quality")) throw OddsInputError("give --rating, or --quality for a rating not yet rolled; not both");
    return Distribution::certain(q.number("rating"));
  }
  if (!q.given("quality")) throw OddsInputError("needs the unit's --rating (or its --quality, for a rating not yet rolled)");
  const Quality quality = *parse_quality(q.word("quality"));
  a.givens.push_back({"rating", fmt::format("rolled on the {} chart (a D6)", name_of(quality))});
  return Distribution::die(6).map([&](int die) { return initial_morale(quality, die); });
}

OddsAnswer morale(const OddsQuery& q) {
  const JacksonParameters p = parameters_for<JacksonParameters>(q);
  int modifier = q.number("modifier");
  if (q.given("general")) {
    Commander g;
    g.quality = *parse_quality(q.word("general"));
    modifier += general_bonus(p, g);
  }
  OddsAnswer a{"jackson", "morale", "", {}, {}};
  const Distribution rating = rating_of(q, a);
  if (q.given("rating")) a.givens.push_back({"rating", std::to_string(q.number("rating"))});
  a.givens.push_back({"modifier", signed_text(modifier)});
  const int die = p.whole(Param::morale_die);
  a.question = fmt::format("{}: {}+ carries on, {}+ halts, {}+ falls back, less routs",
                           odds::with_modifier(fmt::format("1D{} + rating", die), modifier), p.whole(Param::carry_on_from),
                           p.whole(Param::halt_from), p.whole(Param::fall_back_from));
  const Distribution result = rating.plus(Distribution::die(die)).plus(modifier).map([&](int total) {
    return static_cast<int>(morale_result(p, total));
  });
  a.tables.push_back({"result", {{"carries on", result.chance_of(static_cast<int>(MoraleResult::carries_on)), std::nullopt},
                                 {"halts", result.chance_of(static_cast<int>(MoraleResult::halts)), std::nullopt},
                                 {"falls back", result.chance_of(static_cast<int>(MoraleResult::falls_back)), std::nullopt},
                                 {"routs", result.chance_of(static_cast<int>(MoraleResult::routs)), std::nullopt}}});
  return a;
}

// --- fire ---------------------------------------------------------------------------------------

OddsAnswer fire(const OddsQuery& q) {
  const JacksonParameters p = parameters_for<JacksonParameters>(q);
  const std::string_view firer = q.word("firer"), target = q.word("target");
  FireTarget t;
  t.guns = target == "battery";
  t.cover = q.flag("cover");
  t.massed_or_enfiladed = target == "column" || q.flag("enfilade");
  if (q.flag("enfilade") && target != "line") throw OddsInputError("--enfilade is fire along a line: give --target line");
  const int need = hit_number(p, t, firer == "mounted");
  if (need > 6) throw OddsInputError("mounted carbines may not fire at a battery in cover (jackson's firing chart)");
  const int dice = q.number("dice");
  // A battery beyond canister range throws out its misfires first.
  const bool misfires = firer == "battery" && !q.flag("canister");
  const Chance each = misfires ? per_die(p.whole(Param::misfire_at_most) + 1) * per_die(std::max(need, 1)) : per_die(std::max(need, 1));
  OddsAnswer a{"jackson", "fire",
               fmt::format("{} {}, each a hit on {}+{}", dice, dice == 1 ? "die" : "dice", std::max(need, 1),
                           misfires ? fmt::format(", after misfires on {} or less", p.whole(Param::misfire_at_most)) : std::string()),
               {}, {}};
  a.givens.push_back({"a hit on", fmt::format("{}+", std::max(need, 1))});
  a.tables.push_back(odds::count_table("hits", Distribution::successes(dice, each), "hit", "hits"));
  return a;
}

// --- close combat -------------------------------------------------------------------------------

OddsAnswer close_combat(const OddsQuery& q) {
  // No parameter decides a pair (the factors are given), but a house rule named is still checked.
  [[maybe_unused]] const JacksonParameters p = parameters_for<JacksonParameters>(q);
  // As fight_stands pairs them: as many pairs as the larger unit has stands.
  const int pairs = std::max(q.number("attacker-stands"), q.number("defender-stands"));
  const int fa = q.number("attacker-factor"), fd = q.number("defender-factor");
  const bool town = q.flag("town");
  OddsAnswer a{"jackson", "close-combat",
               fmt::format("{} pairs of stands, each {} against {}; more pairs won wins", pairs, odds::with_modifier("1D6", fa),
                           odds::with_modifier("1D6", fd)), {}, {}};
  if (town) a.givens.push_back({"ties", "the defender, in a town, wins them"});
  // Each pair: +1 the attacker's, -1 the defender's, 0 neither's; summed over the pairs.
  const Distribution pair = Distribution::joint(Distribution::die(6), Distribution::die(6), [&](int ad, int dd) {
    switch (pair_result(ad + fa, dd + fd, town)) {
      case PairResult::attacker: return 1;
      case PairResult::defender: return -1;
      case PairResult::neither: break;
    }
    return 0;
  });
  const Distribution lead = pair.repeated(pairs);
  // CombatResult::attacker_won: strictly more pairs; otherwise the attacker is the loser.
  const Chance attacker_wins = lead.chance_if([](int d) { return d > 0; });
  a.tables.push_back({"result", {{"the attacker wins", attacker_wins, std::nullopt}, {"the defender wins", attacker_wins.complement(), std::nullopt}}});
  a.tables.push_back({"one pair", {{"the attacker's stand wins", pair.chance_of(1), std::nullopt},
                                   {"the defender's stand wins", pair.chance_of(-1), std::nullopt},
                                   {"neither", pair.chance_of(0), std::nullopt}}});
  return a;
}

// --- the loser's test ---------------------------------------------------------------------------

// A general leading the beaten unit: his D10 in the close combat (killed, captured), then, if he
// is still with it, his bonus to its test and his D10 leading from the front. Each outcome is 4
// when the unit falls back (0 when it routs) plus the general's fate (kUnhurt ... kFellLeading).
constexpr int kUnhurt = 0, kKilled = 1, kCaptured = 2, kFellLeading = 3;

OddsAnswer loser(const OddsQuery& q) {
  const JacksonParameters p = parameters_for<JacksonParameters>(q);
  const int modifier = q.number("modifier");
  OddsAnswer a{"jackson", "loser", "", {}, {}};
  const Distribution rating = rating_of(q, a);
  if (q.given("rating")) a.givens.push_back({"rating", std::to_string(q.number("rating"))});
  a.givens.push_back({"modifier", signed_text(modifier)});
  const int die = p.whole(Param::morale_die);
  a.question = fmt::format("the beaten unit's {}: {}+ falls back in good order, less routs",
                           odds::with_modifier(fmt::format("1D{} + rating", die), modifier), p.whole(Param::close_combat_stands_from));
  const auto test = [&](int bonus) {
    return rating.plus(Distribution::die(die)).plus(modifier + bonus).map([&](int total) { return loser_falls_back(p, total) ? 4 : 0; });
  };
  Distribution outcome = test(0);
  if (q.given("general")) {
    Commander g;
    g.quality = *parse_quality(q.word("general"));
    const int bonus = general_bonus(p, g);
    a.givens.push_back({"general", fmt::format("{} ({} bonus while he stands)", q.word("general"), signed_text(bonus))});
    outcome = Distribution::die(10).then([&](int roll) {
      switch (officer_fate(p, roll)) {
        case OfficerFate::killed: return test(0).plus(kKilled);
        case OfficerFate::captured: return test(0).plus(kCaptured);
        case OfficerFate::unhurt: break;
      }
      const Distribution leading = Distribution::die(10).map([&](int r) { return falls_leading(p, r) ? kFellLeading : kUnhurt; });
      return test(bonus).plus(leading);
    });
  }
  a.tables.push_back({"result", {{"falls back", outcome.chance_if([](int v) { return v >= 4; }), std::nullopt},
                                 {"routs", outcome.chance_if([](int v) { return v < 4; }), std::nullopt}}});
  if (q.given("general")) {
    odds::OddsTable fate{"the general", {}};
    const std::pair<int, const char*> fates[] = {
        {kUnhurt, "comes through"}, {kKilled, "is killed in the close combat"}, {kCaptured, "is captured"}, {kFellLeading, "is killed leading his men"}};
    for (const auto& [code, told] : fates)
      fate.rows.push_back({told, outcome.chance_if([code = code](int v) { return v % 4 == code; }), std::nullopt});
    a.tables.push_back(std::move(fate));
  }
  return a;
}

// --- the command response -----------------------------------------------------------------------

OddsAnswer response(const OddsQuery& q) {
  const JacksonParameters p = parameters_for<JacksonParameters>(q);
  const std::string_view officer = q.word("officer");
  // As response_fails_from: no officer in reach sets the floor; the senior one in reach raises it.
  int fails = p.whole(Param::fails_no_officer);
  if (officer == "army") fails = std::max(fails, officer_fails_from(p, Echelon::army, true));
  else if (officer == "corps") fails = std::max(fails, officer_fails_from(p, Echelon::corps, false));
  else if (officer == "division") fails = std::max(fails, officer_fails_from(p, Echelon::division, false));
  else if (officer == "brigade") fails = std::max(fails, officer_fails_from(p, Echelon::brigade, false));
  OddsAnswer a{"jackson", "response",
               fails > 10 ? std::string("no roll: the brigade moves") : fmt::format("1D10 under {} moves the brigade", fails), {}, {}};
  a.givens.push_back({"officer", std::string(officer)});
  const Distribution moves = fails > 10 ? Distribution::certain(1)
                                        : Distribution::die(10).map([&](int roll) { return response_moves(roll, fails) ? 1 : 0; });
  a.tables.push_back({"result", {{"moves", moves.chance_of(1), std::nullopt}, {"stays put", moves.chance_of(0), std::nullopt}}});
  return a;
}

std::vector<odds::OddsProcedure> procedures() {
  using namespace odds;
  std::vector<std::string_view> qualities(kQualityNames.begin(), kQualityNames.end());
  return {
      OddsProcedure{"morale", "the morale check: a die plus the rating against the results chart",
                    {optional_number("rating", "the unit's morale rating", -5, 15),
                     word_option("quality", "for a rating not yet rolled: the unit's quality", "", qualities),
                     number_option("modifier", "town, losses, a shaken army, a rear attack...", 0, -6, 6),
                     word_option("general", "a general leading it (adds his bonus)", "", qualities)},
                    morale},
      OddsProcedure{"fire", "hits from one unit's volley, by the firing chart",
                    {optional_number("dice", "the dice thrown (a stand free of casualties each; a gunner each)", 1, 48),
                     word_option("firer", "who fires", "infantry", {"infantry", "mounted", "battery"}),
                     word_option("target", "what it fires at", "line", {"line", "column", "battery"}),
                     flag_option("cover", "the target is in cover"),
                     flag_option("enfilade", "the fire runs along the target line"),
                     flag_option("canister", "a battery at canister range (no misfires)")},
                    fire},
      OddsProcedure{"close-combat", "close combat: stand against stand, more pairs won wins",
                    {number_option("attacker-stands", "the attacker's stands", 2, 1, 24),
                     number_option("defender-stands", "the defender's stands", 2, 1, 24),
                     number_option("attacker-factor", "the attacker's stand factor (cavalry +1...)", 0, -6, 6),
                     number_option("defender-factor", "the defender's stand factor (hit in flank -2...)", 0, -6, 6),
                     flag_option("town", "the defender holds a town: it wins ties")},
                    close_combat},
      OddsProcedure{"loser", "the beaten unit's test after a close combat: falls back in good order, or routs",
                    {optional_number("rating", "the unit's morale rating", -5, 15),
                     word_option("quality", "for a rating not yet rolled: the unit's quality", "", qualities),
                     number_option("modifier", "town, losses, a shaken army...", 0, -6, 6),
                     word_option("general", "a general leading it (risks capture and death; adds his bonus if he stands)", "", qualities)},
                    loser},
      OddsProcedure{"response", "the command response: a D10 to move a brigade on its card",
                    {word_option("officer", "the senior officer within reach", "brigade", {"army", "corps", "division", "brigade", "none"})},
                    response},
  };
}

}  // namespace

std::span<const odds::OddsProcedure> odds_procedures() {
  static const std::vector<odds::OddsProcedure> all = procedures();
  return all;
}

}  // namespace caisson::jackson
