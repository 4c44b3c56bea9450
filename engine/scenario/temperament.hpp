#pragma once
// A commander's character, as the battle file gives it (per side, and optionally per brigade):
// how readily the built-in brigade commander goes in (aggression) and how soon it draws back
// (caution). Both run from 0 to 1; 0.5 is the commander docs/controllers.md describes.
#include <map>
#include <optional>

#include "engine/forces/unit.hpp"

namespace caisson {

struct Temperament {
  double aggression = 0.5;
  double caution = 0.5;
};

struct Temperaments {
  std::array<Temperament, 2> sides{};
  std::map<FormationId, Temperament> brigades;  // a brigade's own, where the file gives one

  const Temperament& of(Side side, FormationId brigade) const {
    auto it = brigades.find(brigade);
    return it != brigades.end() ? it->second : sides[side];
  }
};

// A temperament a built-in commander is given by name ("brigade:aggression=0.8"): what it gives
// replaces the battle file's, for every brigade of the side it commands; what it leaves out stays
// as the file has it.
struct TemperamentOverride {
  std::optional<double> aggression, caution;

  bool empty() const { return !aggression && !caution; }
  Temperament applied_to(Temperament t) const {
    if (aggression) t.aggression = *aggression;
    if (caution) t.caution = *caution;
    return t;
  }
};

}  // namespace caisson
