#pragma once
// What the built-in brigade commander (engine/ai/brigade_commander) keeps from one phase of its
// side's turn to the next: each brigade's plan, the turn it was made, and where the commander
// last saw each brigade's centre. Plain data the Battle holds and a save carries, so a battle
// saved between two phases of a turn plays on as the unbroken one does.
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/forces/unit.hpp"
#include "engine/forces/vocabulary.hpp"

namespace caisson {

enum class Posture : std::uint8_t {
  march,      // no enemy near: on to its goal, in column by road where one serves
  press,      // go in: close to charge reach and charge together
  close,      // close to its best fire range and fight there
  hold,       // stand (on its objective, if it has one) and fight
  fall_back,  // draw back toward its own edge
};
constexpr auto kLastPosture = Posture::fall_back;

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
  // The unit standing within `share` of its objective's radius (the whole radius: where it
  // counts for its side).
  bool on_objective(const Unit& u, double share = 1) const {
    return goal && u.footprint.distance_to(*goal) <= objective_radius * share;
  }
  // The occupier standing well inside its objective.
  bool occupying(const Unit& u) const { return u.id == occupier && on_objective(u, 0.5); }
};

// Every brigade's entry is indexed by its FormationId; each side's commander writes only its
// own brigades'. Empty until a commander first plans.
struct BrigadePlans {
  std::vector<BrigadePlan> plans;
  std::vector<int> planned_on;     // the turn each plan was made (0: none yet)
  std::vector<Vec2> seen_centre;   // each brigade's centre in its commander's latest picture
};

}  // namespace caisson
