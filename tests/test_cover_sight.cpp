// Seeing into woods and towns: how far a line of sight or fire may run into cover at either end
// is each rule system's `cover_sight` (docs/rules/<id>.md), read by its fire checks.
#include <catch2/catch.hpp>

#include <string>

#include "bindings/battle_loader.hpp"
#include "engine/play/battle.hpp"
#include "lua_test_support.hpp"

namespace test_cover_sight {

using namespace caisson;

TEST_CASE("cover sight: two lines inside one wood fire at each other only within the rule system's cover_sight", "[sight]") {
  // Two regiments 5" apart (centre to centre) inside the West Woods, facing each other: by
  // default (1" at either end) the wood between them hides each from the other; with
  // cover_sight = 3 they fight, as the lines in the West Woods did.
  for (const char* rules : {"igor", "ap", "north", "jackson", "minicampaign"}) {
    for (double sight : {1.0, 3.0}) {
      const std::string text =
          std::string("return battle \"Woods\" {\n  rules = \"") + rules +
          "\", turns = 4, house_rules = { cover_sight = " + std::to_string(sight) + " },\n"
          "  table = { width = 48, depth = 48 },\n"
          "  terrain = { woods \"West Woods\" { {10,10}, {38,10}, {38,38}, {10,38} } },\n"
          "  forces = {\n"
          "    USA = army \"North\" { brigade \"A\" { at = {24,21.5}, facing = 0, formation = \"line\", infantry \"1st\" {} } },\n"
          "    CSA = army \"South\" { brigade \"B\" { at = {24,26.5}, facing = 180, formation = \"line\", infantry \"2nd\" {} } },\n"
          "  },\n"
          "}\n";
      auto loaded = lua::load_battle_text("scripts/woods.lua", text, lua_test::no_content());
      Battle b(loaded.scenario, 1);
      INFO(rules << ", cover_sight " << sight);
      CHECK(b.rules->sight_into_cover() == sight);
      CHECK(b.advisor().could_fire_at(b, b.unit(0), b.unit(1)) == (sight > 2));
      CHECK(b.advisor().could_fire_at(b, b.unit(1), b.unit(0)) == (sight > 2));
    }
  }
}

}  // namespace test_cover_sight
