// Units as their real footprints, turned to their facing, with the front edge drawn heavy;
// then the generals' pennants and the names of brigades and generals, kept clear of each other.
#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "render/label_placement.hpp"
#include "render/map_parts.hpp"
#include "render/palette.hpp"
#include "render/short_names.hpp"
#include "render/svg_text.hpp"
#include "render/unit_state_words.hpp"

namespace caisson::render {
namespace {

// HITs as red marks along the unit's rear, so a glance tells how hard it has been hit and its
// name stays readable. Two or more are one line whose corners each carry the mark (map_style's
// marker): a circle apiece made Gettysburg's page a tenth larger.
std::string hit_marks(double w, double d, int hits) {
  int shown = std::min(hits, 8);
  if (shown <= 0) return {};
  double step = std::min(5.0, (w - 4) / shown);
  double x0 = -step * (shown - 1) / 2, y = d >= 10 ? d / 2 - 2.6 : 0;
  // One mark alone stays a circle: a line of one point carries its marker in no viewer for sure.
  if (shown == 1) return fmt::format("<circle class=\"hit-mark\" cx=\"{}\" cy=\"{}\" r=\"1.8\"/>", num(x0), num(y));
  std::string points;
  for (int i = 0; i < shown; ++i) points += fmt::format("{}{},{}", i ? " " : "", num(x0 + step * i), num(y));
  return fmt::format("<polyline class=\"hit-marks\" points=\"{}\"/>", points);
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

// The regiment's short name across its block, as large as the block allows and never upside
// down. The class says how far the replay page must zoom in before it shows (c1 at once, c3 last).
std::string counter_label(const std::string& name, double w, double d, double facing) {
  double chars = std::max<double>(static_cast<double>(name.size()), 1);
  double size = std::min({d * 0.6, w * 0.9 / (chars * 0.6), 10.0});
  if (size < 1.5) return {};
  facing = std::fmod(std::fmod(facing, 360) + 360, 360);
  bool upside_down = facing > 90 && facing < 270;
  const char* level = size >= 6 ? "c1" : size >= 3 ? "c2" : "c3";
  return fmt::format("<text class=\"counter {}\" y=\"{}\" font-size=\"{}\"{}>{}</text>", level, num(size * 0.35), num(size),
                     upside_down ? " transform=\"rotate(180)\"" : "", escape(name));
}

// What the unit is and how it stands. The replay page keeps what never changes (name, side,
// brigade, arm...) once in its own table, so each turn's units carry only what does.
std::string unit_attributes(const MapContext& m, const UnitState& u, const UnitInfo& info, const std::string& state) {
  int side = m.log.side_index(info.side);
  std::string common = fmt::format("class=\"unit {} s{}\" data-id=\"{}\" data-formation=\"{}\" data-strength=\"{}\"", state,
                                   side, u.id, escape(u.formation), escape(strength_words(m.log.rules, u, info)));
  if (m.for_page) return common;
  return fmt::format(
      "{} data-stands=\"{}\" data-hits=\"{}\" data-state=\"{}\" data-name=\"{}\" data-short=\"{}\" data-side=\"{}\" "
      "data-brigade=\"{}\" data-arm=\"{}\" data-quality=\"{}\" data-weapon=\"{}\" data-stands-at-start=\"{}\" data-order=\"{}\" "
      "data-x=\"{}\" data-y=\"{}\" data-facing=\"{}\"",
      common, u.stands, u.hits, escape(state_words(u, info)), escape(info.name), escape(short_name(info.name)),
      escape(info.side), escape(info.brigade), escape(info.arm), escape(info.quality), escape(info.weapon),
      info.stands_at_start, escape(m.log.order_of(info.brigade, m.picture.turn)), num(u.at.x), num(u.at.y), num(u.facing));
}

std::string unit_shape(const MapContext& m, const UnitState& u) {
  const UnitInfo* info = m.log.unit(u.id);
  if (!info) return {};
  int side = m.log.side_index(info->side);
  SideColours c = colours_of(m.log, side);
  std::string state = state_of(u, *info);
  bool routing = state == "routing";
  Point s = m.frame.screen(u.at);
  double w = std::max(m.frame.pixels(u.width), 3.0), d = std::max(m.frame.pixels(u.depth), 2.0);
  std::string out = fmt::format("<g {} transform=\"translate({} {}) rotate({})\">", unit_attributes(m, u, *info, state),
                                num(s.x), num(s.y), num(u.facing));
  if (!m.for_page) out += fmt::format("<title>{}</title>", escape(unit_summary(m.log.rules, u, *info)));
  out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>", num(-w / 2), num(-d / 2), num(w), num(d));
  out += arm_mark(info->arm, w, d, c.light);
  out += hit_marks(w, d, u.hits);
  // The hatching goes over the HIT marks, so a routing unit reads as routing first; its name over
  // both (edged in the block's fill), so it is still read.
  if (routing)
    out += fmt::format("<rect class=\"rout-hatch\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"none\"/>",
                       num(-w / 2), num(-d / 2), num(w), num(d), m.url("routing" + std::to_string(side)));
  out += counter_label(short_name(info->name), w, d, u.facing);
  out += fmt::format("<line class=\"front\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>", num(-w / 2), num(-d / 2), num(w / 2),
                     num(-d / 2));
  return out + "</g>";
}

// A brigade's name, centred where placement put it; one placed beside its regiments is set from
// the edge of its box nearer them instead, since the box's width is a generous estimate and the
// gap to them (and any leader line) should be what placement measured.
std::string brigade_name(const PlacedLabel& l) {
  bool right = l.box.left > l.named.x, left = l.box.right() < l.named.x;
  double x = right ? l.box.left + kLabelPad : left ? l.box.right() - kLabelPad : l.at.x;
  return fmt::format("<text class=\"brigade s{} halo\" x=\"{}\" y=\"{}\" text-anchor=\"{}\">{}</text>", l.side, num(x),
                     num(l.at.y), right ? "start" : left ? "end" : "middle", escape(l.text));
}

// Every name where label placement put it: objectives', brigades', generals' (by their pennants,
// drawn even when the name found no room) and the ground's; leader lines to those placed off.
std::string labels(const MapContext& m) {
  std::string leaders, names, generals;
  for (const auto& l : place_labels(m.log, m.picture)) {
    // Under every name: a thin line from a name placed off to what it names.
    if (l.leader)
      leaders += fmt::format("<line class=\"leader s{}\" data-for=\"{}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>", l.side,
                             escape(l.text), num(l.leader->first.x), num(l.leader->first.y), num(l.leader->second.x),
                             num(l.leader->second.y));
    auto centred = [&](std::string_view cls) {
      return fmt::format("<text class=\"{} halo\" x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>", cls, num(l.at.x),
                         num(l.at.y), escape(l.text));
    };
    switch (l.kind) {
      case PlacedLabel::Kind::objective: names += centred("objective-name"); continue;
      case PlacedLabel::Kind::brigade: names += brigade_name(l); continue;
      case PlacedLabel::Kind::terrain: names += centred("terrain-name"); continue;
      case PlacedLabel::Kind::general: break;
    }
    // The pennant drawn about where the general stands, his name where placement put it.
    Point p = l.named;
    generals += fmt::format("<g class=\"general s{}\" data-name=\"{}\" transform=\"translate({} {})\"><use href=\"#{}\"/>",
                            l.side, escape(l.text), num(p.x), num(p.y), m.id("pennant"));
    // A name placed left of the pennant ends at its box's edge by him: the box's width is an
    // estimate, and the name's gap to him (and any leader line) should be what placement measured.
    bool left = l.box.right() <= p.x;
    if (l.shown && left)
      generals += fmt::format("<text class=\"general halo\" x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>",
                              num(l.box.right() - kLabelPad - p.x), num(l.at.y - p.y), escape(l.text));
    else if (l.shown)
      generals += fmt::format("<text class=\"general halo\" x=\"{}\" y=\"{}\">{}</text>", num(l.at.x - p.x), num(l.at.y - p.y),
                              escape(l.text));
    generals += "</g>";
  }
  return leaders + generals + names;
}

}  // namespace

std::string units_layer(const MapContext& m) {
  // Units that left the field are not drawn where they went (often off the table): the sheet and
  // the replay page list them instead.
  std::string s = "<g class=\"units\">";
  for (const auto& u : m.picture.units)
    if (u.present()) s += unit_shape(m, u);
  s += "</g><g class=\"labels\">" + labels(m) + "</g>";
  return s;
}

}  // namespace caisson::render
