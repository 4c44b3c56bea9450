#include "bindings/lua_controller.hpp"
#include "bindings/lua_text.hpp"

#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "engine/text/near_miss.hpp"
#include "bindings/script_error.hpp"
#include "bindings/table_reader.hpp"
#include "bindings/wrap_battle.hpp"
#include "engine/forces/vocabulary.hpp"
#include "engine/play/battle.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kActionFields[] = {"unit", "fire", "charge", "supporters", "with", "move", "facing",
                                              "double_time", "gallop", "formation", "dismount", "remount",
                                              "rally", "fall_back"};

void push_refusals(lua_State* L, const std::vector<Refusal>& refusals) {
  lua_createtable(L, static_cast<int>(refusals.size()), 0);
  int i = 0;
  for (const Refusal& r : refusals) {
    lua_createtable(L, 0, 3);
    push_text(L, r.unit);
    lua_setfield(L, -2, "unit");
    push_text(L, r.action);
    lua_setfield(L, -2, "action");
    push_text(L, r.reason);
    lua_setfield(L, -2, "reason");
    lua_rawseti(L, -2, ++i);
  }
}

// Reads one returned action; a malformed one is the script's error, not a refusal.
class ActionReader {
 public:
  ActionReader(const Battle& b, const std::string& label, int n) : b_(b), label_(label), n_(n) {}

  Action read(lua_State* L, int index, std::string& unit_name) const {
    if (lua_type(L, index) != LUA_TTABLE) fail("expected a table such as { unit = \"...\", fire = \"...\" }, got " + describe_value(L, index));
    TableReader r(L, index, Where{label_, 0, fmt::format("action {}", n_)});
    for (lua_pushnil(L); lua_next(L, r.index()); lua_pop(L, 1)) {
      std::string key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : describe_value(L, -2);
      bool known = false;
      for (auto f : kActionFields) known = known || f == key;
      if (!known) {
        lua_pop(L, 2);
        fail(unknown_field(key));
      }
    }
    auto unit = r.text("unit");
    if (!unit) fail("expected unit = \"<name>\"");
    unit_name = *unit;
    UnitId id = unit_named(*unit);
    if (auto target = r.text("fire")) return Fire{id, unit_named(*target)};
    if (auto target = r.text("charge")) {
      Charge c{id, unit_named(*target), units_listed(L, r, "supporters")};
      c.with = units_listed(L, r, "with");
      return c;
    }
    if (auto to = r.point("move")) {
      Move m{id, *to, r.number("facing").value_or(b_.unit(id).facing)};
      m.double_time = r.flag("double_time").value_or(false);
      m.gallop = r.flag("gallop").value_or(false);
      return m;
    }
    if (auto word = r.text("formation")) {
      auto f = parse_formation(*word);
      if (!f) fail(fmt::format("formation: unknown formation \"{}\"", *word));
      return ChangeFormation{id, *f, r.flag("dismount").value_or(false), r.flag("remount").value_or(false)};
    }
    if (r.flag("rally").value_or(false)) return Rally{id};
    if (r.flag("fall_back").value_or(false)) return FallBack{id};
    // A facing alone: wheel in place.
    if (auto facing = r.number("facing")) return Move{id, b_.unit(id).position, *facing};
    fail("expected one of fire, charge, move, facing, formation, rally = true or fall_back = true");
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw ScriptError(fmt::format("{} returned a bad action {}: {}", label_, n_, what));
  }
  std::string unknown_field(const std::string& key) const {
    std::string m = fmt::format("unknown field '{}'", key);
    if (auto near = nearest(key, std::span<const std::string_view>(kActionFields))) m += fmt::format(" (did you mean '{}'?)", *near);
    return m;
  }
  UnitId unit_named(const std::string& name) const {
    for (const Unit& u : b_.units)
      if (u.name == name) return u.id;
    std::vector<std::string> names;  // gathered only now, for the suggestion
    for (const Unit& u : b_.units) names.push_back(u.name);
    std::string m = fmt::format("unknown unit '{}'", name);
    if (auto near = nearest(name, std::span<const std::string>(names))) m += fmt::format(" (did you mean '{}'?)", *near);
    fail(m);
  }
  // A list of unit names under `field` (supporters, with); absent, none.
  std::vector<UnitId> units_listed(lua_State* L, const TableReader& r, const char* field) const {
    std::vector<UnitId> ids;
    if (r.push(field) == LUA_TTABLE) {
      int t = lua_gettop(L);
      for (int i = 1; lua_rawgeti(L, t, i) == LUA_TSTRING; ++i) {
        ids.push_back(unit_named(lua_tostring(L, -1)));
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return ids;
  }

  const Battle& b_;
  const std::string& label_;
  int n_;
};

}  // namespace

bool LuaController::commands(const Battle& b, const Unit& u) const {
  if (brigade_ == kNone) return true;
  for (FormationId f = u.brigade; f != kNone; f = b.oob.node(f).parent)
    if (f == brigade_) return true;
  return false;
}

std::vector<LuaController::Asked> LuaController::ask(Battle& b, const PhaseSpec& phase, Side side) {
  lua_State* L = f_.state->get();
  const int top = lua_gettop(L);
  LuaState::BattleScope scope(*f_.state, b);
  luaL_checkstack(L, 8, "controller call");
  push_battle_handle(L, b);  // kept below the call, to invalidate afterwards
  struct Restore {
    lua_State* L;
    int top;
    ~Restore() {
      invalidate_battle_handle(L, top + 1);
      lua_settop(L, top);
    }
  } restore{L, top};
  lua_rawgeti(L, LUA_REGISTRYINDEX, f_.ref);
  lua_pushvalue(L, top + 1);
  push_text(L, phase.name);
  push_text(L, b.side_name(side));
  push_refusals(L, refusals_);
  try {
    f_.state->call(4, 1, f_.label);
  } catch (const ScriptError& e) {
    throw placed_in_battle(e, b, f_.what);
  }
  std::vector<Asked> asked;
  if (lua_isnil(L, -1)) return asked;
  if (lua_type(L, -1) != LUA_TTABLE)
    throw ScriptError(fmt::format("{} returned {}, expected a list of actions", f_.label, describe_value(L, -1)));
  int list = lua_gettop(L);
  for (int i = 1; lua_rawgeti(L, list, i) != LUA_TNIL; ++i) {
    Asked a{Move{}, {}};
    a.action = ActionReader(b, f_.label, i).read(L, -1, a.unit);
    asked.push_back(std::move(a));
    lua_pop(L, 1);
  }
  return asked;
}

void LuaController::play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) {
  // Ask first, act afterwards: resolving may call the scenario's hooks in the same Lua state.
  std::vector<Asked> asked = ask(b, phase, side);
  refusals_.clear();
  for (const Asked& a : asked) {
    const Unit& u = b.unit(actor_of(a.action));
    std::string action(name_of(kind_of(a.action)));
    if (!commands(b, u)) {
      std::string why = fmt::format("{} is not in {}, whose controller asked", u.name, b.oob.node(brigade_).name);
      ++b.refused[side];
      b.emit(ActionRefused{side, u.id, why});
      refusals_.push_back({a.unit, action, why});
      continue;
    }
    Verdict v = port.submit(a.action);
    if (!v.accepted) refusals_.push_back({a.unit, action, v.reason});
  }
}

}  // namespace caisson::lua
