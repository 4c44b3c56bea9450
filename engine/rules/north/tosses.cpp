#include "engine/rules/north/tosses.hpp"

#include "engine/play/battle.hpp"
#include "engine/rules/north/troops.hpp"

namespace caisson::north {
namespace {

bool toss_against(Battle& b, const Unit& u, int modifier, std::string_view modifier_is, int at_most, std::string_view test,
                  std::string_view what) {
  const int roll = b.dice.d6(test);
  const int total = roll + modifier;
  const bool passed = toss_passes(total, at_most);
  MoraleChecked checked{u.id, what, roll, modifier, at_most, passed, passed ? 0 : total - at_most, test};
  checked.parts.add(modifier_is, modifier);
  checked.passes_if = "<=";
  b.emit(checked);
  return passed;
}

}  // namespace

bool accomplishment_toss(Battle& b, const NorthParameters& p, const Unit& u, int modifier, std::string_view what,
                         std::string_view modifier_is) {
  return toss_against(b, u, modifier, modifier_is, toss_strength(p, u), "an accomplishment toss", what);
}

bool obstacle_toss(Battle& b, const NorthParameters& p, const Unit& u) {
  return toss_against(b, u, 0, "", p.whole(Param::obstacle_passed_on), "an obstacle toss", "to cross an obstacle");
}

}  // namespace caisson::north
