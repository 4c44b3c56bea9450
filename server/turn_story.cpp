#include "server/turn_story.hpp"

#include <sstream>

#include "render/battle_log.hpp"
#include "server/close_combat_rolls.hpp"

namespace caisson::server {
namespace {

using nlohmann::json;

std::string_view story_arrow_kind(render::Arrow::Kind k) {
  switch (k) {
    case render::Arrow::Kind::move: return "move";
    case render::Arrow::Kind::fire: return "fire";
    case render::Arrow::Kind::charge: return "charge";
  }
  return "move";
}

json story_turn_json(const render::TurnPicture& p) {
  json arrows = json::array();
  for (const render::Arrow& a : p.arrows)
    arrows.push_back({{"kind", story_arrow_kind(a.kind)}, {"unit", a.unit}, {"target", a.target},
                      {"from", {a.from.x, a.from.y}}, {"to", {a.to.x, a.to.y}}, {"hits", a.hits}});
  json lines = json::array();
  for (const render::NarrativeLine& l : p.narrative)
    if (l.kind != "phase") lines.push_back({{"kind", l.kind}, {"text", l.text}, {"dice", l.dice}});
  return {{"turn", p.turn}, {"arrows", arrows}, {"lines", lines}};
}

}  // namespace

json turn_story_json(const std::string& log_text) {
  std::istringstream in(log_text);
  const render::BattleLog log = render::parse_battle_log(in);
  json turns = json::array();
  // The set-up (picture 0) tells nothing that happened.
  const std::size_t first = log.pictures.size() > 2 ? log.pictures.size() - 2 : 1;
  for (std::size_t i = first; i < log.pictures.size(); ++i) turns.push_back(story_turn_json(log.pictures[i]));
  add_close_combat_rolls(turns, close_combat_rolls(log_text));
  return {{"turns", turns}};
}

}  // namespace caisson::server
