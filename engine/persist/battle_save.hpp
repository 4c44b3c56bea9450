#pragma once
// A saved battle: data only. The texts of every Lua file the battle loaded (so it resumes the
// same even if the files changed since), the seed and the rule system, and the whole state
// between two phases (or turns): the dice, the rule system's own state and where play stands
// within the turn included.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/persist/format_version.hpp"
#include "engine/persist/state_archive.hpp"
#include "engine/rules/rule_state.hpp"

namespace caisson {

struct Battle;

struct SavedScript {
  std::string path;  // as the battle loaded it
  std::string text;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("path", path), CEREAL_NVP_("text", text));
  }
};

struct BattleSave {
  std::string battle_file;          // the battle file's path when it was first played
  std::string content_root;
  std::vector<SavedScript> scripts; // the battle file first
  std::string rules;                // the rule system played (after any --rules)
  std::uint64_t seed = 0;

  std::string dice;  // the generator's state
  int turn = 0;
  Side active = 0;  // whose player turn was last played (the log names it until the next turn)
  std::vector<Unit> units;
  std::vector<Commander> commanders;
  std::vector<StandingOrder> orders;  // per order-of-battle node
  std::vector<Courier> couriers;
  std::array<int, 2> refused{};
  std::vector<bool> event_fired;
  std::vector<std::vector<bool>> table_fired;
  std::string weather;
  int countdown = 0;
  std::vector<bool> arrival_called;
  std::vector<int> arrived_on, arrival_shift, announced_on, holders;
  std::vector<bool> brigade_broken;
  std::optional<Outcome> outcome;
  std::string vars;  // the scenario's variables, as the bindings wrote them
  std::array<std::string, 2> built_in_commanders;  // each side's (Battle::built_in_commanders)
  TurnPoint turn_point;  // where play stands within the turn
  RuleState rule_state;  // the rule system's own state (Battle::rule_state)
  BrigadePlans brigade_plans;  // the brigade commander's plans for this turn (format 5 on)

  // Older battle saves are refused before they are read (kOldestBattleFormat): every field is here.
  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("battle_file", battle_file), CEREAL_NVP_("content_root", content_root),
       CEREAL_NVP_("scripts", scripts), CEREAL_NVP_("rules", rules), CEREAL_NVP_("seed", seed),
       CEREAL_NVP_("dice", dice), CEREAL_NVP_("turn", turn), CEREAL_NVP_("active", active),
       CEREAL_NVP_("units", units),
       CEREAL_NVP_("commanders", commanders), CEREAL_NVP_("orders", orders), CEREAL_NVP_("couriers", couriers), CEREAL_NVP_("refused", refused),
       CEREAL_NVP_("event_fired", event_fired), CEREAL_NVP_("arrived_on", arrived_on),
       CEREAL_NVP_("arrival_shift", arrival_shift),
       CEREAL_NVP_("announced_on", announced_on), CEREAL_NVP_("holders", holders),
       CEREAL_NVP_("brigade_broken", brigade_broken), CEREAL_NVP_("outcome", outcome), CEREAL_NVP_("vars", vars),
       CEREAL_NVP_("table_fired", table_fired), CEREAL_NVP_("weather", weather), CEREAL_NVP_("countdown", countdown),
       CEREAL_NVP_("arrival_called", arrival_called), CEREAL_NVP_("built_in_commanders", built_in_commanders),
       CEREAL_NVP_("turn_point", turn_point), CEREAL_NVP_("rule_state", rule_state));
    // A format-4 save has none: its brigades plan afresh when the battle goes on.
    if (format_version_of(ar) >= 5) ar(CEREAL_NVP_("brigade_plans", brigade_plans));
  }
};

// The state part of a save, taken from a battle between two phases or turns.
void capture_state(const Battle& b, BattleSave& save);
// Put a saved state into a battle freshly made from the same scenario and seed. Throws
// SaveError when the save does not fit the scenario (a different number of units...).
void restore_state(Battle& b, const BattleSave& save);

}  // namespace caisson
