#pragma once
// What an event-table entry can do without a line of Lua: bring on, hasten or delay a
// reinforcement, change a brigade's orders, add HITs, change the weather, say something, end
// the battle. The loader turns `effect = { hasten = "Early's", turns = 1 }` into these.
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/forces/unit.hpp"
#include "engine/geometry/vec2.hpp"
#include "engine/scenario/outcome.hpp"

namespace caisson {

struct Reinforce { FormationId formation = kNone; };          // comes on at its side's next player turn, no roll
struct ShiftArrival { FormationId formation = kNone; int turns = 0; };  // < 0 hastens, > 0 delays
struct ChangeOrder {
  FormationId to = kNone;
  std::string order;
  std::string objective;
  std::optional<Vec2> point;
};
struct AddHits { std::vector<UnitId> units; int hits = 1; };  // each unit named (a brigade: each of its units)
struct ChangeWeather { std::string weather; };
struct SayText { std::string text; };
struct EndBattle { Outcome outcome; };

using DeclaredEffect = std::variant<Reinforce, ShiftArrival, ChangeOrder, AddHits, ChangeWeather, SayText, EndBattle>;

}  // namespace caisson
