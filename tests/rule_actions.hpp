#pragma once
// What a rule test does with an action: have it accepted and resolved, or read why it is refused;
// ports that resolve or refuse what a commander tries; and find a phase of the sequence of play
// by name (shared by the rule fixtures).
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"
#include "engine/play/controller.hpp"

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

// Resolves what a commander submits, as the driver would, and keeps it.
struct ResolvingPort final : caisson::ActionPort {
  caisson::Battle& b;
  std::vector<caisson::Action> submitted;
  explicit ResolvingPort(caisson::Battle& battle) : b(battle) {}
  caisson::Verdict submit(const caisson::Action& a) override {
    if (auto why = b.rules->check(b, a)) return {false, *why};
    b.rules->resolve(b, a);
    submitted.push_back(a);
    return {};
  }
  template <class T>
  int count() const {
    int n = 0;
    for (const caisson::Action& a : submitted) n += std::holds_alternative<T>(a);
    return n;
  }
};

// Refuses every attempt and keeps what a commander tried (all of one kind: moves, shots), so the
// whole ladder of its tries shows.
template <class Tried>
struct RefusingPort final : caisson::ActionPort {
  std::vector<Tried> tried;
  caisson::Verdict submit(const caisson::Action&) override { return {false, "refused"}; }
  caisson::Verdict attempt(const caisson::Battle&, const caisson::Action& a) override {
    tried.push_back(std::get<Tried>(a));
    return {false, "refused"};
  }
};

inline const caisson::PhaseSpec& phase_named(const caisson::Battle& b, std::string_view name) {
  if (const caisson::PhaseSpec* p = b.rules->sequence().player_phase(name)) return *p;
  if (const caisson::PhaseSpec* p = b.rules->sequence().together_phase(name)) return *p;
  FAIL("no phase named " << name);
  throw std::logic_error("unreachable");
}

}  // namespace test_support
