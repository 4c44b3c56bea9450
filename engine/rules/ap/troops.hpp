#pragma once
// How ap reads a unit: its stands are half-bases; a brigade in line stands in one rank, in
// column in two (the front rank half its bases, rounded up). Frontage sets how many movement
// increments it has; a second rank of 1.5 bases or more is a support rank.
#include "engine/forces/unit.hpp"
#include "engine/rules/ap/parameters.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::ap {

struct Ranks {
  int front = 0;   // half-bases in the front rank
  int second = 0;  // half-bases in the second
};
Ranks ranks_in(const Unit& u, Formation f);
inline Ranks ranks(const Unit& u) { return ranks_in(u, u.formation); }
// The front rank's width in bases (a half-base counts as a base).
int frontage(const Unit& u);
bool has_support_rank(const Unit& u);

bool is_gun(const Unit& u);
bool is_confederate(const Battle& b, const Unit& u);
// Under half its starting half-bases.
bool is_battered(const Unit& u);
bool is_damaged_gun(const Unit& u);

Footprint footprint_in(const ApParameters& p, const Unit& u, Formation f);
OrientedRect footprint_at(const ApParameters& p, const Unit& u, Vec2 centre, double facing, Formation f);

// Movement increments: how many a turn, and how long one is (on a road or not).
int increments_allowed(const ApParameters& p, const Unit& u);
double increment_length(const ApParameters& p, const Unit& u, bool on_road);

// The parameter of three (raw, average, veteran) that applies to troops of this quality.
int by_quality(const ApParameters& p, Quality q, Param raw, Param average, Param veteran);

// Motivation's A and B: lower is better.
int command_value(const ApParameters& p, Quality general);
int unit_value(const ApParameters& p, const Unit& u);

}  // namespace caisson::ap
