#include "bindings/campaign_loader.hpp"

#include <fmt/format.h>

#include "bindings/description.hpp"
#include "bindings/lua_check.hpp"
#include "bindings/lua_hooks.hpp"
#include "bindings/script_files.hpp"
#include "bindings/table_reader.hpp"
#include "bindings/vars_text.hpp"

namespace caisson::lua {
namespace {

constexpr const char* kCampaignVars = "caisson.campaign_vars";
constexpr std::string_view kCampaignFields[] = {"start", "battles", "carry", "experience", "between"};
constexpr std::string_view kCampaignBattleFields[] = {"file", "next"};
constexpr std::string_view kCarryFields[] = {"losses", "generals", "experience"};
constexpr std::string_view kExperienceFields[] = {"battles_to_season", "battles_to_veteran"};

void push_summary(lua_State* L, const BattleSummary& s) {
  lua_createtable(L, 0, 8);
  lua_pushstring(L, s.battle.c_str());
  lua_setfield(L, -2, "battle");
  lua_pushstring(L, s.outcome.winner < 0 ? "draw" : s.sides[static_cast<std::size_t>(s.outcome.winner)].c_str());
  lua_setfield(L, -2, "winner");
  lua_pushstring(L, std::string(name_of(s.outcome.level)).c_str());
  lua_setfield(L, -2, "level");
  lua_pushstring(L, s.outcome.condition.c_str());
  lua_setfield(L, -2, "condition");
  lua_pushinteger(L, s.outcome.turn);
  lua_setfield(L, -2, "turn");
  lua_createtable(L, 0, 2);
  for (std::size_t i = 0; i < 2; ++i) {
    lua_pushinteger(L, s.stands_lost[i]);
    lua_setfield(L, -2, s.sides[i].c_str());
  }
  lua_setfield(L, -2, "losses");
  if (!s.men_lost) return;
  lua_createtable(L, 0, 2);
  for (std::size_t i = 0; i < 2; ++i) {
    lua_pushinteger(L, (*s.men_lost)[i]);
    lua_setfield(L, -2, s.sides[i].c_str());
  }
  lua_setfield(L, -2, "men_lost");
}

CampaignState& state_of(lua_State* L) { return *static_cast<CampaignState*>(lua_touserdata(L, lua_upvalueindex(1))); }

int campaign_say(lua_State* L) {
  lua_getglobal(L, "string");
  lua_getfield(L, -1, "format");
  lua_remove(L, -2);
  lua_insert(L, 2);
  // Protected, so a bad format names the script's line rather than this C function.
  if (lua_pcall(L, lua_gettop(L) - 2, 1, 0) != LUA_OK) {
    const char* error = lua_tostring(L, -1);
    luaL_where(L, 1);
    lua_pushfstring(L, "%sc:say: %s", lua_tostring(L, -1), error ? error : "bad format");
    lua_error(L);
  }
  state_of(L).notes.push_back(luaL_checkstring(L, -1));
  return 0;
}

int campaign_replenish(lua_State* L) {
  std::string unit = luaL_checkstring(L, 2);
  lua_Integer stands = luaL_checkinteger(L, 3);
  auto& units = state_of(L).units;
  auto it = units.find(unit);
  if (it == units.end()) return luaL_error(L, "replenish: the campaign has no record of a unit '%s'", unit.c_str());
  it->second.stands_lost = std::max<int>(0, it->second.stands_lost - static_cast<int>(stands));
  return 0;
}

int campaign_promote(lua_State* L) {
  std::string unit = luaL_checkstring(L, 2);
  auto& units = state_of(L).units;
  auto it = units.find(unit);
  if (it == units.end()) return luaL_error(L, "promote: the campaign has no record of a unit '%s'", unit.c_str());
  Quality q = it->second.quality.value_or(Quality::raw);
  it->second.quality = q == Quality::raw ? Quality::seasoned : Quality::veteran;
  return 0;
}

int campaign_replace_general(lua_State* L) {
  std::string fallen = luaL_checkstring(L, 2);
  std::string successor = luaL_checkstring(L, 3);
  CarriedGeneral& g = state_of(L).generals[fallen];
  g.fallen = true;
  g.successor = successor;
  return 0;
}

// The campaign handle `c` for one call of `between`: c.vars, c:say, c:replenish, c:promote,
// c:replace_general. Its functions reach the state only during the call.
void push_campaign_handle(lua_State* L, CampaignState& state) {
  lua_createtable(L, 0, 5);
  lua_getfield(L, LUA_REGISTRYINDEX, kCampaignVars);
  lua_setfield(L, -2, "vars");
  const std::pair<const char*, lua_CFunction> methods[] = {{"say", campaign_say},
                                                           {"replenish", campaign_replenish},
                                                           {"promote", campaign_promote},
                                                           {"replace_general", campaign_replace_general}};
  for (const auto& [name, fn] : methods) {
    lua_pushlightuserdata(L, &state);
    lua_pushcclosure(L, fn, 1);
    lua_setfield(L, -2, name);
  }
}

std::function<std::optional<std::string>(const BattleSummary&)> make_next(ScriptFunction f) {
  return [f = std::move(f)](const BattleSummary& s) -> std::optional<std::string> {
    lua_State* L = f.state->get();
    int top = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, f.ref);
    push_summary(L, s);
    f.state->call(1, 1, f.label);
    std::optional<std::string> next;
    if (lua_type(L, -1) == LUA_TSTRING) next = lua_tostring(L, -1);
    else if (!lua_isnil(L, -1)) {
      std::string got = describe_value(L, -1);
      lua_settop(L, top);
      throw ScriptError(f.label + " must return the next battle's id or nil, got " + got);
    }
    lua_settop(L, top);
    return next;
  };
}

std::function<void(CampaignState&, const BattleSummary&)> make_between(ScriptFunction f) {
  return [f = std::move(f)](CampaignState& state, const BattleSummary& s) {
    lua_State* L = f.state->get();
    int top = lua_gettop(L);
    if (!state.vars.empty()) {
      push_data_text(*f.state, state.vars, "campaign variables");
      lua_setfield(L, LUA_REGISTRYINDEX, kCampaignVars);
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, f.ref);
    push_campaign_handle(L, state);
    push_summary(L, s);
    f.state->call(2, 0, f.label);
    lua_getfield(L, LUA_REGISTRYINDEX, kCampaignVars);
    try {
      state.vars = data_text(L, "c.vars");
    } catch (const ScriptError& e) {
      lua_settop(L, top);
      throw ScriptError(f.label + ": " + e.what());  // names the campaign file
    }
    lua_settop(L, top);
  };
}

void read_battles(const std::shared_ptr<LuaState>& lua, TableReader& r, Campaign& c) {
  lua_State* L = lua->get();
  if (r.push("battles") != LUA_TTABLE) r.fail_field("battles", "expected a table of battles by id, { id = { file = ... } }");
  int t = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, t)) {
    if (lua_type(L, -2) != LUA_TSTRING) r.fail_field("battles", "each battle is keyed by an id such as first_bull_run");
    std::string id = lua_tostring(L, -2);
    Where where = r.where().inside(fmt::format("battle '{}'", id), r.where().line);
    if (!lua_istable(L, -1)) fail(where, "expected { file = \"scripts/x.lua\", next = function(r) ... end }");
    TableReader b(L, -1, where, kCampaignBattleFields);
    CampaignBattle battle;
    battle.id = id;
    auto file = b.text("file");
    if (!file) b.fail_field("file", "missing: the battle file, such as \"scripts/first_bull_run.lua\"");
    battle.file = *file;
    if (b.push("next") == LUA_TFUNCTION) battle.next = make_next(keep_function(lua, -1, fmt::format("battle '{}' next", id)));
    else if (!lua_isnil(L, -1)) b.fail_field("next", "expected a function(result) returning the next battle's id");
    lua_pop(L, 1);
    c.battles.push_back(std::move(battle));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  std::sort(c.battles.begin(), c.battles.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
}

void read_carry(TableReader& r, Campaign& c) {
  lua_State* L = r.state();
  if (r.push("carry") == LUA_TTABLE) {
    TableReader carry(L, -1, r.where().inside("carry", r.where().line), kCarryFields);
    c.carry.losses = carry.flag("losses").value_or(true);
    c.carry.generals = carry.flag("generals").value_or(true);
    c.carry.experience = carry.flag("experience").value_or(true);
  } else if (!lua_isnil(L, -1)) {
    r.fail_field("carry", "expected { losses = true, generals = true, experience = true }");
  }
  lua_pop(L, 1);
  if (r.push("experience") == LUA_TTABLE) {
    TableReader e(L, -1, r.where().inside("experience", r.where().line), kExperienceFields);
    c.carry.battles_to_season = e.whole("battles_to_season", 1, 100).value_or(1);
    c.carry.battles_to_veteran = e.whole("battles_to_veteran", 1, 100).value_or(3);
  } else if (!lua_isnil(L, -1)) {
    r.fail_field("experience", "expected { battles_to_season = 1, battles_to_veteran = 3 }");
  }
  lua_pop(L, 1);
}

Campaign read_campaign(const std::shared_ptr<LuaState>& lua, const Description& d) {
  lua_State* L = lua->get();
  Where where{d.file, d.line, fmt::format("campaign \"{}\"", d.name)};
  TableReader r(L, -1, where, kCampaignFields);
  Campaign c;
  c.title = d.name;
  c.source_file = d.file;
  read_battles(lua, r, c);
  auto start = r.text("start");
  if (!start) r.fail_field("start", "missing: the id of the first battle");
  c.start = *start;
  if (!c.find(c.start)) r.fail_field("start", fmt::format("no battle has the id '{}'", c.start));
  read_carry(r, c);
  if (r.push("between") == LUA_TFUNCTION) c.between = make_between(keep_function(lua, -1, "between"));
  else if (!lua_isnil(L, -1)) r.fail_field("between", "expected a function(c, result)");
  lua_pop(L, 1);
  return c;
}

}  // namespace

LoadedCampaign load_campaign(const std::filesystem::path& file, const std::filesystem::path& content_root,
                             const std::map<std::string, std::string>& embedded) {
  std::string shown = display_path(file, content_root);
  auto saved = embedded.find(shown);
  std::string text = saved != embedded.end() ? saved->second : read_script(file, shown);
  auto lua = std::make_shared<LuaState>(ModuleRoots{content_root, file.parent_path(), embedded});
  lua_State* L = lua->get();
  install_constructors(L);
  lua->record_file(shown, text);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kCampaignVars);
  lua->run_text(shown, text, shown + ": loading the campaign file");
  auto d = push_description(L, -1);
  if (!d || d->kind != "campaign") {
    std::string got = d ? fmt::format("{} \"{}\"", d->kind, d->name) : describe_value(L, -1);
    throw ScriptError(fmt::format("{}: the file must return campaign \"title\" {{ ... }}, got {}", shown, got));
  }
  LoadedCampaign loaded;
  loaded.campaign = std::make_shared<Campaign>(read_campaign(lua, *d));
  loaded.lua = lua;
  lua_settop(L, 0);
  return loaded;
}

}  // namespace caisson::lua
