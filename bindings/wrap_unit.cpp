#include "bindings/wrap_unit.hpp"
#include "bindings/lua_text.hpp"

#include <string>
#include <string_view>

#include <lauxlib.h>

#include "bindings/handle_context.hpp"
#include "bindings/lua_check.hpp"
#include "bindings/lua_state.hpp"

namespace caisson::lua {
namespace {

constexpr const char* kUnitMeta = "caisson.unit";

UnitId unit_handle_id(lua_State* L, int index) { return *static_cast<UnitId*>(luaL_checkudata(L, index, kUnitMeta)); }

const Unit& unit_of(lua_State* L, const Battle& b, int index) {
  UnitId id = unit_handle_id(L, index);
  if (id < 0 || static_cast<std::size_t>(id) >= b.units.size()) luaL_error(L, "unit handle #%d names no unit", static_cast<int>(id));
  return b.unit(id);
}

void refuse_if_gone(lua_State* L, const Unit& u) {
  if (u.status != UnitStatus::routed_off && u.status != UnitStatus::destroyed) return;
  std::string how = u.left_how.empty() ? std::string(name_of(u.status)) : u.left_how;
  luaL_error(L, "unit '%s' left the field on turn %d (%s)", u.name.c_str(), u.left_on_turn, how.c_str());
}

void push_may(lua_State* L, const Battle& b, const Unit& u, ActionKind k) {
  lua_pushboolean(L, !b.phase.empty() && b.advisor().may_act(b, u, k));
}

// A field scripts may read from a unit handle. Name and status stay readable once the unit has
// left the field; the rest then raise "left the field".
struct UnitField {
  std::string_view name;
  void (*push)(lua_State* L, const Battle& b, const Unit& u);
  bool after_leaving = false;
};

constexpr UnitField kUnitFields[] = {
    {"name", [](lua_State* L, const Battle&, const Unit& u) { push_text(L, u.name); }, true},
    {"status", [](lua_State* L, const Battle&, const Unit& u) { push_text(L, name_of(u.status)); }, true},
    {"side", [](lua_State* L, const Battle& b, const Unit& u) { push_text(L, b.side_name(u.side)); }},
    {"brigade",
     [](lua_State* L, const Battle& b, const Unit& u) {
       if (u.brigade == kNone) lua_pushnil(L);
       else push_text(L, b.oob.node(u.brigade).name);
     }},
    {"arm", [](lua_State* L, const Battle&, const Unit& u) { push_text(L, name_of(u.arm)); }},
    {"quality", [](lua_State* L, const Battle&, const Unit& u) { push_text(L, name_of(u.quality)); }},
    {"weapon", [](lua_State* L, const Battle&, const Unit& u) { push_text(L, name_of(u.weapon)); }},
    {"formation", [](lua_State* L, const Battle&, const Unit& u) { push_text(L, name_of(u.formation)); }},
    {"stands", [](lua_State* L, const Battle&, const Unit& u) { lua_pushinteger(L, u.stands); }},
    {"hits", [](lua_State* L, const Battle&, const Unit& u) { lua_pushinteger(L, u.hits); }},
    {"routing", [](lua_State* L, const Battle&, const Unit& u) { lua_pushboolean(L, u.routing); }},
    {"x", [](lua_State* L, const Battle&, const Unit& u) { lua_pushnumber(L, u.position.x); }},
    {"y", [](lua_State* L, const Battle&, const Unit& u) { lua_pushnumber(L, u.position.y); }},
    {"facing", [](lua_State* L, const Battle&, const Unit& u) { lua_pushnumber(L, u.facing); }},
    // Whether the rules would let it take that kind of action at all now, in this phase (under
    // jackson: whether its card is up): a first gate a controller asks before it plans. The
    // action itself (where to, at whom) is still the rules' to check.
    {"may_move", [](lua_State* L, const Battle& b, const Unit& u) { push_may(L, b, u, ActionKind::move); }},
    {"may_fire", [](lua_State* L, const Battle& b, const Unit& u) { push_may(L, b, u, ActionKind::fire); }},
    {"may_charge", [](lua_State* L, const Battle& b, const Unit& u) { push_may(L, b, u, ActionKind::charge); }},
};

int unit_index(lua_State* L) {
  const Battle& b = playing_battle(L, "unit handle");
  const Unit& u = unit_of(L, b, 1);
  const std::string_view key = check_text(L, 2);
  const UnitField* field = find_field(kUnitFields, key);
  if (!field) no_field_error(L, "unit '" + u.name + "' has no field", key, field_names(kUnitFields));
  if (!field->after_leaving) refuse_if_gone(L, u);
  field->push(L, b, u);
  return 1;
}

int refuse_unit_write(lua_State* L) {
  return luaL_error(L, "unit handles are read-only (keep your own values in b.vars)");
}

int to_string(lua_State* L) {
  UnitId id = unit_handle_id(L, 1);
  Battle* b = LuaState::of(L).battle();
  if (b && id >= 0 && static_cast<std::size_t>(id) < b->units.size())
    lua_pushfstring(L, "unit '%s'", b->unit(id).name.c_str());
  else
    lua_pushfstring(L, "unit #%d", static_cast<int>(id));
  return 1;
}

int same_unit(lua_State* L) {
  lua_pushboolean(L, unit_handle_id(L, 1) == unit_handle_id(L, 2));
  return 1;
}

}  // namespace

void install_unit_handles(lua_State* L) {
  luaL_newmetatable(L, kUnitMeta);
  const luaL_Reg methods[] = {{"__index", unit_index}, {"__newindex", refuse_unit_write}, {"__tostring", to_string},
                              {"__eq", same_unit}, {nullptr, nullptr}};
  luaL_setfuncs(L, methods, 0);
  lua_pushliteral(L, "unit");
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 1);
}

void push_unit_handle(lua_State* L, UnitId id) {
  *static_cast<UnitId*>(lua_newuserdatauv(L, sizeof(UnitId), 0)) = id;
  luaL_setmetatable(L, kUnitMeta);
}

}  // namespace caisson::lua
