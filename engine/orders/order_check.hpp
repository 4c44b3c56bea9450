#pragma once
// Whether a side may give an order: checked before a person's order is written, so a bad one is
// refused with its reason and nothing changes.
#include <optional>
#include <string>

#include "engine/orders/order.hpp"

namespace caisson {

// Why not: a formation that is not the side's, a word the rule system does not have, an objective
// it cannot find, a point off the table, a sender who is not the side's living general. nullopt
// when the order may go.
std::optional<std::string> order_refusal(const Battle& b, Side side, const Order& o);

}  // namespace caisson
