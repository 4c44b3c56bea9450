#pragma once
// Every roll of a close combat, as the log records them: the rolls thrown for it ("close
// combat", "close combat (attacker)", "close combat (defender)": both sides' dice) come just
// before its close_combat record. render/'s narrative gives a line the roll just before it only;
// the story's close-combat lines carry them all.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace caisson::server {

struct CloseCombatRolls {
  int turn = 0;
  std::vector<std::vector<int>> rolls;  // each roll's faces, in the order thrown
};

// The close combats of a JSON Lines log (or a stretch of one), in order.
std::vector<CloseCombatRolls> close_combat_rolls(const std::string& log_text);

// Gives each close_combat line of the story's `turns` (as turn_story_json writes them) its
// combat's rolls: "rolls" (each roll's faces) and "dice" (all of them). A turn whose close combats
// and lines do not pair off one to one is left as it is.
void add_close_combat_rolls(nlohmann::json& turns, const std::vector<CloseCombatRolls>& combats);

}  // namespace caisson::server
