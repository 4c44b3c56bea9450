#pragma once
// Scenario hooks: functions the battle file defines, called at fixed points of the sequence of
// play. The engine sees them as std::function; bindings make them call back into Lua. A hook
// that is not defined costs nothing.
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "engine/forces/unit.hpp"
#include "engine/scenario/outcome.hpp"

namespace caisson {

struct Battle;

enum class HookKind : std::uint8_t {
  turn_start, turn_end, phase_start, phase_end,
  unit_routed, unit_destroyed, unit_arrived, unit_left_field,
  general_killed, brigade_broken, objective_taken, objective_lost,
  order_sent, order_delivered, order_failed, area_entered,
  count
};
std::string_view name_of(HookKind);
std::optional<HookKind> parse_hook_kind(std::string_view);

// What a hook is told; fields that do not apply stay kNone / -1.
struct HookArgs {
  Side side = 0;
  UnitId unit = kNone;
  CommanderId commander = kNone;
  FormationId formation = kNone;
  int objective = -1;
  std::string_view phase;
  std::string_view area;  // area_entered: the terrain area or objective
};

using HookFn = std::function<void(Battle&, const HookArgs&)>;
using VictoryFn = std::function<std::optional<Outcome>(Battle&)>;

struct ScenarioHooks {
  std::array<HookFn, static_cast<std::size_t>(HookKind::count)> on{};
  VictoryFn victory;  // asked at the end of every turn; nullopt means play on
  // The scenario's own variables (b.vars) as text for a save, and back.
  std::function<std::string(const Battle&)> save_vars;
  std::function<void(Battle&, const std::string&)> restore_vars;

  bool has(HookKind k) const { return static_cast<bool>(on[static_cast<std::size_t>(k)]); }
  void call(HookKind k, Battle& b, const HookArgs& a) const {
    if (auto& f = on[static_cast<std::size_t>(k)]) f(b, a);
  }
};

}  // namespace caisson
