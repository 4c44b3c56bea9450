#include "render/label_placement.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "render/map_frame.hpp"
#include "render/outline_points.hpp"
#include "render/waiting_marks.hpp"

namespace caisson::render {
namespace {

constexpr double kBold = 1.12;  // bold and bold italic run wider
constexpr double kPad = kLabelPad;

// The box of a line of text whose baseline is at `y`, starting at `left`.
Box text_box(double left, double y, double width, double font) {
  return {left - kPad, y - 0.8 * font - kPad, width + 2 * kPad, font + 2 * kPad};
}

double bold_width(std::string_view text, double font) { return text_width(text, font) * kBold; }

// A letter's width, in font sizes, as Georgia or DejaVu Serif (the page's fallback) set it, a
// little generous: wide, capital, narrow, figure, or any other.
double advance(char c) {
  if (c == 'M' || c == 'W' || c == 'm' || c == 'w' || c == '@') return 0.95;
  if (c == 'i' || c == 'l' || c == 'j' || c == 't' || c == 'f' || c == 'r' || c == 'I' || c == '\'' || c == '.' ||
      c == ',' || c == ' ' || c == '(' || c == ')')
    return 0.38;
  if (c >= 'A' && c <= 'Z') return 0.76;
  if (c >= '0' && c <= '9') return 0.66;
  return 0.6;
}

// A general's pennant: the staff from his position up, the flag to its right.
Box pennant_box(Point p) { return {p.x - 2, p.y - 15, 12, 16}; }

// The axis-aligned room a unit's turned footprint takes on the sheet.
Box unit_box(const MapFrame& f, const UnitState& u) {
  Point c = f.screen(u.at);
  double w = std::max(f.pixels(u.width), 3.0), d = std::max(f.pixels(u.depth), 2.0);
  double a = u.facing * 3.14159265358979323846 / 180;
  double half_x = (std::abs(std::cos(a)) * w + std::abs(std::sin(a)) * d) / 2;
  double half_y = (std::abs(std::sin(a)) * w + std::abs(std::cos(a)) * d) / 2;
  return {c.x - half_x, c.y - half_y, 2 * half_x, 2 * half_y};
}

struct Candidate {
  Point at;
  Box box;
};

class Placer {
 public:
  Placer(std::vector<Box> obstacles, Box bounds) : obstacles_(std::move(obstacles)), bounds_(bounds) {}

  // The first candidate on the table clear of names and marks; else the first clear of names;
  // else, for a name that must be shown, the first on the table (or the first); else none.
  std::optional<Candidate> choose(const std::vector<Candidate>& candidates, bool must) {
    const Candidate* chosen = nullptr;
    for (const auto& c : candidates)
      if (inside(c.box) && clear(c.box, placed_) && clear(c.box, obstacles_)) {
        chosen = &c;
        break;
      }
    for (const auto& c : candidates)
      if (!chosen && inside(c.box) && clear(c.box, placed_)) chosen = &c;
    for (const auto& c : candidates)
      if (!chosen && must && inside(c.box)) chosen = &c;
    if (!chosen && must) chosen = &candidates.front();
    if (!chosen) return std::nullopt;
    placed_.push_back(chosen->box);
    return *chosen;
  }

  void block(const Box& b) { obstacles_.push_back(b); }

 private:
  std::vector<Box> obstacles_, placed_;
  Box bounds_;

  bool inside(const Box& b) const {
    return b.left >= bounds_.left && b.top >= bounds_.top && b.right() <= bounds_.right() && b.bottom() <= bounds_.bottom();
  }
  static bool clear(const Box& b, const std::vector<Box>& others) {
    return std::none_of(others.begin(), others.end(), [&](const Box& o) { return b.overlaps(o); });
  }
};

// A centred line of text at (x, y).
Candidate centred(double x, double y, double width, double font) { return {{x, y}, text_box(x - width / 2, y, width, font)}; }

struct Brigade {
  double x = 0, y = 0, reach = 0;
  int count = 0, side = 0;
  std::vector<Box> regiments;  // each regiment's footprint, for a leader line to the nearest
};

// The shortest segment from box `a` to box `b`: on an axis where they overlap, at the middle of
// the overlap; else from one's near edge to the other's.
std::pair<Point, Point> between(const Box& a, const Box& b) {
  auto axis = [](double a0, double a1, double b0, double b1) -> std::pair<double, double> {
    if (a1 < b0) return {a1, b0};
    if (b1 < a0) return {a0, b1};
    double mid = (std::max(a0, b0) + std::min(a1, b1)) / 2;
    return {mid, mid};
  };
  auto [ax, bx] = axis(a.left, a.right(), b.left, b.right());
  auto [ay, by] = axis(a.top, a.bottom(), b.top, b.bottom());
  return {{ax, ay}, {bx, by}};
}

double length(const std::pair<Point, Point>& s) { return std::hypot(s.second.x - s.first.x, s.second.y - s.first.y); }

// A leader to the nearest of `named` from a name whose text may stand further off than
// kLeaderGap. It starts from the box's middle three quarters across: the box's width is a
// generous estimate, and centred text may be shorter by an eighth at either end. A name the map
// centres (`centred`: not set from its box's edge nearer what it names) is measured from there
// too, so a long name whose box comes near but whose text does not gets its line (Gettysburg's
// "V Corps Artillery", 16" off by the browser's own measure).
std::optional<std::pair<Point, Point>> leader_to(const Box& name, const std::vector<Box>& named, bool centred) {
  const Box core{name.left + name.width / 8, name.top, name.width * 3 / 4, name.height};
  const Box& text = centred ? core : name;
  const Box* nearest = nullptr;
  for (const Box& b : named)
    if (!nearest || length(between(text, b)) < length(between(text, *nearest))) nearest = &b;
  if (!nearest || length(between(text, *nearest)) <= kLeaderGap) return std::nullopt;
  return between(core, *nearest);
}

std::map<std::string, Brigade> gather_brigades(const BattleLog& log, const TurnPicture& picture, const MapFrame& f) {
  std::map<std::string, Brigade> brigades;
  for (const auto& u : picture.units) {
    const UnitInfo* info = log.unit(u.id);
    if (!info || !u.present() || info->brigade.empty()) continue;
    Brigade& g = brigades[info->brigade];
    Point s = f.screen(u.at);
    g.x += s.x;
    g.y += s.y;
    g.reach = std::max(g.reach, f.pixels(std::max(u.width, u.depth)) / 2);
    g.side = log.side_index(info->side);
    g.regiments.push_back(unit_box(f, u));
    ++g.count;
  }
  for (auto& [name, g] : brigades) {
    g.x /= g.count;
    g.y /= g.count;
  }
  return brigades;
}

// Behind the regiments first (toward the side's own edge), then further behind, then in front,
// then beside them.
std::vector<Candidate> brigade_places(const Brigade& g, double width) {
  double behind = g.side == 0 ? 1 : -1;
  // A row `gap` pixels from the centre to the text's near edge, downward (+1) or upward (-1).
  auto row = [&](double direction, double gap) {
    return centred(g.x, direction > 0 ? g.y + gap + 0.8 * kBrigadeFont : g.y - gap - 0.2 * kBrigadeFont, width, kBrigadeFont);
  };
  std::vector<Candidate> c;
  for (int k = 0; k < 3; ++k) c.push_back(row(behind, g.reach + 3 + 14 * k));
  for (int k = 0; k < 2; ++k) c.push_back(row(-behind, g.reach + 3 + 14 * k));
  double beside = g.reach + width / 2 + 6;
  c.push_back(centred(g.x + beside, g.y + 4, width, kBrigadeFont));
  c.push_back(centred(g.x - beside, g.y + 4, width, kBrigadeFont));
  return c;
}

// Below and right of the pennant first, then right of the flag, then to the left, then further off.
std::vector<Candidate> general_places(Point p, double width) {
  auto at = [&](double x, double y) { return Candidate{{x, y}, text_box(x, y, width, kGeneralFont)}; };
  return {at(p.x + 4, p.y + 11),         at(p.x + 12, p.y - 6),  at(p.x - 4 - width, p.y + 11),
          at(p.x - 4 - width, p.y - 6),  at(p.x + 4, p.y + 23),  at(p.x - width / 2, p.y - 19),
          at(p.x - 4 - width, p.y + 23), at(p.x + 4, p.y + 35),  at(p.x - 4 - width, p.y + 35),
          at(p.x + 12, p.y - 19),        at(p.x - 4 - width, p.y - 19)};
}

// Under the ring first, then over it, then beside it, then nearer the star; then the same a row
// further off each time, so crowded objectives still find room for every name.
std::vector<Candidate> objective_places(Point c, double radius, double width) {
  std::vector<Candidate> out;
  for (int k = 0; k < 4; ++k) {
    double far = 14.0 * k, below = c.y + radius + 12 + far, above = c.y - radius - 4 - far, side = radius + width / 2 + 4;
    out.push_back(centred(c.x, below, width, kObjectiveFont));
    out.push_back(centred(c.x, above, width, kObjectiveFont));
    out.push_back(centred(c.x + side, c.y + 4 + far, width, kObjectiveFont));
    out.push_back(centred(c.x - side, c.y + 4 + far, width, kObjectiveFont));
    out.push_back(centred(c.x + side, c.y + 4 - far, width, kObjectiveFont));
    out.push_back(centred(c.x - side, c.y + 4 - far, width, kObjectiveFont));
  }
  out.push_back(centred(c.x, c.y + 20, width, kObjectiveFont));
  out.push_back(centred(c.x, c.y - 12, width, kObjectiveFont));
  return out;
}

// At the middle of the ground (a hill's name a little above its crest), then nudged about it.
std::vector<Candidate> terrain_places(Point c, double width, double lift) {
  std::vector<Candidate> out;
  for (auto [dx, dy] : std::array<std::pair<double, double>, 7>{{{0, 0}, {0, -14}, {0, 14}, {0, -28}, {0, 28}, {-30, 0}, {30, 0}}})
    out.push_back(centred(c.x + dx, c.y + lift + dy, width, kTerrainFont));
  return out;
}

int general_side(const BattleLog& log, const std::string& name) {
  for (const auto& c : log.commanders)
    if (c.name == name) return log.side_index(c.side);
  return 0;
}

}  // namespace

double text_width(std::string_view text, double font_size) {
  double width = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto byte = static_cast<unsigned char>(text[i]);
    if ((byte & 0xC0) == 0x80) continue;  // a UTF-8 continuation byte adds nothing
    width += byte >= 0x80 ? 0.9 : advance(text[i]);  // a dash, a prime: wide
  }
  return width * font_size;
}

std::string objective_label(const Objective& o, const std::string& holder) {
  std::string label = o.title + (o.points > 0 ? fmt::format(" ({})", o.points) : "");
  return holder.empty() ? label : label + " \u2014 " + holder;
}

std::vector<PlacedLabel> place_labels(const BattleLog& log, const TurnPicture& picture) {
  MapFrame f = MapFrame::of(log);
  std::vector<Box> obstacles;
  for (const auto& u : picture.units)
    if (u.present()) obstacles.push_back(unit_box(f, u));
  for (const auto& g : picture.commanders) obstacles.push_back(pennant_box(f.screen(g.at)));
  for (const auto& w : waiting_marks(log, picture, f)) obstacles.push_back(w.box);
  // The edges' names ("USA EDGE"), letter-spaced 2 px, on the table's near and far edges.
  for (int side = 0; side < 2; ++side) {
    std::string edge = log.sides[static_cast<std::size_t>(side)] + " EDGE";
    double width = text_width(edge, kTerrainFont) + 2.0 * static_cast<double>(edge.size());
    Point at = f.edge_name_at(side);
    obstacles.push_back(text_box(at.x - width / 2, at.y, width, kTerrainFont));
  }
  Placer placer(std::move(obstacles), {f.left, f.top, f.width(), f.height()});

  std::vector<PlacedLabel> labels;
  auto add = [&](PlacedLabel::Kind kind, const std::string& text, int side, Point named,
                 const std::vector<Candidate>& places, bool must, const std::vector<Box>& leads_to = {}) {
    std::optional<Candidate> c = placer.choose(places, must);
    // The map sets a brigade's name from its box's edge when the box stands wholly to one side of
    // the brigade (render/map_units.cpp), and centres it otherwise.
    const bool centred = kind == PlacedLabel::Kind::brigade && c && !(c->box.left > named.x) && !(c->box.right() < named.x);
    if (c) labels.push_back({kind, text, side, c->at, c->box, named, true, leader_to(c->box, leads_to, centred)});
    else if (kind == PlacedLabel::Kind::general) labels.push_back({kind, text, side, {}, {}, named, false, std::nullopt});
  };
  for (const auto& o : log.objectives) {
    Point c = f.screen(o.at);
    std::string text = objective_label(o, picture.holder(o.name));
    add(PlacedLabel::Kind::objective, text, 0, c, objective_places(c, f.pixels(o.radius), bold_width(text, kObjectiveFont)), true);
  }
  for (const auto& [name, g] : gather_brigades(log, picture, f))
    add(PlacedLabel::Kind::brigade, name, g.side, {g.x, g.y}, brigade_places(g, bold_width(name, kBrigadeFont)), false,
        g.regiments);
  for (const auto& g : picture.commanders) {
    Point p = f.screen(g.at);
    add(PlacedLabel::Kind::general, g.name, general_side(log, g.name), p,
        general_places(p, text_width(g.name, kGeneralFont)), false, {pennant_box(p)});
  }
  for (const auto& a : log.areas) {
    Point c = f.screen(centroid(a.outline));
    add(PlacedLabel::Kind::terrain, a.name, 0, c, terrain_places(c, text_width(a.name, kTerrainFont), a.kind == "hill" ? -12 : 4), false);
  }
  for (const auto& l : log.lines) {
    Point c = f.screen(middle_of(l.path));
    add(PlacedLabel::Kind::terrain, l.name, 0, c, terrain_places(c, text_width(l.name, kTerrainFont), -6), false);
  }
  return labels;
}

}  // namespace caisson::render
