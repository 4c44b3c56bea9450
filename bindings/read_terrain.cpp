#include <algorithm>

#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/scenario_reading.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kCovers[] = {"none", "light", "heavy"};

std::vector<std::string_view> terrain_kinds() {
  std::vector<std::string_view> kinds(kAreaKinds.begin(), kAreaKinds.end());
  kinds.insert(kinds.end(), kLineKinds.begin(), kLineKinds.end());
  return kinds;
}

// The outline or path: the positional points of the feature's table.
std::vector<Vec2> read_points(ReadContext& ctx, const TableReader& r, std::size_t at_least) {
  std::vector<Vec2> points;
  for (int i = 1; i <= r.list_size(); ++i) {
    r.push_item(i);
    auto p = to_point(ctx.L, -1);
    if (!p) r.fail(fmt::format("point {}: expected a point {{x, y}}, got {}", i, describe_value(ctx.L, -1)));
    lua_pop(ctx.L, 1);
    ctx.check_on_table(r.where(), fmt::format("point {}", i), *p);
    points.push_back(*p);
  }
  if (points.size() < at_least)
    r.fail(fmt::format("expected at least {} points {{x, y}}, got {}", at_least, points.size()));
  return points;
}

Cover read_cover(const TableReader& r, Cover fallback) {
  auto c = r.choice("cover", kCovers);
  return c ? static_cast<Cover>(*c) : fallback;
}

Area read_area(ReadContext& ctx, const Description& d, const Where& where) {
  auto kind = static_cast<AreaKind>(std::find(kAreaKinds.begin(), kAreaKinds.end(), d.kind) - kAreaKinds.begin());
  bool hill = kind == AreaKind::hill;
  TableReader r(ctx.L, -1, where, hill ? std::initializer_list<std::string_view>{"cover", "rough", "blocks_sight", "height"}
                                        : std::initializer_list<std::string_view>{"cover", "rough", "blocks_sight"}, true);
  Area a;
  a.name = d.name;
  a.kind = kind;
  a.source_line = d.line;
  a.outline = Polygon(read_points(ctx, r, 3));
  a.cover = read_cover(r, kind == AreaKind::woods ? Cover::light : kind == AreaKind::town ? Cover::heavy : Cover::none);
  a.rough = r.flag("rough").value_or(kind != AreaKind::crops);
  a.blocks_sight = r.flag("blocks_sight").value_or(kind == AreaKind::woods || kind == AreaKind::town);
  if (hill) {
    a.height = r.number("height").value_or(1.0);
    if (a.height <= 0) r.fail_field("height", "expected a positive number of contours, got " + show(a.height));
  }
  return a;
}

LinearFeature read_line(ReadContext& ctx, const Description& d, const Where& where) {
  auto kind = static_cast<LineKind>(std::find(kLineKinds.begin(), kLineKinds.end(), d.kind) - kLineKinds.begin());
  TableReader r(ctx.L, -1, where, {"cover", "width"}, true);
  LinearFeature l;
  l.name = d.name;
  l.kind = kind;
  l.source_line = d.line;
  l.path = Polyline(read_points(ctx, r, 2));
  Cover fallback = kind == LineKind::fence ? Cover::light
                   : (kind == LineKind::wall || kind == LineKind::entrenchment) ? Cover::heavy
                                                                               : Cover::none;
  l.cover = read_cover(r, fallback);
  l.width = r.number("width").value_or(1.0);
  if (l.width <= 0) r.fail_field("width", "expected a positive number of inches, got " + show(l.width));
  return l;
}

}  // namespace

void read_terrain(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  if (!push_optional_table(battle, "terrain", "a list of terrain features, such as woods \"name\" { ... }")) return;
  TableReader list(L, -1, battle.where(), {}, true);
  auto kinds = terrain_kinds();
  for (int i = 1; i <= list.list_size(); ++i) {
    list.push_item(i);
    Description d = require_description(L, -1, battle.where(), fmt::format("terrain[{}]", i), kinds,
                                        "a terrain feature, such as woods \"name\" { ... }");
    Where where{d.file, d.line, fmt::format("{} \"{}\"", d.kind, d.name)};
    require_table(L, -1, where, "body", "a table");
    if (std::find(kAreaKinds.begin(), kAreaKinds.end(), d.kind) != kAreaKinds.end())
      ctx.scenario.field.add(read_area(ctx, d, where));
    else
      ctx.scenario.field.add(read_line(ctx, d, where));
    lua_pop(L, 2);
  }
  lua_pop(L, 1);
}

void read_objectives(ReadContext& ctx, const TableReader& battle) {
  lua_State* L = ctx.L;
  if (!push_optional_table(battle, "objectives", "a table of named objectives, name = { at = {x, y}, ... }")) return;
  int objectives = lua_gettop(L);
  // Names in sorted order: pairs() order is not stable, and objective indices must be.
  std::vector<std::string> names;
  lua_pushnil(L);
  while (lua_next(L, objectives)) {
    lua_pop(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING)
      battle.fail_field("objectives", "expected names as keys, got " + describe_value(L, -1));
    names.push_back(lua_tostring(L, -1));
  }
  std::sort(names.begin(), names.end());
  for (const auto& name : names) {
    lua_getfield(L, objectives, name.c_str());
    Where where{battle.where().file, ctx.key_line("objectives", name), fmt::format("objective \"{}\"", name)};
    require_table(L, -1, where, "value", "{ at = {x, y}, radius = ..., points = ... }");
    TableReader r(L, -1, where, {"at", "radius", "points"});
    Objective o;
    o.name = name;
    o.source_line = where.line;
    auto at = r.point("at");
    if (!at) r.fail_field("at", "expected a point {x, y}, got nil");
    ctx.check_on_table(where, "at", *at);
    o.at = *at;
    o.radius = r.number("radius").value_or(4.0);
    if (o.radius <= 0) r.fail_field("radius", "expected a positive number of inches, got " + show(o.radius));
    o.points = r.whole("points", 0, 1000).value_or(1);
    ctx.scenario.field.add(std::move(o));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

}  // namespace caisson::lua
