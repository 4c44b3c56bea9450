#include "engine/play/controller.hpp"

#include "engine/play/battle.hpp"

namespace caisson {

Verdict ActionPort::attempt(const Battle& b, const Action& a) {
  if (auto why = b.rules->check(b, a)) return Verdict{false, std::move(*why)};
  return submit(a);
}

std::optional<std::string> ActionPort::why_not(const Battle& b, const Action& a) { return b.rules->check(b, a); }

bool ActionPort::allows(const Battle& b, const Action& a) { return b.rules->allows(b, a); }

}  // namespace caisson
