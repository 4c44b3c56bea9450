#include "engine/scenario/hooks.hpp"

namespace caisson {
namespace {

constexpr std::array<std::string_view, static_cast<std::size_t>(HookKind::count)> kHookNames{
    "turn_start", "turn_end", "phase_start", "phase_end",
    "unit_routed", "unit_destroyed", "unit_arrived", "unit_left_field",
    "general_killed", "brigade_broken", "objective_taken", "objective_lost",
    "order_sent", "order_delivered", "order_failed", "area_entered"};

}  // namespace

std::string_view name_of(HookKind k) { return kHookNames[static_cast<std::size_t>(k)]; }

std::optional<HookKind> parse_hook_kind(std::string_view name) {
  for (std::size_t i = 0; i < kHookNames.size(); ++i)
    if (kHookNames[i] == name) return static_cast<HookKind>(i);
  return std::nullopt;
}

}  // namespace caisson
