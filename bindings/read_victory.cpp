// victory = { effectiveness = 40, casualties = 50, countdown = { from = 21, die = "d6", winner = "USA" },
//             objectives = { turn = 8 }, degree_of_defeat = true, decide = function(b) ... end }
#include <fmt/format.h>

#include "bindings/lua_check.hpp"
#include "bindings/lua_hooks.hpp"
#include "bindings/scenario_reading.hpp"

namespace caisson::lua {
namespace {

constexpr std::string_view kTermFields[] = {"effectiveness", "casualties", "countdown", "objectives", "degree_of_defeat",
                                            "degree_step", "decide"};

double percent(const TableReader& r, std::string_view field, double value) {
  if (value <= 0 || value >= 100) r.fail_field(field, fmt::format("expected a percentage between 0 and 100, got {}", show(value)));
  return value;
}

VictoryTerms::Countdown read_countdown(ReadContext& ctx, const TableReader& terms) {
  lua_State* L = ctx.L;
  push_table(terms, "countdown", "{ from = 21, die = \"d6\", winner = ... }");
  TableReader r(L, -1, terms.where().inside("countdown", terms.where().line), {"from", "die", "winner"});
  VictoryTerms::Countdown c;
  c.from = r.whole("from", 1, 10000).value_or(21);
  if (auto die = r.text("die")) {
    std::string problem;
    try {
      c.die = DiceExpression::parse(*die);
    } catch (const std::exception& e) {
      problem = e.what();
    }
    if (!problem.empty()) r.fail_field("die", problem);
    if (c.die.is_test()) r.fail_field("die", fmt::format("expected dice such as \"d6\", not a test (\"{}\")", *die));
  }
  if (auto w = r.text("winner")) c.winner = ctx.side_named(r.where(), "winner", *w);
  lua_pop(L, 1);
  return c;
}

int read_objectives_turn(ReadContext& ctx, const TableReader& terms) {
  lua_State* L = ctx.L;
  push_table(terms, "objectives", "{ turn = N }");
  TableReader r(L, -1, terms.where().inside("objectives", terms.where().line), {"turn"});
  auto turn = r.whole("turn", 1, ctx.scenario.turns);
  if (!turn) r.fail_field("turn", "expected the turn at whose end the objectives decide");
  lua_pop(L, 1);
  return *turn;
}

}  // namespace

void read_victory_terms(ReadContext& ctx, const Where& where) {
  lua_State* L = ctx.L;
  TableReader r(L, -1, where, kTermFields);
  VictoryTerms& t = ctx.scenario.victory;
  if (auto e = r.number("effectiveness")) t.effectiveness_below = percent(r, "effectiveness", *e);
  if (auto c = r.number("casualties")) t.casualties_above = percent(r, "casualties", *c);
  if (r.has("countdown")) t.countdown = read_countdown(ctx, r);
  if (r.has("objectives")) t.objectives_turn = read_objectives_turn(ctx, r);
  t.degree_of_defeat = r.flag("degree_of_defeat").value_or(false);
  if (auto step = r.number("degree_step")) {
    if (*step <= 0) r.fail_field("degree_step", "expected a positive number of percentage points");
    t.degree_step = *step;
  }
  int type = r.push("decide");
  if (type == LUA_TFUNCTION) ctx.scenario.hooks.victory = make_victory(keep_function(ctx.state, -1, "victory.decide"));
  else if (type != LUA_TNIL) r.fail_field("decide", "expected a function(b) ... end, got " + describe_value(L, -1));
  lua_pop(L, 1);
}

}  // namespace caisson::lua
