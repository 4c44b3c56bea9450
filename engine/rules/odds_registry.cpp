#include "engine/rules/odds_registry.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "engine/rules/ap/odds.hpp"
#include "engine/rules/igor/odds.hpp"
#include "engine/rules/jackson/odds.hpp"
#include "engine/rules/minicampaign/odds.hpp"
#include "engine/rules/north/odds.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson {

std::span<const odds::OddsProcedure> odds_procedures(std::string_view ruleset) {
  if (ruleset == "igor") return igor::odds_procedures();
  if (ruleset == "minicampaign") return minicampaign::odds_procedures();
  if (ruleset == "north") return north::odds_procedures();
  if (ruleset == "ap") return ap::odds_procedures();
  if (ruleset == "jackson") return jackson::odds_procedures();
  throw std::invalid_argument(fmt::format("unknown rule system '{}' (known: {})", ruleset, fmt::join(ruleset_ids(), ", ")));
}

const odds::OddsProcedure* find_odds_procedure(std::string_view ruleset, std::string_view name) {
  for (const odds::OddsProcedure& p : odds_procedures(ruleset))
    if (p.name() == name) return &p;
  return nullptr;
}

}  // namespace caisson
