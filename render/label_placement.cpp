#include "render/label_placement.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "render/map_frame.hpp"

namespace caisson::render {
namespace {

constexpr double kBrigadeFont = 11, kGeneralFont = 10;
constexpr double kAverageCharacter = 0.6;  // of the font size: Georgia's letters, a little generous
constexpr double kPad = 1.5;

// The box of a line of text whose baseline is at `y`, starting at `left`.
Box text_box(double left, double y, double width, double font) {
  return {left - kPad, y - 0.8 * font - kPad, width + 2 * kPad, font + 2 * kPad};
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
  explicit Placer(std::vector<Box> obstacles) : obstacles_(std::move(obstacles)) {}

  // The first candidate clear of names and marks; else the first clear of names; else the first.
  Candidate choose(const std::vector<Candidate>& candidates) {
    const Candidate* chosen = nullptr;
    for (const auto& c : candidates)
      if (clear(c.box, placed_) && clear(c.box, obstacles_)) {
        chosen = &c;
        break;
      }
    for (const auto& c : candidates)
      if (!chosen && clear(c.box, placed_)) chosen = &c;
    if (!chosen) chosen = &candidates.front();
    placed_.push_back(chosen->box);
    return *chosen;
  }

 private:
  std::vector<Box> obstacles_, placed_;

  static bool clear(const Box& b, const std::vector<Box>& others) {
    return std::none_of(others.begin(), others.end(), [&](const Box& o) { return b.overlaps(o); });
  }
};

struct Brigade {
  double x = 0, y = 0, reach = 0;
  int count = 0, side = 0;
};

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
  auto at = [&](double x, double y) { return Candidate{{x, y}, text_box(x - width / 2, y, width, kBrigadeFont)}; };
  // A row `gap` pixels from the centre to the text's near edge, downward (+1) or upward (-1).
  auto row = [&](double direction, double gap) {
    return at(g.x, direction > 0 ? g.y + gap + 0.8 * kBrigadeFont : g.y - gap - 0.2 * kBrigadeFont);
  };
  std::vector<Candidate> c;
  for (int k = 0; k < 3; ++k) c.push_back(row(behind, g.reach + 3 + 14 * k));
  for (int k = 0; k < 2; ++k) c.push_back(row(-behind, g.reach + 3 + 14 * k));
  double beside = g.reach + width / 2 + 6;
  c.push_back(at(g.x + beside, g.y + 4));
  c.push_back(at(g.x - beside, g.y + 4));
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

int general_side(const BattleLog& log, const std::string& name) {
  for (const auto& c : log.commanders)
    if (c.name == name) return log.side_index(c.side);
  return 0;
}

}  // namespace

double text_width(std::string_view text, double font_size) {
  // Characters, not bytes: a UTF-8 continuation byte adds nothing.
  auto characters = std::count_if(text.begin(), text.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; });
  return static_cast<double>(characters) * font_size * kAverageCharacter;
}

std::vector<PlacedLabel> place_labels(const BattleLog& log, const TurnPicture& picture) {
  MapFrame f = MapFrame::of(log);
  std::vector<Box> obstacles;
  for (const auto& u : picture.units)
    if (u.present()) obstacles.push_back(unit_box(f, u));
  for (const auto& g : picture.commanders) obstacles.push_back(pennant_box(f.screen(g.at)));
  Placer placer(std::move(obstacles));

  std::vector<PlacedLabel> labels;
  for (const auto& [name, g] : gather_brigades(log, picture, f)) {
    Candidate c = placer.choose(brigade_places(g, text_width(name, kBrigadeFont)));
    labels.push_back({PlacedLabel::Kind::brigade, name, g.side, c.at, c.box, {g.x, g.y}});
  }
  for (const auto& g : picture.commanders) {
    Point p = f.screen(g.at);
    Candidate c = placer.choose(general_places(p, text_width(g.name, kGeneralFont)));
    labels.push_back({PlacedLabel::Kind::general, g.name, general_side(log, g.name), c.at, c.box, p});
  }
  return labels;
}

}  // namespace caisson::render
