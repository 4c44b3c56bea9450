#pragma once
// The brigade commander's picture of the field, made once for a side's phase from the battle
// as it stands (so a resumed battle sees what an unbroken one saw): each planning brigade's
// centre, facing, strength and nearest enemy, where the side's other brigades stand, and the
// strength of either side about any point. Cost
// grows with the units: one pass over them, and one nearest-enemy search per unit (remembered
// by engine/ai/targeting while neither the unit nor the enemy moves).
#include <limits>
#include <vector>

#include "engine/ai/targeting.hpp"

namespace caisson {

// What a unit counts for in a fight, in ruleset-neutral words: its stands, worn down by its HITs
// and far less when routing or disordered.
double fighting_strength(const Unit& u);

struct BrigadeView {
  FormationId id = kNone;
  Side side = 0;
  int able = 0;        // units present and not routing
  int present = 0;     // units on the table
  int waiting = 0;     // units not yet arrived
  int gone = 0;        // units that left the field
  double strength = 0;        // of its able units
  double start_strength = 0;  // of every unit of it, as at the start
  Vec2 centre;                // of its able units (of its present ones when none is able)
  Vec2 front;                 // the mean facing of its able units, as a unit vector
  Sighting nearest{kNone, std::numeric_limits<double>::infinity()};  // the enemy nearest any of its units

  // Half or more of what came on is routing or gone, or what is left has under a third of its strength.
  bool broken() const;
};

class FieldPicture {
 public:
  // The picture for `side`'s decisions: in full (with the nearest enemy) the brigades of `side`
  // that `acting` marks (by FormationId), and where the rest of `side`'s stand (their centres);
  // the enemy's brigades are left empty. Under jackson the commander is asked at every card, and
  // only the card's brigade plans.
  void build(const Battle& b, Side side, const std::vector<bool>& acting);
  const BrigadeView& brigade(FormationId id) const { return brigades_[static_cast<std::size_t>(id)]; }
  const std::vector<BrigadeView>& brigades() const { return brigades_; }
  // The fighting strength of `side`'s units standing within `radius` of p (a grid search).
  double strength_near(const Battle& b, Side side, Vec2 p, double radius) const;

 private:
  std::vector<BrigadeView> brigades_;  // by FormationId; nodes without units stay empty
};

}  // namespace caisson
