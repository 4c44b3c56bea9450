#pragma once
// All the state of one fight: plain data, made from a Scenario and a seed. Nothing here is
// global, so two battles play at once on two threads.
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/dice/dice.hpp"
#include "engine/orders/courier.hpp"
#include "engine/play/event_log.hpp"
#include "engine/play/turn_point.hpp"
#include "engine/play/unit_grid.hpp"
#include "engine/play/brigade_plans.hpp"
#include "engine/rules/ruleset.hpp"
#include "engine/scenario/scenario.hpp"

namespace caisson {

struct RuleState;  // engine/rules/rule_state.hpp

struct Battle {
  Battle(std::shared_ptr<const Scenario> scenario, std::uint64_t seed);
  ~Battle();
  Battle(const Battle&) = delete;
  Battle& operator=(const Battle&) = delete;

  std::shared_ptr<const Scenario> scenario;
  std::unique_ptr<Ruleset> rules;
  // What the rules tell a chooser (engine/rules/advisor.hpp): the commanders' and the play page's
  // questions, apart from the rules that decide.
  const Advisor& advisor() const { return rules->advisor(); }
  std::uint64_t seed = 0;
  Dice dice;
  EventLog log;

  std::vector<Unit> units;            // UnitId = index
  std::vector<Commander> commanders;  // CommanderId = index
  OrderOfBattle oob;                  // a copy: standing orders change during play

  int turn = 0;                 // 1-based once play starts
  TurnPoint turn_point;         // where play stands within the turn (the driver keeps it)
  Side active = 0;              // whose player turn it is
  std::string_view phase;       // the phase being played ("" between phases)
  std::array<int, 2> refused{}; // actions the rules refused, per side (the AI should cause none)
  std::vector<bool> event_fired;  // per event-table entry, for `once`
  std::vector<std::vector<bool>> table_fired;  // the same for each of the scenario's other tables
  std::string weather;            // "clear" unless the scenario says otherwise; events change it
  int countdown = 0;              // what is left on the countdown clock, when the battle has one
  std::vector<bool> arrival_called;  // per reinforcement: an event called it on (no roll)
  // Per unit and area (terrain areas, then objectives): inside at the last look. Kept only when
  // the scenario has an area_entered hook; rebuilt from positions after a resume.
  std::vector<std::uint8_t> in_area;
  std::vector<int> arrived_on;    // per reinforcement: the turn it arrived, 0 while waiting
  std::vector<int> arrival_shift; // per reinforcement: turns hastened (<0) or delayed (>0) by events
  std::vector<int> announced_on;  // per reinforcement: the turn its arrival was announced, 0 if not
  std::vector<int> holders;       // per objective: the side holding it after the last player turn, -1 none
  std::vector<bool> brigade_broken;  // per order-of-battle node: its break has been reported
  std::vector<Courier> couriers;  // every order given, in flight or settled
  std::optional<Outcome> outcome;
  // The built-in commander playing each side, by name (engine/ai/built_in.hpp): its
  // kDefaultCommander unless chosen before play. Saved with the battle, so a resumed battle goes
  // on under the same commanders.
  std::array<std::string, 2> built_in_commanders;
  // The brigade commander's plans for this turn, kept between phases (engine/play/brigade_plans.hpp).
  BrigadePlans brigade_plans;

  // What the rule system being played remembers (engine/rules/rule_state.hpp), and its own
  // alternative of it: b.rule_state<jackson::JacksonState>(). Saved with the battle.
  RuleState& rule_state() { return *rule_state_; }
  const RuleState& rule_state() const { return *rule_state_; }
  template <class S>
  S& rule_state();
  template <class S>
  const S& rule_state() const;

  const Battlefield& field() const { return scenario->field; }
  const std::string& side_name(Side s) const { return scenario->side_names[s]; }
  Unit& unit(UnitId id) { return units.at(static_cast<std::size_t>(id)); }
  const Unit& unit(UnitId id) const { return units.at(static_cast<std::size_t>(id)); }
  // The unit a battle file's unit (a regiment, by the scenario's id) is in this battle: itself,
  // or under brigade-scale rules the brigade it was merged into.
  UnitId unit_from_scenario(UnitId id) const {
    return became_.empty() ? id : became_.at(static_cast<std::size_t>(id));
  }
  Commander& commander(CommanderId id) { return commanders.at(static_cast<std::size_t>(id)); }
  const Commander& commander(CommanderId id) const { return commanders.at(static_cast<std::size_t>(id)); }
  // The commander of a unit's brigade, if alive and on the table.
  const Commander* brigade_commander(const Unit& u) const;

  // Put a unit at a position, facing and formation, refreshing its footprint from the ruleset.
  void place(Unit& u, Vec2 center, double facing);
  void place(Unit& u, Vec2 center, double facing, Formation f);

  // Into `out`: the placed units that may come within `reach` of a point or a box (a superset:
  // exact tests are the caller's; units gone from the field are included). Not in unit order:
  // see UnitGrid.
  void units_near(Vec2 p, double reach, std::vector<UnitId>& out) const { units_near(Box{p, p}, reach, out); }
  void units_near(Box area, double reach, std::vector<UnitId>& out) const;
  // The placed units whose footprint may come within `reach` of a line (a superset, as above):
  // a long line across the table looks at the cells along it, not at its whole bounding box.
  void units_along(Segment line, double reach, std::vector<UnitId>& out) const;
  // The same for one side's units only: a search for enemies passes over its own side unseen.
  void units_of_side_near(Side side, Vec2 p, double reach, std::vector<UnitId>& out) const {
    units_of_side_near(side, Box{p, p}, reach, out);
  }
  void units_of_side_near(Side side, Box area, double reach, std::vector<UnitId>& out) const;
  // One side's units ring by ring outward from p, for a search of the nearest (see
  // UnitGrid::outward): a search for the nearest enemy passes over its own side's ranks unseen.
  template <class Look, class Enough>
  void nearest_outward(Vec2 p, Side side, Look&& look, Enough&& enough) const {
    grids_[side].outward(p, std::forward<Look>(look), std::forward<Enough>(enough));
  }

  // Lay out a brigade's units (those without a position of their own) centred at `at`.
  void deploy_brigade(FormationId brigade, Vec2 at, double facing) { deploy(brigade, at, facing); }

  // A unit restored from a save goes back where its saved footprint stands (not worked out
  // again: its stands may have changed since it was last placed).
  void put_back(Unit& u);

  // A waiting unit comes onto the field where it was placed.
  void bring_on(Unit& u);
  // Changes whenever a unit is placed, comes on or leaves the field: a cache of something that
  // depends only on where units stand keeps its answer while this stays the same. Unique across
  // every battle of the process, so no cache mistakes one battle for another.
  std::uint64_t layout() const { return layout_; }
  // The same for one side's units alone: a search among the enemy keeps its answer while the
  // enemy stands still, however the searcher's friends move about.
  std::uint64_t layout_of(Side side) const { return side_layout_[side]; }
  // Into `out`, the units of `side` placed, come on or gone since its layout was `since`, at most
  // `most` of them (a unit twice if it changed twice): true when that is all of them, false when
  // more changed or the record no longer reaches back so far. A search that kept its answer from
  // then need look again only at these.
  bool changed_since(Side side, std::uint64_t since, std::size_t most, std::vector<UnitId>& out) const;

  // Outcomes the rules apply, each logged and passed to the scenario's hooks.
  void add_hits(Unit& u, int hits, std::string_view cause);
  void remove_from_field(Unit& u, UnitStatus status, std::string_view how);
  void set_routing(Unit& u, std::string_view cause);
  void kill_commander(Commander& c, std::string_view how);
  void say(std::string text);
  // A phase starts: every unit's count of HITs "in a single phase" starts from nothing.
  void begin_phase(std::string_view name);
  void call(HookKind k, const HookArgs& a) { call_hook(k, a); }
  void emit(const Record& r) const { log.emit(*this, r); }
  void end(Outcome o);  // first call wins

  // Who holds an objective: a side with a present, non-routing unit at it and the other side
  // with none. nullopt when contested or empty.
  std::optional<Side> holder_of(int objective) const;
  int losses_in_stands(Side s) const;

 private:
  void call_hook(HookKind k, const HookArgs& a);
  void deploy(FormationId brigade, Vec2 at, double facing);
  void layout_changed(Side side, UnitId unit);
  std::unique_ptr<RollListener> roll_relay_;
  std::unique_ptr<RuleState> rule_state_;
  std::vector<UnitId> became_;  // scenario unit id -> battle unit id, when brigades were merged
  std::array<UnitGrid, 2> grids_;  // each side's units, for the nearest enemy
  UnitGrid everyone_;              // both sides', for who is near: one search, not two
  std::uint64_t layout_ = 0;
  std::array<std::uint64_t, 2> side_layout_{};
  // Each side's last changes of layout, newest at change_count_ - 1 (modulo the room kept).
  struct Change {
    std::uint64_t layout = 0;
    UnitId unit = kNone;
  };
  static constexpr std::size_t kChangesKept = 32;
  std::array<std::array<Change, kChangesKept>, 2> changes_{};
  std::array<std::size_t, 2> change_count_{};
};

// A unit is at an objective when any part of it lies within the objective's radius. Holding
// the objective and the area_entered hook both go by this, so a unit that takes a place has
// also entered it.
bool at_objective(const Unit& u, const Objective& o);

}  // namespace caisson
