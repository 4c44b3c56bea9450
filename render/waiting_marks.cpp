#include "render/waiting_marks.hpp"

#include <algorithm>
#include <cmath>
#include <set>

#include <fmt/format.h>

namespace caisson::render {
namespace {

constexpr double kCardPad = 4, kCardGap = 3;

// "with Howard" / "with Ewell, Hays and Hoke" / "with Ewell, Hays and 3 more".
std::string with_generals(const std::vector<std::string>& names) {
  if (names.empty()) return {};
  if (names.size() == 1) return "with " + names[0];
  if (names.size() <= 3) {
    std::string s = "with " + names[0];
    for (std::size_t i = 1; i + 1 < names.size(); ++i) s += ", " + names[i];
    return s + " and " + names.back();
  }
  return fmt::format("with {}, {} and {} more", names[0], names[1], names.size() - 2);
}

// The card's corner: centred on the entry along its edge, just inside the table, `depth` cards in.
Box place_card(const MapFrame& f, Point entry, double width, double height, int depth) {
  double left = f.left, top = f.top, right = f.left + f.width(), bottom = f.top + f.height();
  double to_left = entry.x - left, to_right = right - entry.x, to_top = entry.y - top, to_bottom = bottom - entry.y;
  double nearest = std::min({to_left, to_right, to_top, to_bottom});
  double inward = kCardGap + depth * (height + kCardGap);
  Box b{entry.x - width / 2, entry.y - height / 2, width, height};
  if (nearest == to_bottom) b.top = bottom - inward - height;
  else if (nearest == to_top) b.top = top + inward;
  else if (nearest == to_left) b.left = left + inward;
  else b.left = right - inward - width;
  b.left = std::clamp(b.left, left + kCardGap, std::max(left + kCardGap, right - kCardGap - width));
  b.top = std::clamp(b.top, top + kCardGap, std::max(top + kCardGap, bottom - kCardGap - height));
  return b;
}

}  // namespace

std::vector<WaitingMark> waiting_marks(const BattleLog& log, const TurnPicture& picture, const MapFrame& frame) {
  std::set<int> seen;  // units that have been on the field by this turn
  for (const auto& u : picture.units) seen.insert(u.id);
  std::set<std::string> generals_here;
  for (const auto& c : picture.commanders) generals_here.insert(c.name);

  std::vector<WaitingMark> marks;
  std::vector<std::pair<Point, int>> entries;  // entry point on the sheet, cards there so far
  for (const auto& r : log.reinforcements) {
    int waiting = 0, came = 0;
    for (const auto& u : log.units) {
      if (std::find(r.brigades.begin(), r.brigades.end(), u.brigade) == r.brigades.end()) continue;
      (seen.count(u.id) ? came : waiting) += 1;
    }
    if (waiting == 0) continue;
    std::vector<std::string> generals;
    for (const auto& g : r.generals)
      if (!generals_here.count(g)) generals.push_back(g);
    WaitingMark w;
    w.formation = r.formation;
    w.side = log.side_index(r.side);
    w.may_come = std::max(r.turn, picture.turn + 1);
    w.regiments = waiting;
    w.lines.push_back(r.formation);
    w.lines.push_back(fmt::format("{} {}{} \u00b7 may come turn {}", waiting, waiting == 1 ? "unit" : "units",
                                  came > 0 ? " more" : "", w.may_come));
    if (std::string with = with_generals(generals); !with.empty()) w.lines.push_back(with);
    double width = 0;
    for (const auto& l : w.lines) width = std::max(width, text_width(l, kWaitingFont));
    double height = kWaitingLine * static_cast<double>(w.lines.size()) + kCardPad;
    w.entry = frame.screen(r.at);
    int depth = 0;
    for (auto& [at, count] : entries)
      if (std::hypot(at.x - w.entry.x, at.y - w.entry.y) < 30) depth = count++;
    if (depth == 0) entries.emplace_back(w.entry, 1);
    w.box = place_card(frame, w.entry, width + 2 * kCardPad, height, depth);
    marks.push_back(std::move(w));
  }
  return marks;
}

}  // namespace caisson::render
