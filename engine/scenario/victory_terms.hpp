#pragma once
// The victory building blocks a battle composes (besides, or instead of, a victory function).
// Each is asked at the end of every turn, in the order of the fields below; the first that
// decides ends the battle. docs/scripting.md describes them; engine/play/victory.cpp applies them.
#include <optional>

#include "engine/dice/dice_expression.hpp"
#include "engine/forces/unit.hpp"

namespace caisson {

struct VictoryTerms {
  // Army effectiveness (jackson): a side whose fresh units (on the table, not routing, no stand
  // lost) fall below this percentage of the units that have come on loses.
  std::optional<double> effectiveness_below;
  // A side whose losses exceed this percentage of the stands it brought on loses.
  std::optional<double> casualties_above;
  // A countdown clock (ap): starts at `from`, loses a roll of `die` at the end of each turn
  // (the defender's player turn is part of every turn); at zero the battle ends. `winner`
  // names who wins then; none: the objectives decide (a draw when level).
  struct Countdown {
    int from = 21;
    DiceExpression die = DiceExpression::parse("d6");
    std::optional<Side> winner;
  };
  std::optional<Countdown> countdown;
  // Objectives held at the end of this turn decide (points; level from the margin). 0: the last turn.
  int objectives_turn = 0;
  // Degree of defeat (jackson): the level of every decided victory comes from how many
  // percentage points the loser's casualties exceed the winner's — below one step marginal,
  // below two substantial, else decisive; a winner who lost as many or more: a "useless victory".
  bool degree_of_defeat = false;
  double degree_step = 5;
};

}  // namespace caisson
