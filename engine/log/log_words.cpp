#include "engine/log/log_words.hpp"

#include <cmath>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "engine/log/log_fields.hpp"
#include "engine/log/log_schema.hpp"
#include "engine/log/log_words_parts.hpp"

namespace caisson {
namespace words {

using nlohmann::json;
using schema::integer;
using schema::number;
using schema::str;

std::string half_inches(double d) {
  const long halves = std::lround(std::abs(d) * 2);
  const std::string whole = halves >= 2 || halves == 0 ? std::to_string(halves / 2) : std::string();
  return whole + (halves % 2 ? "\u00bd" : "") + "\"";
}

namespace {

std::optional<std::pair<double, double>> point(const json& r, const char* key) {
  const auto p = r.find(key);
  if (p == r.end() || !p->is_array() || p->size() != 2 || !(*p)[0].is_number() || !(*p)[1].is_number()) return std::nullopt;
  return std::pair{(*p)[0].get<double>(), (*p)[1].get<double>()};
}

// A move measured to the half inch, as the table measures it; one too short to measure is a wheel
// or an about-face on the spot. What kind of move it was follows in brackets: the rule systems
// name it in their own words, some as a label ("fall back", "charge blocked"), some as a verb
// ("advances to attack"), which no single verb in the sentence would fit.
std::string move(const json& r) {
  using M = schema::Move;
  const auto from = point(r, M::from), to = point(r, M::to);
  const double moved = from && to ? std::hypot(to->first - from->first, to->second - from->second) : 0.0;
  const std::string unit = str(r, M::unit), formation = str(r, M::formation);
  if (!to || std::lround(moved * 2) == 0)
    return fmt::format("{} turns to face {:.0f}° in {}.", unit, number(r, M::facing), formation);
  const std::string how = str(r, M::how);
  const bool plain = how.empty() || how == "move" || how == "moves";
  return fmt::format("{} moves {} to ({:.1f}, {:.1f}) in {}{}.", unit, half_inches(moved), to->first, to->second, formation,
                     plain ? "" : " (" + how + ")");
}

std::string order_given(const json& r, const char* order, const char* objective) {
  const std::string on = str(r, objective);
  return on.empty() ? str(r, order) : str(r, order) + " on " + on;
}

std::string event(const json& r) {
  using E = schema::Event;
  const std::string head = fmt::format("Events: rolled {} — {}", integer(r, E::result), str(r, E::title));
  if (!schema::flag(r, E::applied)) return head + ".";
  const std::string text = str(r, E::text);
  return text.empty() ? head : head + ": " + text;
}

std::string roll(const json& r) {
  using R = schema::Roll;
  std::string faces;
  if (const auto list = r.find(R::faces); list != r.end() && list->is_array())
    for (const json& f : *list)
      if (f.is_number_integer()) faces += fmt::format("{}{}", faces.empty() ? "" : " ", f.get<long long>());
  return fmt::format("{} {}: {}", str(r, R::purpose), str(r, R::dice), faces);
}

std::string end(const json& r) {
  using E = schema::End;
  const std::string condition = str(r, E::condition), winner = str(r, E::winner);
  const int turn = integer(r, schema::Line::turn);
  const std::string why = condition.empty() ? "" : " (" + condition + ")";
  if (winner == E::draw) return fmt::format("The battle ends on turn {} in a draw{}.", turn, why);
  return fmt::format("The battle ends on turn {}: {} victory for {}{}.", turn, str(r, E::level), winner, why);
}

std::string phase(const json& r) {
  const std::string side = str(r, schema::Line::side), phase = str(r, schema::Line::phase);
  return side.empty() ? phase : side + ": " + phase;
}

}  // namespace
}  // namespace words

std::string order_words(const nlohmann::json& r) {
  using schema::OrderDelivered;
  if (schema::str(r, schema::Line::type) == OrderDelivered::kind)
    return words::order_given(r, OrderDelivered::order, OrderDelivered::objective);
  return words::order_given(r, schema::Order::order, schema::Order::objective);
}

std::optional<std::string> words_of(const nlohmann::json& r) {
  using namespace schema;
  using schema::str;
  const std::string type = str(r, Line::type);
  if (type == HouseRule::kind)
    return fmt::format("House rule: {} = {} (the rules say {})", str(r, HouseRule::parameter), number(r, HouseRule::value),
                       number(r, HouseRule::default_value));
  if (type == Phase::kind) return words::phase(r);
  if (type == Roll::kind) return words::roll(r);
  if (type == Event::kind) return words::event(r);
  if (type == Arrival::kind) return fmt::format("{} arrives on the field.", str(r, Arrival::unit));
  if (type == Move::kind) return words::move(r);
  if (type == Formation::kind)
    return fmt::format("{} changes from {} to {}.", str(r, Formation::unit), str(r, Formation::from), str(r, Formation::to));
  if (type == Fire::kind) return words::fire(r);
  if (type == Morale::kind) return words::morale(r);
  if (type == Hits::kind) return words::hits(r);
  if (type == Rally::kind) return words::rally(r);
  if (type == FallBack::kind)
    return fmt::format("{} falls back {} ({}).", str(r, FallBack::unit), words::half_inches(number(r, FallBack::distance)),
                       str(r, FallBack::cause));
  if (type == Rout::kind) return fmt::format("{} ROUTS ({})!", str(r, Rout::unit), str(r, Rout::cause));
  if (type == LeftField::kind) return fmt::format("{} leaves the field: {}.", str(r, LeftField::unit), str(r, LeftField::how));
  if (type == GeneralFell::kind) return fmt::format("{} {}.", str(r, GeneralFell::general), str(r, GeneralFell::how));
  if (type == GeneralReplaced::kind)
    return fmt::format("{} takes command in place of {}.", str(r, GeneralReplaced::replacement),
                       str(r, GeneralReplaced::fallen));
  if (type == Charge::kind) return fmt::format("{} charges {}!", str(r, Charge::unit), str(r, Charge::target));
  if (type == CloseCombat::kind) return words::close_combat(r);
  if (type == Order::kind)
    return fmt::format("Orders for {}: {}.", str(r, Order::to), order_words(r));
  if (type == OrderSent::kind) return fmt::format("A courier rides for {}.", str(r, OrderSent::to));
  if (type == OrderDelivered::kind)
    return fmt::format("{} receives its orders: {}.", str(r, OrderDelivered::to), order_words(r));
  if (type == OrderFailed::kind) return fmt::format("Orders for {}: {}.", str(r, OrderFailed::to), str(r, OrderFailed::why));
  if (type == ArrivalRoll::kind) return words::arrival_roll(r);
  if (type == ArrivalBlocked::kind) return words::arrival_blocked(r);
  if (type == ArrivalAnnounced::kind)
    return fmt::format("{} is announced: it comes on next turn.", str(r, ArrivalAnnounced::formation));
  if (type == Weather::kind) return fmt::format("The weather turns: {}.", str(r, Weather::weather));
  if (type == Countdown::kind)
    return fmt::format("The countdown clock loses {}: {} left.", integer(r, Countdown::roll), integer(r, Countdown::left));
  if (type == AreaEntered::kind) return fmt::format("{} enters {}.", str(r, AreaEntered::unit), str(r, AreaEntered::area));
  if (type == Refused::kind) return "Refused: " + str(r, Refused::reason);
  if (type == Say::kind) return str(r, Say::text);
  if (type == End::kind) return words::end(r);
  return std::nullopt;  // battle, turn, courier, turn_end: drawn, not told
}

}  // namespace caisson
