#pragma once
// A brigade's plan for its side's turn (engine/play/brigade_plans.hpp): a posture scored from the
// picture of the field and the commander's temperament, the enemy it goes for (its point of
// attack), and where its line stands at the end of this turn's move.
#include <optional>

#include "engine/ai/field_picture.hpp"
#include "engine/play/brigade_plans.hpp"
#include "engine/scenario/temperament.hpp"

namespace caisson {

std::string_view name_of(Posture);

// In the battle's last this many turns an attack or advance puts its whole line onto its objective.
constexpr int kLastRushTurns = 2;

// An attack sent against an objective farther off than this many of its moves marches on it:
// the brigade turns only on an enemy within its muskets' reach, and each regiment still beyond
// that reach keeps marching on its place at the objective (engine/ai/brigade_commander.cpp).
constexpr double kDistantObjectiveMoves = 3;

// A brigade's odds are its strength against the enemy's within this many inches of its point of
// attack: the whole brigade thrown at one place.
constexpr double kPointOfAttackRadius = 8.0;

// Within this gap of an enemy a brigade counts as engaged: its longest reach in line plus a move.
double engage_distance(const Battle& b, const FormationNode& brigade);

// The posture a brigade's order, its odds and the temperament call for (docs/controllers.md).
Posture choose_posture(OrderIntent order, const BrigadeView& view, bool engaged, bool under_fire, double odds,
                       const Temperament& t);

BrigadePlan plan_brigade(const Battle& b, const FieldPicture& picture, const FormationNode& brigade,
                         const Temperament& t);

}  // namespace caisson
