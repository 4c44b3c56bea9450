#include "engine/play/choice.hpp"

namespace caisson {

std::string_view name_of(const Choice& c) {
  struct Names {
    std::string_view operator()(const Act&) const { return "act"; }
    std::string_view operator()(const GiveOrder&) const { return "order"; }
    std::string_view operator()(const Delegate&) const { return "delegate"; }
    std::string_view operator()(const LeavePhase&) const { return "leave phase"; }
    std::string_view operator()(const EndPhase&) const { return "end phase"; }
  };
  return std::visit(Names{}, c);
}

}  // namespace caisson
