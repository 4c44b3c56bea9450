#include "render/replay_data.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "render/departed_list.hpp"
#include "render/map_svg.hpp"
#include "render/markup_pieces.hpp"
#include "render/short_names.hpp"
#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

using nlohmann::json;

std::string event_result(const TurnPicture& p) {
  std::string s;
  if (p.events.empty())
    s += p.turn == 0 ? "<p class=\"quiet\">The armies deploy.</p>" : "<p class=\"quiet\">No roll on the event table.</p>";
  for (const auto& e : p.events)
    s += fmt::format("<p><span class=\"roll\">{}</span> <b>{}</b>{}</p>", e.result, escape(e.title),
                     e.text.empty() ? "" : " \u2014 " + escape(e.text));
  return s;
}

// A phase heading is worth a line only when something happened in that phase.
bool worth_telling(const std::vector<NarrativeLine>& lines, std::size_t i) {
  if (lines[i].kind != "phase") return true;
  return i + 1 < lines.size() && lines[i + 1].kind != "phase";
}

std::string narrative(const TurnPicture& p) {
  std::string s;
  if (p.narrative.empty()) s += "<p class=\"quiet\">Nothing stirs.</p>";
  for (std::size_t i = 0; i < p.narrative.size(); ++i)
    if (worth_telling(p.narrative, i))
      s += fmt::format("<p class=\"{}\">{}</p>", escape(p.narrative[i].kind), escape(p.narrative[i].text));
  return s;
}

std::string turn_label(const BattleLog& log, const TurnPicture& p) {
  return p.turn == 0 ? std::string("Set-up") : fmt::format("Turn {} of {}", p.turn, log.last_turn());
}

json unit_table(const BattleLog& log) {
  json units = json::array();
  for (const auto& u : log.units)
    units.push_back({{"id", u.id}, {"name", u.name}, {"short", short_name(u.name)}, {"side", u.side}, {"brigade", u.brigade},
                     {"arm", u.arm}, {"quality", u.quality}, {"weapon", u.weapon}, {"start", u.stands_at_start}});
  return units;
}

// JSON inside <script>: no "</" may end the element early ("<\/" reads the same to JSON).
// (Copied out rather than inserted in place: g++ 12 warned of std::string::insert, -Wrestrict.)
std::string script_safe(const std::string& text) {
  std::string safe;
  safe.reserve(text.size() + text.size() / 16);
  for (std::size_t i = 0; i < text.size(); ++i) {
    safe += text[i];
    if (text[i] == '<' && i + 1 < text.size() && text[i + 1] == '/') safe += '\\';
  }
  return safe;
}

// A piece as one line of a <script> element's text: a line break in a name becomes its character
// reference, and nothing can close the element early (the map writes every other "<" as "&lt;").
std::string one_line(std::string piece) {
  for (std::size_t at = piece.find('\n'); at != std::string::npos; at = piece.find('\n', at)) piece.replace(at, 1, "&#10;");
  for (std::size_t at = piece.find("</script"); at != std::string::npos; at = piece.find("</script", at)) piece.replace(at, 1, "&lt;");
  return piece;
}

}  // namespace

ReplayData replay_data(const BattleLog& log) {
  MapOptions options;
  options.inline_in_html = true;
  options.list_departed = false;  // the page's tray lists them
  options.for_page = true;
  ReplayData data;
  PieceTable pieces;
  json turns = json::array();
  for (const auto& p : log.pictures) {
    MapSheet sheet = map_sheet(log, p.turn, options);
    if (p.turn == log.pictures.front().turn) {
      data.sheet_start = sheet.head;
      data.sheet_end = sheet.furniture + "</svg>";
      data.first_layers = sheet.turn_layers;
      data.first_title = sheet.turn_title;
      data.first_event = event_result(p);
      data.first_story = narrative(p);
      data.first_tray = departed_tray(log, p);
    }
    turns.push_back({{"turn", p.turn}, {"label", turn_label(log, p)}, {"layers", pieces.add(sheet.turn_layers)},
                     {"title", pieces.add(sheet.turn_title)}, {"event", event_result(p)}, {"story", narrative(p)},
                     {"tray", departed_tray(log, p)}});
  }
  json orders = json::array();
  for (const auto& o : log.orders) orders.push_back({{"turn", o.turn}, {"brigade", o.brigade}, {"order", o.order}});
  json all{{"rules", log.rules}, {"sides", log.sides}, {"units", unit_table(log)}, {"orders", orders}, {"turns", turns}};
  data.json = script_safe(all.dump());
  // One a line, as written (no JSON quoting to double every attribute's quotes).
  for (const auto& piece : pieces.pieces()) data.pieces += one_line(piece) + "\n";
  return data;
}

}  // namespace caisson::render
