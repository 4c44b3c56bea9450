#include "render/loss_chart.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "render/palette.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

constexpr double kLeft = 34, kRight = 12, kTop = 22, kBottom = 26;

// A round number of stands for the top of the axis, so its gridlines fall on whole numbers.
int axis_top(int most) {
  for (int step : {4, 8, 12, 20, 40, 60, 100, 200, 400})
    if (most <= step) return step;
  return (most / 100 + 1) * 100;
}

}  // namespace

std::string loss_chart(const BattleLog& log, ChartSize size) {
  int last = std::max(log.last_turn(), 1);
  int most = 0;
  for (const auto& p : log.pictures) most = std::max({most, p.losses[0], p.losses[1]});
  int top = axis_top(most);
  double plot_w = size.width - kLeft - kRight, plot_h = size.height - kTop - kBottom;
  double step = plot_w / last;
  auto x_of = [&](int turn) { return kLeft + step * turn; };
  auto y_of = [&](int lost) { return kTop + plot_h * (1.0 - static_cast<double>(lost) / top); };

  std::string s = fmt::format(
      "<svg class=\"loss-chart\" viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" data-x0=\"{2}\" data-step=\"{3}\">"
      "<text x=\"{2}\" y=\"13\" class=\"chart-title\">Stands lost</text>",
      num(size.width), num(size.height), num(kLeft), num(step));
  for (int i = 0; i <= 4; ++i) {
    int v = top * i / 4;
    s += fmt::format(
        "<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"{3}\" stroke-width=\"0.5\"/>"
        "<text x=\"{4}\" y=\"{5}\" text-anchor=\"end\" class=\"axis\">{6}</text>",
        num(kLeft), num(y_of(v)), num(kLeft + plot_w), ink::faint, num(kLeft - 4), num(y_of(v) + 3), v);
  }
  int label_every = last > 12 ? 2 : 1;
  for (int t = 0; t <= last; t += label_every)
    s += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" class=\"axis\">{}</text>", num(x_of(t)),
                     num(kTop + plot_h + 14), t);
  s += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" class=\"axis\">turn</text>", num(kLeft + plot_w / 2),
                   num(size.height - 1));
  s += fmt::format("<line class=\"turn-marker\" x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"{3}\" stroke-width=\"1\" "
                   "stroke-dasharray=\"3 2\"/>",
                   num(kLeft), num(kTop), num(kTop + plot_h), ink::sepia);
  for (int side = 0; side < 2; ++side) {
    SideColours c = colours_of(log, side);
    std::string points, dots;
    for (const auto& p : log.pictures) {
      double x = x_of(p.turn), y = y_of(p.losses[static_cast<std::size_t>(side)]);
      points += fmt::format("{}{},{}", points.empty() ? "" : " ", num(x), num(y));
      dots += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"2.2\" fill=\"{}\"/>", num(x), num(y), c.dark);
    }
    s += fmt::format("<polyline class=\"losses side-{}\" points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"/>{}", side,
                     points, c.fill, dots);
    double key_x = kLeft + 110 + 110 * side;
    s += fmt::format("<line x1=\"{0}\" y1=\"9\" x2=\"{1}\" y2=\"9\" stroke=\"{2}\" stroke-width=\"3\"/>"
                     "<text x=\"{3}\" y=\"13\" class=\"axis\">{4}</text>",
                     num(key_x), num(key_x + 16), c.fill, num(key_x + 20), escape(log.sides[static_cast<std::size_t>(side)]));
  }
  return s + "</svg>";
}

}  // namespace caisson::render
