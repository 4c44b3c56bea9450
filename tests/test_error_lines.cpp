// Errors in the parts of a battle file that have no constructor of their own — a house rule,
// an entry of `orders` or `reinforcements`, units that stand on each other at set-up — name the
// file and the line of the offending entry, and `check` and `run` exit 2 on them (#35 item 5).
#include <catch2/catch.hpp>

#include <string>

#include "bindings/source_lines.hpp"
#include "cli_support.hpp"
#include "engine/play/battle.hpp"
#include "engine/play/setup_check.hpp"
#include "lua_test_support.hpp"

namespace test_error_lines {

using namespace caisson;
using Catch::Matchers::Contains;
using lua_test::load_error;
using lua_test::small_battle;

namespace {

// Three orders and two reinforcements, each entry on its own line; the third order and the
// second reinforcement are wrong in the test that uses them.
std::string scheduled(const std::string& third_order, const std::string& second_arrival) {
  return "return battle \"T\" {\n"                                                                     // 1
         "  turns = 6,\n"                                                                               // 2
         "  forces = {\n"                                                                               // 3
         "    USA = army \"North\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"          // 4
         "    CSA = army \"South\" { brigade \"B\" { at = {10,40}, infantry \"2nd\" {} },\n"            // 5
         "                         brigade \"C\" { infantry \"3rd\" {} },\n"                            // 6
         "                         brigade \"D\" { infantry \"4th\" {} } },\n"                          // 7
         "  },\n"                                                                                       // 8
         "  orders = {\n"                                                                               // 9
         "    { turn = 1, side = 'USA', to = 'A', order = 'attack' }, -- a comment, { not an entry },\n"  // 10
         "    { turn = 2, side = 'USA', to = 'A', order = 'hold',\n"                                    // 11
         "      objective = {20, 20} },\n"                                                              // 12
         "    " + third_order + ",\n"                                                                   // 13
         "  },\n"                                                                                       // 14
         "  reinforcements = {\n"                                                                       // 15
         "    { side = 'CSA', brigade = 'C', turn = 2, enter = {0, 48} },\n"                            // 16
         "    " + second_arrival + ",\n"                                                                // 17
         "  },\n"                                                                                       // 18
         "}\n";
}

const std::string kGoodOrder = "{ turn = 3, side = 'USA', to = 'A', order = 'advance' }";
const std::string kGoodArrival = "{ side = 'CSA', brigade = 'D', turn = 3, enter = {0, 48} }";

}  // namespace

TEST_CASE("error lines: an orders entry's error names the entry's own line", "[lua][errors]") {
  REQUIRE(load_error(scheduled(kGoodOrder, kGoodArrival)).empty());
  CHECK(load_error(scheduled("{ turn = 3, side = 'USA', to = 'A', order = 'atack' }", kGoodArrival)) ==
        "scripts/t.lua:13: orders[3]: unknown order \"atack\" (expected attack, advance, hold or retire)");
  CHECK(load_error(scheduled("{ turn = 3, side = 'USA', to = 'Z', order = 'attack' }", kGoodArrival)) ==
        "scripts/t.lua:13: orders[3]: to: unknown brigade \"Z\" (did you mean \"A\"?)");
}

TEST_CASE("error lines: a reinforcements entry's error names the entry's own line", "[lua][errors]") {
  CHECK(load_error(scheduled(kGoodOrder, "{ side = 'CSA', brigade = 'Southh', turn = 3, enter = {0, 48} }")) ==
        "scripts/t.lua:17: reinforcements[2]: brigade: unknown brigade \"Southh\" (did you mean \"South\"?)");
  CHECK(load_error(scheduled(kGoodOrder, "{ side = 'CSA', brigade = 'D', turn = 3, enter = 'Pike' }")) ==
        "scripts/t.lua:17: reinforcements[2]: enter: unknown road \"Pike\" (the battle draws no roads; give a point {x, y} instead)");
}

TEST_CASE("error lines: entries kept in a local list are found where the list is written", "[lua][errors]") {
  const std::string text =
      "local orders = {\n"                                                             // 1
      "  { turn = 1, side = 'USA', to = 'A', order = 'attack' },\n"                    // 2
      "  { turn = 1, side = 'USA', to = 'A', order = 'retreat' },\n"                   // 3
      "}\n"                                                                            // 4
      "return battle \"T\" {\n"                                                        // 5
      "  forces = {\n"                                                                 // 6
      "    USA = army \"North\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"  // 7
      "    CSA = army \"South\" { brigade \"B\" { at = {10,40}, infantry \"2nd\" {} } },\n"  // 8
      "  },\n"                                                                         // 9
      "  orders = orders,\n"                                                           // 10
      "}\n";
  CHECK_THAT(load_error(text), Contains("scripts/t.lua:3: orders[2]: unknown order \"retreat\""));
}

TEST_CASE("error lines: an entry the text does not show falls back to the battle's line", "[lua][errors]") {
  // Built by a loop: no entry is written out, so the battle's own line is the best there is.
  CHECK(load_error(small_battle("  orders = (function() local t = {} for i = 1, 2 do t[i] = { turn = i, side = 'USA', "
                                "to = 'A', order = 'charge' } end return t end)(),\n")) ==
        "scripts/t.lua:1: orders[1]: unknown order \"charge\" (expected attack, advance, hold or retire)");
}

TEST_CASE("error lines: the source reader skips strings and comments and counts their lines", "[lua][errors]") {
  const std::string text =
      "--[[ a long comment { with braces,\n"                                // 1
      "     over two lines ]]\n"                                            // 2
      "local s = [==[ a long string\n"                                      // 3
      "  }} ]==]\n"                                                         // 4
      "return battle \"T\" {\n"                                             // 5
      "  note = \"a, b; c { \\\"\",\n"                                      // 6
      "  on = { turn_start = function(b) local x, y = 1, 2 if x == y then return end end },\n"  // 7
      "  house_rules = {\n"                                                 // 8
      "    morale_raw = 8, ['retreat_distance'] = 6;\n"                     // 9
      "    rout_at_hit = 3,\n"                                              // 10
      "  },\n"                                                              // 11
      "  orders = { {}, -- first\n"                                         // 12
      "    {},\n"                                                           // 13
      "  },\n"                                                              // 14
      "}\n";
  lua::SourceLines lines(text, 5);
  CHECK(lines.field("house_rules") == 8);
  CHECK(lines.key("house_rules", "morale_raw") == 9);
  CHECK(lines.key("house_rules", "retreat_distance") == 9);
  CHECK(lines.key("house_rules", "rout_at_hit") == 10);
  CHECK(lines.item("orders", 1) == 12);
  CHECK(lines.item("orders", 2) == 13);
  CHECK_FALSE(lines.item("orders", 3));
  CHECK_FALSE(lines.field("x"));
  CHECK_FALSE(lines.field("on_turn"));
  CHECK(lines.field("on") == 7);
}

TEST_CASE("error lines: an unknown house rule names the file, its line and a near miss", "[lua][errors]") {
  auto loaded = lua::load_battle_text("scripts/t.lua",
                                      small_battle("  house_rules = {\n"         // 7
                                                   "    morale_raw = 8,\n"       // 8
                                                   "    rout_at_hit = 6,\n"      // 9
                                                   "  },\n"),
                                      lua_test::no_content());
  CHECK_THROWS_WITH(Battle(loaded.scenario, 1),
                    "scripts/t.lua:9: house_rules: igor has no rule parameter 'rout_at_hit'; did you mean 'rout_at_hits'?");
  CHECK(load_error(small_battle("  house_rules = {\n    morale_raw = 'eight',\n  },\n")) ==
        "scripts/t.lua:8: battle \"T\": house_rules: morale_raw: expected a number, got string \"eight\"");
}

TEST_CASE("error lines: units on each other at set-up name both units, their brigades and lines", "[lua][errors]") {
  auto loaded = lua::load_battle_text(
      "scripts/t.lua",
      "return battle \"T\" {\n"                                                                 // 1
      "  forces = {\n"                                                                          // 2
      "    USA = army \"North\" { brigade \"A\" { at = {10,10},\n"                              // 3
      "      infantry \"1st\" {} } },\n"                                                        // 4
      "    CSA = army \"South\" { brigade \"B\" { at = {40,40}, infantry \"2nd\" {},\n"         // 5
      "      infantry \"3rd\" { at = {10,10} } } },\n"                                          // 6
      "  },\n"                                                                                  // 7
      "}\n",
      lua_test::no_content());
  Battle b(loaded.scenario, 1);
  auto problems = setup_problems(b);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0] ==
        "scripts/t.lua:6: unit \"3rd\" of brigade \"B\" at (10.0, 10.0) stands on unit \"1st\" of brigade \"A\" at (10.0, 10.0), "
        "declared at scripts/t.lua:4: move one of them");
}

TEST_CASE("error lines: check and run exit 2 naming the line of a bad house rule or overlapping units", "[cli][errors]") {
  lua_test::TempFolder folder;
  const std::string overlapping =
      "return battle \"T\" {\n"                                                                 // 1
      "  turns = 2,\n"                                                                          // 2
      "  forces = {\n"                                                                          // 3
      "    USA = army \"North\" { brigade \"A\" { at = {10,10}, infantry \"1st\" {} } },\n"     // 4
      "    CSA = army \"South\" { brigade \"B\" { at = {40,40}, infantry \"2nd\" {},\n"         // 5
      "      infantry \"3rd\" { at = {10,10} } } },\n"                                          // 6
      "  },\n"                                                                                  // 7
      "}\n";
  folder.write("scripts/overlap.lua", overlapping);
  std::string house = overlapping;
  house.replace(house.find("  turns = 2,\n"), 13, "  turns = 2, house_rules = { rout_at_hit = 6 },\n");
  house.replace(house.find("{ at = {10,10} }"), 16, "{ at = {30,30} }");
  folder.write("scripts/house.lua", house);
  for (const char* command : {"check", "run"}) {
    const std::string seed = std::string(command) == "run" ? " --seed 1" : "";
    auto ran = cli_test::run_caisson(std::string(command) + " " + (folder.path / "scripts/overlap.lua").string() + seed);
    INFO(command << ": " << ran.out);
    CHECK(ran.code == 2);
    CHECK_THAT(ran.out, Contains("scripts/overlap.lua:6: unit \"3rd\" of brigade \"B\"") &&
                            Contains("stands on unit \"1st\" of brigade \"A\"") &&
                            Contains("declared at scripts/overlap.lua:4"));
    CHECK_THAT(ran.out, !Contains("== Turn 1 =="));
    auto rules = cli_test::run_caisson(std::string(command) + " " + (folder.path / "scripts/house.lua").string() + seed);
    INFO(command << ": " << rules.out);
    CHECK(rules.code == 2);
    CHECK_THAT(rules.out, Contains("scripts/house.lua:2: house_rules: igor has no rule parameter 'rout_at_hit'; did you "
                                   "mean 'rout_at_hits'?"));
  }
}

}  // namespace test_error_lines
