#include "cli/campaign_standing.hpp"

#include <map>

#include <fmt/format.h>

#include "engine/text/terminal_text.hpp"

namespace caisson::cli {
namespace {

// Every name a standing shows comes from the campaign's or a battle's file (titles, side names,
// unit names, notes): shown escaped, never sent to the terminal as control characters.
std::string winner_of(const BattleSummary& b) {
  return terminal_safe(b.outcome.winner < 0 ? "draw" : b.sides[static_cast<std::size_t>(b.outcome.winner)]);
}

// The men each side lost over the battles fought, keyed by side name (a campaign's battles may
// name their sides differently); and how many battles, fought before men were counted, it leaves out.
struct CampaignMenLost {
  std::map<std::string, long long> by_side;
  std::size_t uncounted = 0;
};

CampaignMenLost men_lost_in(const CampaignState& s) {
  CampaignMenLost total;
  for (const BattleSummary& b : s.fought) {
    if (!b.men_lost) {
      ++total.uncounted;
      continue;
    }
    for (std::size_t side = 0; side < 2; ++side) total.by_side[b.sides[side]] += (*b.men_lost)[side];
  }
  return total;
}

}  // namespace

std::string battle_result(const BattleSummary& b) {
  std::string line = fmt::format("{}: {} {} on turn {} (seed {}); losses {} {}, {} {}", terminal_safe(b.battle), winner_of(b),
                                 name_of(b.outcome.level), b.outcome.turn, b.seed, terminal_safe(b.sides[0]), b.stands_lost[0],
                                 terminal_safe(b.sides[1]), b.stands_lost[1]);
  if (b.men_lost)
    line += fmt::format("; men lost {} {}, {} {}", terminal_safe(b.sides[0]), (*b.men_lost)[0], terminal_safe(b.sides[1]),
                        (*b.men_lost)[1]);
  return line;
}

void print_standing(std::FILE* out, const Campaign&, const CampaignState& s, std::size_t notes_from, bool quiet) {
  fmt::print(out, "{}{}\n", quiet ? "" : "\n== Campaign: ", battle_result(s.fought.back()));
  for (std::size_t i = notes_from; i < s.notes.size(); ++i) fmt::print(out, "  » {}\n", terminal_safe(s.notes[i]));
  if (quiet) return;
  int destroyed = 0, fallen = 0;
  for (const auto& [name, u] : s.units) destroyed += u.destroyed;
  for (const auto& [name, g] : s.generals) fallen += g.fallen;
  fmt::print(out, "  units destroyed so far: {}; generals fallen: {}; next: {}\n", destroyed, fallen,
             s.next_battle.empty() ? "the campaign ends" : terminal_safe(s.next_battle));
}

void print_final_standing(std::FILE* out, const Campaign& c, const CampaignState& s, bool quiet) {
  fmt::print(out, "{}{} — {} battle{} fought\n", quiet ? "" : "\n======== ", terminal_safe(c.title), s.fought.size(),
             s.fought.size() == 1 ? "" : "s");
  std::map<std::string, int> wins;
  for (const auto& b : s.fought) ++wins[winner_of(b)];
  for (const auto& [side, n] : wins) fmt::print(out, "  {}: {}\n", side, n);
  const CampaignMenLost men = men_lost_in(s);
  if (!men.by_side.empty()) {
    std::string sides;
    for (const auto& [side, lost] : men.by_side) sides += fmt::format("{}{} {}", sides.empty() ? "" : ", ", terminal_safe(side), lost);
    fmt::print(out, "  Men lost: {}{}\n", sides,
               men.uncounted ? fmt::format(" (not counting {} battle{} saved before men were counted)", men.uncounted,
                                           men.uncounted == 1 ? "" : "s")
                             : "");
  }
  if (quiet) return;
  fmt::print(out, "  Regiments carried (stands lost, battles, quality):\n");
  for (const auto& [name, u] : s.units) {
    const std::string shown = terminal_safe(name);
    if (u.destroyed) fmt::print(out, "    {:<32} destroyed\n", shown);
    else if (u.stands_lost > 0) fmt::print(out, "    {:<32} -{} stands, {} battle{}{}\n", shown, u.stands_lost, u.battles,
                                           u.battles == 1 ? "" : "s", u.quality ? fmt::format(", {}", name_of(*u.quality)) : "");
  }
}

}  // namespace caisson::cli
