#include "render/loss_chart.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include <fmt/format.h>

#include "render/palette.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

constexpr double kLeft = 34, kRight = 34, kTop = 34, kBottom = 26;

// A round number (a multiple of four) for the top of an axis, so its gridlines fall on whole numbers.
int axis_top(int most) {
  for (int step : {4, 8, 12, 20, 40, 60, 100, 200, 400})
    if (most <= step) return step;
  return (most / 100 + 1) * 100;
}

// Where a turn and a count fall on the plot: stands on the left axis, HITs (many more) on the right.
struct Axes {
  double step = 0, height = 0;
  int top = 1;
  double x(int turn) const { return kLeft + step * turn; }
  double y(int count) const { return kTop + height * (1.0 - static_cast<double>(count) / top); }
};

int most_of(const BattleLog& log, std::array<int, 2> TurnPicture::*tally) {
  int most = 0;
  for (const auto& p : log.pictures) most = std::max({most, (p.*tally)[0], (p.*tally)[1]});
  return most;
}


// One measure of one side over the turns: a solid line for stands lost, a dashed one for HITs.
// Each point carries its turn and count, for the page's readers and the tests.
std::string series(const BattleLog& log, int side, std::string_view name, std::array<int, 2> TurnPicture::*tally,
                   const Axes& axes) {
  SideColours c = colours_of(log, side);
  bool hits = name == "hits";
  std::string points, dots;
  for (const auto& p : log.pictures) {
    int count = (p.*tally)[static_cast<std::size_t>(side)];
    double x = axes.x(p.turn), y = axes.y(count);
    points += fmt::format("{}{},{}", points.empty() ? "" : " ", num(x), num(y));
    dots += fmt::format("<circle class=\"{}\" data-side=\"{}\" data-turn=\"{}\" data-count=\"{}\" cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>",
                        name, side, p.turn, count, num(x), num(y), hits ? "1.5" : "2.2", c.dark);
  }
  return fmt::format("<polyline class=\"{} side-{}\" points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"{}/>{}", name,
                     side, points, hits ? c.dark : c.fill, hits ? "1.3" : "2", hits ? " stroke-dasharray=\"4 2\"" : "", dots);
}

}  // namespace

std::string loss_chart(const BattleLog& log, ChartSize size) {
  int last = std::max(log.last_turn(), 1);
  double plot_w = size.width - kLeft - kRight, plot_h = size.height - kTop - kBottom;
  double step = plot_w / last;
  Axes stands{step, plot_h, axis_top(most_of(log, &TurnPicture::losses))};
  Axes hits{step, plot_h, axis_top(most_of(log, &TurnPicture::hits))};

  std::string s = fmt::format(
      "<svg class=\"loss-chart\" viewBox=\"0 0 {0} {1}\" width=\"{0}\" height=\"{1}\" data-x0=\"{2}\" data-step=\"{3}\">"
      "<text x=\"{2}\" y=\"13\" class=\"chart-title\">Losses</text>",
      num(size.width), num(size.height), num(kLeft), num(step));
  // Both scales' tops are multiples of four, so the quarter gridlines are whole numbers on each.
  for (int i = 0; i <= 4; ++i) {
    int v = stands.top * i / 4;
    s += fmt::format(
        "<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"{3}\" stroke-width=\"0.5\"/>"
        "<text x=\"{4}\" y=\"{5}\" text-anchor=\"end\" class=\"axis\">{6}</text>"
        "<text x=\"{7}\" y=\"{5}\" class=\"axis\" font-style=\"italic\">{8}</text>",
        num(kLeft), num(stands.y(v)), num(kLeft + plot_w), ink::faint, num(kLeft - 4), num(stands.y(v) + 3), v,
        num(kLeft + plot_w + 4), hits.top * i / 4);
  }
  int label_every = last > 12 ? 2 : 1;
  for (int t = 0; t <= last; t += label_every)
    s += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" class=\"axis\">{}</text>", num(stands.x(t)),
                     num(kTop + plot_h + 14), t);
  s += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" class=\"axis\">turn</text>", num(kLeft + plot_w / 2),
                   num(size.height - 1));
  s += fmt::format("<line class=\"turn-marker\" x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"{3}\" stroke-width=\"1\" "
                   "stroke-dasharray=\"3 2\"/>",
                   num(kLeft), num(kTop), num(kTop + plot_h), ink::sepia);
  // The page narrows this clip to the turn shown, so the chart tells nothing of turns to come.
  s += fmt::format("<clipPath id=\"losses-so-far\"><rect class=\"so-far\" x=\"0\" y=\"0\" width=\"{}\" height=\"{}\"/></clipPath>",
                   num(size.width), num(size.height));
  s += "<g class=\"series\" clip-path=\"url(#losses-so-far)\">";
  for (int side = 0; side < 2; ++side)
    s += series(log, side, "hits", &TurnPicture::hits, hits) + series(log, side, "losses", &TurnPicture::losses, stands);
  s += "</g>";
  for (int side = 0; side < 2; ++side) {
    SideColours c = colours_of(log, side);
    double key_x = kLeft + 110 + 110 * side;
    s += fmt::format("<line x1=\"{0}\" y1=\"9\" x2=\"{1}\" y2=\"9\" stroke=\"{2}\" stroke-width=\"3\"/>"
                     "<text x=\"{3}\" y=\"13\" class=\"axis\">{4}</text>",
                     num(key_x), num(key_x + 16), c.fill, num(key_x + 20), escape(log.sides[static_cast<std::size_t>(side)]));
  }
  // Which line is which measure, in ink.
  s += fmt::format(
      "<line x1=\"{0}\" y1=\"23\" x2=\"{1}\" y2=\"23\" stroke=\"{4}\" stroke-width=\"2\"/>"
      "<text x=\"{2}\" y=\"27\" class=\"axis\">stands lost (left)</text>"
      "<line x1=\"{3}\" y1=\"23\" x2=\"{5}\" y2=\"23\" stroke=\"{4}\" stroke-width=\"1.3\" stroke-dasharray=\"4 2\"/>"
      "<text x=\"{6}\" y=\"27\" class=\"axis\" font-style=\"italic\">HITs taken (right)</text>",
      num(kLeft), num(kLeft + 16), num(kLeft + 20), num(kLeft + 120), ink::sepia, num(kLeft + 136), num(kLeft + 140));
  return s + "</svg>";
}

}  // namespace caisson::render
