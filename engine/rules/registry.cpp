// The rule systems the engine knows, by id.
#include <stdexcept>

#include <fmt/format.h>

#include "engine/rules/ap/ap_ruleset.hpp"
#include "engine/rules/igor/igor_ruleset.hpp"
#include "engine/rules/jackson/jackson_ruleset.hpp"
#include "engine/rules/minicampaign/minicampaign_ruleset.hpp"
#include "engine/rules/north/north_ruleset.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson {

std::vector<std::string_view> ruleset_ids() { return {"igor", "minicampaign", "north", "ap", "jackson"}; }

std::unique_ptr<Ruleset> make_ruleset(std::string_view id) {
  if (id == "igor") return std::make_unique<igor::IgorRuleset>();
  if (id == "ap") return std::make_unique<ap::ApRuleset>();
  if (id == "jackson") return std::make_unique<jackson::JacksonRuleset>();
  if (id == "minicampaign") return std::make_unique<minicampaign::MinicampaignRuleset>();
  if (id == "north") return std::make_unique<north::NorthRuleset>();
  throw std::invalid_argument(fmt::format("unknown rule system '{}' (known: {})", id, fmt::join(ruleset_ids(), ", ")));
}

}  // namespace caisson
