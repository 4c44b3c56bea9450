#include "cli/sweep_report.hpp"

#include <algorithm>
#include <string_view>

#include <fmt/format.h>

#include "cli/commander_choice.hpp"
#include "cli/shard_file.hpp"
#include "engine/sweep/history_check.hpp"
#include "engine/sweep/interval.hpp"
#include "engine/text/terminal_text.hpp"

namespace caisson::cli {
namespace {

using sweep::SweepStats;

std::string percent(double share) { return fmt::format("{:.1f}%", 100 * share); }

// Every name the report shows is the battle file's (its title, side names, conditions, event
// titles, brigades): shown with control characters escaped, never sent to the terminal.
std::string side_shown(const SweepStats& s, Side side) { return terminal_safe(s.sides()[side]); }

// Columns a UTF-8 text takes on a terminal: one a character, as fmt pads it (a title's curly
// quotes are three bytes and one column).
std::size_t columns_of(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

// The width of a table's first column: its widest label, and never narrower than `least`, so
// the figures after it line up under their headings whatever the battle file names.
template <class Range, class Label>
std::size_t label_width(std::size_t least, const Range& rows, Label label) {
  std::size_t width = least;
  for (const auto& row : rows) width = std::max(width, columns_of(label(row)));
  return width;
}

std::string bar(std::uint64_t n, std::uint64_t largest, int width = 40) {
  if (largest == 0) return {};
  auto filled = static_cast<std::size_t>((n * static_cast<std::uint64_t>(width) + largest - 1) / largest);
  return std::string(filled, '#');
}

std::string winner_name(const SweepStats& s, int winner) {
  return winner < 0 ? "draw" : s.sides()[static_cast<std::size_t>(winner)];
}

std::string seeds_text(const SweepStats& s) {
  auto ranges = s.seed_ranges();
  std::string text;
  for (std::size_t i = 0; i < ranges.size() && i < 4; ++i) {
    if (i) text += ", ";
    auto [a, b] = ranges[i];
    text += a == b ? fmt::format("{}", a) : fmt::format("{}..{}", a, b);
  }
  if (ranges.size() > 4) text += fmt::format(" and {} more ranges", ranges.size() - 4);
  return text;
}

void print_outcomes(std::FILE* out, const SweepStats& s) {
  const std::uint64_t n = s.size();
  auto wins = s.wins();
  fmt::print(out, "\nWinner          battles     rate   95% interval\n");
  for (Side side = 0; side < 2; ++side) {
    auto ci = sweep::wilson(wins[side], n);
    fmt::print(out, "  {:<12} {:>8}  {:>7}   {} – {}\n", side_shown(s, side), wins[side],
               percent(n ? double(wins[side]) / double(n) : 0), percent(ci.low), percent(ci.high));
  }
  auto ci = sweep::wilson(s.draws(), n);
  fmt::print(out, "  {:<12} {:>8}  {:>7}   {} – {}\n", "draw", s.draws(), percent(n ? double(s.draws()) / double(n) : 0),
             percent(ci.low), percent(ci.high));

  fmt::print(out, "\nVictory levels\n");
  const auto level_label = [&](const auto& row) {
    auto [winner, level] = row.first;
    return winner < 0 ? std::string("draw") : fmt::format("{} {}", terminal_safe(winner_name(s, winner)), name_of(level));
  };
  const std::size_t width = label_width(24, s.levels(), level_label);
  for (const auto& row : s.levels())
    fmt::print(out, "  {:<{}} {:>8}  {:>7}\n", level_label(row), width, row.second, percent(double(row.second) / double(n)));

  fmt::print(out, "\nDeciding conditions\n");
  std::vector<std::pair<std::uint64_t, std::string>> conditions;
  for (const auto& [text, count] : s.conditions()) conditions.emplace_back(count, text);
  std::stable_sort(conditions.begin(), conditions.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
  const std::size_t shown = std::min<std::size_t>(conditions.size(), 12);
  for (std::size_t i = 0; i < shown; ++i)
    fmt::print(out, "  {:>8}  {:>7}  {}\n", conditions[i].first, percent(double(conditions[i].first) / double(n)),
               conditions[i].second.empty() ? "(none given)" : terminal_safe(conditions[i].second));
  if (conditions.size() > shown) {
    std::uint64_t rest = 0;
    for (std::size_t i = shown; i < conditions.size(); ++i) rest += conditions[i].first;
    fmt::print(out, "  {:>8}  {:>7}  ({} other conditions)\n", rest, percent(double(rest) / double(n)), conditions.size() - shown);
  }
}

void print_casualties(std::FILE* out, const SweepStats& s) {
  fmt::print(out, "\n{:<26} {:>8} {:>8} {:>8} {:>8}\n", "Casualties (stands lost)", "mean", "p10", "median", "p90");
  for (Side side = 0; side < 2; ++side) {
    auto lost = s.stands_lost(side);
    fmt::print(out, "  {:<24} {:>8.2f} {:>8.1f} {:>8.1f} {:>8.1f}\n", side_shown(s, side), s.mean_stands_lost(side),
               sweep::percentile(lost, 10), sweep::percentile(lost, 50), sweep::percentile(lost, 90));
  }
}

// The same losses in men (engine/play/men_lost.hpp): whole men, so no decimals but the mean's.
void print_men_lost(std::FILE* out, const SweepStats& s) {
  if (!s.counts_men()) {
    fmt::print(out, "\nCasualties (men lost): not counted (a shard from an older caisson, sweep format 3 or before)\n");
    return;
  }
  fmt::print(out, "\n{:<26} {:>8} {:>8} {:>8} {:>8}\n", "Casualties (men lost)", "mean", "p10", "median", "p90");
  for (Side side = 0; side < 2; ++side) {
    auto lost = s.men_lost(side);
    fmt::print(out, "  {:<24} {:>8.0f} {:>8.0f} {:>8.0f} {:>8.0f}\n", side_shown(s, side), s.mean_men_lost(side),
               sweep::percentile(lost, 10), sweep::percentile(lost, 50), sweep::percentile(lost, 90));
  }
}

void print_turns(std::FILE* out, const SweepStats& s) {
  auto turns = s.turn_decided();
  std::uint64_t largest = 0;
  for (const auto& [turn, n] : turns) largest = std::max(largest, n);
  fmt::print(out, "\nTurn decided\n");
  for (const auto& [turn, n] : turns)
    fmt::print(out, "  turn {:>3} {:>8}  {:>7}  {}\n", turn, n, percent(double(n) / double(s.size())), bar(n, largest));
}

void print_events(std::FILE* out, const SweepStats& s) {
  if (s.events().empty()) return;
  const std::size_t width = label_width(24, s.events(), [](const auto& e) { return terminal_safe(e.title); });
  fmt::print(out, "\n{:<{}} {:>8} {:>11} {:>11}\n", "Event results", width + 2, "fired", "per battle", "in battles");
  for (const auto& e : s.events())
    fmt::print(out, "  {:<{}} {:>8} {:>11.2f} {:>11}\n", terminal_safe(e.title), width, e.fired, double(e.fired) / double(s.size()),
               percent(double(e.battles) / double(s.size())));
}

void print_arrivals(std::FILE* out, const SweepStats& s) {
  if (s.arrivals().empty()) return;
  fmt::print(out, "\nReinforcements (arrival turn: battles)\n");
  const std::size_t width = label_width(24, s.arrivals(), [](const auto& a) { return terminal_safe(a.brigade); });
  for (const auto& a : s.arrivals()) {
    std::uint64_t arrived = 0, sum = 0;
    std::string turns;
    for (const auto& [turn, n] : a.on_turn) {
      arrived += n;
      sum += n * static_cast<std::uint64_t>(turn);
      turns += fmt::format(" {}:{}", turn, n);
    }
    std::string mean = arrived ? fmt::format("mean turn {:.2f}", double(sum) / double(arrived)) : "never arrived";
    fmt::print(out, "  {:<{}} {}; never {} ({})\n   {}\n", terminal_safe(a.brigade), width, mean, a.never,
               percent(double(a.never) / double(std::max<std::uint64_t>(1, arrived + a.never))), turns);
  }
}

void print_history(std::FILE* out, const SweepStats& s) {
  auto h = sweep::check_history(s);
  if (!h) return;
  fmt::print(out, "\nAgainst history\n");
  if (!h->winner.empty()) {
    std::string what = h->winner == "draw" ? "a draw, as on the day" : fmt::format("won by {}, as on the day", terminal_safe(h->winner));
    fmt::print(out, "  {}: {} of {} battles, {} (95% {} – {})\n", what, h->winner_count, s.size(), percent(h->winner_rate),
               percent(h->winner_interval.low), percent(h->winner_interval.high));
  }
  for (Side side = 0; side < 2; ++side)
    if (h->men[side])
      fmt::print(out, "  {} lost {} men on the day: percentile {:.1f} of the simulated losses\n", side_shown(s, side),
                 *h->men[side], h->men_percentile[side]);
  for (Side side = 0; side < 2; ++side)
    if (h->casualties[side])
      fmt::print(out, "  {} lost {} stands on the day: percentile {:.1f} of the simulated losses\n", side_shown(s, side),
                 *h->casualties[side], h->casualty_percentile[side]);
}

}  // namespace

void print_sweep_report(std::FILE* out, const SweepStats& s, std::size_t planned) {
  fmt::print(out, "{}: {} battles", terminal_safe(s.battle()), s.size());
  if (planned > s.size()) fmt::print(out, " of {} asked for (interrupted)", planned);
  if (!s.empty()) fmt::print(out, ", seeds {}", seeds_text(s));
  fmt::print(out, "\n");
  if (!default_commanders_on_both(s.commanders()))
    fmt::print(out, "{}\n", terminal_safe(commanders_line(s.commanders(), s.sides())));
  if (s.empty()) return;
  print_outcomes(out, s);
  print_casualties(out, s);
  print_men_lost(out, s);
  print_turns(out, s);
  print_events(out, s);
  print_arrivals(out, s);
  print_history(out, s);
}

void write_sweep_csv(const std::string& path, const SweepStats& s) {
  // Stands lost, then men lost (empty for a shard that did not count them).
  std::string csv = fmt::format("seed,winner,level,turn,lost_{},lost_{},men_lost_{},men_lost_{}\n", s.sides()[0], s.sides()[1],
                                s.sides()[0], s.sides()[1]);
  auto men = [&](const sweep::BattleRow& r, Side side) { return s.counts_men() ? std::to_string(r.men_lost[side]) : std::string(); };
  for (const auto& r : s.rows())
    csv += fmt::format("{},{},{},{},{},{},{},{}\n", r.seed, winner_name(s, r.winner), name_of(r.level), r.turn, r.stands_lost[0],
                       r.stands_lost[1], men(r, 0), men(r, 1));
  write_file_atomically(path, csv, "--csv");
}

}  // namespace caisson::cli
