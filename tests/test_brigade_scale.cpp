// Brigade-scale rule systems (ap, minicampaign) merge a brigade's regiments into one unit of
// brigade_stands_least..brigade_stands_most stands (engine/rules/brigade_stands.hpp): house rules
// a battle can set, reported by check and the narrative wherever they cut or raise a brigade.
#include <string>

#include <catch2/catch.hpp>

#include "engine/play/narrative.hpp"
#include "engine/play/setup_check.hpp"

#include "captured_text.hpp"
#include "lua_test_support.hpp"

namespace test_brigade_scale {

using namespace caisson;

namespace {

// A Union brigade of three 6-stand regiments (18 stands) against a Confederate one of a single
// 1-stand battalion; `house_rules` (line 8 when given) set as the battle file writes them.
std::string big_brigade_battle(const std::string& rules, const std::string& house_rules = "") {
  return "return battle \"Big brigades\" {\n"                                              // 1
         "  rules = \"" + rules + "\", turns = 6,\n"                                       // 2
         "  forces = {\n"                                                                  // 3
         "    USA = army \"North\" { brigade \"Big\" { at = {30,10},\n"                     // 4
         "      infantry \"1st\" { stands = 6 }, infantry \"2nd\" { stands = 6 }, infantry \"3rd\" { stands = 6 } } },\n"  // 5
         "    CSA = army \"South\" { brigade \"Small\" { at = {30,40}, infantry \"1st Bn\" { stands = 1 } } },\n"  // 6
         "  },\n"                                                                          // 7
         + (house_rules.empty() ? "" : "  house_rules = { " + house_rules + " },\n") +     // 8
         "}\n";
}

lua::LoadedBattle loaded(const std::string& text) { return lua::load_battle_text("scripts/big.lua", text, lua_test::no_content()); }

int stands_of(const Battle& b, const std::string& name) {
  for (const Unit& u : b.units)
    if (u.name == name) return u.stands;
  FAIL("no unit " << name);
  return -1;
}

// The narrative's opening lines for the battle.
std::string opening_lines(Battle& b) {
  test_support::CapturedText out;
  Narrative narrative(out.f);
  b.log.attach(&narrative);
  b.emit(BattleBegan{b.seed});
  return out.text();
}

// The message a battle fails to be set up with, or "".
std::string setup_error(const std::string& text) {
  const auto battle = loaded(text);
  try {
    Battle b(battle.scenario, 1);
  } catch (const RuleParameterError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("brigade scale: a battle's brigade_stands_most keeps more stands, and a bad one is refused with its line",
          "[brigade][ap][minicampaign]") {
  SECTION("by default ap cuts an 18-stand brigade to 8 and raises a 1-stand one to 2, and says so") {
    const auto battle = loaded(big_brigade_battle("ap"));
    Battle b(battle.scenario, 1);
    CHECK(stands_of(b, "Big") == 8);
    CHECK(stands_of(b, "Small") == 2);
    const TroopConversion troops = troop_conversion(b);
    REQUIRE(troops.cut.size() == 2);
    CHECK(troops.cut[0] == "Big: 3 units of 18 stands play as one unit of 8, cut to brigade_stands_most 8");
    CHECK(troops.cut[1] == "Small: 1 unit of 1 stands plays as one unit of 2, raised to brigade_stands_least 2");
    const std::string told = opening_lines(b);
    CHECK_THAT(told, Catch::Contains("Under ap, USA's 3 units of the file play as 1, its 18 stands as 8; brigades of 2 to 8 "
                                     "stands (house rules brigade_stands_least, brigade_stands_most)."));
    CHECK_THAT(told, Catch::Contains("Under ap, Big: 3 units of 18 stands play as one unit of 8, cut to brigade_stands_most 8."));
  }
  SECTION("a battle that raises the cap keeps every stand, and nothing is told as cut") {
    const auto battle = loaded(big_brigade_battle("ap", "brigade_stands_most = 18"));
    Battle b(battle.scenario, 1);
    CHECK(stands_of(b, "Big") == 18);
    CHECK(b.unit(0).stands_at_start == 18);
    const TroopConversion troops = troop_conversion(b);
    REQUIRE(troops.cut.size() == 1);  // the 1-stand battalion is still raised
    CHECK_THAT(troops.sides.at(0), Catch::Contains("its 18 stands as 18; brigades of 2 to 18 stands"));
    CHECK_THAT(opening_lines(b), !Catch::Contains("Big: 3 units"));
  }
  SECTION("the least is a house rule too") {
    const auto battle = loaded(big_brigade_battle("ap", "brigade_stands_least = 1"));
    Battle b(battle.scenario, 1);
    CHECK(stands_of(b, "Small") == 1);
  }
  SECTION("minicampaign plays by the same house rules") {
    const auto battle = loaded(big_brigade_battle("minicampaign", "brigade_stands_most = 12"));
    Battle b(battle.scenario, 1);
    CHECK(stands_of(b, "Big") == 12);
    CHECK(troop_conversion(b).cut.at(0) == "Big: 3 units of 18 stands play as one unit of 12, cut to brigade_stands_most 12");
  }
  SECTION("a count that is no whole number of stands, or a most below the least, is refused naming the line") {
    CHECK_THAT(setup_error(big_brigade_battle("ap", "brigade_stands_most = 7.5")),
               Catch::StartsWith("scripts/big.lua:8: house_rules: ap's brigade_stands_most is a number of stands, a whole "
                                 "number from 1 to 1000: got 7.5"));
    CHECK_THAT(setup_error(big_brigade_battle("ap", "brigade_stands_least = 0")),
               Catch::StartsWith("scripts/big.lua:8: house_rules: ap's brigade_stands_least"));
    CHECK_THAT(setup_error(big_brigade_battle("minicampaign", "brigade_stands_most = 3, brigade_stands_least = 4")),
               Catch::Contains("minicampaign's brigade_stands_most (3) is below its brigade_stands_least (4)"));
  }
  SECTION("a regiment-scale rule system plays the file's regiments, whatever the scale") {
    const auto battle = loaded(big_brigade_battle("igor"));
    Battle b(battle.scenario, 1);
    CHECK(stands_of(b, "1st") == 6);
    CHECK(troop_conversion(b).empty());
  }
}

}  // namespace test_brigade_scale
