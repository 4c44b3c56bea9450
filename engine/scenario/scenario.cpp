#include "engine/scenario/scenario.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>

namespace caisson {

std::string_view name_of(VictoryLevel l) {
  static constexpr std::array<std::string_view, 4> names{"decisive", "substantial", "marginal", "draw"};
  return names[static_cast<std::size_t>(l)];
}

int Scenario::year() const {
  int y = 1861;
  if (date.size() >= 4) std::from_chars(date.data(), date.data() + 4, y);
  return y;
}

std::optional<Side> Scenario::side_named(std::string_view name) const {
  for (Side s : {Side{0}, Side{1}})
    if (side_names[s] == name) return s;
  return std::nullopt;
}

int Scenario::find_table(std::string_view name) const {
  for (std::size_t i = 0; i < tables.size(); ++i)
    if (tables[i].name == name) return static_cast<int>(i);
  return -1;
}

UnitId Scenario::find_unit(std::string_view name) const {
  for (const auto& u : units)
    if (u.name == name) return u.id;
  return kNone;
}

namespace {

bool sounds_confederate(std::string name) {
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
  for (std::string_view w : {"csa", "confed", "rebel", "south"})
    if (name.find(w) != std::string::npos) return true;
  return false;
}

}  // namespace

Side Scenario::confederate_side() const {
  const bool first = sounds_confederate(side_names[0]), second = sounds_confederate(side_names[1]);
  return first != second && first ? Side{0} : Side{1};
}

}  // namespace caisson
