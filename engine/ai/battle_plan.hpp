#pragma once
// A brigade's plan for its side's turn: a posture scored from the picture of the field and the
// commander's temperament, the enemy it goes for (its point of attack), and where its line
// stands at the end of this turn's move. Made afresh for each phase from the battle as it
// stands, so a resumed battle makes the same plans.
#include <optional>

#include "engine/ai/field_picture.hpp"
#include "engine/scenario/temperament.hpp"

namespace caisson {

enum class Posture : std::uint8_t {
  march,      // no enemy near: on to its goal, in column by road where one serves
  press,      // go in: close to charge reach and charge together
  close,      // close to its best fire range and fight there
  hold,       // stand (on its objective, if it has one) and fight
  fall_back,  // draw back toward its own edge
};
std::string_view name_of(Posture);

struct BrigadePlan {
  FormationId id = kNone;
  OrderIntent order = OrderIntent::advance;  // what its standing order asked when it was made
  Posture posture = Posture::hold;
  std::optional<Vec2> goal;  // where its standing order sends it (none: stay put)
  UnitId foe = kNone;        // the enemy unit it goes for, when engaged
  double odds = 0;           // its strength against the enemy's about the point of attack
  Vec2 line_centre;          // where its line's centre stands after this turn's move
  Vec2 line_front;           // the way the line faces, as a unit vector
  UnitId occupier = kNone;   // the unit sent onto its objective, to take it and stay
  double objective_radius = 0;
  bool last_rush = false;  // the battle's last turns: its whole line goes onto its objective
  bool engaged() const { return foe != kNone; }
  // The occupier standing well inside its objective.
  bool occupying(const Unit& u) const {
    return u.id == occupier && goal && u.footprint.distance_to(*goal) <= objective_radius / 2;
  }
};

// In the battle's last this many turns an attack or advance puts its whole line onto its objective.
constexpr int kLastRushTurns = 2;

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
