#include "engine/ai/later_phase.hpp"

namespace caisson {
namespace {

// Puts the battle's phase back however the question ends.
struct PhaseRestorer {
  Battle& b;
  std::string_view was;
  ~PhaseRestorer() { b.phase = was; }
};

}  // namespace

bool legal_later(Battle& b, const Action& a) {
  const auto& turn = b.rules->sequence().player_turn;
  const ActionKind kind = kind_of(a);
  std::size_t now = 0;
  while (now < turn.size() && turn[now].name != b.phase) ++now;
  if (now == turn.size()) return false;
  PhaseRestorer restore{b, b.phase};
  for (std::size_t i = now + 1; i < turn.size(); ++i) {
    if (turn[i].actor != turn[now].actor || !turn[i].allowed.has(kind)) continue;
    b.phase = turn[i].name;
    if (b.rules->may_act(b, b.unit(actor_of(a)), kind) && b.rules->allows(b, a)) return true;
  }
  return false;
}

}  // namespace caisson
