#pragma once
// igor's army generation: what a battle file left as "roll" (unit and general qualities,
// muskets) is rolled from the battle's date and theatre when the battle begins, each roll on
// the battle's dice and each result said in the log.
#include "engine/rules/igor/parameters.hpp"

namespace caisson {
struct Battle;
struct Scenario;
}

namespace caisson::igor {

enum class Belligerent : std::uint8_t;

// Which side is the Confederacy: the side whose name says so (CSA, Confederate, Rebel, South),
// else side 2 (the second listed).
Belligerent belligerent_of(const Scenario& s, Side side);

void generate_army(Battle& b, const IgorParameters& p);

}  // namespace caisson::igor
