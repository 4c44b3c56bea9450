#pragma once
// What a unit has done and may still do in its side's turn under ap: whether its general has
// motivated it, its action points left, and the once-a-turn allowances it has used. Kept packed in
// the unit's ApUnitState (cleared when its side's turn begins), read and written through Activity.
#include "engine/forces/unit.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::ap {

enum class Motivation : int {
  untested = 0,   // not yet asked to act this turn
  motivated = 1,  // motivated, or acting by itself (guns, cavalry, arrivals): its rolled points
  unmoved = 2,    // its general failed, or had already failed: the residual point only
};

struct Activity {
  Motivation motivation = Motivation::untested;
  int points = 0;       // action points left (0..15)
  int increments = 0;   // movement increments used
  int shots = 0;        // infantry: shots taken; guns: dice rolled
  int wheels = 0;       // wheels made
  bool faced = false;   // its one change of facing
  bool reformed = false;  // its one formation change
  bool disordered_at_start = false;
  bool opportunity_used = false;  // its one opportunity shot in the enemy's turn
};

// The packed word (each field clamped to its width) and back.
int pack(const Activity& a);
Activity unpack(int word);

Activity activity_of(const Battle& b, const Unit& u);
void store(Battle& b, const Unit& u, const Activity& a);

}  // namespace caisson::ap
