#pragma once
// Whether a unit caught in a fire-fight it is losing falls back of its own accord (jackson's
// "bugging out"), asked in a phase that allows nothing else. Under fire, a retiring brigade's
// units always go; attackers press on; the rest go when the fire they face is at least twice
// what they give back and they have already lost men.
#include "engine/play/controller.hpp"

namespace caisson {

struct FormationNode;

// The expected hits the enemies in reach would score on the unit, against those it would score.
struct FireBalance {
  double taken = 0;
  double given = 0;
};
FireBalance fire_balance(const Battle& b, const Unit& u);

bool bugs_out(const Battle& b, const Unit& u, const FormationNode& brigade);

}  // namespace caisson
