// caisson render: the map of one turn of a played battle, as SVG.
#include <memory>
#include <optional>
#include <sstream>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/log_files.hpp"
#include "render/map_svg.hpp"

namespace caisson::cli {
namespace {

struct RenderOptions {
  std::string log;
  std::optional<int> turn;
  std::string out;
  std::optional<double> width;
  std::string region;  // "X,Y,W,H" in table inches
};

// "X,Y,W,H": four numbers, nothing else.
render::TableRegion parse_region(const std::string& text) {
  std::istringstream in(text);
  double v[4];
  char comma = ',';
  for (int i = 0; i < 4; ++i)
    if ((i > 0 && !(in >> comma)) || comma != ',' || !(in >> v[i]))
      throw BadInput(fmt::format("--region {}: expected X,Y,W,H in table inches (e.g. 40,20,30,20)", text));
  if (in >> comma) throw BadInput(fmt::format("--region {}: expected four numbers, X,Y,W,H", text));
  return {v[0], v[1], v[2], v[3]};
}

int render_map(const RenderOptions& o) {
  render::BattleLog log = read_log(o.log);
  int turn = o.turn ? *o.turn : log.last_turn();
  if (turn < 0 || turn > log.last_turn())
    throw BadInput(fmt::format("--turn {}: {} was played to turn {} (0 is the set-up)", turn, o.log, log.last_turn()));
  if (o.width && !(*o.width > 0)) throw BadInput(fmt::format("--width {}: a map must be some pixels wide", *o.width));
  render::MapOptions options;
  options.width = o.width;
  if (!o.region.empty()) options.region = parse_region(o.region);
  try {
    write_output(o.out, render::map_svg(log, turn, options), "-o");
  } catch (const render::LogError& e) {
    throw BadInput(fmt::format("--region: {}", e.what()));
  }
  return kSuccess;
}

}  // namespace

CommandAction add_render(CLI::App& app) {
  auto o = std::make_shared<RenderOptions>();
  CLI::App* cmd = app.add_subcommand("render", "Draw the map of one turn of a battle log as SVG");
  cmd->add_option("log", o->log, "The battle's JSON Lines log (run --log json) or a save (run --save-at T --save PATH)")->required();
  cmd->add_option("--turn", o->turn, "The turn to draw, at its end; 0 is the set-up (default: the last)");
  cmd->add_option("-o,--out", o->out, "Write the SVG here (default: standard output)");
  cmd->add_option("--width", o->width,
                  "Make the map this many pixels wide (default: no size, so it fills its window or page)");
  cmd->add_option("--region", o->region,
                  "Draw only this part of the table, X,Y,W,H in table inches from its origin corner (for print)");
  return [o] { return render_map(*o); };
}

}  // namespace caisson::cli
