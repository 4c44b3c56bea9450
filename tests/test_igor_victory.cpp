// igor's victory bookkeeping and house rules in the log: units leaving the table by retreat or
// rout count as routed; a battle's house rules open its narrative.
#include <cstdio>

#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/narrative.hpp"
#include "engine/play/victory.hpp"
#include "engine/rules/igor/procedures.hpp"
#include "igor_fixture.hpp"
#include "lua_test_support.hpp"

namespace test_igor_victory {

using namespace igor_test;

TEST_CASE("igor victory: a unit routed off the table counts as routed, and a side with nothing else loses", "[igor]") {
  Fixture f;
  f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 46}, kNorth);
  auto b = f.battle();
  b->turn = 3;
  b->unit(reb).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kCSA);
  CHECK(b->unit(reb).status == UnitStatus::routed_off);
  CHECK(b->unit(reb).left_how == "routed off the table");
  decide_victory(*b);
  REQUIRE(b->outcome);
  CHECK(b->outcome->winner == kUSA);
  CHECK(b->outcome->level == VictoryLevel::decisive);
}

TEST_CASE("igor victory: a unit that retreats off the table has routed off it too", "[igor]") {
  Fixture f;
  f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 42}, kSouth);
  auto b = f.battle();
  b->unit(reb).hits = 5;
  b->dice.load({1, 1});  // fails: falls back 10" from y 42, past the CSA edge at 48
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kCSA);
  CHECK(b->unit(reb).status == UnitStatus::routed_off);
  CHECK(b->unit(reb).left_how == "fell back off the table");
  decide_victory(*b);
  REQUIRE(b->outcome);
  CHECK(b->outcome->winner == kUSA);
}

TEST_CASE("igor house rules: a battle's house_rules open the narrative", "[igor][lua]") {
  using namespace caisson;
  auto loaded = lua::load_battle_text("scripts/t.lua", lua_test::small_battle("  house_rules = { morale_raw = 8, retreat_distance = 6 },\n"),
                                      lua_test::no_content());
  char* buffer = nullptr;
  std::size_t size = 0;
  std::FILE* mem = open_memstream(&buffer, &size);
  {
    Battle b(loaded.scenario, 1);
    Narrative narrative(mem);
    b.log.attach(&narrative);
    BrigadeCommander ai;
    Driver d(b, ai, ai);
    d.play_turn();
  }
  std::fclose(mem);
  std::string text(buffer, size);
  std::free(buffer);
  auto first_turn = text.find("== Turn 1 ==");
  REQUIRE(first_turn != std::string::npos);
  std::string opening = text.substr(0, first_turn);
  CHECK_THAT(opening, Catch::Contains("House rule: morale_raw = 8 (the rules say 7)"));
  CHECK_THAT(opening, Catch::Contains("House rule: retreat_distance = 6 (the rules say 10)"));
  CHECK_THAT(opening, !Catch::Contains("House rule: morale_seasoned"));
}

}  // namespace test_igor_victory
