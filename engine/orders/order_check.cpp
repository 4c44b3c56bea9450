#include "engine/orders/order_check.hpp"

#include <fmt/format.h>

#include "engine/play/battle.hpp"

namespace caisson {
namespace {

bool order_objective_known(const Battle& b, const std::string& name) {
  for (const auto& o : b.field().objectives())
    if (o.name == name) return true;
  for (const auto& a : b.field().areas())
    if (a.name == name) return true;
  for (const auto& l : b.field().lines())
    if (l.name == name) return true;
  return b.oob.find(name) != kNone;
}

std::string order_words_list(const Battle& b) {
  std::string out;
  for (const OrderWord& w : b.rules->order_words()) out += (out.empty() ? "" : ", ") + std::string(w.word);
  return out;
}

}  // namespace

std::optional<std::string> order_refusal(const Battle& b, Side side, const Order& o) {
  if (o.to < 0 || o.to >= static_cast<FormationId>(b.oob.nodes().size()))
    return fmt::format("there is no formation #{}", o.to);
  const FormationNode& to = b.oob.node(o.to);
  if (to.side != side) return fmt::format("{} belongs to {}: {} cannot order it", to.name, b.side_name(to.side), b.side_name(side));
  bool word_known = false;
  for (const OrderWord& w : b.rules->order_words()) word_known = word_known || w.word == o.order;
  if (!word_known)
    return fmt::format("'{}' is not an order in {} (the orders are {})", o.order, b.rules->id(), order_words_list(b));
  if (!o.objective.empty() && !order_objective_known(b, o.objective))
    return fmt::format("there is no objective, terrain feature or formation named '{}'", o.objective);
  if (o.point && !b.field().on_table(*o.point)) return fmt::format("({:g}, {:g}) is off the table", o.point->x, o.point->y);
  if (o.from != kNone) {
    if (o.from < 0 || o.from >= static_cast<CommanderId>(b.commanders.size()))
      return fmt::format("there is no general #{}", o.from);
    const Commander& c = b.commander(o.from);
    if (c.side != side) return fmt::format("{} does not command {} troops", c.name, b.side_name(side));
    if (!c.alive) return fmt::format("{} has fallen", c.name);
  }
  return std::nullopt;
}

}  // namespace caisson
