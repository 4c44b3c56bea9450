#include "bindings/sandbox.hpp"

#include <lauxlib.h>
#include <lualib.h>

#include "bindings/checked_library.hpp"
#include "bindings/checked_patterns.hpp"

namespace caisson::lua {
namespace {

// load(chunk [, chunkname [, mode [, env]]]) with the mode forced to text: binary chunks can
// break the interpreter's invariants.
int load_text_only(lua_State* L) {
  if (lua_gettop(L) < 3) lua_settop(L, 3);
  lua_pushliteral(L, "t");
  lua_replace(L, 3);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

void open(lua_State* L, const char* name, lua_CFunction opener) {
  luaL_requiref(L, name, opener, 1);
  lua_pop(L, 1);
}

}  // namespace

void open_safe_libraries(lua_State* L) {
  open(L, LUA_GNAME, luaopen_base);
  open(L, LUA_STRLIBNAME, luaopen_string);
  open(L, LUA_TABLIBNAME, luaopen_table);
  open(L, LUA_MATHLIBNAME, luaopen_math);
  open(L, LUA_UTF8LIBNAME, luaopen_utf8);
  open(L, LUA_COLIBNAME, luaopen_coroutine);

  lua_pushnil(L);
  lua_setglobal(L, "dofile");
  lua_pushnil(L);
  lua_setglobal(L, "loadfile");
  lua_getglobal(L, "load");
  lua_pushcclosure(L, load_text_only, 1);
  lua_setglobal(L, "load");
  install_checked_library(L);
  install_checked_patterns(L);
}

}  // namespace caisson::lua
