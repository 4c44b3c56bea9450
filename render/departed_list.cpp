#include "render/departed_list.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "render/svg_text.hpp"
#include "render/unit_state_words.hpp"

namespace caisson::render {
namespace {

// The first turn a unit is seen gone, for a log that has no left_field record of it.
int first_seen_gone(const BattleLog& log, int unit) {
  for (const auto& p : log.pictures)
    for (const auto& u : p.units)
      if (u.id == unit && !u.present()) return p.turn;
  return 0;
}

}  // namespace

std::array<std::vector<Departed>, 2> departed_by(const BattleLog& log, const TurnPicture& picture) {
  std::array<std::vector<Departed>, 2> sides;
  for (const auto& u : picture.units) {
    const UnitInfo* info = log.unit(u.id);
    if (u.present() || !info) continue;
    Departed d{u.id, 0, info->name, state_words(u, *info)};
    if (const Departure* record = log.departure(u.id)) {
      d.turn = record->turn;
      if (!record->how.empty()) d.how = record->how;
    } else {
      d.turn = first_seen_gone(log, u.id);
    }
    sides[static_cast<std::size_t>(log.side_index(info->side))].push_back(std::move(d));
  }
  for (auto& side : sides)
    std::stable_sort(side.begin(), side.end(), [](const Departed& a, const Departed& b) { return a.turn < b.turn; });
  return sides;
}

std::string departed_tray(const BattleLog& log, const TurnPicture& picture) {
  auto sides = departed_by(log, picture);
  std::string s;
  for (std::size_t side = 0; side < 2; ++side) {
    s += fmt::format("<div class=\"tray-side\" data-side=\"{}\"><h3>{} <span class=\"count\">{}</span></h3>", side,
                     escape(log.sides[side]), sides[side].size());
    if (sides[side].empty()) s += "<p class=\"quiet\">None.</p>";
    else s += "<ul>";
    for (const auto& d : sides[side])
      s += fmt::format("<li data-id=\"{}\"><b>{}</b> \u2014 {}, turn {}</li>", d.unit, escape(d.name), escape(d.how), d.turn);
    if (!sides[side].empty()) s += "</ul>";
    s += "</div>";
  }
  return s;
}

}  // namespace caisson::render
