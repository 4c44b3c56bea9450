#include "render/narrative_lines.hpp"
#include "render/json_fields.hpp"

#include <cmath>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "render/svg_text.hpp"

namespace caisson::render {
namespace {

using nlohmann::json;

std::string hits_word(int n) { return n == 1 ? "1 HIT" : fmt::format("{} HITs", n); }

double distance(const json& from, const json& to) {
  double dx = to.at(0).get<double>() - from.at(0).get<double>();
  double dy = to.at(1).get<double>() - from.at(1).get<double>();
  return std::hypot(dx, dy);
}

// A distance as the tabletop measures it: to the nearest half inch ("9", "3\u00bd", "\u00bd").
std::string inches(double d) {
  long halves = std::lround(std::abs(d) * 2);
  std::string whole = halves >= 2 || halves == 0 ? std::to_string(halves / 2) : std::string();
  return whole + (halves % 2 ? "\u00bd" : "") + "\"";
}

// A move too short to measure tells nothing (a unit turning on the spot has its own line).
std::optional<std::string> move_line(const json& r) {
  double moved = distance(r.at("from"), r.at("to"));
  if (std::lround(moved * 2) == 0) return std::nullopt;
  std::string how = str(r, "how");
  std::string text = fmt::format("{} moves {} in {}", str(r, "unit"), inches(moved), str(r, "formation"));
  if (!how.empty()) text += fmt::format(" ({})", how);
  return text;
}

std::string fire_line(const json& r) {
  std::string range = str(r, "range");
  return fmt::format("{} fires on {}{}: {} dice, {}", str(r, "unit"), str(r, "target"),
                     range.empty() ? "" : " at " + range + " range", integer(r, "dice"), hits_word(integer(r, "hits")));
}

std::string morale_line(const json& r) {
  bool passed = r.value("passed", false);
  std::string text = fmt::format("{} tests morale ({}): rolls {}", str(r, "unit"), str(r, "reason"), integer(r, "roll"));
  if (passed) return text + ", steady";
  const int margin = integer(r, "margin");
  return text + (margin > 0 ? fmt::format(", fails by {}", margin) : std::string(", fails (a roll that always fails)"));
}

std::string close_combat_line(const json& r) {
  return fmt::format("Close combat: {} ({} dice) against {} ({} dice); {} on the attacker, {} on the defender",
                     str(r, "attacker"), integer(r, "attacker_dice"), str(r, "defender"), integer(r, "defender_dice"),
                     hits_word(integer(r, "attacker_took")), hits_word(integer(r, "defender_took")));
}

std::string order_line(const json& r) {
  std::string objective = str(r, "objective");
  return fmt::format("Orders reach {}: {}{}", str(r, "to"), str(r, "order"),
                     objective.empty() ? "" : " (" + objective + ")");
}

std::string event_line(const json& r) {
  std::string text = str(r, "text");
  return fmt::format("Event table: {}, {}{}", integer(r, "result"), str(r, "title"), text.empty() ? "" : ". " + text);
}

std::string end_line(const json& r) {
  std::string winner = str(r, "winner");
  std::string condition = str(r, "condition");
  std::string head = winner == "draw" ? "The battle ends in a draw" : fmt::format("{} wins: a {} victory", winner, str(r, "level"));
  return condition.empty() ? head : head + " (" + condition + ")";
}

// An arrival held up: who is in the way, and where (the road in, or the entry point). Logs written
// before the record named them give the formation alone.
std::string arrival_blocked_line(const json& r) {
  std::string entry = "at its entry";
  if (std::string road = str(r, "road"); !road.empty()) entry = "on the road in (" + road + ")";
  else if (auto at = r.find("at"); at != r.end() && at->is_array() && at->size() == 2 && (*at)[0].is_number() &&
                                    (*at)[1].is_number())
    entry = fmt::format("at its entry ({}, {})", num((*at)[0].get<double>()), num((*at)[1].get<double>()));
  if (!r.contains("blocker")) return fmt::format("{} waits: its way in is blocked", str(r, "formation"));
  const std::string blocker = str(r, "blocker");
  const int came = integer(r, "came_on");
  if (came == 0)
    return fmt::format("{} cannot come on: {} {}", str(r, "formation"),
                       blocker.empty() ? "there is no room" : blocker + " is in the way", entry);
  return fmt::format("{}: {} came on, {} more held up ({} {})", str(r, "formation"), came, integer(r, "waiting"),
                     blocker.empty() ? "no room" : "by " + blocker, entry);
}

std::optional<std::string> line_for(const std::string& type, const json& r) {
  if (type == "house_rule")
    return fmt::format("House rule: {} = {} (the rules say {})", str(r, "parameter"), num(r.value("value", 0.0)),
                       num(r.value("default", 0.0)));
  if (type == "phase") return fmt::format("{}: {}", str(r, "side"), str(r, "phase"));
  if (type == "event") return event_line(r);
  if (type == "arrival") return fmt::format("{} arrives on the field", str(r, "unit"));
  if (type == "move") return move_line(r);
  if (type == "formation") return fmt::format("{} forms {} from {}", str(r, "unit"), str(r, "to"), str(r, "from"));
  if (type == "fire") return fire_line(r);
  if (type == "morale") return morale_line(r);
  if (type == "hits")
    return fmt::format("{} takes {} ({}), {} in all", str(r, "unit"), hits_word(integer(r, "hits")), str(r, "cause"),
                       integer(r, "total"));
  if (type == "rally")
    return fmt::format("{} rallies {}{}", str(r, "unit"), hits_word(integer(r, "removed")),
                       r.value("stopped_routing", false) ? " and stops running" : "");
  if (type == "fall_back")
    return fmt::format("{} falls back {} ({})", str(r, "unit"), inches(r.value("distance", 0.0)), str(r, "cause"));
  if (type == "rout") return fmt::format("{} routs ({})", str(r, "unit"), str(r, "cause"));
  if (type == "left_field") return fmt::format("{} leaves the field: {}", str(r, "unit"), str(r, "how"));
  if (type == "general_fell") return fmt::format("General {} falls: {}", str(r, "general"), str(r, "how"));
  if (type == "general_replaced")
    return fmt::format("{} takes the place of {}", str(r, "replacement"), str(r, "fallen"));
  if (type == "charge") return fmt::format("{} charges {}", str(r, "unit"), str(r, "target"));
  if (type == "close_combat") return close_combat_line(r);
  if (type == "order") return order_line(r);
  if (type == "arrival_roll")
    return fmt::format("{} rolls {} to arrive: {}", str(r, "formation"), integer(r, "roll"),
                       r.value("arrives", false) ? "they come on" : "not yet");
  if (type == "arrival_blocked") return arrival_blocked_line(r);
  if (type == "refused") return fmt::format("Refused: {}", str(r, "reason"));
  if (type == "say") return str(r, "text");
  if (type == "end") return end_line(r);
  return std::nullopt;  // battle, turn, roll, turn_end: drawn, not told
}

}  // namespace

std::optional<NarrativeLine> narrate(const json& record) {
  std::string type = str(record, "type");
  auto text = line_for(type, record);
  if (!text) return std::nullopt;
  return NarrativeLine{type, *text, {}};
}

}  // namespace caisson::render
