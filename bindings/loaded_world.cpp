#include "bindings/loaded_world.hpp"

#include <bit>
#include <cstddef>
#include <unordered_map>

#include "bindings/lua_state.hpp"

namespace caisson::lua {
namespace {

// Its address keys the registry's table of the objects a walk keeps alive.
char kept_alive_key;

// Nested deeper than this, a table is not walked: the world is taken as never unchanged.
constexpr int kDeepest = 200;
// Nor a world of more values than this: walking a value costs some tens of times what making it
// did, so a file that builds a large table as it loads is cheaper loaded again (the shipped
// battles' worlds hold some 500 values).
constexpr std::size_t kMostValues = 20'000;

// What the walk writes down for each value met, before what identifies it.
enum class Mark : std::uint64_t {
  nil, boolean, integer, number, light, string, again, table, lua_function, c_function, main_thread, no_metatable, end
};

class Walk {
 public:
  // `keep`: the stack index of a table to keep every object met in (0: keep nothing). A walk
  // writing more than `most` marks stops, as one that cannot see the whole world.
  Walk(lua_State* L, std::vector<std::uint64_t>& out, int keep, std::size_t most)
      : L_(L), out_(out), keep_(keep), most_(most) {
    seen_.reserve(512);
  }

  // The registry, and the metatable strings share (which no table holds). False: the world
  // holds something a walk cannot see all of.
  bool whole_state() {
    lua_pushvalue(L_, LUA_REGISTRYINDEX);
    bool whole = value(0, true);
    lua_pop(L_, 1);
    lua_pushliteral(L_, "");
    if (whole && lua_getmetatable(L_, -1)) {
      whole = value(0, false);
      lua_pop(L_, 1);
    }
    lua_pop(L_, 1);
    return whole;
  }

 private:
  void write(Mark m, std::uint64_t what = 0) {
    out_.push_back(static_cast<std::uint64_t>(m));
    out_.push_back(what);
  }
  static std::uint64_t address(const void* p) { return static_cast<std::uint64_t>(std::bit_cast<std::uintptr_t>(p)); }

  // The object on top kept alive, so no object made later takes its address.
  void keep_alive() {
    if (!keep_) return;
    lua_pushvalue(L_, -1);
    lua_pushboolean(L_, 1);
    lua_rawset(L_, keep_);
  }

  // The value on top of the stack, left there.
  bool value(int depth, bool registry = false) {
    if (out_.size() >= most_) return false;
    switch (lua_type(L_, -1)) {
      case LUA_TNIL: write(Mark::nil); return true;
      case LUA_TBOOLEAN: write(Mark::boolean, static_cast<std::uint64_t>(lua_toboolean(L_, -1))); return true;
      case LUA_TNUMBER:
        if (lua_isinteger(L_, -1)) write(Mark::integer, static_cast<std::uint64_t>(lua_tointeger(L_, -1)));
        else write(Mark::number, std::bit_cast<std::uint64_t>(lua_tonumber(L_, -1)));
        return true;
      case LUA_TLIGHTUSERDATA: write(Mark::light, address(lua_touserdata(L_, -1))); return true;
      case LUA_TSTRING:
        write(Mark::string, address(lua_topointer(L_, -1)));
        keep_alive();
        return true;
      case LUA_TTABLE: return object(depth, Mark::table, registry);
      case LUA_TFUNCTION:
        if (lua_iscfunction(L_, -1) && lua_topointer(L_, -1) == std::bit_cast<const void*>(lua_tocfunction(L_, -1))) {
          write(Mark::c_function, address(lua_topointer(L_, -1)));  // a light C function: no upvalues
          return true;
        }
        return object(depth, lua_iscfunction(L_, -1) ? Mark::c_function : Mark::lua_function, false);
      case LUA_TTHREAD:
        if (lua_tothread(L_, -1) != main_thread_of(L_)) return false;  // its stack cannot be walked
        write(Mark::main_thread);
        return true;
      default: return false;  // full userdata: what its block of memory holds cannot be seen
    }
  }

  static lua_State* main_thread_of(lua_State* L) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
    lua_State* main = lua_tothread(L, -1);
    lua_pop(L, 1);
    return main;
  }

  // A table or a closure: met before, or written down with what it holds.
  bool object(int depth, Mark kind, bool registry) {
    const void* p = lua_topointer(L_, -1);
    const auto [at, first] = seen_.try_emplace(p, seen_.size());
    if (!first) {
      write(Mark::again, at->second);
      return true;
    }
    write(kind, address(p));
    keep_alive();
    if (depth >= kDeepest || !lua_checkstack(L_, 6)) return false;
    return kind == Mark::table ? table_held(depth, registry) : upvalues(depth);
  }

  bool table_held(int depth, bool registry) {
    if (lua_getmetatable(L_, -1)) {
      // A weak table loses entries whenever the collector runs, which in a state played in again
      // it does at other moments than in a fresh one.
      lua_pushliteral(L_, "__mode");
      const bool weak = lua_rawget(L_, -2) != LUA_TNIL;
      lua_pop(L_, 1);
      if (weak || !value(depth + 1)) return false;
      lua_pop(L_, 1);
    } else {
      write(Mark::no_metatable);
    }
    lua_pushnil(L_);
    while (lua_next(L_, -2)) {
      if (registry && lua_touserdata(L_, -2) == &kept_alive_key) {
        lua_pop(L_, 1);
        continue;
      }
      lua_pushvalue(L_, -2);
      const bool key = value(depth + 1);
      lua_pop(L_, 1);
      if (!key || !value(depth + 1)) return false;
      lua_pop(L_, 1);
    }
    write(Mark::end);
    return true;
  }

  bool upvalues(int depth) {
    for (int i = 1; lua_getupvalue(L_, -1, i); ++i) {
      if (!value(depth + 1)) return false;
      lua_pop(L_, 1);
    }
    write(Mark::end);
    return true;
  }

  lua_State* L_;
  std::vector<std::uint64_t>& out_;
  int keep_;
  std::size_t most_;
  std::unordered_map<const void*, std::uint64_t> seen_;
};

}  // namespace

LoadedWorld::LoadedWorld(lua_State* L) : settings_changes_(LuaState::of(L).settings_changes()) {
  // The table of what is kept alive goes into the registry before the walk: a key added after it
  // might move the registry's other keys in the order a later walk meets them.
  lua_newtable(L);
  lua_pushvalue(L, -1);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &kept_alive_key);
  const int keep = lua_gettop(L);
  if (!Walk(L, walk_, keep, 2 * kMostValues).whole_state()) walk_.clear();
  lua_settop(L, keep - 1);
}

bool LoadedWorld::unchanged(lua_State* L) const {
  if (walk_.empty() || LuaState::of(L).settings_changes() != settings_changes_) return false;
  thread_local std::vector<std::uint64_t> now;
  now.clear();
  const int top = lua_gettop(L);
  const bool whole = Walk(L, now, 0, walk_.size() + 1).whole_state();  // (longer: not the same)
  lua_settop(L, top);
  return whole && now == walk_;
}

}  // namespace caisson::lua
