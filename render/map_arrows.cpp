// This turn's actions as arrows: dashed in the side's colour for a move, a thin red line from
// firer to target for fire, a heavy red arrow for a charge.
#include <cmath>

#include <fmt/format.h>

#include "render/map_parts.hpp"
#include "render/palette.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

std::string arrow(const MapContext& m, const Arrow& a) {
  Point from = m.frame.screen(a.from), to = m.frame.screen(a.to);
  double length = std::hypot(to.x - from.x, to.y - from.y);
  if (length < 1) return {};
  const UnitInfo* info = m.log.unit(a.unit);
  int side = info ? m.log.side_index(info->side) : 0;
  std::string ends = fmt::format("x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"", num(from.x), num(from.y), num(to.x), num(to.y));
  // Painted by class (the sheet's style): each arrow carries only its ends.
  switch (a.kind) {
    case Arrow::Kind::move: return fmt::format("<line class=\"move s{}\" {}/>", side, ends);
    case Arrow::Kind::fire: return fmt::format("<line class=\"fire{}\" {}/>", a.hits > 0 ? " hit" : "", ends);
    case Arrow::Kind::charge: return fmt::format("<line class=\"charge\" {}/>", ends);
  }
  return {};
}

}  // namespace

std::string arrows_layer(const MapContext& m) {
  std::string s = "<g class=\"arrows\">";
  for (const auto& a : m.picture.arrows) s += arrow(m, a);
  return s + "</g>";
}

}  // namespace caisson::render
