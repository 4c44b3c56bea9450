#include "engine/play/jsonl_writer.hpp"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "engine/play/battle.hpp"
#include "engine/play/men_lost.hpp"
#include "engine/play/reinforcements.hpp"
#include "engine/play/tally_json.hpp"

namespace caisson {
namespace {

using nlohmann::json;

// Positions to a hundredth of an inch: stable, readable, and more than a tabletop measures.
double inches(double v) { return std::round(v * 100.0) / 100.0; }
json point(Vec2 p) { return json::array({inches(p.x), inches(p.y)}); }

json points(const std::vector<Vec2>& ps) {
  json a = json::array();
  for (Vec2 p : ps) a.push_back(point(p));
  return a;
}

json unit_state(const Battle& b, const Unit& u) {
  json j{{"id", u.id}, {"name", u.name}, {"side", b.side_name(u.side)}, {"arm", name_of(u.arm)},
         {"quality", name_of(u.quality)}, {"weapon", name_of(u.weapon)}, {"formation", name_of(u.formation)},
         {"stands", u.stands}, {"hits", u.hits}, {"status", name_of(u.status)}, {"routing", u.routing},
         {"at", point(u.position)}, {"facing", inches(u.facing)},
         {"width", inches(u.footprint.width)}, {"depth", inches(u.footprint.depth)}};
  if (u.brigade != kNone) j["brigade"] = b.oob.node(u.brigade).name;
  return j;
}

json faces_of(const Throw& t) {
  json a = json::array();
  for (int i = 0; i < t.count; ++i) a.push_back(t.face(i));
  return a;
}

// The reinforcement schedule, so a map can show who waits where: each formation's entry point, its
// earliest turn, and the brigades and generals it brings.
json reinforcements(const Battle& b) {
  json list = json::array();
  for (const Reinforcement& r : b.scenario->reinforcements) {
    json brigades = json::array(), generals = json::array();
    for (const Unit& u : b.units) {
      if (u.brigade == kNone || !in_subtree(b.oob, u.brigade, r.formation)) continue;
      const std::string& name = b.oob.node(u.brigade).name;
      if (std::find(brigades.begin(), brigades.end(), name) == brigades.end()) brigades.push_back(name);
    }
    for (const Commander& c : b.commanders)
      if (c.commands != kNone && in_subtree(b.oob, c.commands, r.formation)) generals.push_back(c.name);
    json j{{"side", b.side_name(r.side)}, {"formation", b.oob.node(r.formation).name}, {"turn", r.turn},
           {"at", point(reinforcement_entry(b, r))}, {"brigades", brigades}, {"generals", generals}};
    if (!r.enter_road.empty()) j["road"] = r.enter_road;
    list.push_back(std::move(j));
  }
  return list;
}

json setup(const Battle& b) {
  const Scenario& s = *b.scenario;
  json terrain = json::array();
  for (const auto& a : s.field.areas())
    terrain.push_back({{"name", a.name}, {"kind", name_of(a.kind)}, {"cover", name_of(a.cover)}, {"height", a.height},
                       {"outline", points(a.outline.points())}});
  for (const auto& l : s.field.lines())
    terrain.push_back({{"name", l.name}, {"kind", name_of(l.kind)}, {"cover", name_of(l.cover)}, {"width", l.width},
                       {"path", points(l.path.points())}});
  json objectives = json::array();
  for (const auto& o : s.field.objectives())
    objectives.push_back({{"name", o.name}, {"at", point(o.at)}, {"radius", o.radius}, {"points", o.points}});
  json units = json::array();
  for (const auto& u : b.units) units.push_back(unit_state(b, u));
  json commanders = json::array();
  for (const auto& c : b.commanders)
    commanders.push_back({{"name", c.name}, {"side", b.side_name(c.side)}, {"at", point(c.position)},
                          {"commands", c.commands == kNone ? std::string() : b.oob.node(c.commands).name},
                          {"on_table", c.on_table}});
  return {{"title", s.title}, {"date", s.date}, {"rules", b.rules->id()}, {"turns", s.turns},
          {"sides", s.side_names}, {"table", {{"width", s.field.width()}, {"depth", s.field.depth()}}},
          {"terrain", terrain}, {"objectives", objectives}, {"units", units}, {"commanders", commanders},
          {"reinforcements", reinforcements(b)}};
}

struct ToJson {
  const Battle& b;
  json& j;

  const std::string& name(UnitId id) const { return b.unit(id).name; }

  void operator()(const BattleBegan& r) {
    j["type"] = "battle";
    j["seed"] = r.seed;
    j["setup"] = setup(b);
  }
  void operator()(const RuleOverridden& r) {
    j["type"] = "house_rule";
    j["parameter"] = r.parameter;
    j["value"] = r.value;
    j["default"] = r.default_value;
  }
  void operator()(const TurnBegan&) { j["type"] = "turn"; }
  void operator()(const PhaseBegan&) { j["type"] = "phase"; }
  void operator()(const DiceRolled& r) {
    j["type"] = "roll";
    j["purpose"] = r.dice.purpose;
    j["dice"] = fmt_dice(r.dice);
    json faces = json::array();
    for (int i = 0; i < r.dice.count; ++i) faces.push_back(r.dice.face(i));
    j["faces"] = faces;
    j["total"] = r.dice.total;
  }
  static std::string fmt_dice(const Throw& t) { return std::to_string(t.count) + "d" + std::to_string(t.sides); }
  void operator()(const EventRolled& r) {
    j["type"] = "event";
    j["result"] = r.result;
    j["title"] = r.title;
    if (!r.text.empty()) j["text"] = r.text;
    j["applied"] = r.entry >= 0;
  }
  void operator()(const UnitArrived& r) {
    j["type"] = "arrival";
    j["unit"] = name(r.unit);
    j["state"] = unit_state(b, b.unit(r.unit));
  }
  void operator()(const UnitMoved& r) {
    j["type"] = "move";
    j["unit"] = name(r.unit);
    j["from"] = point(r.from);
    j["to"] = point(r.to);
    j["facing"] = inches(r.facing);
    j["formation"] = name_of(r.formation);
    if (!r.how.empty()) j["how"] = r.how;
  }
  void operator()(const FormationChanged& r) {
    j["type"] = "formation";
    j["unit"] = name(r.unit);
    j["from"] = name_of(r.from);
    j["to"] = name_of(r.to);
  }
  void operator()(const UnitFired& r) {
    j["type"] = "fire";
    j["unit"] = name(r.unit);
    j["target"] = name(r.target);
    j["range"] = r.range;
    j["dice"] = r.dice;
    j["hits"] = r.hits;
    if (r.joined != kNone) j["joined"] = name(r.joined);
    if (r.counts.empty()) return;
    j["counts"] = r.counts;
    j["parts"] = tally_json(r.tally);
    if (r.thrown.count > 0) j["faces"] = faces_of(r.thrown);
    if (r.hit_on > 0) j["hit_on"] = r.hit_on;
  }
  void operator()(const MoraleChecked& r) {
    j["type"] = "morale";
    j["unit"] = name(r.unit);
    j["reason"] = r.reason;
    j["roll"] = r.roll;
    j["modifier"] = r.modifier;
    j["level"] = r.level;
    j["passed"] = r.passed;
    if (!r.passed) j["margin"] = r.margin;
    if (r.test != MoraleChecked{}.test) j["test"] = r.test;
    if (r.pool) j["pool"] = true;
    if (r.passes_if.empty()) return;
    j["passes_if"] = r.passes_if;
    j["parts"] = tally_json(r.parts);
    if (!r.parts_of.empty()) j["parts_of"] = r.parts_of;
    if (r.outright.fails_at_most == 0 && r.outright.passes_from == 0) return;
    json outright{{"fails_at_most", r.outright.fails_at_most}, {"passes_from", r.outright.passes_from}};
    if (!r.outright.decided_by.empty()) outright["decided_by"] = r.outright.decided_by;
    j["outright"] = outright;
  }
  void operator()(const HitsTaken& r) {
    j["type"] = "hits";
    j["unit"] = name(r.unit);
    j["hits"] = r.hits;
    j["total"] = r.total;
    j["cause"] = r.cause;
    if (r.stands) j["stands"] = true;
  }
  void operator()(const HitsRallied& r) {
    j["type"] = "rally";
    j["unit"] = name(r.unit);
    j["removed"] = r.removed;
    j["total"] = r.total;
    j["stopped_routing"] = r.stopped_routing;
  }
  void operator()(const FellBack& r) {
    j["type"] = "fall_back";
    j["unit"] = name(r.unit);
    j["distance"] = inches(r.distance);
    j["cause"] = r.cause;
    j["to"] = point(b.unit(r.unit).position);
  }
  void operator()(const Routed& r) {
    j["type"] = "rout";
    j["unit"] = name(r.unit);
    j["cause"] = r.cause;
  }
  void operator()(const LeftField& r) {
    j["type"] = "left_field";
    j["unit"] = name(r.unit);
    j["how"] = r.how;
  }
  void operator()(const CommanderFell& r) {
    j["type"] = "general_fell";
    j["general"] = b.commander(r.commander).name;
    j["how"] = r.how;
  }
  void operator()(const CommanderReplaced& r) {
    j["type"] = "general_replaced";
    j["fallen"] = b.commander(r.fallen).name;
    j["replacement"] = b.commander(r.replacement).name;
  }
  void operator()(const ChargeDeclared& r) {
    j["type"] = "charge";
    j["unit"] = name(r.unit);
    j["target"] = name(r.target);
  }
  void operator()(const CloseCombat& r) {
    j["type"] = "close_combat";
    j["attacker"] = name(r.attacker);
    j["defender"] = name(r.defender);
    j["attacker_dice"] = r.attacker_dice;
    j["defender_dice"] = r.defender_dice;
    j["attacker_took"] = r.attacker_took;
    j["defender_took"] = r.defender_took;
    if (r.counts.empty()) return;
    j["counts"] = r.counts;
    j["attacker_parts"] = tally_json(r.attacker_tally);
    if (r.counts != "hit on") j["defender_parts"] = tally_json(r.defender_tally);
    if (!r.pairs) return;
    const auto stands = [](const std::array<CloseCombat::Stands, 2>& groups) {
      json list = json::array();
      for (const CloseCombat::Stands& g : groups)
        if (g.count > 0) list.push_back({{"stands", g.count}, {"parts", tally_json(g.factors)}});
      return list;
    };
    j["pairs"] = {{"attacker_faces", faces_of(r.pairs->attacker_faces)}, {"defender_faces", faces_of(r.pairs->defender_faces)},
                  {"attacker_stands", stands(r.pairs->attacker)}, {"defender_stands", stands(r.pairs->defender)},
                  {"ties_to_defender", r.pairs->ties_to_defender}};
  }
  void operator()(const OrderIssued& r) {
    j["type"] = "order";
    j["to"] = b.oob.node(r.formation).name;
    j["order"] = r.order;
    if (!r.objective.empty()) j["objective"] = r.objective;
  }
  void operator()(const OrderSent& r) {
    j["type"] = "order_sent";
    j["courier"] = r.courier;
    j["to"] = b.oob.node(r.formation).name;
  }
  void operator()(const CourierRode& r) {
    j["type"] = "courier";
    j["courier"] = r.courier;
    j["to"] = b.oob.node(r.formation).name;
    j["at"] = point(r.at);
    j["still_to_ride"] = inches(r.still_to_ride);
  }
  void operator()(const OrderDelivered& r) {
    j["type"] = "order_delivered";
    j["courier"] = r.courier;
    j["to"] = b.oob.node(r.formation).name;
    j["order"] = r.order;
    if (!r.objective.empty()) j["objective"] = r.objective;
  }
  void operator()(const OrderFailed& r) {
    j["type"] = "order_failed";
    j["courier"] = r.courier;
    j["to"] = b.oob.node(r.formation).name;
    j["why"] = r.why;
  }
  void operator()(const ArrivalRolled& r) {
    j["type"] = "arrival_roll";
    j["formation"] = b.oob.node(r.formation).name;
    j["roll"] = r.roll;
    j["dice"] = r.dice;
    j["modifier"] = r.modifiers.total();
    Tally parts;  // each modifier by its cause, as the other itemised records list them
    parts.add("by road", r.modifiers.road);
    parts.add(r.modifiers.quality > 0 ? "mostly veterans" : "mostly raw", r.modifiers.quality);
    parts.add("their general hurrying them on", r.modifiers.general);
    j["modifiers"] = tally_json(parts)["modifiers"];
    j["arrives"] = r.arrived;
  }
  void operator()(const ArrivalBlocked& r) {
    j["type"] = "arrival_blocked";
    j["formation"] = b.oob.node(r.formation).name;
    j["blocker"] = r.blocker == kNone ? json(nullptr) : json(name(r.blocker));
    j["came_on"] = r.came_on;
    j["waiting"] = r.waiting;
    if (!r.road.empty()) j["road"] = r.road;
    j["at"] = point(r.entry);
  }
  void operator()(const ArrivalAnnounced& r) {
    j["type"] = "arrival_announced";
    j["formation"] = b.oob.node(r.formation).name;
  }
  void operator()(const WeatherChanged& r) {
    j["type"] = "weather";
    j["weather"] = r.weather;
  }
  void operator()(const CountdownTicked& r) {
    j["type"] = "countdown";
    j["roll"] = r.roll;
    j["left"] = r.left;
  }
  void operator()(const AreaEntered& r) {
    j["type"] = "area_entered";
    j["unit"] = name(r.unit);
    j["area"] = r.area;
  }
  void operator()(const ActionRefused& r) {
    j["type"] = "refused";
    if (r.unit != kNone && r.unit < static_cast<UnitId>(b.units.size())) j["unit"] = name(r.unit);
    j["reason"] = r.reason;
  }
  void operator()(const Said& r) {
    j["type"] = "say";
    j["text"] = r.text;
  }
  // Every unit that has been on the field, compactly, so a map of any turn needs no replaying.
  void operator()(const TurnEnded&) {
    j["type"] = "turn_end";
    json units = json::array();
    for (const auto& u : b.units) {
      if (u.status == UnitStatus::waiting) continue;
      units.push_back({{"id", u.id}, {"at", point(u.position)}, {"facing", inches(u.facing)},
                       {"width", inches(u.footprint.width)}, {"depth", inches(u.footprint.depth)},
                       {"formation", name_of(u.formation)}, {"stands", u.stands}, {"hits", u.hits},
                       {"status", name_of(u.status)}, {"routing", u.routing}});
    }
    j["units"] = units;
    json commanders = json::array();
    for (const auto& c : b.commanders)
      if (c.alive && c.on_table) commanders.push_back({{"name", c.name}, {"at", point(c.position)}});
    j["commanders"] = commanders;
    auto held = json::object();
    for (std::size_t i = 0; i < b.field().objectives().size(); ++i) {
      auto h = b.holder_of(static_cast<int>(i));
      held[b.field().objectives()[i].name] = h ? json(b.side_name(*h)) : json(nullptr);
    }
    j["objectives"] = held;
    j["losses"] = {{b.side_name(0), b.losses_in_stands(0)}, {b.side_name(1), b.losses_in_stands(1)}};
  }
  void operator()(const BattleEnded& r) {
    j["type"] = "end";
    j["winner"] = r.outcome.winner < 0 ? std::string("draw") : b.side_name(static_cast<Side>(r.outcome.winner));
    j["level"] = name_of(r.outcome.level);
    j["condition"] = r.outcome.condition;
    j["losses"] = {{b.side_name(0), b.losses_in_stands(0)}, {b.side_name(1), b.losses_in_stands(1)}};
    // The same losses in men, as `caisson run` ends with (engine/play/men_lost.hpp).
    const std::array<MenCount, 2> men = men_by_side(b, men_by_unit(b));
    j["men_lost"] = {{b.side_name(0), men[0].lost}, {b.side_name(1), men[1].lost}};
  }
};

// Whose record it is: the side whose turn it is; in a phase both sides play together, the side
// of the unit it tells of (none for the rest).
std::optional<Side> side_of(const Battle& b, const Record& r) {
  if (b.turn <= 0) return std::nullopt;
  if (b.phase.empty() || !b.rules->sequence().together_phase(b.phase)) return b.active;
  return std::visit(
      [&](const auto& x) -> std::optional<Side> {
        if constexpr (requires { x.unit; }) {
          if (x.unit >= 0 && static_cast<std::size_t>(x.unit) < b.units.size()) return b.unit(x.unit).side;
        }
        return std::nullopt;
      },
      r);
}

}  // namespace

void JsonLinesWriter::record(const Battle& b, const Record& r) {
  if (!with_dice_ && std::holds_alternative<DiceRolled>(r)) return;
  json j{{"turn", b.turn}};
  if (auto side = side_of(b, r)) j["side"] = b.side_name(*side);
  if (!b.phase.empty()) j["phase"] = b.phase;
  std::visit(ToJson{b, j}, r);
  std::string line = j.dump();
  line += '\n';
  std::fwrite(line.data(), 1, line.size(), out_);
}

}  // namespace caisson
