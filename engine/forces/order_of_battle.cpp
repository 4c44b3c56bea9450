#include "engine/forces/order_of_battle.hpp"

#include <array>

namespace caisson {

std::string_view name_of(Echelon e) {
  static constexpr std::array<std::string_view, 4> names{"army", "corps", "division", "brigade"};
  return names[static_cast<std::size_t>(e)];
}

std::string_view name_of(UnitStatus s) {
  static constexpr std::array<std::string_view, 4> names{"waiting", "on_table", "routed_off", "destroyed"};
  return names[static_cast<std::size_t>(s)];
}

FormationId OrderOfBattle::add(FormationNode node) {
  node.id = static_cast<FormationId>(nodes_.size());
  if (node.parent != kNone) nodes_.at(static_cast<std::size_t>(node.parent)).children.push_back(node.id);
  nodes_.push_back(std::move(node));
  return nodes_.back().id;
}

FormationId OrderOfBattle::find(std::string_view name) const {
  for (const auto& n : nodes_)
    if (n.name == name) return n.id;
  return kNone;
}

FormationId OrderOfBattle::army_of(Side side) const {
  for (const auto& n : nodes_)
    if (n.side == side && n.parent == kNone) return n.id;
  return kNone;
}

bool in_subtree(const OrderOfBattle& oob, FormationId node, FormationId root) {
  for (FormationId f = node; f != kNone; f = oob.node(f).parent)
    if (f == root) return true;
  return false;
}

}  // namespace caisson
