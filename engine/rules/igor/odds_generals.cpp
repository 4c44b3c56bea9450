#include "engine/rules/igor/odds_generals.hpp"

#include <string>

#include <fmt/format.h>

#include "engine/forces/vocabulary.hpp"
#include "engine/orders/courier.hpp"
#include "engine/rules/igor/igor_ruleset.hpp"
#include "engine/rules/igor/outcomes.hpp"
#include "engine/rules/odds_parameters.hpp"

namespace caisson::igor {
namespace {

using odds::Distribution;
using odds::OddsAnswer;
using odds::OddsQuery;
using odds::signed_text;

// --- a brigadier's survival --------------------------------------------------------------------

OddsAnswer survival_roll(const OddsQuery& q) {
  const IgorParameters p = parameters_for<IgorParameters>(q);
  const int hits = q.number("hits");
  const bool mounted = q.flag("mounted-cavalry");
  // As commander_survival rolls it: heavier for an attack by mounted cavalry or 2 or more HITs.
  const bool heavy = mounted || hits >= 2;
  const int bonus = heavy ? p.whole(Param::commander_heavy_bonus) : 0;
  OddsAnswer a{"igor", "commander-survival",
               fmt::format("the brigadier in contact throws {}: {} or more kills him", odds::with_modifier("2D6", bonus),
                           p.whole(Param::commander_death_roll)),
               {}, {}};
  a.givens.push_back({"HITs on his unit", std::to_string(hits)});
  if (mounted) a.givens.push_back({"the attack", "by mounted cavalry"});
  a.givens.push_back({"if he falls", fmt::format("each regiment of his brigade takes {} HIT (brigadier_death_hits)",
                                                 p.whole(Param::brigadier_death_hits))});
  const Distribution falls = Distribution::dice(2, 6).map([&](int roll) { return commander_falls(p, roll, heavy) ? 1 : 0; });
  a.tables.push_back({"the brigadier", {{"survives", falls.chance_of(0), std::nullopt}, {"is killed", falls.chance_of(1), std::nullopt}}});
  return a;
}

// --- a courier's orders ------------------------------------------------------------------------

OddsAnswer order_rolls(const OddsQuery& q) {
  const IgorParameters p = parameters_for<IgorParameters>(q);
  const CourierRules rules = courier_rules(p);
  OddsAnswer a{"igor", "order", "", {}, {}};
  if (!rules.couriers) {
    a.question = "no couriers (order_couriers 0): an order takes effect the moment it is given";
    a.tables.push_back({"the order", {{"acted on", odds::Chance::certain(), std::nullopt}}});
    return a;
  }
  const Quality sender = *parse_quality(q.word("sender")), recipient = *parse_quality(q.word("recipient"));
  const int send = order_roll_modifier(rules, sender), receive = order_roll_modifier(rules, recipient);
  a.question = fmt::format("{} must reach {} to send; {} must reach {} to act on it", odds::with_modifier("1D6", send), rules.send_target,
                           odds::with_modifier("1D6", receive), rules.receive_target);
  a.givens.push_back({"sender", fmt::format("{} ({})", name_of(sender), signed_text(send))});
  a.givens.push_back({"recipient", fmt::format("{} ({})", name_of(recipient), signed_text(receive))});
  a.givens.push_back({"a failed roll", rules.retry_failed_send && rules.retry_failed_receive ? "is tried again next turn"
                                                                                               : "may lose the order (order_retry_failed_*)"});
  const auto roll = [](int modifier, int target) {
    return Distribution::die(6).map([=](int face) { return order_roll_passes(face, modifier, target) ? 1 : 0; });
  };
  const Distribution sent = roll(send, rules.send_target), taken = roll(receive, rules.receive_target);
  a.tables.push_back({"send roll", {{"sent", sent.chance_of(1), std::nullopt}, {"not sent this turn", sent.chance_of(0), std::nullopt}}});
  a.tables.push_back({"receive roll", {{"acted on", taken.chance_of(1), std::nullopt}, {"not understood", taken.chance_of(0), std::nullopt}}});
  a.tables.push_back({"both at the first try", {{"sent and acted on", sent.chance_of(1) * taken.chance_of(1), std::nullopt}}});
  return a;
}

}  // namespace

std::vector<odds::OddsProcedure> generals_odds_procedures() {
  using namespace odds;
  std::vector<std::string_view> qualities(kQualityNames.begin(), kQualityNames.end());
  return {
      OddsProcedure{"commander-survival", "a brigadier in contact with his unit when it takes HITs: 2D6 for his life",
                    {number_option("hits", "the HITs his unit took from the attack", 1, 1, 60),
                     flag_option("mounted-cavalry", "the attack was by mounted cavalry")},
                    survival_roll},
      OddsProcedure{"order", "a courier's orders: the sender's send roll, then the recipient's receive roll",
                    {word_option("sender", "the sending general's quality", "seasoned", qualities),
                     word_option("recipient", "the receiving general's quality", "seasoned", qualities)},
                    order_rolls},
  };
}

}  // namespace caisson::igor
