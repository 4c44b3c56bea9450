#include "bindings/outcome_value.hpp"

#include <array>
#include <string_view>

#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "engine/text/near_miss.hpp"

namespace caisson::lua {
namespace {

constexpr std::array<std::string_view, 4> kLevelNames{"decisive", "substantial", "marginal", "draw"};

bool read_winner(std::string_view name, const Battle& b, Outcome& o, std::string& error) {
  if (name == "draw") {
    o.winner = -1;
    o.level = VictoryLevel::draw;
    return true;
  }
  for (Side s = 0; s < 2; ++s)
    if (b.side_name(s) == name) {
      o.winner = s;
      return true;
    }
  error = fmt::format("unknown winner \"{}\" (expected {}, {} or draw)", name, b.side_name(0), b.side_name(1));
  return false;
}

std::optional<std::string> text_field(lua_State* L, int index, const char* field, std::string& error) {
  int type = lua_getfield(L, index, field);
  std::optional<std::string> value;
  if (type == LUA_TSTRING) value = lua_tostring(L, -1);
  else if (type != LUA_TNIL) error = fmt::format("{}: expected a string, got {}", field, describe_value(L, -1));
  lua_pop(L, 1);
  return value;
}

}  // namespace

std::optional<Outcome> read_outcome(lua_State* L, int index, const Battle& b, std::string& error) {
  index = lua_absindex(L, index);
  Outcome o;
  o.turn = b.turn;
  o.condition = "scenario victory conditions";
  if (lua_type(L, index) == LUA_TSTRING) {
    if (!read_winner(lua_tostring(L, index), b, o, error)) return std::nullopt;
    return o;
  }
  if (lua_type(L, index) != LUA_TTABLE) {
    error = "expected a side name, \"draw\" or { winner = ..., level = ..., condition = ... }, got " + describe_value(L, index);
    return std::nullopt;
  }
  auto winner = text_field(L, index, "winner", error);
  auto level = text_field(L, index, "level", error);
  auto condition = text_field(L, index, "condition", error);
  if (!error.empty()) return std::nullopt;
  if (!winner) {
    error = "winner: expected a side name or \"draw\", got nil";
    return std::nullopt;
  }
  if (!read_winner(*winner, b, o, error)) return std::nullopt;
  if (level) {
    std::size_t i = 0;
    while (i < kLevelNames.size() && kLevelNames[i] != *level) ++i;
    if (i == kLevelNames.size()) {
      error = fmt::format("unknown level \"{}\" (expected {})", *level, one_of(std::span<const std::string_view>(kLevelNames)));
      return std::nullopt;
    }
    o.level = static_cast<VictoryLevel>(i);
  }
  if (o.winner == -1) o.level = VictoryLevel::draw;
  if (condition) o.condition = *condition;
  return o;
}

}  // namespace caisson::lua
