#pragma once
// Where a unit may stand, under every rule system: on the table, on no other unit (friends may
// stand edge to edge), and touching no enemy unless it is charging (when touching is the point).
#include <optional>
#include <string>
#include <string_view>

#include "engine/forces/unit.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson {

struct Battle;

// What a rule system asks of a place beyond that.
struct Placement {
  bool may_touch_enemies = false;  // a charge or an assault: touching is the point
  std::string_view contact_note;   // said after "it would contact X", in brackets (the rule that forbids it)
};
// A charger's (or an assault's) place: touching the enemy is the point.
inline constexpr Placement kChargePlacement{.may_touch_enemies = true, .contact_note = {}};

// Why the unit may not stand in `where` (off the table, on another unit, touching an enemy).
std::optional<std::string> placement_problem(const Battle& b, const Unit& u, const OrientedRect& where,
                                             const Placement& rules = {});
// placement_problem's yes or no alone, for rules that only ask whether there is room (the reason
// goes unwritten).
bool has_room(const Battle& b, const Unit& u, const OrientedRect& where);

// Impassable ground (a battle file's `impassable` areas) is the one ground no rule system lets a
// unit enter, whether it moves, charges or is driven back. The straight way from `from` to `to`
// runs into it: "the ground is impassable"; else nothing.
std::optional<std::string> impassable_way(const Battle& b, Vec2 from, Vec2 to);

// How far from `from` along unit vector `dir`, up to `distance`, a unit may go before impassable
// ground: all of it, or to just short of where the way first enters such ground.
double open_way(const Battle& b, Vec2 from, Vec2 dir, double distance);

// Straight toward the unit's own table edge: the way it falls back.
Vec2 toward_home(const Battle& b, const Unit& u);

// Where a unit falling back `distance` inches toward its own edge, facing as it is, with the
// footprint `fp`, finds room: past units in the way it carries on, up to as far again. A place
// off the table counts (the unit leaves it). nullopt: no room anywhere along the way, or
// impassable ground before any.
std::optional<Vec2> room_to_fall_back(const Battle& b, const Unit& u, double distance, Footprint fp);

// A clear place to stop along a way: the farthest place, up to `distance` inches from where the unit
// stands along unit vector `dir` (facing as it is, with the footprint `fp`), where it has room —
// units that may be passed are passed, and one that blocks the rest of the way is halted against,
// as is impassable ground.
// nullopt: no room anywhere along it, where it stands included.
std::optional<Vec2> farthest_room_along(const Battle& b, const Unit& u, Vec2 dir, double distance, Footprint fp);

}  // namespace caisson
