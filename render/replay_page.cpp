#include "render/replay_page.hpp"

#include <fmt/format.h>

#include "render/loss_chart.hpp"
#include "render/map_svg.hpp"
#include "render/replay_assets.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

std::string maps(const BattleLog& log) {
  std::string s;
  for (const auto& p : log.pictures) {
    MapOptions options{fmt::format("t{}-", p.turn), true};
    s += fmt::format("<figure class=\"turn-map\" data-turn=\"{}\"{}>{}</figure>\n", p.turn, p.turn == 0 ? "" : " hidden",
                     map_svg(log, p.turn, options));
  }
  return s;
}

std::string event_results(const BattleLog& log) {
  std::string s;
  for (const auto& p : log.pictures) {
    s += fmt::format("<div class=\"event\" data-turn=\"{}\"{}>", p.turn, p.turn == 0 ? "" : " hidden");
    if (p.events.empty())
      s += p.turn == 0 ? "<p class=\"quiet\">The armies deploy.</p>" : "<p class=\"quiet\">No roll on the event table.</p>";
    for (const auto& e : p.events) {
      s += fmt::format("<p><span class=\"roll\">{}</span> <b>{}</b>{}</p>", e.result, escape(e.title),
                       e.text.empty() ? "" : " \u2014 " + escape(e.text));
    }
    s += "</div>\n";
  }
  return s;
}

// A phase heading is worth a line only when something happened in that phase.
bool worth_telling(const std::vector<NarrativeLine>& lines, std::size_t i) {
  if (lines[i].kind != "phase") return true;
  return i + 1 < lines.size() && lines[i + 1].kind != "phase";
}

std::string narratives(const BattleLog& log) {
  std::string s;
  for (const auto& p : log.pictures) {
    s += fmt::format("<div class=\"narrative\" data-turn=\"{}\"{}>", p.turn, p.turn == 0 ? "" : " hidden");
    if (p.narrative.empty()) s += "<p class=\"quiet\">Nothing stirs.</p>";
    for (std::size_t i = 0; i < p.narrative.size(); ++i)
      if (worth_telling(p.narrative, i))
        s += fmt::format("<p class=\"{}\">{}</p>", escape(p.narrative[i].kind), escape(p.narrative[i].text));
    s += "</div>\n";
  }
  return s;
}

std::string controls(const BattleLog& log) {
  return fmt::format(
      "<div class=\"controls\">"
      "<button id=\"prev\" title=\"Previous turn (\u2190)\">\u25c0</button>"
      "<button id=\"play\" title=\"Play or pause (space)\">Play</button>"
      "<button id=\"next\" title=\"Next turn (\u2192)\">\u25b6</button>"
      "<input id=\"turn\" type=\"range\" min=\"0\" max=\"{0}\" value=\"0\" step=\"1\" aria-label=\"Turn\">"
      "<span id=\"turn-label\">Set-up</span></div>",
      log.pictures.size() - 1);
}

}  // namespace

std::string replay_page(const BattleLog& log) {
  std::string s = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  s += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  s += fmt::format("<title>{} \u2014 replay</title>\n<style>{}</style>\n</head>\n<body>\n", escape(log.title), replay_style());
  s += fmt::format("<header><h1>{}</h1><p>{} \u00b7 {} turns \u00b7 rules: {}{}</p></header>\n", escape(log.title),
                   escape(log.date), log.turns, escape(log.rules),
                   log.outcome.empty() ? std::string() : " \u00b7 <b>" + escape(log.outcome) + "</b>");
  s += "<main>\n<section class=\"stage\">\n<div class=\"maps\">\n" + maps(log) + "</div>\n" + controls(log) + "\n</section>\n";
  s += "<aside>\n<h2>Event table</h2>\n" + event_results(log) + "<h2>The turn</h2>\n<div class=\"story\">\n" +
       narratives(log) + "</div>\n<div class=\"chart\">" + loss_chart(log) + "</div>\n</aside>\n</main>\n";
  s += "<div id=\"tooltip\" role=\"tooltip\" hidden></div>\n";
  s += fmt::format("<script>{}</script>\n</body>\n</html>\n", replay_script());
  return s;
}

}  // namespace caisson::render
