#include "server/game_json.hpp"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

#include "engine/play/choice.hpp"
#include "server/action_words.hpp"
#include "server/move_reach.hpp"
#include "server/sequence_json.hpp"
#include "server/target_json.hpp"

namespace caisson::server {
namespace {

using nlohmann::json;

double page_inches(double v) { return std::round(v * 100.0) / 100.0; }
json page_point(Vec2 p) { return json::array({page_inches(p.x), page_inches(p.y)}); }

// The unit's own facts in the rule system's sequence (its action points, its activation...).
const std::vector<SequenceFact>* facts_of(const SequenceState& now, UnitId id) {
  for (const UnitSequenceFacts& f : now.units)
    if (f.unit == id) return &f.facts;
  return nullptr;
}

json unit_json(const GameView& g, const Unit& u, const SequenceState& now) {
  const Battle& b = g.battle;
  json j{{"id", u.id}, {"name", u.name}, {"side", b.side_name(u.side)}, {"arm", name_of(u.arm)},
         {"quality", name_of(u.quality)}, {"weapon", name_of(u.weapon)}, {"formation", name_of(u.formation)},
         {"stands", u.stands}, {"hits", u.hits}, {"status", name_of(u.status)}, {"routing", u.routing},
         {"at", page_point(u.position)}, {"facing", page_inches(u.facing)}, {"width", page_inches(u.footprint.width)},
         {"depth", page_inches(u.footprint.depth)}, {"acted", u.acted}, {"fired", u.fired},
         {"brigade", u.brigade}, {"person", g.person[u.side]}};
  if (g.decision && g.decision->side == u.side) j["left_to_commander"] = g.decision->person.delegated(u.id);
  const auto* facts = facts_of(now, u.id);
  j["sequence_state"] = facts ? sequence_facts_json(*facts) : json::array();
  return j;
}

json formation_json(const Battle& b, const FormationNode& n) {
  json j{{"id", n.id}, {"name", n.name}, {"side", b.side_name(n.side)}, {"echelon", name_of(n.echelon)},
         {"parent", n.parent}, {"order", n.standing_order}, {"objective", n.objective}, {"units", n.units}};
  if (n.objective_point) j["point"] = page_point(*n.objective_point);
  if (n.commander != kNone) j["commander"] = b.commander(n.commander).name;
  return j;
}

json courier_json(const Battle& b, const Courier& c) {
  return {{"id", c.id}, {"side", b.side_name(c.side)}, {"to", c.order.to}, {"to_name", b.oob.node(c.order.to).name},
          {"order", c.order.order}, {"objective", c.order.objective}, {"state", name_of(c.state)},
          {"at", page_point(c.position)}, {"issued_on_turn", c.issued_on_turn}};
}

json phase_json(const GameView& g) {
  const Decision& d = *g.decision;
  json allowed = json::array();
  for (ActionKind k : kApiActionKinds)
    if (d.phase.allowed.has(k)) allowed.push_back(api_word(k));
  return {{"name", d.phase.name}, {"rule", d.phase.rule}, {"side", g.battle.side_name(d.side)}, {"allowed", allowed}};
}

json sequence_json(const Battle& b) {
  json j = json::array();
  const SequenceOfPlay& seq = b.rules->sequence();
  auto add = [&](const std::vector<PhaseSpec>& phases, std::string_view part) {
    for (const PhaseSpec& p : phases) j.push_back({{"name", p.name}, {"part", part}});
  };
  add(seq.turn_start, "turn start");
  add(seq.player_turn, "player turn");
  add(seq.turn_end, "turn end");
  return j;
}

}  // namespace

json state_json(const GameView& g) {
  const Battle& b = g.battle;
  json j{{"version", g.version}, {"title", b.scenario->title}, {"rules", b.rules->id()}, {"turn", b.turn},
         {"turns", b.scenario->turns}, {"weather", b.weather}, {"seed", b.seed},
         {"sides", {b.side_name(0), b.side_name(1)}}, {"sequence", sequence_json(b)},
         {"table", {{"width", b.field().width()}, {"depth", b.field().depth()}}}};
  json people = json::array();
  for (Side s : {0, 1})
    if (g.person[s]) people.push_back(b.side_name(s));
  j["person"] = people;
  j["waiting"] = g.decision != nullptr;
  // Whose hand is on the army now: the side the person must command at this decision (hot-seat:
  // the page covers the table when it changes hands).
  j["hot_seat"] = g.person[0] && g.person[1];
  j["to_command"] = g.decision ? json(b.side_name(g.decision->side)) : json(nullptr);
  j["phase"] = g.decision ? phase_json(g) : json(nullptr);
  if (b.outcome) {
    const Outcome& o = *b.outcome;
    j["outcome"] = {{"winner", o.winner < 0 ? std::string("draw") : b.side_name(static_cast<Side>(o.winner))},
                    {"level", name_of(o.level)}, {"condition", o.condition}, {"turn", o.turn}};
  } else {
    j["outcome"] = nullptr;
  }
  if (!g.error.empty()) j["error"] = g.error;
  // The rule system's own sequence as it stands: the card turned, the round, the attacks...
  const SequenceState now = b.outcome ? SequenceState{} : b.advisor().sequence_state(b);
  j["sequence_state"] = sequence_facts_json(now.turn);
  json units = json::array();
  for (const Unit& u : b.units) units.push_back(unit_json(g, u, now));
  j["units"] = units;
  json formations = json::array();
  for (const FormationNode& n : b.oob.nodes()) formations.push_back(formation_json(b, n));
  j["formations"] = formations;
  json couriers = json::array();
  for (const Courier& c : b.couriers) couriers.push_back(courier_json(b, c));
  j["couriers"] = couriers;
  json objectives = json::array();
  for (std::size_t i = 0; i < b.field().objectives().size(); ++i) {
    const Objective& o = b.field().objectives()[i];
    auto holder = b.holder_of(static_cast<int>(i));
    objectives.push_back({{"name", o.name}, {"at", page_point(o.at)}, {"radius", o.radius}, {"points", o.points},
                          {"holder", holder ? json(b.side_name(*holder)) : json(nullptr)}});
  }
  j["objectives"] = objectives;
  json words = json::array();
  for (const OrderWord& w : b.rules->order_words()) words.push_back(w.word);
  j["order_words"] = words;
  json generals = json::array();
  for (const Commander& c : b.commanders)
    generals.push_back({{"name", c.name}, {"side", b.side_name(c.side)}, {"at", page_point(c.position)},
                        {"alive", c.alive}, {"on_table", c.on_table}});
  j["generals"] = generals;
  return j;
}

namespace {

// A kind the unit may not take now at all: the reason the driver or the rules give for a plain
// try of it, else the phase's silence.
std::optional<std::string> kind_refusal(const GameView& g, const Unit& u, ActionKind k) {
  const Decision& d = *g.decision;
  Action probe;
  switch (k) {
    case ActionKind::move: probe = Move{u.id, u.position, u.facing}; break;
    case ActionKind::change_formation: probe = ChangeFormation{u.id, u.formation}; break;
    case ActionKind::fall_back: probe = FallBack{u.id}; break;
    case ActionKind::fire: probe = Fire{u.id, kNone}; break;
    case ActionKind::charge: probe = Charge{u.id, kNone, {}}; break;
    case ActionKind::rally: probe = Rally{u.id}; break;
  }
  if (u.side != d.side) return fmt::format("{} does not act now: it is {}'s move", u.name, g.battle.side_name(d.side));
  if (!d.phase.allowed.has(k) || !g.battle.advisor().may_act(g.battle, u, k)) {
    if (auto why = d.port.why_not(g.battle, probe)) return why;
    return fmt::format("{} cannot {} now", u.name, name_of(k));
  }
  return std::nullopt;
}

}  // namespace

json unit_options_json(const GameView& g, UnitId id) {
  const Battle& b = g.battle;
  if (id < 0 || static_cast<std::size_t>(id) >= b.units.size()) throw std::out_of_range(fmt::format("there is no unit #{}", id));
  const Unit& u = b.unit(id);
  json j{{"unit", unit_json(g, u, b.outcome ? SequenceState{} : b.advisor().sequence_state(b))}};
  if (!g.decision) {
    j["kinds"] = json::object();
    j["why_not"] = "the battle is over";
    return j;
  }
  json kinds = json::object();
  for (ActionKind k : kApiActionKinds) {
    json kind{{"allowed", true}};
    if (auto why = kind_refusal(g, u, k)) {
      kinds[api_word(k)] = {{"allowed", false}, {"why_not", *why}};
      continue;
    }
    if (k == ActionKind::fire) {
      std::string first_refusal;
      kind["targets"] = fire_targets_json(g, u, first_refusal);
      if (kind["targets"].empty()) {
        kind["allowed"] = false;
        kind["why_not"] = first_refusal.empty() ? fmt::format("no enemy in reach of {}", u.name) : first_refusal;
      }
    } else if (k == ActionKind::charge) {
      json refused;
      kind["targets"] = charge_targets_json(g, u, refused);
      kind["refused"] = refused;
      kind["names_supporters"] = b.advisor().charges_name_supporters();
      kind["names_fellows"] = b.advisor().charges_name_fellows();
      if (kind["targets"].empty()) {
        kind["allowed"] = false;
        kind["why_not"] = refused.empty() ? json(fmt::format("no enemy in reach of {}", u.name)) : refused[0]["why_not"];
      }
    } else if (k == ActionKind::move) {
      const double allowance = b.advisor().move_allowance(b, u);
      kind["allowance"] = page_inches(allowance);
      kind["reach"] = move_reach_json(g, u, allowance);
    } else if (k == ActionKind::change_formation) {
      json to = json::array();
      for (std::size_t f = 0; f < kFormationNames.size(); ++f) {
        auto form = static_cast<Formation>(f);
        if (form == u.formation) continue;
        if (!g.decision->port.why_not(b, ChangeFormation{u.id, form})) to.push_back(name_of(form));
      }
      kind["to"] = to;
      if (to.empty()) {
        kind["allowed"] = false;
        kind["why_not"] = fmt::format("{} may take no other formation now", u.name);
      }
    } else if (auto why = g.decision->port.why_not(b, k == ActionKind::rally ? Action{Rally{u.id}} : Action{FallBack{u.id}})) {
      kind = {{"allowed", false}, {"why_not", *why}};
    }
    kinds[api_word(k)] = kind;
  }
  j["kinds"] = kinds;
  return j;
}

}  // namespace caisson::server
