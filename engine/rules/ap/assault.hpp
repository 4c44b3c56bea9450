#pragma once
// The assault: the assaulter advances to 3" (or starts nearer), takes any opportunity fire, then
// both sides roll 2D6 for the falter test with the factor boxes each may claim once. Far ahead,
// the defender routs without a fight; ahead, the assaulter goes in and the fight is fought at
// once, each side rolling dice for its bases and circumstances; otherwise the assault stalls.
#include <optional>
#include <string>
#include <vector>

#include "engine/dice/tally.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/ap/parameters.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::ap {

struct FalterFactors {
  int assaulter = 0;
  int defender = 0;
  Tally assaulter_boxes;  // the assaulter's boxes by name: they add up to `assaulter`
};
FalterFactors falter_factors(const Battle& b, const ApParameters& p, const Unit& assaulter, const Unit& defender);

enum class FalterResult : std::uint8_t { defender_routs, fight, stalls };
FalterResult falter_result(const ApParameters& p, int assaulter_total, int defender_total);

// Fight dice for `u` against `enemy`; `assaulting`: it made the assault (and passed its falter
// test); `from_flank`: the assault came on the defender's flank or rear.
Tally fight_tally(const Battle& b, const ApParameters& p, const Unit& u, const Unit& enemy, bool assaulting,
                  bool from_flank);  // in their parts
int fight_dice(const Battle& b, const ApParameters& p, const Unit& u, const Unit& enemy, bool assaulting, bool from_flank);
int fight_save_target(const ApParameters& p, const Unit& u);

// Increments it needs to reach the falter point (3" from the target), and the whole cost.
int increments_to_falter_point(const Battle& b, const ApParameters& p, const Unit& u, const Unit& target);
int assault_cost(const Battle& b, const ApParameters& p, const Unit& u, const Unit& target);

std::optional<std::string> check_charge(const Battle& b, const ApParameters& p, const Charge& c);
// After motivation: pays, advances, faces opportunity fire, takes the falter test and fights.
void resolve_charge(Battle& b, const ApParameters& p, const Charge& c);
// The fight between an assaulter in contact and its target, and what follows it.
void fight(Battle& b, const ApParameters& p, Unit& assaulter, Unit& defender, bool from_flank);

}  // namespace caisson::ap
