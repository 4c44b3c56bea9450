#include "engine/rules/refusal_reasons.hpp"

namespace caisson {
namespace {

thread_local bool wanted = true;

}  // namespace

bool reasons_wanted() { return wanted; }

QuietReasons::QuietReasons() : was_(wanted) { wanted = false; }
QuietReasons::~QuietReasons() { wanted = was_; }

}  // namespace caisson
