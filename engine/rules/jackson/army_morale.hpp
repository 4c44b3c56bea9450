#pragma once
// The end of a turn: each army's effectiveness (its fresh units, all their stands still in
// action, as a share of the units it has brought on) sets its morale state — steady, shaken
// (every unit tests a point worse) or broken (it quits the field and loses). An army with no
// casualty-free fighting stands on the table has lost too; both at once is a stalemate. The
// winner's degree of victory comes from how far the loser's casualties exceed its own.
#include <optional>

#include "engine/rules/jackson/parameters.hpp"
#include "engine/scenario/outcome.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::jackson {

enum class ArmyState : std::uint8_t { steady, shaken, broken };
ArmyState army_state(const Battle& b, const JacksonParameters& p, Side s);
// Any stand on the table free of casualties, in a unit that is not routing?
bool has_fighting_stands(const Battle& b, const JacksonParameters& p, Side s);

// The outcome the rules give at this turn's end, if the battle is decided.
std::optional<Outcome> end_of_turn_outcome(const Battle& b, const JacksonParameters& p);

}  // namespace caisson::jackson
