#include "engine/play/battle.hpp"

#include <atomic>

#include <fmt/format.h>

#include "engine/ai/built_in.hpp"  // kDefaultCommander: the one name of the default
#include "engine/rules/rule_state.hpp"
#include "engine/scenario/brigade_grouping.hpp"

namespace caisson {
namespace {

// Reports every throw of the battle's dice to the log, when anyone listens.
class RollRelay final : public RollListener {
 public:
  explicit RollRelay(const Battle& b) : b_(b) {}
  void rolled(const Throw& t) override {
    if (b_.log.observed()) b_.emit(DiceRolled{t, kNone});
  }

 private:
  const Battle& b_;
};

// "scripts/x.lua:12: house_rules: ", where the battle file sets a house rule the rule system
// cannot play (the file's mistake), so the message names the place; empty when no file set it.
std::string where_house_rule_is_set(const Scenario& s, const std::string& name) {
  if (s.source_file.empty()) return {};
  auto line = s.rule_override_lines.find(name);
  std::string at = line == s.rule_override_lines.end() ? s.source_file : fmt::format("{}:{}", s.source_file, line->second);
  return at + ": house_rules: ";
}

}  // namespace

Battle::Battle(std::shared_ptr<const Scenario> s, std::uint64_t seed_)
    : scenario(std::move(s)), rules(make_ruleset(scenario->rules)), seed(seed_), dice(seed_),
      units(scenario->units), commanders(scenario->commanders), oob(scenario->oob),
      built_in_commanders{std::string(kDefaultCommander), std::string(kDefaultCommander)} {
  for (const auto& [name, value] : scenario->rule_overrides) {
    try {
      rules->set_parameter(name, value);
    } catch (const UnknownRuleParameter& e) {
      throw UnknownRuleParameter(where_house_rule_is_set(*scenario, name) + e.what());
    }
  }
  // The scenario describes regiments; brigade-scale rules play each brigade as one unit, of as
  // many stands as their house rules (set just above) allow.
  if (rules->units_are_brigades()) {
    try {
      became_ = group_into_brigades(units, oob, rules->brigade_scale());
    } catch (const BadRuleParameterValue& e) {
      throw BadRuleParameterValue(e.parameter, where_house_rule_is_set(*scenario, e.parameter) + e.what());
    }
  }
  rules->muster(units);
  rule_state_ = std::make_unique<RuleState>(fresh_rule_state(rules->id(), bounds_of(*this)));
  for (auto& grid : grids_) grid = UnitGrid(field().width(), field().depth(), units.size());
  everyone_ = UnitGrid(field().width(), field().depth(), units.size());
  for (Side side : {Side{0}, Side{1}}) layout_changed(side, kNone);
  roll_relay_ = std::make_unique<RollRelay>(*this);
  dice.set_listener(roll_relay_.get());
  if (scenario->events) event_fired.assign(scenario->events->entries.size(), false);
  for (const auto& t : scenario->tables) table_fired.emplace_back(t.entries.size(), false);
  weather = scenario->weather;
  if (scenario->victory.countdown) countdown = scenario->victory.countdown->from;
  arrival_called.assign(scenario->reinforcements.size(), false);
  arrived_on.assign(scenario->reinforcements.size(), 0);
  arrival_shift.assign(scenario->reinforcements.size(), 0);
  announced_on.assign(scenario->reinforcements.size(), 0);
  holders.assign(scenario->field.objectives().size(), -1);
  brigade_broken.assign(oob.nodes().size(), false);
  for (auto& u : units)
    if (u.explicit_position) place(u, u.position, u.facing);
  for (const auto& d : scenario->deployments) deploy(d.brigade, d.at, d.facing);
}

Battle::~Battle() = default;

void Battle::deploy(FormationId brigade, Vec2 at, double facing) {
  // A brigade's units stand abreast, left to right in the order the battle file lists them,
  // one inch apart, whatever their formation (a line of regiments, or regimental columns side
  // by side). Units with a position of their own are left where they are.
  constexpr double gap = 1.0;
  double frontage = -gap;
  for (UnitId id : oob.node(brigade).units)
    if (!unit(id).explicit_position) frontage += rules->footprint(unit(id)).width + gap;
  if (frontage < 0) return;
  Vec2 right = heading(facing + 90.0);
  double offset = -frontage / 2;
  for (UnitId id : oob.node(brigade).units) {
    Unit& u = unit(id);
    if (u.explicit_position) continue;
    double width = rules->footprint(u).width;
    place(u, at + right * (offset + width / 2), facing);
    offset += width + gap;
  }
  for (auto& c : commanders)
    if (c.commands == brigade && !c.on_table_given) c.position = at - heading(facing) * 3.0;
}

const Commander* Battle::brigade_commander(const Unit& u) const {
  if (u.brigade == kNone) return nullptr;
  CommanderId c = oob.node(u.brigade).commander;
  if (c == kNone) return nullptr;
  const Commander& cmd = commander(c);
  return cmd.alive && cmd.on_table ? &cmd : nullptr;
}

void Battle::place(Unit& u, Vec2 center, double facing) {
  u.position = center;
  u.facing = normalize_facing(facing);
  Footprint f = rules->footprint(u);
  u.footprint = OrientedRect{center, f.width, f.depth, u.facing};
  grids_[u.side].put(u.id, center, u.footprint.radius());
  everyone_.put(u.id, center, u.footprint.radius());
  layout_changed(u.side, u.id);
}

void Battle::units_near(Box area, double reach, std::vector<UnitId>& out) const {
  out.clear();
  everyone_.near(area, reach, out);
}

void Battle::units_along(Segment line, double reach, std::vector<UnitId>& out) const {
  out.clear();
  everyone_.along(line, reach, out);
}

void Battle::units_of_side_near(Side side, Box area, double reach, std::vector<UnitId>& out) const {
  out.clear();
  grids_[side].near(area, reach, out);
}

void Battle::put_back(Unit& u) {
  grids_[u.side].put(u.id, u.footprint.center, u.footprint.radius());
  everyone_.put(u.id, u.footprint.center, u.footprint.radius());
  layout_changed(u.side, u.id);
}

void Battle::bring_on(Unit& u) {
  u.status = UnitStatus::on_table;
  layout_changed(u.side, u.id);
}

void Battle::layout_changed(Side side, UnitId unit) {
  static std::atomic<std::uint64_t> layouts{0};
  layout_ = layouts.fetch_add(1, std::memory_order_relaxed) + 1;
  side_layout_[side] = layout_;
  std::size_t& count = change_count_[side];
  changes_[side][count % kChangesKept] = {layout_, unit};
  ++count;
}

bool Battle::changed_since(Side side, std::uint64_t since, std::size_t most, std::vector<UnitId>& out) const {
  out.clear();
  const std::size_t count = change_count_[side], kept = std::min(count, kChangesKept);
  for (std::size_t k = count; k > count - kept; --k) {
    const Change& c = changes_[side][(k - 1) % kChangesKept];
    if (c.layout <= since) return true;
    // (A battle's first layout, or more changes than asked for: the caller looks afresh.)
    if (c.unit == kNone || out.size() == most) return false;
    out.push_back(c.unit);
  }
  return false;  // the record does not reach back so far
}

void Battle::place(Unit& u, Vec2 center, double facing, Formation f) {
  u.formation = f;
  place(u, center, facing);
}

void Battle::add_hits(Unit& u, int hits, std::string_view cause) {
  if (hits <= 0) return;
  u.hits += hits;
  u.hits_this_phase += hits;
  emit(HitsTaken{u.id, hits, u.hits, cause});
}

void Battle::remove_from_field(Unit& u, UnitStatus status, std::string_view how) {
  if (!u.present()) return;
  u.status = status;
  layout_changed(u.side, u.id);
  u.left_on_turn = turn;
  u.left_how = std::string(how);
  emit(LeftField{u.id, how});
  HookArgs a;
  a.side = u.side;
  a.unit = u.id;
  call_hook(status == UnitStatus::destroyed ? HookKind::unit_destroyed : HookKind::unit_left_field, a);
}

void Battle::set_routing(Unit& u, std::string_view cause) {
  if (u.routing || !u.present()) return;
  u.routing = true;
  emit(Routed{u.id, cause});
  HookArgs a;
  a.side = u.side;
  a.unit = u.id;
  call_hook(HookKind::unit_routed, a);
}

void Battle::kill_commander(Commander& c, std::string_view how) {
  if (!c.alive) return;
  c.alive = false;
  c.fell_on_turn = turn;
  emit(CommanderFell{c.id, how});
  HookArgs a;
  a.side = c.side;
  a.commander = c.id;
  a.formation = c.commands;
  call_hook(HookKind::general_killed, a);
}

void Battle::say(std::string text) { emit(Said{std::move(text)}); }

void Battle::begin_phase(std::string_view name) {
  phase = name;
  for (auto& u : units) u.hits_this_phase = u.fire_hits_this_phase = 0;
  emit(PhaseBegan{name});
}

void Battle::end(Outcome o) {
  if (outcome) return;
  o.turn = turn;
  outcome = std::move(o);
  emit(BattleEnded{*outcome});
}

std::optional<Side> Battle::holder_of(int objective) const {
  const auto& objectives = field().objectives();
  if (objective < 0 || objective >= static_cast<int>(objectives.size())) return std::nullopt;
  const Objective& o = objectives[static_cast<std::size_t>(objective)];
  // Only the units the grid finds within reach of it can stand at it (asked after every phase,
  // of every objective: measuring all Gettysburg's 504 units each time was 3% of a battle).
  thread_local std::vector<UnitId> reaching;
  units_near(o.at, o.radius, reaching);
  bool near[2] = {false, false};
  for (UnitId id : reaching)
    if (const Unit& u = unit(id); u.present() && !u.routing && at_objective(u, o)) near[u.side] = true;
  if (near[0] == near[1]) return std::nullopt;
  return near[0] ? Side{0} : Side{1};
}

bool at_objective(const Unit& u, const Objective& o) { return u.footprint.distance_to(o.at) <= o.radius; }

int Battle::losses_in_stands(Side s) const {
  int lost = 0;
  for (const auto& u : units) {
    if (u.side != s || u.status == UnitStatus::waiting) continue;
    lost += u.present() ? u.stands_at_start - u.stands : u.stands_at_start;
  }
  return lost;
}

void Battle::call_hook(HookKind k, const HookArgs& a) { scenario->hooks.call(k, *this, a); }

}  // namespace caisson
