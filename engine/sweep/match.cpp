#include "engine/sweep/match.hpp"

#include <fmt/format.h>

namespace caisson::sweep {
namespace {

enum class GameFor { a, b, neither };

GameFor game_for(const BattleRow& row, Side a_side) {
  if (row.winner < 0) return GameFor::neither;
  return row.winner == a_side ? GameFor::a : GameFor::b;
}

void add_game(MatchRecord& r, const BattleRow& row, Side a_side) {
  ++r.games;
  switch (game_for(row, a_side)) {
    case GameFor::a: ++r.a_wins; break;
    case GameFor::b: ++r.b_wins; break;
    case GameFor::neither: ++r.draws; break;
  }
  r.a_stands_lost += row.stands_lost[a_side];
  r.b_stands_lost += row.stands_lost[1 - a_side];
  r.a_men_lost += row.men_lost[a_side];
  r.b_men_lost += row.men_lost[1 - a_side];
}

double match_mean_per_game(std::int64_t total, std::uint64_t games) {
  return games ? static_cast<double>(total) / static_cast<double>(games) : 0;
}

void add_pair(MatchPairs& p, GameFor first, GameFor second) {
  if (first == GameFor::neither || second == GameFor::neither) ++p.with_draw;
  else if (first != second) ++p.split;
  else if (first == GameFor::a) ++p.a_both;
  else ++p.b_both;
}

void check_halves(const SweepStats& a_first, const SweepStats& b_first) {
  if (a_first.battle() != b_first.battle() || a_first.sides() != b_first.sides())
    throw MatchError(fmt::format("the halves of a match are of different battles: \"{}\" and \"{}\"", a_first.battle(),
                                 b_first.battle()));
  const auto& ab = a_first.commanders();
  const auto& ba = b_first.commanders();
  if (ab[0] != ba[1] || ab[1] != ba[0])
    throw MatchError(fmt::format("the halves of a match do not swap sides: {} / {} and {} / {}", ab[0], ab[1], ba[0], ba[1]));
  if (a_first.size() != b_first.size())
    throw MatchError(fmt::format("the halves of a match played {} and {} games", a_first.size(), b_first.size()));
}

nlohmann::json record_json(const MatchRecord& r) {
  const Interval ci = r.a_share_interval();
  return {{"games", r.games},          {"decided", r.decided()},         {"a_wins", r.a_wins},
          {"b_wins", r.b_wins},        {"draws", r.draws},               {"a_share", r.a_share()},
          {"a_share_low", ci.low},     {"a_share_high", ci.high},        {"a_stands_lost", r.mean_a_lost()},
          {"b_stands_lost", r.mean_b_lost()}, {"a_men_lost", r.mean_a_men_lost()}, {"b_men_lost", r.mean_b_men_lost()}};
}

}  // namespace

double MatchRecord::a_share() const {
  return decided() ? static_cast<double>(a_wins) / static_cast<double>(decided()) : 0.5;
}

Interval MatchRecord::a_share_interval() const { return wilson(a_wins, decided()); }

double MatchRecord::mean_a_lost() const { return match_mean_per_game(a_stands_lost, games); }
double MatchRecord::mean_b_lost() const { return match_mean_per_game(b_stands_lost, games); }
double MatchRecord::mean_a_men_lost() const { return match_mean_per_game(a_men_lost, games); }
double MatchRecord::mean_b_men_lost() const { return match_mean_per_game(b_men_lost, games); }

double MatchTally::mean_side_men_lost(Side s) const { return match_mean_per_game(side_men_lost[s], all.games); }

MatchTally tally_match(const SweepStats& a_first, const SweepStats& b_first) {
  check_halves(a_first, b_first);
  MatchTally t;
  t.battle = a_first.battle();
  t.sides = a_first.sides();
  t.a = a_first.commanders()[0];
  t.b = a_first.commanders()[1];
  const auto& first = a_first.rows();
  const auto& second = b_first.rows();
  for (std::size_t i = 0; i < first.size(); ++i) {
    if (first[i].seed != second[i].seed)
      throw MatchError(fmt::format("the halves of a match played different seeds ({} and {})", first[i].seed, second[i].seed));
    for (auto [row, a_side] : {std::pair{&first[i], Side{0}}, std::pair{&second[i], Side{1}}}) {
      add_game(t.all, *row, a_side);
      add_game(t.a_on_side[a_side], *row, a_side);
      for (Side s : {Side{0}, Side{1}}) t.side_men_lost[s] += row->men_lost[s];
    }
    add_pair(t.pairs, game_for(first[i], 0), game_for(second[i], 1));
  }
  return t;
}

nlohmann::json to_json(const MatchTally& t) {
  nlohmann::json j = record_json(t.all);
  j["battle"] = t.battle;
  j["sides"] = {t.sides[0], t.sides[1]};
  j["a"] = t.a;
  j["b"] = t.b;
  j["men_lost"] = {{t.sides[0], t.mean_side_men_lost(0)}, {t.sides[1], t.mean_side_men_lost(1)}};
  j["pairs"] = {{"a_both", t.pairs.a_both}, {"b_both", t.pairs.b_both}, {"split", t.pairs.split},
                {"with_draw", t.pairs.with_draw}};
  auto& by_side = j["a_on_side"] = nlohmann::json::array();
  for (Side s : {Side{0}, Side{1}}) {
    nlohmann::json r = record_json(t.a_on_side[s]);
    r["side"] = t.sides[s];
    by_side.push_back(std::move(r));
  }
  return j;
}

}  // namespace caisson::sweep
