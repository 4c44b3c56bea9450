#pragma once
// Couriers: an order leaves its commander only after a send roll, rides toward the recipient's
// present position (a short first ride, longer ones after), and takes effect only after the
// recipient's receive roll. What a failed roll means is the ruleset's CourierRules.
#include <cstdint>
#include <string_view>

#include "engine/orders/order.hpp"

namespace caisson {

struct CourierRules;

enum class CourierState : std::uint8_t {
  to_send,     // written, waiting for the send roll
  riding,      // on the way
  to_receive,  // arrived; waiting for the receive roll
  delivered,
  lost,
};
std::string_view name_of(CourierState);

struct Courier {
  int id = 0;
  Side side = 0;
  Order order;
  Vec2 position;
  int rides = 0;          // moves made so far
  int issued_on_turn = 0;
  int settled_on_turn = 0;  // delivered or lost
  CourierState state = CourierState::to_send;

  bool in_flight() const { return state != CourierState::delivered && state != CourierState::lost; }
};

// Give an order: it takes effect at once when the rules have no couriers; otherwise a courier
// is written, to be sent at the start of its side's next player turn.
void issue_order(Battle& b, Order order);

// At the start of a side's player turn: send, ride and deliver its couriers.
void advance_couriers(Battle& b, Side side);

// A send or receive roll: a D6 plus the general's quality modifier (veteran, raw) must reach the
// rules' target. `caisson odds igor order` counts with these.
int order_roll_modifier(const CourierRules& rules, Quality general);
bool order_roll_passes(int roll, int modifier, int target);

// The point a courier rides toward: the recipient's commander, else its troops' centre.
std::optional<Vec2> recipient_position(const Battle& b, FormationId to);

}  // namespace caisson
