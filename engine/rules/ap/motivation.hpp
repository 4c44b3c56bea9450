#pragma once
// Generals motivating units: 2D6 against the general's command value (A) plus the unit's value
// (B) plus distance and ground (C); a general motivates unit after unit until he fails. A
// motivated unit rolls its action points; guns, cavalry and units just arrived roll theirs
// without a general; every unit has the residual point.
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/dice/tally.hpp"

#include "engine/forces/unit.hpp"

#include "engine/rules/ap/activity.hpp"
#include "engine/rules/ap/ap_state.hpp"
#include "engine/rules/ap/parameters.hpp"

namespace caisson {
struct Battle;
struct Commander;
}  // namespace caisson

namespace caisson::ap {

// The general who motivates the unit: the first living general on the table above its brigade
// (its division's, else its corps', else the army's). nullptr when there is none.
const Commander* motivating_general(const Battle& b, const Unit& u);
// A general (division, corps or army) stands with the unit: within general_with of it.
bool general_with(const Battle& b, const ApParameters& p, const Unit& u);
// Guns, cavalry and units that came on this turn (the text's first turn after arrival: they
// arrive as their side's turn begins) roll their action points without a general.
bool acts_by_itself(const Battle& b, const Unit& u);

// C: distance, woods or buildings, units between, ground between.
int motivation_modifier(const Battle& b, const ApParameters& p, const Unit& u, const Commander& g);
// What the 2D6 must reach: A + B + C.
int motivation_target(const Battle& b, const ApParameters& p, const Unit& u, const Commander& g);
// The same in its parts, for the log: A the table (read by the general's quality), then B and
// each part of C by name.
Tally motivation_target_tally(const Battle& b, const ApParameters& p, const Unit& u, const Commander& g);
bool motivation_passes(const ApParameters& p, int roll, int target, bool general_with_unit);
// Which rule decided the roll whatever the target ("a roll that always fails", "a roll that
// always passes", "a general with the unit"); empty when the target decided it.
std::string_view motivation_outright(const ApParameters& p, int roll, bool general_with_unit);

// The action point roll's modifiers (brigades: veteran or general with +1, raw -1, disordered
// at the start of the turn -2; guns: Confederate -1, damaged -1).
int action_point_modifier(const Battle& b, const ApParameters& p, const Unit& u, bool disordered_at_start);
// What those modifiers rest on, so `caisson odds ap action-points` counts with play's own sum.
struct PointsFactors {
  bool gun = false, confederate = false, damaged = false;                 // guns
  bool veteran_or_general_with = false, raw = false, disordered = false;  // brigades
};
int action_point_modifier(const ApParameters& p, const PointsFactors& f);
int action_points(const ApParameters& p, int roll, int modifier);

// The generals' turn: each rides once, 2D6" (a division's) or 3D6" (a corps' or the army's),
// toward the first unit he motivates, then motivates from there unit after unit until a roll
// fails. What it remembers through the turn is the battle's GeneralsTurn (engine/rules/ap/ap_state.hpp).
class Motivator {
 public:
  explicit Motivator(GeneralsTurn& turn) : turn_(turn) {}
  void begin_turn(const Battle& b);
  // Every unit of the side not yet tested this turn: general by general, each taking his
  // units nearest first (the order a player would choose to make the chain last).
  void motivate_side(Battle& b, const ApParameters& p, Side side);
  // The unit, if not yet tested this turn: its general rides to it and tries (or, if he has
  // failed, it has the residual point); guns, cavalry and arrivals roll their points at once.
  void motivate(Battle& b, const ApParameters& p, Unit& u);

 private:
  // How far he may still ride this turn (rolled the first time he tries).
  double& ride_left(Battle& b, const ApParameters& p, const Commander& g);
  void ride_toward(Battle& b, const ApParameters& p, Commander& g, const Unit& u);
  // One general's units (each paired with him), nearest first.
  void motivate_group(Battle& b, const ApParameters& p, const Commander& g,
                      std::span<const std::pair<CommanderId, UnitId>> group);

  GeneralsTurn& turn_;
};

}  // namespace caisson::ap
