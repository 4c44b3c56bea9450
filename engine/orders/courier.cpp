#include "engine/orders/courier.hpp"

#include <array>

#include "engine/play/battle.hpp"

namespace caisson {
namespace {

int quality_modifier(const CourierRules& rules, const Commander* c) { return c ? order_roll_modifier(rules, c->quality) : 0; }

const Commander* commander_of(const Battle& b, FormationId f) {
  CommanderId id = b.oob.node(f).commander;
  if (id == kNone) return nullptr;
  const Commander& c = b.commander(id);
  return c.alive ? &c : nullptr;
}

void call(Battle& b, HookKind k, const Courier& c) {
  HookArgs a;
  a.side = c.side;
  a.formation = c.order.to;
  a.commander = c.order.from;
  b.call(k, a);
}

void put_into_effect(Battle& b, Courier& c) {
  FormationNode& n = b.oob.node(c.order.to);
  n.standing_order = c.order.order;
  n.objective = c.order.objective;
  n.objective_point = c.order.point;
  c.state = CourierState::delivered;
  c.settled_on_turn = b.turn;
  b.emit(OrderDelivered{c.id, c.order.to, n.standing_order, n.objective});
  call(b, HookKind::order_delivered, c);
}

void lose(Battle& b, Courier& c, std::string_view why) {
  c.state = CourierState::lost;
  c.settled_on_turn = b.turn;
  b.emit(OrderFailed{c.id, c.order.to, why});
  call(b, HookKind::order_failed, c);
}

// A failed roll either loses the order or leaves it to be tried again next turn.
void failed(Battle& b, Courier& c, bool retry, std::string_view why) {
  if (retry) b.emit(OrderFailed{c.id, c.order.to, why});
  else lose(b, c, why);
}

bool roll_to_send(Battle& b, Courier& c, const CourierRules& rules) {
  if (!rules.send_roll) return true;
  const Commander* from = c.order.from == kNone ? nullptr : &b.commander(c.order.from);
  int roll = b.dice.d6("order send roll");
  return order_roll_passes(roll, quality_modifier(rules, from), rules.send_target);
}

// The sender is with the recipient: the order needs no roll to be taken.
bool given_in_person(const Battle& b, const Courier& c, const CourierRules& rules) {
  if (rules.sure_within <= 0 || c.order.from == kNone) return false;
  const Commander& from = b.commander(c.order.from);
  auto to = recipient_position(b, c.order.to);
  return from.alive && from.on_table && to && distance(from.position, *to) <= rules.sure_within;
}

bool roll_to_receive(Battle& b, Courier& c, const CourierRules& rules) {
  if (given_in_person(b, c, rules)) return true;
  int roll = b.dice.d6("order receive roll");
  return order_roll_passes(roll, quality_modifier(rules, commander_of(b, c.order.to)), rules.receive_target);
}

// Ride toward the recipient; true when the courier reaches him this move.
bool ride(Battle& b, Courier& c, double distance_allowed) {
  auto target = recipient_position(b, c.order.to);
  if (!target) return false;  // the recipient is not on the field yet: wait
  ++c.rides;
  Vec2 d = *target - c.position;
  double left = d.length();
  if (left <= distance_allowed) {
    c.position = *target;
    return true;
  }
  c.position = c.position + d * (distance_allowed / left);
  b.emit(CourierRode{c.id, c.order.to, c.position, left - distance_allowed});
  return false;
}

void advance(Battle& b, Courier& c, const CourierRules& rules) {
  if (c.state == CourierState::to_send) {
    if (!roll_to_send(b, c, rules)) return failed(b, c, rules.retry_failed_send, "the order was not sent");
    c.state = CourierState::riding;
    b.emit(OrderSent{c.id, c.order.to});
    call(b, HookKind::order_sent, c);
    if (ride(b, c, rules.first_ride)) c.state = CourierState::to_receive;
  } else if (c.state == CourierState::riding) {
    if (ride(b, c, c.rides == 0 ? rules.first_ride : rules.later_ride)) c.state = CourierState::to_receive;
  }
  if (c.state != CourierState::to_receive) return;
  if (!commander_of(b, c.order.to) && !formation_centre(b, c.order.to)) return;
  if (roll_to_receive(b, c, rules)) put_into_effect(b, c);
  else failed(b, c, rules.retry_failed_receive, "the order was not understood");
}

}  // namespace

int order_roll_modifier(const CourierRules& rules, Quality general) {
  if (general == Quality::veteran) return rules.veteran_modifier;
  if (general == Quality::raw) return rules.raw_modifier;
  return 0;
}

bool order_roll_passes(int roll, int modifier, int target) { return roll + modifier >= target; }

std::string_view name_of(CourierState s) {
  static constexpr std::array<std::string_view, 5> names{"to_send", "riding", "to_receive", "delivered", "lost"};
  return names[static_cast<std::size_t>(s)];
}

std::optional<Vec2> recipient_position(const Battle& b, FormationId to) {
  if (const Commander* c = commander_of(b, to); c && c->on_table) return c->position;
  return formation_centre(b, to);
}

void issue_order(Battle& b, Order order) {
  Courier c;
  c.id = static_cast<int>(b.couriers.size()) + 1;
  c.side = b.oob.node(order.to).side;
  if (order.from == kNone) order.from = superior_of(b, order.to);
  c.order = std::move(order);
  c.issued_on_turn = b.turn;
  if (c.order.from != kNone) c.position = b.commander(c.order.from).position;
  b.emit(OrderIssued{c.order.to, c.order.order, c.order.objective});
  CourierRules rules = b.rules->courier_rules();
  b.couriers.push_back(std::move(c));
  // No courier when the rules have none, when nobody is left to send one, or when the sender is
  // with the recipient.
  const Courier& written = b.couriers.back();
  if (!rules.couriers || written.order.from == kNone || given_in_person(b, written, rules))
    put_into_effect(b, b.couriers.back());
}

void advance_couriers(Battle& b, Side side) {
  CourierRules rules = b.rules->courier_rules();
  for (std::size_t i = 0; i < b.couriers.size(); ++i) {
    Courier& c = b.couriers[i];
    if (c.side == side && c.in_flight()) advance(b, c, rules);
  }
}

}  // namespace caisson
