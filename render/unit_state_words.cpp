#include "render/unit_state_words.hpp"

#include <fmt/format.h>

namespace caisson::render {

std::string state_of(const UnitState& u, const UnitInfo& info) {
  if (!u.present()) return "gone";
  if (u.routing) return "routing";
  if (u.hits > 0 || u.stands < info.stands_at_start) return "damaged";
  return "fresh";
}

std::string state_words(const UnitState& u, const UnitInfo& info) {
  std::string state = state_of(u, info);
  if (state == "gone") return u.status == "destroyed" ? "destroyed" : "routed off the table";
  if (state == "routing") return "routing";
  if (state == "damaged") return "damaged";
  return "fresh";
}

std::string unit_summary(const UnitState& u, const UnitInfo& info) {
  std::string brigade = info.brigade.empty() ? "" : ", " + info.brigade;
  return fmt::format("{}{} ({} {}): {} of {} stands, {} HIT{}, {}", info.name, brigade, info.quality, info.arm, u.stands,
                     info.stands_at_start, u.hits, u.hits == 1 ? "" : "s", state_words(u, info));
}

}  // namespace caisson::render
