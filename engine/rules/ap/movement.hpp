#pragma once
// Moving by increments: each costs an action point, as does a wheel (up to two, at the start of
// a move), the one change of facing, and a move's front edge entering scenery (two for mounted
// cavalry), and passing through a unit of its own side. Unlimbered guns are manhandled back 1"
// a point, twice a turn. Formation changes, mounting and limbering cost points too; so does an attempt to
// restore order.
#include <optional>
#include <string>

#include "engine/play/action.hpp"
#include "engine/rules/ap/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::ap {

// What a move costs, and what of the turn's allowances it uses.
struct MoveCost {
  int increments = 0;     // movement increments (for a manhandled gun, its 1" moves)
  int wheels = 0;
  bool facing_change = false;
  bool scenery = false;   // its front edge enters or crosses scenery
  bool through_friends = false;
  bool manhandled = false;  // an unlimbered gun pushed back by hand
  int points = 0;
};
// nullopt when the turn cannot be made at all this turn (a third wheel, a second facing change).
std::optional<MoveCost> move_cost(const Battle& b, const ApParameters& p, const Unit& u, const Move& m);

std::optional<std::string> check_move(const Battle& b, const ApParameters& p, const Move& m);
void resolve_move(Battle& b, const ApParameters& p, const Move& m);
std::optional<std::string> check_change_formation(const Battle& b, const ApParameters& p, const ChangeFormation& c);
void resolve_change_formation(Battle& b, const ApParameters& p, const ChangeFormation& c);
std::optional<std::string> check_rally(const Battle& b, const ApParameters& p, const Rally& r);
void resolve_rally(Battle& b, const ApParameters& p, const Rally& r);

// The disorder test (a D6, disordered from 5 veteran, 4 average, 3 raw).
bool disorder_test(Battle& b, const ApParameters& p, Unit& u, std::string_view why);

}  // namespace caisson::ap
