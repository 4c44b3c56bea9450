#include "engine/play/jsonl_writer.hpp"

#include <algorithm>
#include <cmath>

#include <nlohmann/json.hpp>

#include "engine/log/log_schema.hpp"
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
  using U = schema::UnitState;
  json j{{U::id, u.id}, {U::name, u.name}, {U::side, b.side_name(u.side)}, {U::arm, name_of(u.arm)},
         {U::quality, name_of(u.quality)}, {U::weapon, name_of(u.weapon)}, {U::formation, name_of(u.formation)},
         {U::stands, u.stands}, {U::hits, u.hits}, {U::status, name_of(u.status)}, {U::routing, u.routing},
         {U::at, point(u.position)}, {U::facing, inches(u.facing)},
         {U::width, inches(u.footprint.width)}, {U::depth, inches(u.footprint.depth)}};
  if (u.brigade != kNone) j[U::brigade] = b.oob.node(u.brigade).name;
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
  using R = schema::Reinforcement;
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
    json j{{R::side, b.side_name(r.side)}, {R::formation, b.oob.node(r.formation).name}, {R::turn, r.turn},
           {R::at, point(reinforcement_entry(b, r))}, {R::brigades, brigades}, {R::generals, generals}};
    if (!r.enter_road.empty()) j[R::road] = r.enter_road;
    list.push_back(std::move(j));
  }
  return list;
}

json setup(const Battle& b) {
  using S = schema::Setup;
  using T = schema::TerrainPiece;
  using O = schema::ObjectivePlace;
  using G = schema::General;
  const Scenario& s = *b.scenario;
  json terrain = json::array();
  for (const auto& a : s.field.areas())
    terrain.push_back({{T::name, a.name}, {T::kind, name_of(a.kind)}, {T::cover, name_of(a.cover)}, {T::height, a.height},
                       {T::outline, points(a.outline.points())}});
  for (const auto& l : s.field.lines())
    terrain.push_back({{T::name, l.name}, {T::kind, name_of(l.kind)}, {T::cover, name_of(l.cover)}, {T::width, l.width},
                       {T::path, points(l.path.points())}});
  json objectives = json::array();
  for (const auto& o : s.field.objectives())
    objectives.push_back({{O::name, o.name}, {O::at, point(o.at)}, {O::radius, o.radius}, {O::points, o.points}});
  json units = json::array();
  for (const auto& u : b.units) units.push_back(unit_state(b, u));
  json commanders = json::array();
  for (const auto& c : b.commanders)
    commanders.push_back({{G::name, c.name}, {G::side, b.side_name(c.side)}, {G::at, point(c.position)},
                          {G::commands, c.commands == kNone ? std::string() : b.oob.node(c.commands).name},
                          {G::on_table, c.on_table}});
  return {{S::title, s.title}, {S::date, s.date}, {S::rules, b.rules->id()}, {S::turns, s.turns},
          {S::sides, s.side_names}, {S::table, {{S::width, s.field.width()}, {S::depth, s.field.depth()}}},
          {S::terrain, terrain}, {S::objectives, objectives}, {S::units, units}, {S::commanders, commanders},
          {S::reinforcements, reinforcements(b)}};
}

// Each record as its line, by the schema's names (engine/log/log_schema.hpp).
struct ToJson {
  const Battle& b;
  json& j;

  const std::string& name(UnitId id) const { return b.unit(id).name; }
  const std::string& formation(FormationId id) const { return b.oob.node(id).name; }
  // The line's type: the record kind `K`.
  template <class K>
  void kind() { j[schema::Line::type] = K::kind; }
  json losses() const { return {{b.side_name(0), b.losses_in_stands(0)}, {b.side_name(1), b.losses_in_stands(1)}}; }

  void operator()(const BattleBegan& r) {
    using K = schema::Battle;
    kind<K>();
    j[K::seed] = r.seed;
    j[K::setup] = setup(b);
  }
  void operator()(const RuleOverridden& r) {
    using K = schema::HouseRule;
    kind<K>();
    j[K::parameter] = r.parameter;
    j[K::value] = r.value;
    j[K::default_value] = r.default_value;
  }
  void operator()(const TurnBegan&) { kind<schema::Turn>(); }
  void operator()(const PhaseBegan&) { kind<schema::Phase>(); }
  void operator()(const DiceRolled& r) {
    using K = schema::Roll;
    kind<K>();
    j[K::purpose] = r.dice.purpose;
    j[K::dice] = std::to_string(r.dice.count) + "d" + std::to_string(r.dice.sides);
    j[K::faces] = faces_of(r.dice);
    j[K::total] = r.dice.total;
  }
  void operator()(const EventRolled& r) {
    using K = schema::Event;
    kind<K>();
    j[K::result] = r.result;
    j[K::title] = r.title;
    if (!r.text.empty()) j[K::text] = r.text;
    j[K::applied] = r.entry >= 0;
  }
  void operator()(const UnitArrived& r) {
    using K = schema::Arrival;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::state] = unit_state(b, b.unit(r.unit));
  }
  void operator()(const UnitMoved& r) {
    using K = schema::Move;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::from] = point(r.from);
    j[K::to] = point(r.to);
    j[K::facing] = inches(r.facing);
    j[K::formation] = name_of(r.formation);
    if (!r.how.empty()) j[K::how] = r.how;
  }
  void operator()(const FormationChanged& r) {
    using K = schema::Formation;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::from] = name_of(r.from);
    j[K::to] = name_of(r.to);
  }
  void operator()(const UnitFired& r) {
    using K = schema::Fire;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::target] = name(r.target);
    j[K::range] = r.range;
    j[K::dice] = r.dice;
    j[K::hits] = r.hits;
    if (r.joined != kNone) j[K::joined] = name(r.joined);
    if (r.counts.empty()) return;
    j[K::counts] = r.counts;
    j[K::parts] = tally_json(r.tally);
    if (r.thrown.count > 0) j[K::faces] = faces_of(r.thrown);
    if (r.hit_on > 0) j[K::hit_on] = r.hit_on;
  }
  void operator()(const MoraleChecked& r) {
    using K = schema::Morale;
    using O = schema::Outright;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::reason] = r.reason;
    j[K::roll] = r.roll;
    j[K::modifier] = r.modifier;
    j[K::level] = r.level;
    j[K::passed] = r.passed;
    if (!r.passed) j[K::margin] = r.margin;
    if (r.test != K::usual_test) j[K::test] = r.test;
    if (r.pool) j[K::pool] = true;
    if (r.passes_if.empty()) return;
    j[K::passes_if] = r.passes_if;
    j[K::parts] = tally_json(r.parts);
    if (!r.parts_of.empty()) j[K::parts_of] = r.parts_of;
    if (r.outright.fails_at_most == 0 && r.outright.passes_from == 0) return;
    json outright{{O::fails_at_most, r.outright.fails_at_most}, {O::passes_from, r.outright.passes_from}};
    if (!r.outright.decided_by.empty()) outright[O::decided_by] = r.outright.decided_by;
    j[K::outright] = outright;
  }
  void operator()(const HitsTaken& r) {
    using K = schema::Hits;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::hits] = r.hits;
    j[K::total] = r.total;
    j[K::cause] = r.cause;
    if (r.stands) j[K::stands] = true;
  }
  void operator()(const HitsRallied& r) {
    using K = schema::Rally;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::removed] = r.removed;
    j[K::total] = r.total;
    j[K::stopped_routing] = r.stopped_routing;
  }
  void operator()(const FellBack& r) {
    using K = schema::FallBack;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::distance] = inches(r.distance);
    j[K::cause] = r.cause;
    j[K::to] = point(b.unit(r.unit).position);
  }
  void operator()(const Routed& r) {
    using K = schema::Rout;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::cause] = r.cause;
  }
  void operator()(const LeftField& r) {
    using K = schema::LeftField;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::how] = r.how;
  }
  void operator()(const CommanderFell& r) {
    using K = schema::GeneralFell;
    kind<K>();
    j[K::general] = b.commander(r.commander).name;
    j[K::how] = r.how;
  }
  void operator()(const CommanderReplaced& r) {
    using K = schema::GeneralReplaced;
    kind<K>();
    j[K::fallen] = b.commander(r.fallen).name;
    j[K::replacement] = b.commander(r.replacement).name;
  }
  void operator()(const ChargeDeclared& r) {
    using K = schema::Charge;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::target] = name(r.target);
  }
  void operator()(const CloseCombat& r) {
    using K = schema::CloseCombat;
    using P = schema::Pairs;
    kind<K>();
    j[K::attacker] = name(r.attacker);
    j[K::defender] = name(r.defender);
    j[K::attacker_dice] = r.attacker_dice;
    j[K::defender_dice] = r.defender_dice;
    j[K::attacker_took] = r.attacker_took;
    j[K::defender_took] = r.defender_took;
    if (r.counts.empty()) return;
    j[K::counts] = r.counts;
    j[K::attacker_parts] = tally_json(r.attacker_tally);
    if (r.counts != "hit on") j[K::defender_parts] = tally_json(r.defender_tally);
    if (!r.pairs) return;
    const auto stands = [](const std::array<CloseCombat::Stands, 2>& groups) {
      json list = json::array();
      for (const CloseCombat::Stands& g : groups)
        if (g.count > 0) list.push_back({{P::stands, g.count}, {P::parts, tally_json(g.factors)}});
      return list;
    };
    j[K::pairs] = {{P::attacker_faces, faces_of(r.pairs->attacker_faces)}, {P::defender_faces, faces_of(r.pairs->defender_faces)},
                   {P::attacker_stands, stands(r.pairs->attacker)}, {P::defender_stands, stands(r.pairs->defender)},
                   {P::ties_to_defender, r.pairs->ties_to_defender}};
  }
  void operator()(const OrderIssued& r) {
    using K = schema::Order;
    kind<K>();
    j[K::to] = formation(r.formation);
    j[K::order] = r.order;
    if (!r.objective.empty()) j[K::objective] = r.objective;
  }
  void operator()(const OrderSent& r) {
    using K = schema::OrderSent;
    kind<K>();
    j[K::courier] = r.courier;
    j[K::to] = formation(r.formation);
  }
  void operator()(const CourierRode& r) {
    using K = schema::Courier;
    kind<K>();
    j[K::courier] = r.courier;
    j[K::to] = formation(r.formation);
    j[K::at] = point(r.at);
    j[K::still_to_ride] = inches(r.still_to_ride);
  }
  void operator()(const OrderDelivered& r) {
    using K = schema::OrderDelivered;
    kind<K>();
    j[K::courier] = r.courier;
    j[K::to] = formation(r.formation);
    j[K::order] = r.order;
    if (!r.objective.empty()) j[K::objective] = r.objective;
  }
  void operator()(const OrderFailed& r) {
    using K = schema::OrderFailed;
    kind<K>();
    j[K::courier] = r.courier;
    j[K::to] = formation(r.formation);
    j[K::why] = r.why;
  }
  void operator()(const ArrivalRolled& r) {
    using K = schema::ArrivalRoll;
    kind<K>();
    j[K::formation] = formation(r.formation);
    j[K::roll] = r.roll;
    j[K::dice] = r.dice;
    j[K::modifier] = r.modifiers.total();
    Tally parts;  // each modifier by its cause, as the other itemised records list them
    parts.add("by road", r.modifiers.road);
    parts.add(r.modifiers.quality > 0 ? "mostly veterans" : "mostly raw", r.modifiers.quality);
    parts.add("their general hurrying them on", r.modifiers.general);
    j[K::modifiers] = tally_json(parts)[schema::Parts::modifiers];
    j[K::arrives] = r.arrived;
  }
  void operator()(const ArrivalBlocked& r) {
    using K = schema::ArrivalBlocked;
    kind<K>();
    j[K::formation] = formation(r.formation);
    j[K::blocker] = r.blocker == kNone ? json(nullptr) : json(name(r.blocker));
    j[K::came_on] = r.came_on;
    j[K::waiting] = r.waiting;
    if (!r.road.empty()) j[K::road] = r.road;
    j[K::at] = point(r.entry);
  }
  void operator()(const ArrivalAnnounced& r) {
    using K = schema::ArrivalAnnounced;
    kind<K>();
    j[K::formation] = formation(r.formation);
  }
  void operator()(const WeatherChanged& r) {
    using K = schema::Weather;
    kind<K>();
    j[K::weather] = r.weather;
  }
  void operator()(const CountdownTicked& r) {
    using K = schema::Countdown;
    kind<K>();
    j[K::roll] = r.roll;
    j[K::left] = r.left;
  }
  void operator()(const AreaEntered& r) {
    using K = schema::AreaEntered;
    kind<K>();
    j[K::unit] = name(r.unit);
    j[K::area] = r.area;
  }
  void operator()(const ActionRefused& r) {
    using K = schema::Refused;
    kind<K>();
    if (r.unit != kNone && r.unit < static_cast<UnitId>(b.units.size())) j[K::unit] = name(r.unit);
    j[K::reason] = r.reason;
  }
  void operator()(const Said& r) {
    using K = schema::Say;
    kind<K>();
    j[K::text] = r.text;
  }
  // Every unit that has been on the field, compactly, so a map of any turn needs no replaying.
  void operator()(const TurnEnded&) {
    using K = schema::TurnEnd;
    using U = schema::UnitState;
    using G = schema::General;
    kind<K>();
    json units = json::array();
    for (const auto& u : b.units) {
      if (u.status == UnitStatus::waiting) continue;
      units.push_back({{U::id, u.id}, {U::at, point(u.position)}, {U::facing, inches(u.facing)},
                       {U::width, inches(u.footprint.width)}, {U::depth, inches(u.footprint.depth)},
                       {U::formation, name_of(u.formation)}, {U::stands, u.stands}, {U::hits, u.hits},
                       {U::status, name_of(u.status)}, {U::routing, u.routing}});
    }
    j[K::units] = units;
    json commanders = json::array();
    for (const auto& c : b.commanders)
      if (c.alive && c.on_table) commanders.push_back({{G::name, c.name}, {G::at, point(c.position)}});
    j[K::commanders] = commanders;
    auto held = json::object();
    for (std::size_t i = 0; i < b.field().objectives().size(); ++i) {
      auto h = b.holder_of(static_cast<int>(i));
      held[b.field().objectives()[i].name] = h ? json(b.side_name(*h)) : json(nullptr);
    }
    j[K::objectives] = held;
    j[K::losses] = losses();
  }
  void operator()(const BattleEnded& r) {
    using K = schema::End;
    kind<K>();
    j[K::winner] = r.outcome.winner < 0 ? std::string(K::draw) : b.side_name(static_cast<Side>(r.outcome.winner));
    j[K::level] = name_of(r.outcome.level);
    j[K::condition] = r.outcome.condition;
    j[K::losses] = losses();
    // The same losses in men, as `caisson run` ends with (engine/play/men_lost.hpp).
    const std::array<MenCount, 2> men = men_by_side(b, men_by_unit(b));
    j[K::men_lost] = {{b.side_name(0), men[0].lost}, {b.side_name(1), men[1].lost}};
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

nlohmann::json log_line(const Battle& b, const Record& r) {
  json j{{schema::Line::turn, b.turn}};
  if (auto side = side_of(b, r)) j[schema::Line::side] = b.side_name(*side);
  if (!b.phase.empty()) j[schema::Line::phase] = b.phase;
  std::visit(ToJson{b, j}, r);
  return j;
}

void JsonLinesWriter::record(const Battle& b, const Record& r) {
  if (!with_dice_ && std::holds_alternative<DiceRolled>(r)) return;
  std::string line = log_line(b, r).dump();
  line += '\n';
  std::fwrite(line.data(), 1, line.size(), out_);
}

}  // namespace caisson
