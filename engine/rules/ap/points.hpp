#pragma once
// Paying for actions: what each costs in action points, whether the unit can pay, and the
// refusal wording every ap check shares.
#include <optional>
#include <string>
#include <string_view>

#include "engine/rules/ap/activity.hpp"
#include "engine/rules/ap/parameters.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::ap {

inline constexpr RuleRefusal refusal{"ap"};

// The points it has left; before its general has tried to motivate it, the most it could have.
int points_on_hand(const Battle& b, const ApParameters& p, const Unit& u);
std::optional<std::string> cannot_pay(const Battle& b, const ApParameters& p, const Unit& u, int cost, std::string_view verb);
// After motivation (at resolve time): pays `cost` if it can; if not, logs why and returns false.
bool pay(Battle& b, Unit& u, int cost, std::string_view verb);

bool in_contact(const Battle& b, const Unit& u);

}  // namespace caisson::ap
