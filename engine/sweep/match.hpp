#pragma once
// A match between two built-in commanders, A and B, on one battle: every seed is played twice,
// once with A commanding side 0 and B side 1, once with the sides swapped, so neither commander
// gains from a side the battle favours. Games are counted from A's side.
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/sweep/interval.hpp"
#include "engine/sweep/sweep_stats.hpp"

namespace caisson::sweep {

// Games from A's point of view.
struct MatchRecord {
  std::uint64_t games = 0, a_wins = 0, b_wins = 0, draws = 0;
  std::int64_t a_stands_lost = 0, b_stands_lost = 0;  // totals over the games
  std::int64_t a_men_lost = 0, b_men_lost = 0;        // losses in men (engine/play/men_lost.hpp), totals

  std::uint64_t decided() const { return a_wins + b_wins; }
  // A's share of the decided games; 0.5 when none was decided (no evidence either way).
  double a_share() const;
  Interval a_share_interval() const;  // Wilson, 95%
  double mean_a_lost() const;         // stands per game
  double mean_b_lost() const;
  double mean_a_men_lost() const;     // men per game
  double mean_b_men_lost() const;
  friend bool operator==(const MatchRecord&, const MatchRecord&) = default;
};

// What became of each seed's two games.
struct MatchPairs {
  std::uint64_t a_both = 0;     // A won both games
  std::uint64_t b_both = 0;     // B won both
  std::uint64_t split = 0;      // each won one: the side, not the commander, decided
  std::uint64_t with_draw = 0;  // at least one game drawn
  friend bool operator==(const MatchPairs&, const MatchPairs&) = default;
};

struct MatchTally {
  std::string battle;
  std::array<std::string, 2> sides;
  std::string a, b;  // the commanders' names
  MatchRecord all;
  std::array<MatchRecord, 2> a_on_side;  // the games A commanded side 0, side 1
  MatchPairs pairs;
  // Men each side of the battle lost, over every game whoever commanded it: what the battle costs
  // each side when these two commanders fight it.
  std::array<std::int64_t, 2> side_men_lost{};
  double mean_side_men_lost(Side s) const;
};

// Not the two halves of one match: other battles, commanders not swapped, other seeds.
struct MatchError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// `a_first`: the sweep with A commanding side 0 and B side 1; `b_first`: the same seeds with the
// sides swapped. Throws MatchError when they are not that.
MatchTally tally_match(const SweepStats& a_first, const SweepStats& b_first);

// {"battle", "sides", "a", "b", "games", "decided", "a_wins", "b_wins", "draws", "a_share",
//  "a_share_low", "a_share_high", "a_stands_lost", "b_stands_lost", "a_men_lost", "b_men_lost"
//  (means), "men_lost": {side: mean men a game, ...}, "pairs": {...},
//  "a_on_side": [{"side", "games", ...the same figures but men_lost}, ...]}
nlohmann::json to_json(const MatchTally& t);

}  // namespace caisson::sweep
