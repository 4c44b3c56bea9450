#pragma once
// An order to a brigade (or any formation): what to do and where. The objective may be a named
// objective, a terrain feature, an enemy formation (followed as it moves) or a point.
#include <optional>
#include <string>
#include <vector>

#include "engine/forces/unit.hpp"

namespace caisson {

struct Battle;
struct FormationNode;

struct Order {
  FormationId to = kNone;
  CommanderId from = kNone;  // kNone: the recipient's superior, else the army commander
  std::string order;         // one of the ruleset's order words
  std::string objective;     // a named objective, terrain feature or formation; may be empty
  std::optional<Vec2> point; // or a point on the table
};

// Where an objective is now: a named objective's centre, a terrain feature's nearest point to
// the formation, an enemy formation's present centre, or the point. nullopt if none applies.
std::optional<Vec2> locate_objective(const Battle& b, const FormationNode& formation);

// The present centre of a formation's units on the table (all levels below it), if any.
std::optional<Vec2> formation_centre(const Battle& b, FormationId f);
// Every formation's centre at once, indexed by FormationId (nullopt where nobody is on the
// table): one pass over the units, for a caller that needs many.
void formation_centres(const Battle& b, std::vector<std::optional<Vec2>>& out);

// The commander who gives an order to `to`: the nearest living superior on the table.
CommanderId superior_of(const Battle& b, FormationId to);

}  // namespace caisson
