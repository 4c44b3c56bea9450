#include "engine/rules/refusal_reasons.hpp"

#include "engine/forces/unit.hpp"

namespace caisson {
namespace {

thread_local bool wanted = true;

}  // namespace

bool reasons_wanted() { return wanted; }

QuietReasons::QuietReasons() : was_(wanted) { wanted = false; }
QuietReasons::~QuietReasons() { wanted = was_; }

std::string RuleRefusal::operator()(const Unit& u, std::string_view verb, std::string_view why,
                                    std::string_view rule) const {
  return reason("{} cannot {}: {} ({}: {})", u.name, verb, why, rules, rule);
}

}  // namespace caisson
