// The scenario writer's toolkit through the Lua face: event entries' declarative effects,
// sides, conditions and rolls on other tables; hooks rolling tables; conditional and announced
// arrivals; the area_entered trigger; victory terms; and the statistics the issue asks for.
#include <catch2/catch.hpp>

#include <array>
#include <cmath>
#include <variant>
#include <vector>

#include "engine/ai/brigade_commander.hpp"
#include "engine/persist/battle_save.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/event_roll.hpp"
#include "engine/play/reinforcements.hpp"
#include "engine/play/victory.hpp"
#include "engine/play/watchers.hpp"
#include "lua_test_support.hpp"

namespace test_toolkit {

using namespace caisson;

namespace {

struct Watch final : LogObserver {
  std::vector<std::string> said;
  std::vector<EventRolled> events;
  std::vector<std::string> weather;
  std::vector<std::pair<int, UnitId>> arrived;  // turn, unit
  std::vector<int> announced;                   // turn
  void record(const Battle& b, const Record& r) override {
    if (auto* s = std::get_if<Said>(&r)) said.push_back(s->text);
    if (auto* e = std::get_if<EventRolled>(&r)) events.push_back(*e);
    if (auto* w = std::get_if<WeatherChanged>(&r)) weather.emplace_back(w->weather);
    if (auto* a = std::get_if<UnitArrived>(&r)) arrived.emplace_back(b.turn, a->unit);
    if (std::holds_alternative<ArrivalAnnounced>(r)) announced.push_back(b.turn);
  }
};

// USA brigade "A" (unit "1st"); CSA brigade "B" ("2nd") on the table and "C" ("3rd", veteran)
// arriving by the Pike from turn `c_turn`; woods "Grove"; objective "hill". `extra` adds fields.
std::string battle_text(const std::string& extra, const std::string& c_arrival = "turn = 4, enter = 'Pike'") {
  return "return battle \"Toolkit\" {\n"
         "  turns = 8,\n"
         "  terrain = { woods \"Grove\" { {60,4}, {70,4}, {70,14}, {60,14} },\n"
         "              road \"Pike\" { {90,0}, {90,48} } },\n"
         "  objectives = { hill = { at = {50,24}, radius = 4 } },\n"
         "  forces = {\n"
         "    USA = army \"North\" { brigade \"A\" { at = {20,6}, infantry \"1st\" {} } },\n"
         "    CSA = army \"South\" { brigade \"B\" { at = {50,40}, infantry \"2nd\" {} },\n"
         "                         brigade \"C\" { infantry \"3rd\" { quality = 'veteran' } } },\n"
         "  },\n"
         "  reinforcements = { { side = 'CSA', brigade = 'C', " + c_arrival + " } },\n" +
         extra + "}\n";
}

lua::LoadedBattle load(const std::string& extra, const std::string& c_arrival = "turn = 4, enter = 'Pike'") {
  return lua::load_battle_text("scripts/t.lua", battle_text(extra, c_arrival), lua_test::no_content());
}

std::string load_error(const std::string& extra) { return lua_test::load_error(battle_text(extra)); }

// One d6 table whose every result is `entry`.
std::string one_entry(const std::string& entry) {
  return "  events = event_table \"E\" { dice = 'd6', ['1-6'] = " + entry + " },\n";
}

// Plays nothing: rolls the battle's table once with the die showing `die`, on turn `turn`.
void roll_with(Battle& b, int die, int turn = 1) {
  b.turn = turn;
  b.dice.load({die});
  roll_event_table(b);
}

}  // namespace

TEST_CASE("toolkit: declarative effects hasten, delay and call on reinforcements", "[toolkit][lua]") {
  {
    auto loaded = load(one_entry("{ 'Hurry', effect = { hasten = 'C', turns = 2 } }"));
    Battle b(loaded.scenario, 1);
    roll_with(b, 3);
    CHECK(b.arrival_shift.at(0) == -2);
  }
  {
    auto loaded = load(one_entry("{ 'Mud', effect = { delay = 'C' } }"));
    Battle b(loaded.scenario, 1);
    roll_with(b, 3);
    CHECK(b.arrival_shift.at(0) == 1);
  }
  {
    // Called on: it comes at CSA's next player turn, long before its turn 4 and with no roll.
    auto loaded = load(one_entry("{ 'Forced march', effect = { reinforce = 'C' } }"), "turn = 4, enter = 'Pike', roll = '2d6 >= 12'");
    Battle b(loaded.scenario, 1);
    roll_with(b, 3);
    CHECK(b.arrival_called.at(0));
    b.dice.load({});  // an arrival roll would throw: the scripted dice are empty
    bring_on_reinforcements(b, 1);
    CHECK(b.arrived_on.at(0) == 1);
    CHECK(b.units.at(2).status == UnitStatus::on_table);
  }
}

TEST_CASE("toolkit: declarative effects add HITs, change weather and orders, say, end the battle", "[toolkit][lua]") {
  auto loaded = load(
      "  weather = 'fair',\n"
      "  events = event_table \"E\" { dice = 'd6',\n"
      "    [1] = { 'Volley', effect = { hits = 2, unit = '1st' } },\n"
      "    [2] = { 'Storm', effect = { { weather = 'rain' }, { say = 'The heavens open' } } },\n"
      "    [3] = { 'Orders', effect = { order = { to = 'B', order = 'retire' } } },\n"
      "    [4] = { 'Truce', effect = { end_battle = { winner = 'CSA', level = 'decisive', condition = 'a truce' } } },\n"
      "    [5] = { 'Brigade volley', effect = { hits = 1, brigade = 'South' } },\n"
      "    [6] = 'All quiet' },\n");
  Battle b(loaded.scenario, 1);
  Watch w;
  b.log.attach(&w);
  CHECK(b.weather == "fair");
  roll_with(b, 1);
  CHECK(b.units.at(0).hits == 2);
  roll_with(b, 2);
  CHECK(b.weather == "rain");
  CHECK(w.weather == std::vector<std::string>{"rain"});
  CHECK(w.said == std::vector<std::string>{"The heavens open"});
  roll_with(b, 3);
  REQUIRE(b.couriers.size() == 1);
  CHECK(b.couriers[0].order.order == "retire");
  roll_with(b, 5);  // every unit under the army, on the table or not: only the present one is hit
  CHECK(b.units.at(1).hits == 1);
  CHECK(b.units.at(2).hits == 0);
  roll_with(b, 4);
  REQUIRE(b.outcome);
  CHECK(b.outcome->winner == 1);
  CHECK(b.outcome->level == VictoryLevel::decisive);
  CHECK(b.outcome->condition == "a truce");
}

TEST_CASE("toolkit: an entry's side and condition decide whether it happens", "[toolkit][lua]") {
  auto loaded = load(
      "  events = event_table \"E\" { dice = 'd6',\n"
      "    ['1-2'] = { 'C is up', side = 'CSA', effect = { say = 'side' } },\n"
      "    ['3-4'] = { 'Only when ready', condition = function(b) return b.vars.ready == true end,\n"
      "                effect = function(b) b:say('ready') end },\n"
      "    ['5-6'] = 'All quiet' },\n"
      "  on = { turn_start = function(b) b.vars.ready = true end },\n");
  Battle b(loaded.scenario, 1);
  Watch w;
  b.log.attach(&w);
  roll_with(b, 1);  // CSA has "2nd" on the table
  roll_with(b, 3);  // not ready yet
  CHECK(w.said == std::vector<std::string>{"side"});
  b.scenario->hooks.call(HookKind::turn_start, b, HookArgs{});
  roll_with(b, 4);
  CHECK(w.said == std::vector<std::string>{"side", "ready"});
  REQUIRE(w.events.size() == 3);
  CHECK(w.events[1].entry == -1);
  CHECK(w.events[1].title == "no event");
  // With no CSA unit on the table the side's entry does not happen.
  b.units.at(1).status = UnitStatus::routed_off;
  roll_with(b, 2);
  CHECK(w.said.size() == 2);
}

TEST_CASE("toolkit: an entry may roll on another table, listed or inline, and hooks may roll any", "[toolkit][lua]") {
  auto loaded = load(
      "  tables = { event_table \"Weather\" { dice = 'd6', ['1-3'] = { 'Rain', effect = { weather = 'rain' } },\n"
      "                                                     ['4-6'] = { 'Heat', effect = { weather = 'hot' } } } },\n"
      "  events = event_table \"E\" { dice = 'd6',\n"
      "    ['1-2'] = { 'The sky', roll = 'Weather' },\n"
      "    ['3-4'] = { 'Stragglers', roll = event_table \"Stragglers\" { dice = 'd6', ['1-6'] = { 'Lost', effect = { hits = 1, unit = '1st' } } } },\n"
      "    ['5-6'] = 'All quiet' },\n"
      "  on = { turn_end = function(b) b:say('rolled %d', b:roll_events('Weather')) end },\n");
  const Scenario& s = *loaded.scenario;
  REQUIRE(s.tables.size() == 2);
  CHECK(s.tables[0].name == "Weather");
  CHECK(s.tables[1].name == "Stragglers");
  Battle b(loaded.scenario, 1);
  Watch w;
  b.log.attach(&w);
  b.turn = 1;
  b.dice.load({2, 5});
  roll_event_table(b);
  CHECK(b.weather == "hot");
  b.dice.load({3, 6});
  roll_event_table(b);
  CHECK(b.units.at(0).hits == 1);
  b.dice.load({1});
  b.scenario->hooks.call(HookKind::turn_end, b, HookArgs{});
  CHECK(b.weather == "rain");
  CHECK(w.said == std::vector<std::string>{"rolled 1"});

  CHECK(load_error("  events = event_table \"E\" { dice = 'd6', ['1-6'] = { 'X', roll = 'Wether' } },\n"
                   "  tables = { event_table \"Weather\" { dice = 'd6', ['1-6'] = 'a' } },\n") ==
        "scripts/t.lua:12: event_table \"E\", result [\"1-6\"]: roll: unknown event table \"Wether\" (did you mean \"Weather\"?)");
  CHECK(load_error(one_entry("{ 'X', effect = { hasten = 'Q' } }")).find("hasten: unknown") != std::string::npos);
  CHECK(load_error(one_entry("{ 'X', effect = { hits = 1 } }")).find("name the `unit` or the `brigade`") != std::string::npos);
  CHECK(load_error(one_entry("{ 'X', effect = { wether = 'rain' } }")).find("did you mean 'weather'") != std::string::npos);
  CHECK(load_error(one_entry("{ 'X', side = 'Rebels' }")).find("side") != std::string::npos);
}

TEST_CASE("toolkit: a 2d6 table rolled 36,000 times hits each result with its 2d6 frequency", "[toolkit][statistics]") {
  // Chi-square over the 11 results (10 degrees of freedom) at a fixed seed; 29.59 is the 0.1%
  // critical value, so a table that mapped results wrongly would fail by a wide margin.
  std::string entries;
  for (int r = 2; r <= 12; ++r) entries += "[" + std::to_string(r) + "] = 'r" + std::to_string(r) + "', ";
  auto loaded = load("  events = event_table \"E\" { dice = '2d6', " + entries + "},\n");
  Battle b(loaded.scenario, 20261121);
  Watch w;
  b.log.attach(&w);
  constexpr int kRolls = 36000;
  for (int i = 0; i < kRolls; ++i) roll_event_table(b);
  std::array<int, 13> seen{};
  for (const auto& e : w.events) {
    REQUIRE(e.entry == e.result - 2);  // each result picks its own entry
    ++seen[static_cast<std::size_t>(e.result)];
  }
  double chi2 = 0;
  for (int r = 2; r <= 12; ++r) {
    double ways = 6 - std::abs(r - 7);
    double expected = kRolls * ways / 36.0;
    chi2 += std::pow(seen[static_cast<std::size_t>(r)] - expected, 2) / expected;
  }
  CHECK(chi2 < 29.59);
  CHECK(seen[7] > seen[2] * 4);
}

TEST_CASE("toolkit: a once entry never fires twice", "[toolkit][statistics]") {
  auto loaded = load(one_entry("{ 'Once', once = true, effect = { hits = 1, unit = '1st' } }"));
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Battle b(loaded.scenario, seed);
    Watch w;
    b.log.attach(&w);
    for (int i = 0; i < 50; ++i) roll_event_table(b);
    CHECK(b.units.at(0).hits == 1);
    REQUIRE(w.events.size() == 50);
    CHECK(w.events[0].entry == 0);
    for (std::size_t i = 1; i < w.events.size(); ++i) CHECK(w.events[i].title == "already happened");
  }
}

TEST_CASE("toolkit: a veteran brigade on a road arrives with probability 26/36 per turn", "[toolkit][statistics]") {
  // 2d6 >= 9 with +2 for the road and +1 for veterans: every one of the 36 throws, through the
  // real arrival roll.
  auto loaded = load("", "turn = 1, enter = 'Pike', roll = '2d6 >= 9'");
  int arrivals = 0;
  for (int d1 = 1; d1 <= 6; ++d1)
    for (int d2 = 1; d2 <= 6; ++d2) {
      Battle b(loaded.scenario, 1);
      b.turn = 1;
      CHECK(arrival_modifier(b, b.scenario->reinforcements[0]) == 3);
      b.dice.load({d1, d2});
      bring_on_reinforcements(b, 1);
      arrivals += b.arrived_on[0] == 1;
    }
  CHECK(arrivals == 26);
}

TEST_CASE("toolkit: a conditional arrival waits for its condition", "[toolkit][lua]") {
  auto loaded = load("  on = { turn_start = function(b) if b.turn == 3 then b.vars.go = true end end },\n",
                     "turn = 1, enter = 'Pike', when = function(b) return b.vars.go == true end");
  Battle b(loaded.scenario, 1);
  for (int turn = 1; turn <= 3; ++turn) {
    b.turn = turn;
    b.scenario->hooks.call(HookKind::turn_start, b, HookArgs{});
    bring_on_reinforcements(b, 1);
  }
  CHECK(b.arrived_on[0] == 3);
  CHECK(lua_test::load_error(battle_text("", "turn = 1, enter = 'Pike', when = 3"))
            .find("when: expected a function(b) returning true or false, got number 3") != std::string::npos);
}

TEST_CASE("toolkit: an announced reserve enters exactly one turn after its announcement", "[toolkit]") {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    auto loaded = load("", "turn = 2, enter = 'Pike', roll = '2d6 >= 8', announce = true");
    Battle b(loaded.scenario, seed);
    Watch w;
    b.log.attach(&w);
    BrigadeCommander ai;
    Driver(b, ai, ai).play();
    REQUIRE(w.announced.size() == 1);
    REQUIRE(w.arrived.size() == 1);
    CHECK(w.arrived[0].first == w.announced[0] + 1);
    CHECK(w.announced[0] >= 2);
  }
}

TEST_CASE("toolkit: area_entered fires when a unit comes into an area or objective", "[toolkit][lua]") {
  auto loaded = load("  on = { area_entered = function(b, unit, area) b:say('%s in %s', unit.name, area) end },\n");
  Battle b(loaded.scenario, 1);
  Watch w;
  b.log.attach(&w);
  report_area_entries(b);  // the first look: nobody is anywhere
  Unit& first = b.unit(0);
  b.place(first, {65, 9}, 0);  // into the Grove
  report_area_entries(b);
  report_area_entries(b);  // still there: no second call
  b.place(first, {50, 22}, 0);  // onto the hill objective
  report_area_entries(b);
  CHECK(w.said == std::vector<std::string>{"1st in Grove", "1st in hill"});
}

TEST_CASE("toolkit: a unit with only its front within an objective's radius holds it and has entered it",
          "[toolkit][lua]") {
  auto loaded = load("  on = { area_entered = function(b, unit, area) b:say('%s in %s', unit.name, area) end },\n");
  Battle b(loaded.scenario, 1);
  Watch w;
  b.log.attach(&w);
  report_area_entries(b);  // the first look
  Unit& first = b.unit(0);
  const Vec2 hill{50, 24};
  // Facing the objective, its centre a quarter inch beyond reach and its front a quarter inch within.
  b.place(first, {hill.x, hill.y - 4 - first.footprint.depth / 2 + 0.25}, 0);
  REQUIRE(distance(first.position, hill) > 4);
  REQUIRE(first.footprint.distance_to(hill) < 4);
  report_area_entries(b);
  CHECK(w.said == std::vector<std::string>{"1st in hill"});
  CHECK(b.holder_of(0) == Side{0});
}

TEST_CASE("toolkit: victory terms - army effectiveness and casualties", "[toolkit][victory]") {
  {
    auto loaded = load("  victory = { effectiveness = 60 },\n");
    Battle b(loaded.scenario, 1);
    b.turn = 1;
    CHECK(army_effectiveness(b, 0) == 100);
    decide_victory(b);
    CHECK_FALSE(b.outcome);
    b.unit(1).stands = 1;  // CSA: one of one unit on the table is no longer fresh
    CHECK(army_effectiveness(b, 1) == 0);
    decide_victory(b);
    REQUIRE(b.outcome);
    CHECK(b.outcome->winner == 0);
    CHECK(b.outcome->condition == "CSA: army effectiveness below 60%");
  }
  {
    auto loaded = load("  victory = { casualties = 40, degree_of_defeat = true },\n");
    Battle b(loaded.scenario, 1);
    b.turn = 1;
    b.unit(0).stands = 1;  // USA lost 1 of 2: 50%
    CHECK(casualty_percent(b, 0) == 50);
    decide_victory(b);
    REQUIRE(b.outcome);
    CHECK(b.outcome->winner == 1);
    CHECK(b.outcome->level == VictoryLevel::decisive);  // 50 points more than the winner's 0: ten steps
  }
}

TEST_CASE("toolkit: degree of defeat from the difference in casualty percentages", "[toolkit][victory]") {
  auto loaded = load("");
  Battle b(loaded.scenario, 1);
  b.unit(2).status = UnitStatus::on_table;  // CSA brings on 4 stands; USA 2
  auto level = [&](int usa_lost, int csa_lost) {
    b.unit(0).stands = 2 - usa_lost;
    b.unit(1).stands = 2 - csa_lost / 2;
    b.unit(2).stands = 2 - (csa_lost - csa_lost / 2);
    return degree_of_defeat(b, 0, 20);  // USA won; steps of 20 points
  };
  CHECK(level(0, 0) == VictoryLevel::marginal);     // 0 against 0: a useless victory
  CHECK(level(0, 1) == VictoryLevel::substantial);  // 25% against 0%: one step
  CHECK(level(0, 2) == VictoryLevel::decisive);     // 50% against 0%: two steps
  CHECK(level(1, 2) == VictoryLevel::marginal);     // 50% against 50%
}

TEST_CASE("toolkit: victory terms - the countdown clock", "[toolkit][victory]") {
  auto loaded = load("  victory = { countdown = { from = 7, die = 'd6', winner = 'USA' } },\n");
  Battle b(loaded.scenario, 1);
  CHECK(b.countdown == 7);
  b.turn = 1;
  b.dice.load({4});
  decide_victory(b);
  CHECK(b.countdown == 3);
  CHECK_FALSE(b.outcome);
  b.turn = 2;
  b.dice.load({5});
  decide_victory(b);
  CHECK(b.countdown == 0);
  REQUIRE(b.outcome);
  CHECK(b.outcome->winner == 0);
  CHECK(b.outcome->condition == "the countdown clock ran out: USA held on");
}

TEST_CASE("toolkit: victory terms - the victory function sees the clock run out, and may decide the day", "[toolkit][victory]") {
  auto loaded = load(
      "  victory = { countdown = { from = 3, die = 'd6' },\n"
      "    decide = function(b) if b.countdown == 0 then return { winner = 'CSA', condition = 'dusk: seen by the script' } end end },\n");
  Battle b(loaded.scenario, 1);
  b.turn = 1;
  b.dice.load({2});
  decide_victory(b);
  CHECK(b.countdown == 1);
  CHECK_FALSE(b.outcome);
  b.turn = 2;
  b.dice.load({6});
  decide_victory(b);
  REQUIRE(b.outcome);
  CHECK(b.outcome->winner == 1);
  CHECK(b.outcome->condition == "dusk: seen by the script");  // not the clock's own "ran out: objectives"
}

TEST_CASE("toolkit: victory terms - objectives at a turn — errors", "[toolkit][victory]") {
  auto loaded = load("  victory = { objectives = { turn = 2 } },\n");
  Battle b(loaded.scenario, 1);
  b.turn = 1;
  b.place(b.unit(1), {50, 24}, 180);  // CSA on the hill
  decide_victory(b);
  CHECK_FALSE(b.outcome);
  b.turn = 2;
  decide_victory(b);
  REQUIRE(b.outcome);
  CHECK(b.outcome->winner == 1);
  CHECK(b.outcome->condition == "objectives at the end of turn 2: CSA holds 1 objective points to 0");
  CHECK(load_error("  victory = { effectivness = 40 },\n").find("did you mean 'effectiveness'") != std::string::npos);
  CHECK(load_error("  victory = { casualties = 140 },\n").find("expected a percentage between 0 and 100, got 140") !=
        std::string::npos);
  CHECK(load_error("  victory = { countdown = { die = '2d6 >= 4' } },\n").find("not a test") != std::string::npos);
}

TEST_CASE("toolkit: weather, the countdown and other tables' once flags are saved", "[toolkit][persist]") {
  auto loaded = load(
      "  tables = { event_table \"W\" { dice = 'd6', ['1-6'] = { 'Rain', once = true, effect = { weather = 'rain' } } } },\n"
      "  victory = { countdown = { from = 21 } },\n");
  Battle b(loaded.scenario, 1);
  b.turn = 1;
  b.dice.load({2});
  roll_table(b, 0);
  b.countdown = 9;
  call_on_reinforcement(b, b.unit(2).brigade);
  BattleSave save;
  capture_state(b, save);
  Battle again(loaded.scenario, 1);
  restore_state(again, save);
  CHECK(again.weather == "rain");
  CHECK(again.countdown == 9);
  CHECK(again.table_fired == std::vector<std::vector<bool>>{{true}});
  CHECK(again.arrival_called == std::vector<bool>{true});
}

}  // namespace test_toolkit
