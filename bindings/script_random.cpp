#include "bindings/script_random.hpp"

#include <climits>
#include <cstdint>

#include <lauxlib.h>

#include "bindings/lua_state.hpp"
#include "engine/play/battle.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kPurpose = "script math.random";

// A uniform draw of 1..sides from the battle's dice (sides fits an int).
lua_Integer draw(Dice& dice, lua_Integer sides) {
  return dice.roll(1, static_cast<int>(sides), kPurpose).total;
}

// Lua's math.random: () a float in [0,1); (m) an integer in [1,m]; (m,n) in [m,n]; (0) any integer.
int random(lua_State* L) {
  Battle* battle = LuaState::of(L).battle();
  if (!battle) return luaL_error(L, "math.random is only available while a battle is being played");
  Dice& dice = battle->dice;
  constexpr lua_Integer k30 = lua_Integer{1} << 30;
  lua_Integer low = 1, high = 0;
  switch (lua_gettop(L)) {
    case 0: {
      lua_Number hi = static_cast<lua_Number>(draw(dice, k30) - 1);
      lua_Number lo = static_cast<lua_Number>(draw(dice, k30) - 1);
      lua_pushnumber(L, (hi * static_cast<lua_Number>(k30) + lo) / (static_cast<lua_Number>(k30) * static_cast<lua_Number>(k30)));
      return 1;
    }
    case 1:
      high = luaL_checkinteger(L, 1);
      if (high == 0) {  // every bit random, as Lua does
        std::uint64_t bits = 0;
        for (int i = 0; i < 3; ++i) bits = (bits << 22) | static_cast<std::uint64_t>(draw(dice, lua_Integer{1} << 22) - 1);
        lua_pushinteger(L, static_cast<lua_Integer>(bits));
        return 1;
      }
      break;
    case 2:
      low = luaL_checkinteger(L, 1);
      high = luaL_checkinteger(L, 2);
      break;
    default:
      return luaL_error(L, "wrong number of arguments");
  }
  luaL_argcheck(L, low <= high, lua_gettop(L), "interval is empty");
  // Wider ranges than an int die cannot come from the battle's dice. The width is taken unsigned:
  // high - low overflows a lua_Integer for (mininteger, maxinteger).
  const std::uint64_t width = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
  if (width >= static_cast<std::uint64_t>(INT_MAX))
    return luaL_argerror(L, lua_gettop(L), "interval too large for the battle's dice (at most 2147483647 values)");
  const auto sides = static_cast<lua_Integer>(width) + 1;
  lua_pushinteger(L, low + (draw(dice, sides) - 1));  // low - 1 would overflow at mininteger
  return 1;
}

int randomseed(lua_State* L) {
  return luaL_error(L, "math.randomseed is not available: scripts draw from the battle's seeded dice");
}

}  // namespace

void install_random(lua_State* L) {
  lua_getglobal(L, "math");
  lua_pushcfunction(L, random);
  lua_setfield(L, -2, "random");
  lua_pushcfunction(L, randomseed);
  lua_setfield(L, -2, "randomseed");
  lua_pop(L, 1);
}

}  // namespace caisson::lua
