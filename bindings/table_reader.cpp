#include "bindings/table_reader.hpp"

#include <cmath>

#include <fmt/format.h>
#include <lauxlib.h>

#include "bindings/lua_check.hpp"
#include "engine/text/near_miss.hpp"
#include "bindings/script_error.hpp"

namespace caisson::lua {

Where Where::inside(std::string inner, int inner_line) const {
  return {file, inner_line, object.empty() ? std::move(inner) : object + ", " + inner};
}

std::string Where::prefix() const {
  std::string p = fmt::format("{}:{}: ", file, line);
  if (!object.empty()) p += object + ": ";
  return p;
}

void fail(const Where& where, std::string_view message) { throw ScriptError(where.prefix() + std::string(message)); }

std::string show(double value) {
  if (value == std::floor(value) && std::abs(value) < 1e15) return fmt::format("{}", static_cast<long long>(value));
  return fmt::format("{}", value);
}

std::string show(Vec2 p) { return fmt::format("{{{}, {}}}", show(p.x), show(p.y)); }

std::optional<Vec2> to_point(lua_State* L, int index) {
  index = lua_absindex(L, index);
  if (lua_type(L, index) != LUA_TTABLE || lua_rawlen(L, index) != 2) return std::nullopt;
  lua_rawgeti(L, index, 1);
  lua_rawgeti(L, index, 2);
  bool numbers = lua_type(L, -2) == LUA_TNUMBER && lua_type(L, -1) == LUA_TNUMBER;
  Vec2 p{lua_tonumber(L, -2), lua_tonumber(L, -1)};
  lua_pop(L, 2);
  if (!numbers) return std::nullopt;
  // Only x and y: a point with other fields is a mistake worth reporting.
  lua_pushnil(L);
  int keys = 0;
  while (lua_next(L, index)) {
    lua_pop(L, 1);
    ++keys;
  }
  if (keys != 2) return std::nullopt;
  return p;
}

TableReader::TableReader(lua_State* L, int index, Where where, std::initializer_list<std::string_view> fields,
                         bool positional)
    : TableReader(L, index, std::move(where), std::span<const std::string_view>(fields.begin(), fields.size()), positional) {}

TableReader::TableReader(lua_State* L, int index, Where where, std::span<const std::string_view> fields, bool positional)
    : L_(L), index_(lua_absindex(L, index)), where_(std::move(where)) {
  // Readers nest as deep as the order of battle; C++ pushes need room Lua does not check.
  luaL_checkstack(L, 16, "battle description nested too deeply");
  refuse_unknown_fields(fields, positional);
}

void TableReader::refuse_unknown_fields(std::span<const std::string_view> known, bool positional) const {
  lua_Integer list = static_cast<lua_Integer>(lua_rawlen(L_, index_));
  lua_pushnil(L_);
  while (lua_next(L_, index_)) {
    lua_pop(L_, 1);
    if (lua_type(L_, -1) == LUA_TSTRING) {
      std::string key = lua_tostring(L_, -1);
      bool ok = false;
      for (auto f : known) ok = ok || f == key;
      if (ok) continue;
      lua_pop(L_, 1);
      std::string message = fmt::format("unknown field '{}'", key);
      if (auto near = nearest(key, known))
        message += fmt::format(" (did you mean '{}'?)", *near);
      else if (!known.empty())
        message += fmt::format(" (expected {})", one_of(known));
      fail(message);
    }
    if (positional && lua_isinteger(L_, -1)) {
      lua_Integer i = lua_tointeger(L_, -1);
      if (i >= 1 && i <= list) continue;
    }
    std::string key = describe_value(L_, -1);
    lua_pop(L_, 1);
    fail(positional ? fmt::format("unexpected entry [{}] (a list has no gaps)", key)
                    : fmt::format("unexpected entry [{}] (only named fields belong here)", key));
  }
}

bool TableReader::has(std::string_view field) const {
  bool present = push(field) != LUA_TNIL;
  lua_pop(L_, 1);
  return present;
}

int TableReader::push(std::string_view field) const {
  lua_pushlstring(L_, field.data(), field.size());
  return lua_rawget(L_, index_);
}

int TableReader::list_size() const { return static_cast<int>(lua_rawlen(L_, index_)); }

int TableReader::push_item(int i) const { return lua_rawgeti(L_, index_, i); }

void TableReader::fail(std::string_view message) const { lua::fail(where_, message); }

void TableReader::fail_field(std::string_view field, std::string_view message) const {
  fail(fmt::format("{}: {}", field, message));
}

std::optional<std::string> TableReader::text(std::string_view field) const {
  int type = push(field);
  if (type == LUA_TNIL) {
    lua_pop(L_, 1);
    return std::nullopt;
  }
  if (type != LUA_TSTRING) {
    std::string got = describe_value(L_, -1);
    lua_pop(L_, 1);
    fail_field(field, "expected a string, got " + got);
  }
  std::string value = lua_tostring(L_, -1);
  lua_pop(L_, 1);
  return value;
}

std::optional<double> TableReader::number(std::string_view field) const {
  int type = push(field);
  if (type == LUA_TNIL) {
    lua_pop(L_, 1);
    return std::nullopt;
  }
  if (type != LUA_TNUMBER) {
    std::string got = describe_value(L_, -1);
    lua_pop(L_, 1);
    fail_field(field, "expected a number, got " + got);
  }
  double value = lua_tonumber(L_, -1);
  lua_pop(L_, 1);
  if (!std::isfinite(value)) fail_field(field, "expected a finite number, got " + show(value));
  return value;
}

std::optional<int> TableReader::whole(std::string_view field, int min, int max) const {
  int type = push(field);
  if (type == LUA_TNIL) {
    lua_pop(L_, 1);
    return std::nullopt;
  }
  double value = lua_tonumber(L_, -1);
  if (type != LUA_TNUMBER || value != std::floor(value)) {
    std::string got = describe_value(L_, -1);
    lua_pop(L_, 1);
    fail_field(field, "expected a whole number, got " + got);
  }
  lua_pop(L_, 1);
  if (value < min || value > max) fail_field(field, fmt::format("expected {} to {}, got {}", min, max, show(value)));
  return static_cast<int>(value);
}

std::optional<bool> TableReader::flag(std::string_view field) const {
  int type = push(field);
  if (type == LUA_TNIL) {
    lua_pop(L_, 1);
    return std::nullopt;
  }
  if (type != LUA_TBOOLEAN) {
    std::string got = describe_value(L_, -1);
    lua_pop(L_, 1);
    fail_field(field, "expected true or false, got " + got);
  }
  bool value = lua_toboolean(L_, -1);
  lua_pop(L_, 1);
  return value;
}

std::optional<Vec2> TableReader::point(std::string_view field) const {
  int type = push(field);
  if (type == LUA_TNIL) {
    lua_pop(L_, 1);
    return std::nullopt;
  }
  auto p = to_point(L_, -1);
  if (!p) {
    std::string got = describe_value(L_, -1);
    lua_pop(L_, 1);
    fail_field(field, "expected a point {x, y}, got " + got);
  }
  lua_pop(L_, 1);
  return p;
}

std::optional<std::size_t> TableReader::choice(std::string_view field, std::span<const std::string_view> words) const {
  auto word = text(field);
  if (!word) return std::nullopt;
  for (std::size_t i = 0; i < words.size(); ++i)
    if (words[i] == *word) return i;
  fail(fmt::format("unknown {} \"{}\" (expected {})", field, *word, one_of(words)));
}

}  // namespace caisson::lua
