#pragma once
// Helpers for C functions exposed to Lua: argument checks with Lua-style messages ("bad
// argument #1 to 'unit' (string expected, got nil)"), value descriptions for messages, and the
// guard that turns a C++ exception into a Lua error raised after the catch block has ended.
#include <exception>
#include <string>
#include <string_view>

#include <lauxlib.h>
#include <lua.h>

namespace caisson::lua {

// `string "12"`, `number 12.5`, `boolean true`, `nil`, `a table`, `a function`.
std::string describe_value(lua_State* L, int index);

std::string_view check_text(lua_State* L, int arg);
int check_whole(lua_State* L, int arg);

// Raises "bad argument #arg to 'fn' (message)".
[[noreturn]] void argument_error(lua_State* L, int arg, const std::string& message);

// Runs body(); a C++ exception becomes a Lua error. Lua's own errors pass through untouched
// (they are not std::exception).
template <typename Body>
int guarded(lua_State* L, Body&& body) {
  std::string message;
  try {
    return body();
  } catch (const std::exception& e) {
    message = e.what();
  }
  lua_pushlstring(L, message.data(), message.size());
  return lua_error(L);
}

}  // namespace caisson::lua
