#include "bindings/vars_text.hpp"

#include <algorithm>
#include <cmath>
#include <variant>
#include <vector>

#include <fmt/format.h>
#include <lauxlib.h>

#include "bindings/battle_vars.hpp"
#include "bindings/lua_check.hpp"
#include "bindings/script_error.hpp"

namespace caisson::lua {
namespace {

std::string lua_quoted(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') out += {'\\', static_cast<char>(c)};
    else if (c == '\n') out += "\\n";
    else if (c < 32 || c == 127) out += fmt::format("\\{:03d}", c);
    else out += static_cast<char>(c);
  }
  return out + "\"";
}

std::string number_text(lua_State* L, int index) {
  if (lua_isinteger(L, index)) return fmt::format("{}", lua_tointeger(L, index));
  double d = lua_tonumber(L, index);
  if (std::isnan(d)) return "(0/0)";
  if (std::isinf(d)) return d > 0 ? "(1/0)" : "(-1/0)";
  std::string t = fmt::format("{:.17g}", d);
  if (t.find_first_of(".e") == std::string::npos) t += ".0";  // stays a float when read back
  return t;
}

// A path of a hundred levels, cut to what a message line can show.
std::string shortened(const std::string& path) { return path.size() <= 60 ? path : path.substr(0, 60) + "..."; }

// Deeper tables are refused when saved: the text must load back, and Lua reads a table
// constructor nested much deeper than this as "chunk has too many C levels".
constexpr std::size_t kMaxDepth = 100;

class VarsWriter {
 public:
  explicit VarsWriter(lua_State* L) : L_(L) {}

  // Writes the value at the stack top; `path` names it in messages.
  void value(const std::string& path) {
    switch (lua_type(L_, -1)) {
      case LUA_TNIL: out_ += "nil"; break;
      case LUA_TBOOLEAN: out_ += lua_toboolean(L_, -1) ? "true" : "false"; break;
      case LUA_TNUMBER: out_ += number_text(L_, -1); break;
      case LUA_TSTRING: out_ += lua_quoted(lua_tostring(L_, -1)); break;
      case LUA_TTABLE: table(path); break;
      default:
        throw ScriptError(fmt::format("{}: {} cannot be saved (b.vars holds plain data: numbers, strings, booleans, tables)",
                                      path, describe_value(L_, -1)));
    }
  }

  std::string text() && { return std::move(out_); }

 private:
  // Keys in a fixed order: numbers ascending, then strings, so saves are byte-for-byte stable.
  void table(const std::string& path) {
    const void* identity = lua_topointer(L_, -1);
    if (std::find(open_.begin(), open_.end(), identity) != open_.end())
      throw ScriptError(path + ": a table that contains itself cannot be saved");
    if (open_.size() >= kMaxDepth)
      throw ScriptError(fmt::format("{}: tables nested more than {} deep cannot be saved", shortened(path), kMaxDepth));
    // Each level holds the table, a key and a value on the stack.
    if (!lua_checkstack(L_, 4)) throw ScriptError(path + ": tables nested too deep to save (no Lua stack left)");
    open_.push_back(identity);
    int t = lua_gettop(L_);
    std::vector<std::variant<lua_Number, std::string>> keys;
    std::vector<lua_Integer> integers;
    lua_pushnil(L_);
    while (lua_next(L_, t)) {
      lua_pop(L_, 1);
      if (lua_type(L_, -1) == LUA_TSTRING) keys.emplace_back(std::string(lua_tostring(L_, -1)));
      else if (lua_isinteger(L_, -1)) integers.push_back(lua_tointeger(L_, -1));
      else if (lua_type(L_, -1) == LUA_TNUMBER) keys.emplace_back(lua_tonumber(L_, -1));
      else throw ScriptError(fmt::format("{}: a key that is {} cannot be saved", path, describe_value(L_, -1)));
    }
    std::sort(integers.begin(), integers.end());
    std::sort(keys.begin(), keys.end());
    out_ += "{";
    for (lua_Integer k : integers) {
      lua_rawgeti(L_, t, k);
      out_ += fmt::format("[{}]=", k);
      value(fmt::format("{}[{}]", path, k));
      out_ += ",";
      lua_pop(L_, 1);
    }
    for (const auto& k : keys) {
      if (auto* s = std::get_if<std::string>(&k)) {
        lua_pushlstring(L_, s->data(), s->size());
        out_ += fmt::format("[{}]=", lua_quoted(*s));
      } else {
        lua_pushnumber(L_, std::get<lua_Number>(k));
        out_ += fmt::format("[{}]=", number_text(L_, -1));
      }
      lua_rawget(L_, t);
      value(std::holds_alternative<std::string>(k) ? path + "." + std::get<std::string>(k) : path + "[?]");
      out_ += ",";
      lua_pop(L_, 1);
    }
    out_ += "}";
    open_.pop_back();
  }

  lua_State* L_;
  std::string out_;
  std::vector<const void*> open_;
};

}  // namespace

std::string data_text(lua_State* L, const std::string& path) {
  VarsWriter w(L);
  w.value(path);
  return "return " + std::move(w).text();
}

void push_data_text(LuaState& state, const std::string& text, const std::string& what) {
  lua_State* L = state.get();
  int top = lua_gettop(L);
  if (luaL_loadbufferx(L, text.data(), text.size(), ("=saved " + what).c_str(), "t") != LUA_OK) {
    std::string message = lua_tostring(L, -1);
    lua_settop(L, top);
    throw ScriptError("the saved " + what + " are damaged: " + message);
  }
  lua_newtable(L);  // an empty environment: the text is data, it reaches nothing
  lua_setupvalue(L, -2, 1);
  try {
    state.call(0, 1, "restoring " + what);
  } catch (...) {
    lua_settop(L, top);
    throw;
  }
  if (!lua_istable(L, -1)) {
    lua_settop(L, top);
    throw ScriptError("the saved " + what + " are damaged: not a table");
  }
}

std::string save_vars_text(LuaState& state, const Battle& b) {
  lua_State* L = state.get();
  int top = lua_gettop(L);
  push_battle_vars(L, b);
  std::string text;
  try {
    text = data_text(L, "b.vars");
  } catch (const ScriptError& e) {
    lua_settop(L, top);
    // Named by the battle file whose hooks filled b.vars.
    const auto& files = state.loaded_files();
    throw ScriptError(files.empty() ? e.what() : files.front().first + ": " + e.what());
  } catch (...) {
    lua_settop(L, top);
    throw;
  }
  lua_settop(L, top);
  return text;
}

void restore_vars_text(LuaState& state, const Battle& b, const std::string& text) {
  lua_State* L = state.get();
  int top = lua_gettop(L);
  push_data_text(state, text, "scenario variables");
  set_battle_vars(L, b);
  lua_settop(L, top);
}

void attach_vars_persistence(ScenarioHooks& hooks, const std::shared_ptr<LuaState>& state) {
  hooks.save_vars = [state](const Battle& b) { return save_vars_text(*state, b); };
  hooks.restore_vars = [state](Battle& b, const std::string& text) { restore_vars_text(*state, b, text); };
}

}  // namespace caisson::lua
