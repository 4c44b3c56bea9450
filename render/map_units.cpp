// Units as their real footprints, turned to their facing, with the front edge drawn heavy;
// then the generals' pennants and the names of brigades and generals, kept clear of each other.
#include <algorithm>

#include <fmt/format.h>

#include "render/label_placement.hpp"
#include "render/map_parts.hpp"
#include "render/palette.hpp"
#include "render/svg_text.hpp"
#include "render/unit_state_words.hpp"

namespace caisson::render {
namespace {

constexpr std::string_view kHitMark = "#b8332a";

std::string fill_for(const MapContext& m, const std::string& state, int side) {
  SideColours c = colours_of(m.log, side);
  if (state == "gone") return "#ffffff\" fill-opacity=\"0";  // hollow, yet still answers the pointer
  if (state == "routing") return m.url("routing" + std::to_string(side));
  if (state == "damaged") return std::string(c.light);
  return std::string(c.fill);
}

// HITs as red marks down the unit's middle, so a glance tells how hard it has been hit.
std::string hit_marks(double w, int hits) {
  std::string s;
  int shown = std::min(hits, 8);
  double step = std::min(5.0, (w - 4) / std::max(shown, 1));
  double x0 = -step * (shown - 1) / 2;
  for (int i = 0; i < shown; ++i)
    s += fmt::format("<circle cx=\"{}\" cy=\"0\" r=\"1.8\" fill=\"{}\" stroke=\"#fff\" stroke-width=\"0.6\"/>",
                     num(x0 + step * i), kHitMark);
  return s;
}

// Cavalry carries a diagonal bar and guns a round shot, as on the period's order-of-battle sketches.
std::string arm_mark(const std::string& arm, double w, double d, std::string_view colour) {
  if (arm == "cavalry")
    return fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"1\"/>", num(-w / 2),
                       num(d / 2), num(w / 2), num(-d / 2), colour);
  if (arm == "artillery")
    return fmt::format("<circle cx=\"0\" cy=\"0\" r=\"{}\" fill=\"{}\"/>", num(std::clamp(d / 4, 1.5, 3.5)), colour);
  return {};
}

std::string unit_shape(const MapContext& m, const UnitState& u) {
  const UnitInfo* info = m.log.unit(u.id);
  if (!info) return {};
  int side = m.log.side_index(info->side);
  SideColours c = colours_of(m.log, side);
  std::string state = state_of(u, *info);
  Point s = m.frame.screen(u.at);
  double w = std::max(m.frame.pixels(u.width), 3.0), d = std::max(m.frame.pixels(u.depth), 2.0);
  bool gone = state == "gone";
  std::string out = fmt::format(
      "<g class=\"unit {}\" data-id=\"{}\" data-name=\"{}\" data-side=\"{}\" data-brigade=\"{}\" data-arm=\"{}\" "
      "data-quality=\"{}\" data-weapon=\"{}\" data-formation=\"{}\" data-stands=\"{}\" data-stands-at-start=\"{}\" "
      "data-hits=\"{}\" data-state=\"{}\" data-order=\"{}\" data-x=\"{}\" data-y=\"{}\" data-facing=\"{}\" "
      "transform=\"translate({} {}) rotate({})\"{}>",
      state, u.id, escape(info->name), escape(info->side), escape(info->brigade), escape(info->arm),
      escape(info->quality), escape(info->weapon), escape(u.formation), u.stands, info->stands_at_start, u.hits,
      escape(state_words(u, *info)), escape(m.log.order_of(info->brigade, m.picture.turn)), num(u.at.x), num(u.at.y),
      num(u.facing), num(s.x), num(s.y), num(u.facing), gone ? " opacity=\"0.5\"" : "");
  out += fmt::format("<title>{}</title>", escape(unit_summary(u, *info)));
  out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\"{}/>",
                     num(-w / 2), num(-d / 2), num(w), num(d), fill_for(m, state, side), c.dark, gone ? "1" : "0.8",
                     gone ? " stroke-dasharray=\"2 2\"" : "");
  if (!gone) {
    out += fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"2.2\"/>", num(-w / 2),
                       num(-d / 2), num(w / 2), num(-d / 2), state == "routing" ? ink::fire : c.dark);
    out += arm_mark(info->arm, w, d, state == "fresh" ? c.light : c.dark);
    out += hit_marks(w, u.hits);
  }
  return out + "</g>";
}

// A brigade's name by its regiments, a general's by his pennant, where label placement put them.
std::string labels(const MapContext& m) {
  std::string brigades, generals;
  for (const auto& l : place_labels(m.log, m.picture)) {
    SideColours c = colours_of(m.log, l.side);
    if (l.kind == PlacedLabel::Kind::brigade) {
      brigades += fmt::format("<text class=\"brigade halo\" x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"{}\">{}</text>",
                              num(l.at.x), num(l.at.y), c.dark, escape(l.text));
      continue;
    }
    Point p = l.named;
    generals += fmt::format(
        "<g class=\"general\" data-name=\"{0}\"><line x1=\"{1}\" y1=\"{2}\" x2=\"{1}\" y2=\"{3}\" stroke=\"{4}\" stroke-width=\"1.2\"/>"
        "<polygon points=\"{1},{3} {5},{6} {1},{7}\" fill=\"{8}\" stroke=\"{4}\" stroke-width=\"0.6\"/>"
        "<circle cx=\"{1}\" cy=\"{2}\" r=\"1.8\" fill=\"{4}\"/>"
        "<text class=\"general halo\" x=\"{9}\" y=\"{10}\">{0}</text></g>",
        escape(l.text), num(p.x), num(p.y), num(p.y - 14), c.dark, num(p.x + 9), num(p.y - 11), num(p.y - 8), c.fill,
        num(l.at.x), num(l.at.y));
  }
  return brigades + generals;
}

}  // namespace

std::string units_layer(const MapContext& m) {
  std::string s = "<g class=\"units\">";
  // The fallen first, so the living are drawn over where they lay.
  for (const auto& u : m.picture.units)
    if (!u.present()) s += unit_shape(m, u);
  for (const auto& u : m.picture.units)
    if (u.present()) s += unit_shape(m, u);
  s += "</g><g class=\"labels\">" + labels(m) + "</g>";
  return s;
}

}  // namespace caisson::render
