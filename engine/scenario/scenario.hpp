#pragma once
// What a battle file describes, as plain data plus hooks. Made once by the loader and shared,
// read-only, by every Battle played from it (a sweep plays thousands from one Scenario).
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/battlefield/battlefield.hpp"
#include "engine/forces/order_of_battle.hpp"
#include "engine/scenario/event_table.hpp"
#include "engine/scenario/hooks.hpp"
#include "engine/scenario/men_scale.hpp"
#include "engine/scenario/temperament.hpp"
#include "engine/scenario/victory_terms.hpp"

namespace caisson {

class Controller;

// Who commands instead of the built-in commander: a whole side, or single brigades (the
// built-in commander keeps the rest). Empty when the battle file names no controllers.
struct ScenarioControllers {
  std::array<std::shared_ptr<Controller>, 2> sides;
  std::map<FormationId, std::shared_ptr<Controller>> brigades;
  bool empty() const { return !sides[0] && !sides[1] && brigades.empty(); }
};

struct Reinforcement {
  Side side = 0;
  FormationId formation = kNone;  // the brigade (or higher node) that arrives
  int turn = 1;                    // earliest turn
  std::optional<DiceExpression> roll;  // an arrival roll each turn from `turn` on; none: arrives on `turn`
  std::string enter_road;          // a road's name: enter at its end nearest the side's edge
  std::optional<Vec2> enter_at;    // or a point on the edge
  // The standard modifiers to the arrival roll (ap's): +2 entering by road, +1 veteran, -1 raw,
  // +1 when the division's general is not on the table. A battle may turn them off.
  bool roll_modifiers = true;
  // Announced entry (jackson's reserves): the turn the roll succeeds (or the turn comes) the
  // arrival is announced, and the troops come on at the start of their next player turn.
  bool announced = false;
  std::function<bool(Battle&)> condition;  // a conditional arrival: asked each turn from `turn` on, before any roll
  int source_line = 0;
};

// Where a brigade stands at the start (or arrives): its units without an `at` of their own are
// laid out abreast, centred here, in the given formation.
struct BrigadeDeployment {
  FormationId brigade = kNone;
  Vec2 at;
  double facing = 0;
  Formation formation = Formation::line;
};

struct ScheduledOrder {
  int turn = 1;
  Side side = 0;
  FormationId to = kNone;
  std::string order;      // attack, advance, hold, retire
  std::string objective;  // a named objective, terrain feature or formation; or empty
  std::optional<Vec2> point;  // or a point on the table
  int source_line = 0;
};

// What happened on the day, for a sweep to compare against (the battle file's `history`).
struct History {
  std::string winner;                // a side's name, or "draw"; empty when not given
  std::array<int, 2> casualties{-1, -1};  // in stands, per side; -1 when absent
  std::array<int, 2> men{-1, -1};         // in men (killed, wounded and missing), per side; -1 when absent
};

struct Scenario {
  std::string title;
  std::string date;     // ISO date, "1861-07-21"
  std::string theatre = "eastern";
  std::string rules = "igor";
  std::map<std::string, double> rule_overrides;  // house rules: parameter name → value
  std::map<std::string, int> rule_override_lines;  // where the battle file sets each, for messages
  int turns = 12;
  Side first = 0;
  std::array<std::string, 2> side_names{"USA", "CSA"};
  // Each side's own table edge, as the y coordinate it retreats toward.
  std::array<double, 2> home_edge_y{0, 48};

  Battlefield field;
  OrderOfBattle oob;
  std::vector<Unit> units;           // UnitId = index; reinforcements start `waiting`
  std::vector<Commander> commanders; // CommanderId = index
  std::vector<BrigadeDeployment> deployments;
  std::vector<Reinforcement> reinforcements;
  std::vector<ScheduledOrder> orders;
  std::optional<EventTable> events;  // rolled at the start of every turn
  std::vector<EventTable> tables;    // other tables, rolled by entries (`roll = ...`) or hooks (b:roll_events)
  std::string weather = "clear";     // at the start; events and hooks change it
  VictoryTerms victory;
  ScenarioHooks hooks;
  ScenarioControllers controllers;
  Temperaments temperament;  // the built-in brigade commander's character, per side and brigade
  std::optional<History> history;
  MenScale men_scale;  // what the file's stands stand for in men, for losses in men

  std::string source_file;  // the battle file, as given
  int year() const;         // from date; 1861 when absent
  std::optional<Side> side_named(std::string_view name) const;
  UnitId find_unit(std::string_view name) const;  // kNone when absent
  int find_table(std::string_view name) const;    // index into `tables`, -1 when absent
  // The Confederate side: the one whose name says so ("CSA", "Confederates", "Rebels", "South");
  // side 1 when neither name does, or both.
  Side confederate_side() const;
};

}  // namespace caisson
