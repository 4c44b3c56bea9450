#pragma once
// Unit-by-unit activation: 1D6 plus modifiers sorts a unit into Steady, Cautious, Hesitant or
// Broken for this player turn. The result is kept in the unit's
// MiniUnitState until the next turn.
#include "engine/dice/tally.hpp"
#include "engine/forces/unit.hpp"
#include "engine/rules/minicampaign/minicampaign_state.hpp"
#include "engine/rules/minicampaign/parameters.hpp"

namespace caisson {
struct Battle;
}  // namespace caisson

namespace caisson::minicampaign {

enum class Activation : int { untested = 0, broken = 1, hesitant = 2, cautious = 3, steady = 4 };
std::string_view name_of(Activation);
inline Activation activation_of(const Battle& b, const Unit& u) { return static_cast<Activation>(unit_state(b, u.id).activation); }

struct ActivationModifiers {
  bool general_near = false;      // +1: a general within general_radius
  bool fresh_or_veteran = false;  // +1: no stands lost, or veteran troops
  bool shaken = false;            // -1
  bool disordered = false;        // -1
  int total() const { return int{general_near} + int{fresh_or_veteran} - int{shaken} - int{disordered}; }
  Tally parts() const {  // by name, for the itemised log
    Tally t;
    t.add("general near", int{general_near});
    t.add("fresh or veteran", int{fresh_or_veteran});
    t.add("shaken", -int{shaken});
    t.add("disordered", -int{disordered});
    return t;
  }
};

ActivationModifiers activation_modifiers(const Battle& b, const MiniParameters& p, const Unit& u);
Activation activation_for(const MiniParameters& p, int score);

// The part of its move the result allows (untested counts as Steady, for planning and checks).
double move_fraction(const MiniParameters& p, Activation a);
bool may_advance(Activation a);
bool may_charge(Activation a);

// Rolls the unit's activation and applies what follows at once: Steady and Cautious rally from
// disorder, Broken retreats a full move in disorder and takes 1/2 D6 straggler hits.
Activation activate(Battle& b, const MiniParameters& p, Unit& u);

}  // namespace caisson::minicampaign
