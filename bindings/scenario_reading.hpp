#pragma once
// Turning a battle file's description into a Scenario, one part per file: read_battle.cpp (the
// top level), read_terrain.cpp, read_forces.cpp, read_schedule.cpp (reinforcements, orders),
// read_events.cpp, read_hooks.cpp. Internal to bindings.
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <lua.h>

#include "bindings/description.hpp"
#include "bindings/lua_state.hpp"
#include "bindings/source_lines.hpp"
#include "bindings/table_reader.hpp"
#include "engine/scenario/scenario.hpp"

namespace caisson::lua {

// What reading has learnt so far, for cross-references and messages.
struct ReadContext {
  std::shared_ptr<LuaState> state;
  lua_State* L = nullptr;
  Scenario& scenario;
  Where battle;  // the battle constructor: file, line, `battle "Title"`

  std::vector<Where> formation_where;       // per FormationId
  std::vector<std::optional<Vec2>> brigade_at;  // per FormationId: the brigade's own `at`
  std::vector<Where> unit_where;            // per UnitId
  std::map<std::string, Where> unit_names;  // for duplicate names
  std::vector<bool> reinforcing;            // per FormationId: named in reinforcements
  std::shared_ptr<const SourceLines> lines;  // the battle file's text, for entries without a constructor

  ReadContext(std::shared_ptr<LuaState> s, Scenario& sc, Where b);

  // The line an entry of a battle field's list (`orders[3]`) or table (`house_rules.x`) is
  // written on; the battle's own line when the text does not show it (built by a loop, say).
  int item_line(std::string_view field, int index) const;
  int key_line(std::string_view field, std::string_view key) const;

  std::vector<std::string> side_names() const { return {scenario.side_names[0], scenario.side_names[1]}; }
  // Refuses a point off the table: "at {120, 8} is off the table (96 x 48)".
  void check_on_table(const Where& where, std::string_view field, Vec2 p) const;
  // A side named in the file; a bad name names both sides.
  Side side_named(const Where& where, std::string_view field, const std::string& name) const;
  // A formation (army…brigade) named in the file; a bad name suggests near misses.
  FormationId formation_named(const Where& where, std::string_view field, const std::string& name) const;
  // A side or a formation named as a key (`controllers`, `temperament`): which it is, or a failure
  // "unknown side or formation "X" (did you mean "Y"?)".
  struct SideOrFormation {
    std::optional<Side> side;
    FormationId formation = kNone;
  };
  SideOrFormation side_or_formation_named(const Where& where, const std::string& name) const;
  // An order's objective named in the file: an objective, a terrain feature or a formation.
  void check_objective(const Where& where, std::string_view field, const std::string& name) const;
};

// The value at `index` must be a table: else "<field>: expected <what>, got ...".
void require_table(lua_State* L, int index, const Where& where, std::string_view field, std::string_view what);
// Pushes the table in `field` of `r` (anything else fails as require_table does); the caller pops it.
void push_table(const TableReader& r, std::string_view field, std::string_view what);
// The same for a field that may be left out: pushes its table and says true, or pushes nothing
// and says false when it is nil.
bool push_optional_table(const TableReader& r, std::string_view field, std::string_view what);
// The value at `index` must be a description of one of `kinds`; pushes its body.
Description require_description(lua_State* L, int index, const Where& where, std::string_view field,
                                std::span<const std::string_view> kinds, std::string_view example);

void read_terrain(ReadContext& ctx, const TableReader& battle);
void read_objectives(ReadContext& ctx, const TableReader& battle);
void read_forces(ReadContext& ctx, const TableReader& battle);
// A battle's forces as read (order of battle, units, generals, deployments), with what reading
// them taught the reader. The same texts loaded again for the next battle of a sweep
// (lua::load_again) take them as they are instead of reading every unit again: loading has no
// chance in it (math.random refuses to run while a file loads), so the forces come out the same.
struct ForcesRead {
  OrderOfBattle oob;
  std::vector<Unit> units;
  std::vector<Commander> commanders;
  std::vector<BrigadeDeployment> deployments;
  std::vector<Where> formation_where;
  std::vector<std::optional<Vec2>> brigade_at;
  std::vector<Where> unit_where;
  std::map<std::string, Where> unit_names;
};
ForcesRead forces_as_read(const ReadContext& ctx);
void take_forces(ReadContext& ctx, const ForcesRead& forces);
void read_reinforcements(ReadContext& ctx, const TableReader& battle);
void settle_forces(ReadContext& ctx);  // after reinforcements: statuses, generals' places
void read_orders(ReadContext& ctx, const TableReader& battle);
// An order's `objective`: a name (checked with ctx.check_objective) or a point {x, y}.
void read_order_objective(ReadContext& ctx, const TableReader& r, std::string& name, std::optional<Vec2>& point);
void read_controllers(ReadContext& ctx, const TableReader& battle);
void read_temperament(ReadContext& ctx, const TableReader& battle);
void read_men_scale(ReadContext& ctx, const TableReader& battle);
void read_house_rules(ReadContext& ctx, const TableReader& battle);
void read_events(ReadContext& ctx, const TableReader& battle);
void read_hooks(ReadContext& ctx, const TableReader& battle);

// Reads an event_table description whose body is on the stack top (events files return one).
EventTable read_event_table(ReadContext& ctx, const Description& d);
// An event entry's declarative effect: the table (or list of tables) on top of the stack.
std::vector<DeclaredEffect> read_declared_effects(ReadContext& ctx, const Where& where);
// The battle's victory terms: `victory = { effectiveness = 40, countdown = {...}, ... }` (on top of the stack).
void read_victory_terms(ReadContext& ctx, const Where& where);

}  // namespace caisson::lua

namespace caisson::lua {

// The whole battle, from a `battle` description whose body is on the stack top. Its forces are
// taken from `forces` when given (the same texts read before), else read and kept there.
std::shared_ptr<Scenario> read_scenario(const std::shared_ptr<LuaState>& state, const Description& battle,
                                        const std::string& source_file, std::shared_ptr<const ForcesRead>& forces);

}  // namespace caisson::lua
