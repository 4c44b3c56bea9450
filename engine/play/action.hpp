#pragma once
// What a controller (the built-in commander or a Lua function) asks a unit to do. The driver
// checks it against the phase, the ruleset checks and resolves it. Actions are intentions only:
// they carry no dice and no outcomes.
#include <optional>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/forces/unit.hpp"

namespace caisson {

struct Move {
  UnitId unit = kNone;
  Vec2 to;        // the footprint centre it ends at
  double facing = 0;  // the facing it ends with
  bool double_time = false;  // igor: infantry once per game
  bool gallop = false;       // igor: mounted cavalry once per game
};
struct ChangeFormation { UnitId unit = kNone; Formation to{}; bool dismount = false, remount = false; };
struct FallBack { UnitId unit = kNone; };  // voluntary: straight back a full move, facing kept
struct Fire {
  UnitId unit = kNone;
  UnitId target = kNone;
  // igor's breech-loaders may split their dice: `split_dice` of them go at a second enemy in
  // the line of fire (0: all at `target`).
  UnitId split_target = kNone;
  int split_dice = 0;
};
struct Charge {
  UnitId unit = kNone;
  UnitId target = kNone;
  std::vector<UnitId> supporters;
  bool advance_after = true;  // igor: a winner may advance into the position the loser left
  // igor: other units charging the same target with it, declared together and fought as one
  // close combat (paired off, the spare units supporting).
  std::vector<UnitId> with{};
};
struct Rally { UnitId unit = kNone; };

using Action = std::variant<Move, ChangeFormation, FallBack, Fire, Charge, Rally>;

enum class ActionKind : std::uint8_t { move, change_formation, fall_back, fire, charge, rally };
inline ActionKind kind_of(const Action& a) { return static_cast<ActionKind>(a.index()); }
std::string_view name_of(ActionKind);
inline UnitId actor_of(const Action& a) {
  return std::visit([](const auto& x) { return x.unit; }, a);
}

// A set of action kinds, for what a phase allows.
struct ActionKinds {
  std::uint8_t bits = 0;
  constexpr ActionKinds() = default;
  constexpr ActionKinds(std::initializer_list<ActionKind> ks) {
    for (auto k : ks) bits |= static_cast<std::uint8_t>(1u << static_cast<unsigned>(k));
  }
  constexpr bool has(ActionKind k) const { return bits & (1u << static_cast<unsigned>(k)); }
};

}  // namespace caisson
