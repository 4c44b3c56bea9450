#include <algorithm>

#include <fmt/format.h>

#include "bindings/battle_limits.hpp"
#include "bindings/lua_check.hpp"
#include "bindings/scenario_reading.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kFootFormations[] = {"line", "column", "skirmish", "square"};
constexpr std::string_view kGunFormations[] = {"limbered", "unlimbered"};
// "roll" (the last word) leaves it to the rules' army generation (igor's: engine/rules/igor/army_generation.hpp).
constexpr std::string_view kSmallArms[] = {"smoothbore", "rifled", "carbine", "breechloader", "roll"};
constexpr std::string_view kGuns[] = {"rifled", "smoothbore"};
constexpr std::string_view kQualities[] = {"raw", "seasoned", "veteran", "roll"};
constexpr std::size_t kRoll = 3;  // "roll" in kQualities
constexpr std::string_view kChildKinds[] = {"corps", "division", "brigade", "infantry", "cavalry", "battery"};
constexpr std::string_view kGeneralKind[] = {"general"};
constexpr std::string_view kArmyKind[] = {"army"};

// What a brigade passes down to the units it does not place one by one.
struct BrigadeSetting {
  std::optional<Vec2> at;
  std::optional<double> facing;
  std::optional<Formation> formation;
};

Echelon echelon_of(const std::string& kind) {
  auto i = std::find(kFormationKinds.begin(), kFormationKinds.end(), kind) - kFormationKinds.begin();
  return static_cast<Echelon>(i);
}

bool is_unit_kind(const std::string& kind) {
  return std::find(kUnitKinds.begin(), kUnitKinds.end(), kind) != kUnitKinds.end();
}

double default_facing(Side side) { return side == 0 ? 0.0 : 180.0; }  // toward the enemy's edge

std::optional<double> read_facing(const TableReader& r) {
  auto f = r.number("facing");
  if (f) return normalize_facing(*f);
  return std::nullopt;
}

// A general: his quality and, when given, his place. Where he stands otherwise is settled
// once every unit is placed (settle_forces).
void read_general(ReadContext& ctx, const TableReader& node, FormationId commands, Side side) {
  lua_State* L = ctx.L;
  if (node.push("commander") == LUA_TNIL) {
    lua_pop(L, 1);
    return;
  }
  Description d = require_description(L, -1, node.where(), "commander", kGeneralKind, "general \"name\" { ... }");
  Where where{d.file, d.line, fmt::format("general \"{}\"", d.name)};
  require_table(L, -1, where, "body", "a table");
  TableReader r(L, -1, where, {"quality", "at"});
  Commander c;
  c.id = static_cast<CommanderId>(ctx.scenario.commanders.size());
  c.name = d.name;
  c.side = side;
  c.commands = commands;
  if (auto q = r.choice("quality", kQualities)) {
    c.roll_quality = *q == kRoll;
    if (!c.roll_quality) c.quality = static_cast<Quality>(*q);
  }
  if (auto at = r.point("at")) {
    ctx.check_on_table(where, "at", *at);
    c.position = *at;
    c.on_table_given = true;
  }
  ctx.scenario.oob.node(commands).commander = c.id;
  ctx.scenario.commanders.push_back(std::move(c));
  lua_pop(L, 2);
}

void read_unit(ReadContext& ctx, const Description& d, const Where& parent, FormationId node, Side side,
               const BrigadeSetting& brigade) {
  lua_State* L = ctx.L;
  Where where = parent.inside(fmt::format("unit \"{}\"", d.name), d.line);
  where.file = d.file;
  require_table(L, -1, where, "body", "a table");
  bool battery = d.kind == "battery";
  TableReader r(L, -1, where,
                battery ? std::initializer_list<std::string_view>{"guns", "quality", "stands", "at", "facing", "formation"}
                        : std::initializer_list<std::string_view>{"weapon", "quality", "stands", "at", "facing", "formation"});
  if (ctx.scenario.units.size() >= kMaxUnits)
    r.fail(fmt::format("a battle of at most {} units is supported (this is unit {})", kMaxUnits, kMaxUnits + 1));
  if (auto seen = ctx.unit_names.find(d.name); seen != ctx.unit_names.end())
    r.fail(fmt::format("a unit of this name is already listed at {}:{} (unit names must be unique)", seen->second.file,
                       seen->second.line));

  Unit u;
  u.id = static_cast<UnitId>(ctx.scenario.units.size());
  u.name = d.name;
  u.side = side;
  u.brigade = node;
  u.source_line = d.line;
  u.arm = battery ? Arm::artillery : d.kind == "cavalry" ? Arm::cavalry : Arm::infantry;
  if (auto q = r.choice("quality", kQualities)) {
    u.roll_quality = *q == kRoll;
    if (!u.roll_quality) u.quality = static_cast<Quality>(*q);
  }
  if (battery) {
    auto g = r.choice("guns", kGuns);
    u.weapon = (!g || *g == 0) ? Weapon::rifled_guns : Weapon::smoothbore_guns;
  } else {
    auto w = r.choice("weapon", kSmallArms);
    u.roll_weapon = w && kSmallArms[*w] == "roll";
    bool given = w && !u.roll_weapon;
    u.weapon = given ? *parse_weapon(kSmallArms[*w]) : u.arm == Arm::cavalry ? Weapon::carbine : Weapon::rifled;
  }
  u.stands = r.whole("stands", 1, 100).value_or(battery ? 4 : 2);
  u.stands_at_start = u.stands;

  if (battery) {
    auto f = r.choice("formation", kGunFormations);
    bool trailing = brigade.formation == Formation::column;
    u.formation = f ? *parse_formation(kGunFormations[*f]) : trailing ? Formation::limbered : Formation::unlimbered;
  } else {
    auto f = r.choice("formation", kFootFormations);
    u.formation = f ? *parse_formation(kFootFormations[*f]) : brigade.formation.value_or(Formation::line);
  }
  u.facing = read_facing(r).value_or(brigade.facing.value_or(default_facing(side)));
  if (auto at = r.point("at")) {
    ctx.check_on_table(where, "at", *at);
    u.position = *at;
    u.explicit_position = true;
  } else if (brigade.at) {
    u.position = *brigade.at;
  }

  ctx.unit_names.emplace(u.name, where);
  ctx.unit_where.push_back(where);
  ctx.scenario.oob.node(node).units.push_back(u.id);
  ctx.scenario.units.push_back(std::move(u));
}

void read_node(ReadContext& ctx, const Description& d, FormationId parent, Side side);

// The node's list: lower formations and units, in the order written.
void read_members(ReadContext& ctx, const TableReader& r, FormationId id, Side side, const BrigadeSetting& setting) {
  lua_State* L = ctx.L;
  Echelon echelon = ctx.scenario.oob.node(id).echelon;
  for (int i = 1; i <= r.list_size(); ++i) {
    r.push_item(i);
    Description child = require_description(L, -1, r.where(), fmt::format("entry {}", i), kChildKinds,
                                            "a formation or unit, such as infantry \"name\" { ... }");
    if (is_unit_kind(child.kind)) {
      read_unit(ctx, child, r.where(), id, side, setting);
    } else {
      if (echelon_of(child.kind) <= echelon)
        fail(Where{child.file, child.line, fmt::format("{} \"{}\"", child.kind, child.name)},
             fmt::format("a {} cannot serve under {} (formations nest army, corps, division, brigade)", child.kind,
                         r.where().object));
      read_node(ctx, child, id, side);
    }
    lua_pop(L, 2);
  }
}

void read_node(ReadContext& ctx, const Description& d, FormationId parent, Side side) {
  lua_State* L = ctx.L;
  Where where{d.file, d.line, fmt::format("{} \"{}\"", d.kind, d.name)};
  require_table(L, -1, where, "body", "a table");
  bool brigade = d.kind == "brigade";
  TableReader r(L, -1, where,
                brigade ? std::initializer_list<std::string_view>{"commander", "order", "objective", "reserve", "at",
                                                                  "facing", "formation"}
                        : std::initializer_list<std::string_view>{"commander", "order", "objective", "reserve"},
                true);
  if (FormationId seen = ctx.scenario.oob.find(d.name); seen != kNone) {
    const Where& first = ctx.formation_where[static_cast<std::size_t>(seen)];
    r.fail(fmt::format("a formation of this name is already listed at {}:{} (names must be unique)", first.file, first.line));
  }

  FormationNode node;
  node.name = d.name;
  node.echelon = echelon_of(d.kind);
  node.side = side;
  node.parent = parent;
  node.source_line = d.line;
  if (auto o = r.choice("order", kStandingOrderNames)) node.standing_order = std::string(kStandingOrderNames[*o]);
  // Named objectives are checked once every formation is known (an objective may be a brigade
  // listed later); points at once.
  bool point_given = r.push("objective") == LUA_TTABLE;
  lua_pop(L, 1);
  if (point_given) {
    node.objective_point = r.point("objective");
    ctx.check_on_table(where, "objective", *node.objective_point);
  } else if (auto objective = r.text("objective")) {
    node.objective = *objective;
  }
  node.reserve = r.flag("reserve").value_or(false);
  FormationId id = ctx.scenario.oob.add(std::move(node));
  ctx.formation_where.push_back(where);

  BrigadeSetting setting;
  if (brigade) {
    setting.at = r.point("at");
    if (setting.at) ctx.check_on_table(where, "at", *setting.at);
    setting.facing = read_facing(r);
    if (auto f = r.choice("formation", kFootFormations)) setting.formation = *parse_formation(kFootFormations[*f]);
  }
  ctx.brigade_at.push_back(setting.at);
  if (setting.at)
    ctx.scenario.deployments.push_back(BrigadeDeployment{id, *setting.at, setting.facing.value_or(default_facing(side)),
                                                         setting.formation.value_or(Formation::line)});
  read_general(ctx, r, id, side);
  read_members(ctx, r, id, side, setting);
}

}  // namespace

void read_forces(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  if (battle.push("forces") == LUA_TNIL) battle.fail("forces: expected an army for each side, got nil");
  require_table(L, -1, battle.where(), "forces", "a table of armies, USA = army \"name\" { ... }");
  std::string_view sides[] = {ctx.scenario.side_names[0], ctx.scenario.side_names[1]};
  TableReader forces(L, -1, Where{battle.where().file, battle.where().line, "forces"}, sides);
  for (Side s = 0; s < 2; ++s) {
    const std::string& name = ctx.scenario.side_names[s];
    if (forces.push(name) == LUA_TNIL) forces.fail(fmt::format("no army for {}", name));
    Description d = require_description(L, -1, forces.where(), name, kArmyKind, "army \"name\" { ... }");
    read_node(ctx, d, kNone, s);
    lua_pop(L, 2);
  }
  lua_pop(L, 1);
  for (const FormationNode& n : ctx.scenario.oob.nodes())
    if (!n.objective.empty()) ctx.check_objective(ctx.formation_where[static_cast<std::size_t>(n.id)], "objective", n.objective);
}

ForcesRead forces_as_read(const ReadContext& ctx) {
  const Scenario& s = ctx.scenario;
  return {s.oob, s.units, s.commanders, s.deployments, ctx.formation_where, ctx.brigade_at, ctx.unit_where, ctx.unit_names};
}

void take_forces(ReadContext& ctx, const ForcesRead& forces) {
  Scenario& s = ctx.scenario;
  s.oob = forces.oob, s.units = forces.units, s.commanders = forces.commanders, s.deployments = forces.deployments;
  ctx.formation_where = forces.formation_where, ctx.brigade_at = forces.brigade_at;
  ctx.unit_where = forces.unit_where, ctx.unit_names = forces.unit_names;
}

}  // namespace caisson::lua
