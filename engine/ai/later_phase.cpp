#include "engine/ai/later_phase.hpp"

namespace caisson {
namespace {

// Puts the battle's phase back however the question ends.
struct PhaseRestorer {
  Battle& b;
  std::string_view was;
  ~PhaseRestorer() { b.phase = was; }
};

// Asks `visit` of each phase after the present one in which the same player acts and `kind` is
// allowed, until it says yes.
template <class Visit>
bool any_later_phase(const Battle& b, ActionKind kind, Visit visit) {
  const auto& turn = b.rules->sequence().player_turn;
  std::size_t now = 0;
  while (now < turn.size() && turn[now].name != b.phase) ++now;
  for (std::size_t i = now + 1; i < turn.size(); ++i)
    if (turn[i].actor == turn[now].actor && turn[i].allowed.has(kind) && visit(turn[i])) return true;
  return false;
}

}  // namespace

bool later_phase_allows(const Battle& b, ActionKind kind) {
  return any_later_phase(b, kind, [](const PhaseSpec&) { return true; });
}

bool legal_later(Battle& b, const Action& a) {
  const ActionKind kind = kind_of(a);
  PhaseRestorer restore{b, b.phase};
  return any_later_phase(b, kind, [&](const PhaseSpec& p) {
    b.phase = p.name;
    return b.advisor().may_act(b, b.unit(actor_of(a)), kind) && b.rules->allows(b, a);
  });
}

}  // namespace caisson
