#include "server/close_combat_rolls.hpp"

#include <sstream>
#include <string_view>

namespace caisson::server {
namespace {

using nlohmann::json;

bool thrown_for_close_combat(const json& r) {
  const auto it = r.find("purpose");
  return it != r.end() && it->is_string() && std::string_view(it->get_ref<const std::string&>()).starts_with("close combat");
}

std::vector<int> faces_of(const json& r) {
  std::vector<int> faces;
  const auto it = r.find("faces");
  if (it == r.end() || !it->is_array()) return faces;
  for (const json& f : *it)
    if (f.is_number_integer() && f.get<long long>() >= 0 && f.get<long long>() <= 1000) faces.push_back(f.get<int>());
  return faces;
}

int turn_of(const json& r) {
  const auto it = r.find("turn");
  return it != r.end() && it->is_number_integer() ? it->get<int>() : 0;
}

}  // namespace

std::vector<CloseCombatRolls> close_combat_rolls(const std::string& log_text) {
  std::vector<CloseCombatRolls> combats;
  std::vector<std::vector<int>> rolls;  // the close-combat rolls just thrown
  std::istringstream lines(log_text);
  for (std::string line; std::getline(lines, line);) {
    // A cheap look first: most records are neither.
    const bool roll = line.find("\"roll\"") != std::string::npos, combat = line.find("\"close_combat\"") != std::string::npos;
    if (!roll && !combat) {
      rolls.clear();
      continue;
    }
    const json r = json::parse(line, nullptr, false);
    const std::string type = r.is_object() ? r.value("type", "") : "";
    if (type == "roll" && thrown_for_close_combat(r)) {
      rolls.push_back(faces_of(r));
      continue;
    }
    if (type == "close_combat") combats.push_back({turn_of(r), std::move(rolls)});
    rolls.clear();
  }
  return combats;
}

void add_close_combat_rolls(json& turns, const std::vector<CloseCombatRolls>& combats) {
  for (json& t : turns) {
    const int turn = t.value("turn", -1);
    std::vector<const CloseCombatRolls*> its;
    for (const CloseCombatRolls& c : combats)
      if (c.turn == turn) its.push_back(&c);
    std::vector<json*> lines;
    for (json& l : t["lines"])
      if (l.value("kind", "") == "close_combat") lines.push_back(&l);
    if (its.size() != lines.size()) continue;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      if (its[i]->rolls.empty()) continue;
      json dice = json::array();
      for (const auto& roll : its[i]->rolls)
        for (int f : roll) dice.push_back(f);
      (*lines[i])["rolls"] = its[i]->rolls;
      (*lines[i])["dice"] = std::move(dice);
    }
  }
}

}  // namespace caisson::server
