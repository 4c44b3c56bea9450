#pragma once
// What a sweep learns from many playings of one battle, kept so that two sweeps merge exactly:
// one compact row per battle, keyed by seed (so percentiles and histograms of the union are
// those of one sweep over the union), plus counts that merge by addition (conditions, event
// results, arrival turns). Memory grows by one 32-byte row per battle and nothing else.
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/ai/army_command.hpp"
#include "engine/play/result.hpp"
#include "engine/scenario/scenario.hpp"
#include "engine/sweep/seed_set.hpp"
#include "engine/sweep/shard_origin.hpp"

namespace caisson::sweep {

// One battle of the sweep.
struct BattleRow {
  std::uint64_t seed = 0;
  std::int8_t winner = -1;  // a Side, -1 for a draw
  VictoryLevel level = VictoryLevel::draw;
  std::int16_t turn = 0;    // the turn it was decided
  std::array<std::int32_t, 2> stands_lost{};
  std::array<std::int32_t, 2> men_lost{};  // engine/play/men_lost.hpp; 0 in a shard that did not count them

  friend bool operator==(const BattleRow&, const BattleRow&) = default;
};

// How often one event-table result fired: in total, and in how many battles at least once.
struct EventCount {
  std::string title;
  std::uint64_t fired = 0;
  std::uint64_t battles = 0;
  friend bool operator==(const EventCount&, const EventCount&) = default;
};

// When one reinforcement arrived: battles per arrival turn, and battles it never came.
struct ArrivalCount {
  std::string brigade;
  std::map<int, std::uint64_t> on_turn;
  std::uint64_t never = 0;
  friend bool operator==(const ArrivalCount&, const ArrivalCount&) = default;
};

// Refused by merge: shards of different battles, commanders or origins, or shards that played the
// same seed twice.
struct MergeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class SweepStats {
 public:
  // 1: the first format; 2: the built-in commander of each side is recorded; 3: the shard's
  // origin (caisson version, battle text, rules) and the seeds it was asked to play; 4: each
  // battle's losses in men, and history's in men.
  static constexpr int kFormatVersion = 4;

  SweepStats() = default;
  // Names the scenario's event results and reinforcements, in the file's order, so that adding
  // a battle is indexed counting, with no strings. `commanders`: the built-in commander of each
  // side in every battle of the sweep (sweep::play_into plays them).
  explicit SweepStats(const Scenario& s, CommanderNames commanders = default_commanders());

  // Adds one finished battle: its result, the event-table entries that fired (per entry of the
  // scenario's table, times fired in this battle) and its reinforcements' arrival turns
  // (b.arrived_on: 0 when it never came). A seed already present is a MergeError.
  void add(std::uint64_t seed, const Result& r, std::span<const int> fired_by_entry, std::span<const int> arrived_on);

  // Adds another sweep of the same battle; the result equals one sweep over the union of
  // seeds, asked for the union of what each was asked. Throws MergeError for another battle,
  // other commanders, another origin, a seed played in both, or one sweep counting losses in
  // men and the other not.
  void merge(const SweepStats& other);

  // --- where it came from, and what it was asked to play (set by whoever starts the sweep; a
  // battle added outside what was asked widens it, so the seeds asked always hold those played)
  void set_origin(ShardOrigin origin) { origin_ = std::move(origin); }
  const ShardOrigin& origin() const { return origin_; }
  void set_asked(SeedSet seeds) { asked_ = std::move(seeds); }
  const SeedSet& asked() const { return asked_; }
  SeedSet played() const;
  SeedSet missing() const { return asked_.minus(played()); }  // asked for, not (yet) played

  // --- what was played
  const std::string& battle() const { return battle_; }
  const std::array<std::string, 2>& sides() const { return sides_; }
  const CommanderNames& commanders() const { return commanders_; }
  const std::optional<History>& history() const { return history_; }
  const std::vector<BattleRow>& rows() const { return rows_; }  // ascending seed
  std::size_t size() const { return rows_.size(); }
  bool empty() const { return rows_.empty(); }
  // Contiguous runs of seeds played, [first, last] inclusive, for the report.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> seed_ranges() const;

  // --- what it learned
  std::array<std::uint64_t, 2> wins() const;
  std::uint64_t draws() const;
  // Battles per (winner, level); winner -1 is a draw.
  std::map<std::pair<int, VictoryLevel>, std::uint64_t> levels() const;
  const std::map<std::string, std::uint64_t>& conditions() const { return conditions_; }
  std::map<int, std::uint64_t> turn_decided() const;
  std::vector<int> stands_lost(Side s) const;  // ascending: one value per battle
  double mean_stands_lost(Side s) const;
  // Losses in men, as stands_lost: counts_men() is false for a shard an older caisson wrote
  // (sweep format 3 or before), which did not count them.
  bool counts_men() const { return counts_men_; }
  std::vector<int> men_lost(Side s) const;
  double mean_men_lost(Side s) const;
  const std::vector<EventCount>& events() const { return events_; }
  const std::vector<ArrivalCount>& arrivals() const { return arrivals_; }

  // For the JSON reader (stats_json.cpp): everything, as stored.
  struct Parts {
    std::string battle;
    std::array<std::string, 2> sides;
    CommanderNames commanders = default_commanders();
    ShardOrigin origin;
    SeedSet asked;
    std::optional<History> history;
    bool counts_men = true;
    std::vector<BattleRow> rows;
    std::map<std::string, std::uint64_t> conditions;
    std::vector<EventCount> events;
    std::vector<ArrivalCount> arrivals;
  };
  static SweepStats from_parts(Parts p);  // throws MergeError for a repeated seed

  friend bool operator==(const SweepStats& a, const SweepStats& b);

 private:
  std::string battle_;
  std::array<std::string, 2> sides_{"USA", "CSA"};
  CommanderNames commanders_ = default_commanders();
  ShardOrigin origin_;
  SeedSet asked_;
  std::optional<History> history_;
  bool counts_men_ = true;
  std::vector<BattleRow> rows_;  // ascending seed, each seed once
  std::map<std::string, std::uint64_t> conditions_;
  std::vector<EventCount> events_;
  std::vector<int> event_slot_;  // per entry of the scenario's table: index in events_
  std::vector<ArrivalCount> arrivals_;
};

}  // namespace caisson::sweep
