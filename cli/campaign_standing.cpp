#include "cli/campaign_standing.hpp"

#include <fmt/format.h>

namespace caisson::cli {
namespace {

std::string winner_of(const BattleSummary& b) {
  return b.outcome.winner < 0 ? "draw" : b.sides[static_cast<std::size_t>(b.outcome.winner)];
}

}  // namespace

std::string battle_result(const BattleSummary& b) {
  return fmt::format("{}: {} {} on turn {} (seed {}); losses {} {}, {} {}", b.battle, winner_of(b), name_of(b.outcome.level),
                     b.outcome.turn, b.seed, b.sides[0], b.stands_lost[0], b.sides[1], b.stands_lost[1]);
}

void print_standing(std::FILE* out, const Campaign&, const CampaignState& s, std::size_t notes_from, bool quiet) {
  fmt::print(out, "{}{}\n", quiet ? "" : "\n== Campaign: ", battle_result(s.fought.back()));
  for (std::size_t i = notes_from; i < s.notes.size(); ++i) fmt::print(out, "  » {}\n", s.notes[i]);
  if (quiet) return;
  int destroyed = 0, fallen = 0;
  for (const auto& [name, u] : s.units) destroyed += u.destroyed;
  for (const auto& [name, g] : s.generals) fallen += g.fallen;
  fmt::print(out, "  units destroyed so far: {}; generals fallen: {}; next: {}\n", destroyed, fallen,
             s.next_battle.empty() ? "the campaign ends" : s.next_battle);
}

void print_final_standing(std::FILE* out, const Campaign& c, const CampaignState& s, bool quiet) {
  fmt::print(out, "{}{} — {} battle{} fought\n", quiet ? "" : "\n======== ", c.title, s.fought.size(),
             s.fought.size() == 1 ? "" : "s");
  std::map<std::string, int> wins;
  for (const auto& b : s.fought) ++wins[winner_of(b)];
  for (const auto& [side, n] : wins) fmt::print(out, "  {}: {}\n", side, n);
  if (quiet) return;
  fmt::print(out, "  Regiments carried (stands lost, battles, quality):\n");
  for (const auto& [name, u] : s.units) {
    if (u.destroyed) fmt::print(out, "    {:<32} destroyed\n", name);
    else if (u.stands_lost > 0) fmt::print(out, "    {:<32} -{} stands, {} battle{}{}\n", name, u.stands_lost, u.battles,
                                           u.battles == 1 ? "" : "s", u.quality ? fmt::format(", {}", name_of(*u.quality)) : "");
  }
}

}  // namespace caisson::cli
