#include "server/target_json.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/play/tally_json.hpp"

namespace caisson::server {
namespace {

using nlohmann::json;

constexpr std::size_t kRefusedChargesShown = 4;  // the nearest: enough to see why, short enough to read

double target_inches(double v) { return std::round(v * 100.0) / 100.0; }

json shot_quote_json(const ShotQuote& q) {
  json j{{"range", q.range}, {"counts", q.counts}, {"dice", q.dice}, {"hit_on", q.hit_on}, {"parts", tally_json(q.tally)}};
  if (!q.then.empty()) j["then"] = q.then;
  return j;
}

// The enemies on the field, nearest first.
std::vector<const Unit*> enemies_by_distance(const Battle& b, const Unit& u) {
  std::vector<const Unit*> list;
  for (const Unit& e : b.units)
    if (e.side != u.side && e.present()) list.push_back(&e);
  std::stable_sort(list.begin(), list.end(), [&](const Unit* x, const Unit* y) {
    return distance(u.position, x->position) < distance(u.position, y->position);
  });
  return list;
}

// The friends the rules would accept, one at a time, in the charge `naming` builds with each
// (as a supporter, or charging alongside).
template <typename Naming>
json charge_friends_json(const GameView& g, const Unit& u, Naming naming) {
  const Battle& b = g.battle;
  json list = json::array();
  for (const Unit& f : b.units) {
    if (f.side != u.side || f.id == u.id || !f.can_act() || f.acted) continue;
    if (g.decision->port.why_not(b, naming(f.id))) continue;
    list.push_back({{"id", f.id}, {"name", f.name}});
  }
  return list;
}

json charge_supporters_json(const GameView& g, const Unit& u, const Unit& target) {
  if (!g.battle.advisor().charges_name_supporters()) return json::array();
  return charge_friends_json(g, u, [&](UnitId f) { return Charge{u.id, target.id, {f}}; });
}

json charge_fellows_json(const GameView& g, const Unit& u, const Unit& target) {
  if (!g.battle.advisor().charges_name_fellows()) return json::array();
  return charge_friends_json(g, u, [&](UnitId f) {
    Charge alongside{u.id, target.id, {}};
    alongside.with = {f};
    return alongside;
  });
}

}  // namespace

json fire_targets_json(const GameView& g, const Unit& u, std::string& first_refusal) {
  const Battle& b = g.battle;
  json list = json::array();
  for (const Unit& e : b.units) {
    if (e.side == u.side || !e.present() || !b.advisor().might_fire_at(b, u, e)) continue;
    if (auto why = g.decision->port.why_not(b, Fire{u.id, e.id})) {
      if (first_refusal.empty()) first_refusal = *why;
      continue;
    }
    json t{{"id", e.id}, {"name", e.name}, {"distance", target_inches(distance(u.position, e.position))},
           {"expected_hits", target_inches(b.advisor().expected_hits(b, u, e))}};
    if (auto q = b.advisor().quote_shot(b, u, e)) t["quote"] = shot_quote_json(*q);
    list.push_back(t);
  }
  return list;
}

json charge_targets_json(const GameView& g, const Unit& u, json& refused) {
  const Battle& b = g.battle;
  json list = json::array();
  refused = json::array();
  for (const Unit* e : enemies_by_distance(b, u)) {
    const double gap = target_inches(distance(u.position, e->position));
    if (auto why = g.decision->port.why_not(b, Charge{u.id, e->id, {}})) {
      if (refused.size() < kRefusedChargesShown) refused.push_back({{"id", e->id}, {"name", e->name}, {"distance", gap}, {"why_not", *why}});
      continue;
    }
    list.push_back({{"id", e->id}, {"name", e->name}, {"distance", gap}, {"supporters", charge_supporters_json(g, u, *e)},
                    {"alongside", charge_fellows_json(g, u, *e)}});
  }
  return list;
}

}  // namespace caisson::server
