#pragma once
// The order-of-battle tree: army → corps → division → brigade, units hanging from brigades (or
// from any level, for attached batteries). Each node may have a commander.
#include <optional>
#include <string>
#include <vector>

#include "engine/forces/unit.hpp"

namespace caisson {

enum class Echelon : std::uint8_t { army, corps, division, brigade };
std::string_view name_of(Echelon);

struct FormationNode {
  FormationId id = kNone;
  std::string name;
  Echelon echelon = Echelon::brigade;
  Side side = 0;
  FormationId parent = kNone;
  CommanderId commander = kNone;
  std::vector<FormationId> children;
  std::vector<UnitId> units;
  std::string standing_order = "advance";  // attack, advance, hold, retire
  std::string objective;                   // a named objective, terrain feature or formation; or empty
  std::optional<Vec2> objective_point;     // or a point
  bool reserve = false;
  int source_line = 0;  // where the battle file declares it, for messages
};

class OrderOfBattle {
 public:
  FormationId add(FormationNode node);  // returns the new node's id; links it to its parent
  FormationNode& node(FormationId id) { return nodes_.at(static_cast<std::size_t>(id)); }
  const FormationNode& node(FormationId id) const { return nodes_.at(static_cast<std::size_t>(id)); }
  const std::vector<FormationNode>& nodes() const { return nodes_; }
  std::vector<FormationNode>& nodes() { return nodes_; }
  FormationId find(std::string_view name) const;  // kNone when absent
  FormationId army_of(Side side) const;

 private:
  std::vector<FormationNode> nodes_;
};

// Does `node` hang from `root` (or is it `root`)?
bool in_subtree(const OrderOfBattle& oob, FormationId node, FormationId root);

}  // namespace caisson
