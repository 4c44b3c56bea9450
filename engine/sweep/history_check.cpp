#include "engine/sweep/history_check.hpp"

namespace caisson::sweep {

std::optional<HistoryCheck> check_history(const SweepStats& s) {
  if (!s.history()) return std::nullopt;
  const History& h = *s.history();
  HistoryCheck c;
  c.winner = h.winner;
  const std::uint64_t n = s.size();
  if (!h.winner.empty()) {
    if (h.winner == "draw") c.winner_count = s.draws();
    for (Side side = 0; side < 2; ++side)
      if (h.winner == s.sides()[side]) c.winner_count = s.wins()[side];
    c.winner_rate = n ? static_cast<double>(c.winner_count) / static_cast<double>(n) : 0;
    c.winner_interval = wilson(c.winner_count, n);
  }
  for (Side side = 0; side < 2; ++side) {
    if (h.casualties[side] < 0) continue;
    c.casualties[side] = h.casualties[side];
    c.casualty_percentile[side] = percentile_rank(s.stands_lost(side), h.casualties[side]);
  }
  for (Side side = 0; side < 2; ++side) {
    if (h.men[side] < 0 || !s.counts_men()) continue;
    c.men[side] = h.men[side];
    c.men_percentile[side] = percentile_rank(s.men_lost(side), h.men[side]);
  }
  return c;
}

}  // namespace caisson::sweep
