#include "engine/play/victory.hpp"

#include <fmt/format.h>

namespace caisson {
namespace {

bool has_army(const Battle& b, Side s) {
  for (const auto& u : b.units)
    if (u.side == s && (u.status == UnitStatus::waiting || (u.present() && !u.routing))) return true;
  return false;
}

std::optional<Outcome> no_army_left(const Battle& b) {
  for (Side s : {Side{0}, Side{1}})
    if (!has_army(b, s))
      return Outcome{other(s), VictoryLevel::decisive, fmt::format("{} has no formed troops left on the field", b.side_name(s)), 0};
  return std::nullopt;
}

// The side (if exactly one) for which `fails` holds; both failing together is a draw.
template <typename F>
std::optional<Outcome> one_side_fails(const Battle& b, F fails, std::string_view what) {
  bool f0 = fails(Side{0}), f1 = fails(Side{1});
  if (!f0 && !f1) return std::nullopt;
  if (f0 && f1) return Outcome{-1, VictoryLevel::draw, fmt::format("both armies: {}", what), 0};
  Side loser = f0 ? Side{0} : Side{1};
  return Outcome{other(loser), VictoryLevel::substantial, fmt::format("{}: {}", b.side_name(loser), what), 0};
}

std::optional<Outcome> effectiveness_test(const Battle& b, double below) {
  return one_side_fails(
      b, [&](Side s) { return army_effectiveness(b, s) < below; },
      fmt::format("army effectiveness below {}%", below));
}

std::optional<Outcome> casualty_test(const Battle& b, double above) {
  return one_side_fails(
      b, [&](Side s) { return casualty_percent(b, s) > above; }, fmt::format("casualties above {}%", above));
}

Outcome by_objectives(const Battle& b, std::string_view when) {
  auto points = objective_points(b);
  if (points[0] == points[1])
    return {-1, VictoryLevel::draw, fmt::format("{}: objectives {}-{}", when, points[0], points[1]), 0};
  Side w = points[0] > points[1] ? Side{0} : Side{1};
  return {w, VictoryLevel::marginal,
          fmt::format("{}: {} holds {} objective points to {}", when, b.side_name(w), points[w], points[other(w)]), 0};
}

// The clock loses a roll at the end of every turn: true when it has run out.
bool countdown_tick(Battle& b, const VictoryTerms::Countdown& c) {
  int roll = b.dice.roll(c.die, "countdown clock");
  b.countdown = std::max(0, b.countdown - roll);
  b.emit(CountdownTicked{roll, b.countdown});
  return b.countdown == 0;
}

// At zero the battle ends: won by the side the clock favours, or by the objectives.
Outcome clock_ran_out(const Battle& b, const VictoryTerms::Countdown& c) {
  if (c.winner)
    return Outcome{*c.winner, VictoryLevel::marginal,
                   fmt::format("the countdown clock ran out: {} held on", b.side_name(*c.winner)), 0};
  return by_objectives(b, "the countdown clock ran out");
}

// `clock_out`: the countdown ticked to zero this turn.
std::optional<Outcome> terms_decide(Battle& b, bool clock_out) {
  const VictoryTerms& t = b.scenario->victory;
  if (auto o = no_army_left(b)) return o;
  if (t.effectiveness_below)
    if (auto o = effectiveness_test(b, *t.effectiveness_below)) return o;
  if (t.casualties_above)
    if (auto o = casualty_test(b, *t.casualties_above)) return o;
  if (t.countdown && clock_out) return clock_ran_out(b, *t.countdown);
  if (t.objectives_turn > 0 && b.turn == t.objectives_turn && b.turn < b.scenario->turns) {
    Outcome o = by_objectives(b, fmt::format("objectives at the end of turn {}", b.turn));
    if (o.winner >= 0) return o;  // level: play on to the turn limit
  }
  if (b.turn >= b.scenario->turns) return by_objectives(b, "turn limit");
  return std::nullopt;
}

}  // namespace

std::array<int, 2> objective_points(const Battle& b) {
  std::array<int, 2> points{};
  const auto& objectives = b.field().objectives();
  for (std::size_t i = 0; i < objectives.size(); ++i)
    if (auto holder = b.holder_of(static_cast<int>(i))) points[*holder] += objectives[i].points;
  return points;
}

double army_effectiveness(const Battle& b, Side s) {
  int came = 0, fresh = 0;
  for (const auto& u : b.units) {
    if (u.side != s || u.status == UnitStatus::waiting) continue;
    ++came;
    fresh += u.present() && !u.routing && u.stands == u.stands_at_start;
  }
  return came == 0 ? 100.0 : 100.0 * fresh / came;
}

double casualty_percent(const Battle& b, Side s) {
  int brought = 0;
  for (const auto& u : b.units)
    if (u.side == s && u.status != UnitStatus::waiting) brought += u.stands_at_start;
  return brought == 0 ? 0.0 : 100.0 * b.losses_in_stands(s) / brought;
}

VictoryLevel degree_of_defeat(const Battle& b, Side winner, double step) {
  double excess = casualty_percent(b, other(winner)) - casualty_percent(b, winner);
  if (excess < step) return VictoryLevel::marginal;  // a winner who lost as much or more: a useless victory
  return excess < 2 * step ? VictoryLevel::substantial : VictoryLevel::decisive;
}

void decide_victory(Battle& b) {
  // The clock first, so a victory function sees it run out (b.countdown 0) and may decide the day.
  const bool clock_out = b.scenario->victory.countdown && countdown_tick(b, *b.scenario->victory.countdown);
  if (b.scenario->hooks.victory) {
    if (auto o = b.scenario->hooks.victory(b)) {
      b.end(std::move(*o));
      return;
    }
  }
  auto o = terms_decide(b, clock_out);
  if (!o) return;
  const VictoryTerms& t = b.scenario->victory;
  if (t.degree_of_defeat && o->winner >= 0) {
    Side w = static_cast<Side>(o->winner);
    o->level = degree_of_defeat(b, w, t.degree_step);
    if (casualty_percent(b, w) >= casualty_percent(b, other(w))) o->condition += " (a useless victory)";
  }
  b.end(std::move(*o));
}

}  // namespace caisson
