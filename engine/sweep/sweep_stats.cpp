#include "engine/sweep/sweep_stats.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace caisson::sweep {
namespace {

void insert_row(std::vector<BattleRow>& rows, const BattleRow& row) {
  if (rows.empty() || rows.back().seed < row.seed) {  // the usual case: seeds come in order
    rows.push_back(row);
    return;
  }
  auto at = std::lower_bound(rows.begin(), rows.end(), row.seed,
                             [](const BattleRow& r, std::uint64_t seed) { return r.seed < seed; });
  if (at != rows.end() && at->seed == row.seed) throw MergeError(fmt::format("seed {} was played twice", row.seed));
  rows.insert(at, row);
}

template <class T, class Key>
T& slot_named(std::vector<T>& items, Key T::*key, const std::string& name) {
  for (auto& item : items)
    if (item.*key == name) return item;
  T fresh{};
  fresh.*key = name;
  return items.emplace_back(std::move(fresh));
}

}  // namespace

SweepStats::SweepStats(const Scenario& s, CommanderNames commanders)
    : battle_(s.title), sides_(s.side_names), commanders_(std::move(commanders)), history_(s.history) {
  if (s.events) {
    for (const auto& e : s.events->entries) {
      std::string title = e.title.empty() ? fmt::format("{}-{}", e.low, e.high) : e.title;
      auto& slot = slot_named(events_, &EventCount::title, title);
      event_slot_.push_back(static_cast<int>(&slot - events_.data()));
    }
  }
  for (const auto& r : s.reinforcements) slot_named(arrivals_, &ArrivalCount::brigade, s.oob.node(r.formation).name);
}

void SweepStats::add(std::uint64_t seed, const Result& r, std::span<const int> fired_by_entry,
                     std::span<const int> arrived_on) {
  BattleRow row;
  row.seed = seed;
  row.winner = static_cast<std::int8_t>(r.outcome.winner);
  row.level = r.outcome.winner < 0 ? VictoryLevel::draw : r.outcome.level;
  row.turn = static_cast<std::int16_t>(r.outcome.turn);
  row.stands_lost = {r.stands_lost[0], r.stands_lost[1]};
  row.men_lost = {r.men_lost[0], r.men_lost[1]};
  insert_row(rows_, row);
  if (!asked_.contains(seed)) asked_.add({seed, seed + 1});  // what was played was asked for, if nobody said
  ++conditions_[r.outcome.condition];
  // Entries that share a title count as one result; a battle counts once per result.
  std::array<bool, 64> seen_small{};
  std::vector<bool> seen_large;
  if (events_.size() > seen_small.size()) seen_large.assign(events_.size(), false);
  for (std::size_t i = 0; i < fired_by_entry.size() && i < event_slot_.size(); ++i) {
    if (fired_by_entry[i] == 0) continue;
    auto slot = static_cast<std::size_t>(event_slot_[i]);
    EventCount& e = events_[slot];
    e.fired += static_cast<std::uint64_t>(fired_by_entry[i]);
    bool seen = seen_large.empty() ? seen_small[slot] : static_cast<bool>(seen_large[slot]);
    if (!seen) ++e.battles;
    if (seen_large.empty()) seen_small[slot] = true; else seen_large[slot] = true;
  }
  for (std::size_t i = 0; i < arrived_on.size() && i < arrivals_.size(); ++i) {
    if (arrived_on[i] > 0) ++arrivals_[i].on_turn[arrived_on[i]];
    else ++arrivals_[i].never;
  }
}

void SweepStats::merge(const SweepStats& other) {
  if (other.rows_.empty() && other.battle_.empty()) return;
  if (battle_.empty() && rows_.empty()) {
    std::vector<int> slots = std::move(event_slot_);
    *this = other;
    if (!slots.empty()) event_slot_ = std::move(slots);
    return;
  }
  if (other.battle_ != battle_)
    throw MergeError(fmt::format("these are sweeps of different battles: \"{}\" and \"{}\"", battle_, other.battle_));
  if (other.sides_ != sides_)
    throw MergeError(fmt::format("the sweeps name different sides: {} / {} and {} / {}", sides_[0], sides_[1],
                                 other.sides_[0], other.sides_[1]));
  if (other.commanders_ != commanders_)
    throw MergeError(fmt::format("the sweeps were played by different commanders: {} {} / {} {} and {} {} / {} {}", sides_[0],
                                 commanders_[0], sides_[1], commanders_[1], sides_[0], other.commanders_[0], sides_[1],
                                 other.commanders_[1]));
  if (auto conflict = origin_conflict(origin_, other.origin_)) throw MergeError(*conflict);
  // A sweep with no battles yet takes the other's way of counting; two with battles must agree.
  if (other.counts_men_ != counts_men_ && !other.rows_.empty()) {
    if (!rows_.empty())
      throw MergeError("one sweep counted losses in men and the other did not (it was written by an older caisson, "
                       "sweep format 3 or before): play its seeds again");
    counts_men_ = other.counts_men_;
  }
  // The union of two ascending seed lists; a seed in both is an overlap.
  std::vector<BattleRow> all;
  all.reserve(rows_.size() + other.rows_.size());
  auto a = rows_.cbegin();
  auto b = other.rows_.cbegin();
  while (a != rows_.cend() || b != other.rows_.cend()) {
    if (b == other.rows_.end() || (a != rows_.end() && a->seed < b->seed)) {
      all.push_back(*a++);
    } else if (a == rows_.end() || b->seed < a->seed) {
      all.push_back(*b++);
    } else {
      throw MergeError(fmt::format("the sweeps overlap: seed {} was played in both", a->seed));
    }
  }
  rows_ = std::move(all);
  asked_.add(other.asked_);
  for (const auto& [condition, n] : other.conditions_) conditions_[condition] += n;
  for (const auto& e : other.events_) {
    EventCount& mine = slot_named(events_, &EventCount::title, e.title);
    mine.fired += e.fired;
    mine.battles += e.battles;
  }
  for (const auto& r : other.arrivals_) {
    ArrivalCount& mine = slot_named(arrivals_, &ArrivalCount::brigade, r.brigade);
    for (const auto& [turn, n] : r.on_turn) mine.on_turn[turn] += n;
    mine.never += r.never;
  }
  if (!history_) history_ = other.history_;
}

std::vector<std::pair<std::uint64_t, std::uint64_t>> SweepStats::seed_ranges() const {
  std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
  for (const auto& row : rows_) {
    if (!ranges.empty() && ranges.back().second + 1 == row.seed) ranges.back().second = row.seed;
    else ranges.emplace_back(row.seed, row.seed);
  }
  return ranges;
}

SeedSet SweepStats::played() const {
  SeedSet seeds;
  for (auto [first, last] : seed_ranges()) seeds.add({first, last + 1});
  return seeds;
}

std::array<std::uint64_t, 2> SweepStats::wins() const {
  std::array<std::uint64_t, 2> w{};
  for (const auto& row : rows_)
    if (row.winner >= 0) ++w[static_cast<std::size_t>(row.winner)];
  return w;
}

std::uint64_t SweepStats::draws() const {
  return static_cast<std::uint64_t>(std::count_if(rows_.begin(), rows_.end(), [](const BattleRow& r) { return r.winner < 0; }));
}

std::map<std::pair<int, VictoryLevel>, std::uint64_t> SweepStats::levels() const {
  std::map<std::pair<int, VictoryLevel>, std::uint64_t> by;
  for (const auto& row : rows_) ++by[{row.winner, row.level}];
  return by;
}

std::map<int, std::uint64_t> SweepStats::turn_decided() const {
  std::map<int, std::uint64_t> by;
  for (const auto& row : rows_) ++by[row.turn];
  return by;
}

namespace {

// One side's figure from every battle, ascending.
std::vector<int> sorted_by_battle(const std::vector<BattleRow>& rows, std::array<std::int32_t, 2> BattleRow::*field, Side s) {
  std::vector<int> v;
  v.reserve(rows.size());
  for (const auto& row : rows) v.push_back((row.*field)[s]);
  std::sort(v.begin(), v.end());
  return v;
}

double mean_by_battle(const std::vector<BattleRow>& rows, std::array<std::int32_t, 2> BattleRow::*field, Side s) {
  if (rows.empty()) return 0;
  std::int64_t sum = 0;  // exact, whatever the order of merging
  for (const auto& row : rows) sum += (row.*field)[s];
  return static_cast<double>(sum) / static_cast<double>(rows.size());
}

}  // namespace

std::vector<int> SweepStats::stands_lost(Side s) const { return sorted_by_battle(rows_, &BattleRow::stands_lost, s); }

double SweepStats::mean_stands_lost(Side s) const { return mean_by_battle(rows_, &BattleRow::stands_lost, s); }

std::vector<int> SweepStats::men_lost(Side s) const { return sorted_by_battle(rows_, &BattleRow::men_lost, s); }

double SweepStats::mean_men_lost(Side s) const { return mean_by_battle(rows_, &BattleRow::men_lost, s); }

SweepStats SweepStats::from_parts(Parts p) {
  SweepStats s;
  s.battle_ = std::move(p.battle);
  s.sides_ = std::move(p.sides);
  s.commanders_ = std::move(p.commanders);
  s.origin_ = std::move(p.origin);
  s.asked_ = std::move(p.asked);
  s.history_ = std::move(p.history);
  s.counts_men_ = p.counts_men;
  std::sort(p.rows.begin(), p.rows.end(), [](const BattleRow& a, const BattleRow& b) { return a.seed < b.seed; });
  for (std::size_t i = 1; i < p.rows.size(); ++i)
    if (p.rows[i].seed == p.rows[i - 1].seed) throw MergeError(fmt::format("seed {} appears twice", p.rows[i].seed));
  s.rows_ = std::move(p.rows);
  s.conditions_ = std::move(p.conditions);
  s.events_ = std::move(p.events);
  s.arrivals_ = std::move(p.arrivals);
  return s;
}

bool operator==(const SweepStats& a, const SweepStats& b) {
  auto same_history = [](const std::optional<History>& x, const std::optional<History>& y) {
    if (x.has_value() != y.has_value()) return false;
    return !x || (x->winner == y->winner && x->casualties == y->casualties && x->men == y->men);
  };
  return a.battle_ == b.battle_ && a.sides_ == b.sides_ && a.commanders_ == b.commanders_ && a.origin_ == b.origin_ &&
         a.asked_ == b.asked_ && same_history(a.history_, b.history_) && a.counts_men_ == b.counts_men_ && a.rows_ == b.rows_ &&
         a.conditions_ == b.conditions_ && a.events_ == b.events_ && a.arrivals_ == b.arrivals_;
}

}  // namespace caisson::sweep
