#pragma once
// A brigade's fire plan, drawn up once a fire phase: the enemies any of its units could reach,
// the one most worth breaking first. Its regiments and guns then fire down the one list, each at
// the first enemy on it within its own range that the rules let it hit: they concentrate on the
// enemy the brigade is breaking instead of each weighing every shot it has (a unit's own ranking
// of its ~24 targets, expected HITs and all, was a quarter of Gettysburg's instructions).
#include <span>
#include <vector>

#include "engine/ai/brigade_plan.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

// The enemies within the fire reach of any of the brigade's units, best first: worth more the
// more worn (its HITs), disordered, in flank or rear of the brigade's centre, near the brigade's
// objective, or the enemy the brigade goes for (its plan's foe); worth half as much running (it is
// leaving anyway); and less the farther from the brigade's centre. Ties go to the first in unit
// order. Into `targets`, cleared first.
void draw_fire_plan(const Battle& b, const FormationNode& brigade, const BrigadePlan& plan, std::vector<UnitId>& targets);

// The unit fires at the first of `targets` within its range and the rules' first look that the
// rules take. Every one in range is tried: batteries giving up after six refusals saved 9% of
// Gettysburg's instructions but lost ground against the retired regimental commander (Gettysburg
// 54.5% -> 50.7% of the decided games, Hanover Court House 53.1% -> 51.1%; both lower bounds
// under 50%).
bool fire_by_plan(const Battle& b, const Unit& u, std::span<const UnitId> targets, ActionPort& port);

// Whether fire_by_plan would find a shot the rules take, from where the unit stands, as it stands
// (asked in other phases: a battery deciding whether it must wheel or move).
bool has_target_by_plan(const Battle& b, const Unit& u, std::span<const UnitId> targets);

}  // namespace caisson
