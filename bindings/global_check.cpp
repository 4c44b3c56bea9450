#include "bindings/global_check.hpp"

#include <algorithm>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "bindings/global_names.hpp"
#include "engine/text/near_miss.hpp"

namespace caisson::lua {

std::vector<std::string> global_problems(lua_State* L, const std::string& shown, std::string_view text,
                                         std::span<const std::string> known) {
  auto uses = globals_used(L, text, shown);
  std::stable_sort(uses.begin(), uses.end(), [](const GlobalUse& a, const GlobalUse& b) { return a.line < b.line; });
  std::set<std::string> written;
  for (const auto& u : uses)
    if (u.write) written.insert(u.name);

  std::set<std::tuple<int, bool, std::string>> seen;  // one message per name, line and kind
  std::vector<std::string> problems;
  for (const auto& u : uses) {
    if (!seen.emplace(u.line, u.write, u.name).second) continue;
    if (u.write) {
      problems.push_back(fmt::format("{}:{}: setting global '{}' — use local", shown, u.line, u.name));
      continue;
    }
    if (written.count(u.name) || std::find(known.begin(), known.end(), u.name) != known.end()) continue;
    auto guess = nearest(u.name, known);
    problems.push_back(fmt::format("{}:{}: unknown global '{}'{}", shown, u.line, u.name,
                                   guess ? fmt::format(" (did you mean '{}'?)", *guess) : ""));
  }
  return problems;
}

}  // namespace caisson::lua
