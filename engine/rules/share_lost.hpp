#pragma once
// Shares of a unit's men lost, as rule systems count them (Ruleset::share_of_men_lost): the
// pieces each rule system's own measure is made of.
#include "engine/forces/unit.hpp"

namespace caisson {

// `lost` of `of`, as a share from 0 to 1: never less than nothing nor more than the whole unit.
double share_of(double lost, double of);

// The stands a unit has lost of those it began with.
double share_of_stands_lost(const Unit& u);

}  // namespace caisson
