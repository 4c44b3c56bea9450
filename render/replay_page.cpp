#include "render/replay_page.hpp"

#include <fmt/format.h>

#include "render/loss_chart.hpp"
#include "render/replay_assets.hpp"
#include "render/replay_data.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

// The maps in a box the reader zooms and pans (focus it for the keys), with its zoom buttons.
std::string map_box(const ReplayData& d) {
  return std::string("<div class=\"maps\" tabindex=\"0\" role=\"region\" aria-label=\"Map: drag or use the arrow keys to pan, "
         "the wheel, a pinch or + and \u2212 to zoom, 0 to fit\">\n"
         "<div class=\"zoom\" role=\"group\" aria-label=\"Zoom\">"
         "<button id=\"zoom-in\" title=\"Zoom in (+)\" aria-label=\"Zoom in\">+</button>"
         "<button id=\"zoom-out\" title=\"Zoom out (\u2212)\" aria-label=\"Zoom out\">\u2212</button>"
         "<button id=\"fit\" title=\"Show the whole map (0)\">Fit</button></div>\n") +
         "<figure class=\"turn-map\" data-turn=\"0\">" + d.sheet_start + "<g id=\"turn-layers\">" + d.first_layers +
         "</g></g><g id=\"turn-title\">" + d.first_title + "</g>" + d.sheet_end + "</figure>\n</div>\n";
}

// In a phone's portrait the panel is a drawer under the map: this opens it further.
std::string drawer_button() {
  return "<button id=\"drawer\" aria-expanded=\"false\" aria-controls=\"panel\">\u25b2 More of the turn</button>\n";
}

// How it ended, kept back until the replay reaches the last turn (or the reader asks).
std::string result(const BattleLog& log) {
  if (log.outcome.empty()) return {};
  return "<p class=\"outcome\"><button id=\"reveal\" aria-controls=\"result\">Show the result</button>"
         "<b id=\"result\" hidden>" + escape(log.outcome) + "</b></p>";
}

std::string controls(const BattleLog& log) {
  return fmt::format(
      "<div class=\"controls\">"
      "<button id=\"prev\" title=\"Previous turn (\u2190)\">\u25c0</button>"
      "<button id=\"play\" title=\"Play or pause (space)\">Play</button>"
      "<button id=\"next\" title=\"Next turn (\u2192)\">\u25b6</button>"
      "<input id=\"turn\" type=\"range\" min=\"0\" max=\"{0}\" value=\"0\" step=\"1\" aria-label=\"Turn\">"
      "<span id=\"turn-label\" aria-live=\"polite\">Set-up</span></div>",
      log.pictures.size() - 1);
}

}  // namespace

std::string replay_page(const BattleLog& log) {
  ReplayData d = replay_data(log);
  std::string s = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  s += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  s += fmt::format("<title>{} \u2014 replay</title>\n<style>{}</style>\n</head>\n<body>\n", escape(log.title), replay_style());
  s += fmt::format("<header><h1>{}</h1><p>{} \u00b7 {} turns \u00b7 rules: {}</p>{}</header>\n", escape(log.title),
                   escape(log.date), log.turns, escape(log.rules), result(log));
  s += "<main>\n<section class=\"stage\">\n" + map_box(d) + controls(log) + "\n</section>\n";
  s += "<aside id=\"panel\">\n" + drawer_button() + "<h2>Event table</h2>\n<div class=\"event\" id=\"event\">" + d.first_event +
       "</div>\n<h2>The turn</h2>\n<div class=\"story\"><div class=\"narrative\" id=\"narrative\">" + d.first_story +
       "</div></div>\n<h2>Left the field</h2>\n<div class=\"trays\"><div class=\"tray\" id=\"tray\">" + d.first_tray +
       "</div></div>\n<div class=\"chart\">" + loss_chart(log) + "</div>\n</aside>\n</main>\n";
  s += "<div id=\"tooltip\" role=\"tooltip\" hidden></div>\n";
  s += "<div id=\"stack\" role=\"dialog\" aria-label=\"Units here\" hidden></div>\n";
  s += "<script type=\"application/json\" id=\"replay-data\">" + d.json + "</script>\n";
  s += "<script type=\"text/plain\" id=\"map-pieces\">" + d.pieces + "</script>\n";
  s += fmt::format("<script>{}{}</script>\n</body>\n</html>\n", replay_script(), map_view_script());
  return s;
}

}  // namespace caisson::render
