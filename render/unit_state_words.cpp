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

std::string strength_words(const std::string& rules, const UnitState& u, const UnitInfo& info) {
  auto count = [](int n, const char* one, const char* many) { return fmt::format("{} {}", n, n == 1 ? one : many); };
  std::string stands = u.stands == info.stands_at_start ? count(u.stands, "stand", "stands")
                                                        : fmt::format("{} of {} stands", u.stands, info.stands_at_start);
  if (rules == "igor") {
    std::string hits = u.hits == 0 ? std::string("no HITs") : count(u.hits, "HIT", "HITs");
    return u.stands < info.stands_at_start ? hits + ", " + stands : hits;
  }
  if (rules == "jackson") return stands + (u.hits > 0 ? ", " + count(u.hits, "casualty", "casualties") : "");
  if (rules == "ap") return stands + (u.hits > 0 ? ", " + count(u.hits, "casualty marker", "casualty markers") : "");
  return stands + (u.hits > 0 ? ", " + count(u.hits, "hit", "hits") : "");
}

std::string unit_summary(const std::string& rules, const UnitState& u, const UnitInfo& info) {
  std::string brigade = info.brigade.empty() ? "" : ", " + info.brigade;
  return fmt::format("{}{} ({} {}): {}, {}", info.name, brigade, info.quality, info.arm, strength_words(rules, u, info),
                     state_words(u, info));
}

}  // namespace caisson::render
