#pragma once
// A rule system's parameters for one odds question: the defaults it ships, with the question's
// house rules set by name (an unknown name throws UnknownRuleParameter, naming near misses).
#include "engine/odds/procedure.hpp"

namespace caisson {

template <class Parameters>
Parameters parameters_for(const odds::OddsQuery& q) {
  Parameters p;
  for (const odds::HouseRule& r : q.house_rules()) p.set(r.name, r.value);
  return p;
}

}  // namespace caisson
