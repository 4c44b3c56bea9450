#pragma once
// The answer `caisson odds RULES PROCEDURE --name value...` gives, asked of the engine directly:
// for the odds tests.
#include <initializer_list>
#include <utility>

#include <catch2/catch.hpp>

#include "engine/odds/chance.hpp"
#include "engine/rules/odds_registry.hpp"

namespace odds_test {

using Options = std::initializer_list<std::pair<const char*, const char*>>;

inline caisson::odds::OddsAnswer ask(const char* rules, const char* procedure, Options options = {},
                                     std::initializer_list<std::pair<const char*, double>> house_rules = {}) {
  const caisson::odds::OddsProcedure* p = caisson::find_odds_procedure(rules, procedure);
  REQUIRE(p != nullptr);
  caisson::odds::OddsQuery q(*p);
  for (const auto& [name, value] : options) q.set(name, value);
  for (const auto& [name, value] : house_rules) q.add_house_rule(name, value);
  return p->answer(q);
}

}  // namespace odds_test
