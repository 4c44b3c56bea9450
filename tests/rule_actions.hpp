#pragma once
// What a rule test does with an action: have it accepted and resolved, or read why it is refused;
// and find a phase of the sequence of play by name (shared by the rule fixtures).
#include <stdexcept>
#include <string>
#include <string_view>

#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"

namespace test_support {

inline void act(caisson::Battle& b, const caisson::Action& a) {
  auto why = b.rules->check(b, a);
  INFO((why ? *why : std::string("accepted")));
  REQUIRE_FALSE(why.has_value());
  b.rules->resolve(b, a);
}

inline std::string refusal(const caisson::Battle& b, const caisson::Action& a) {
  auto why = b.rules->check(b, a);
  REQUIRE(why.has_value());
  return *why;
}

inline const caisson::PhaseSpec& phase_named(const caisson::Battle& b, std::string_view name) {
  if (const caisson::PhaseSpec* p = b.rules->sequence().player_phase(name)) return *p;
  if (const caisson::PhaseSpec* p = b.rules->sequence().together_phase(name)) return *p;
  FAIL("no phase named " << name);
  throw std::logic_error("unreachable");
}

}  // namespace test_support
