// `caisson check` runs each event result's effect and condition on a copy of the battle as set up
// (bindings/effect_dry_run.hpp) and warns, exit 0, of the names they give that the battle lacks.
#include <string>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "lua_test_support.hpp"

namespace test_check_dry_run {

namespace {

// Results 1-2 name a unit the battle lacks, 3-4 only its own (and print), 5's condition a
// brigade it lacks, 6 fails for a reason of its own.
const std::string kEvents =
    "  events = event_table \"Rumours\" { dice = \"d6\",\n"                                                     // 7
    "    [\"1-2\"] = { \"Wrong name\", effect = function(b) b:say(\"said\") b:unit(\"1st Bleu\") end },\n"        // 8
    "    [\"3-4\"] = { \"Right name\", effect = function(b) print(\"printed\") b:say(b:unit(\"1st\").name) end },\n"  // 9
    "    [5] = { \"Wrong brigade\", condition = function(b) return b:hasten(\"Z\", 1) end },\n"                     // 10
    "    [6] = { \"Fails otherwise\", effect = function(b) error(\"boom\") end },\n"                                // 11
    "  },\n";

}  // namespace

TEST_CASE("check: an event whose effect names a missing unit draws a warning from the dry run, at the line of the call",
          "[cli][check]") {
  lua_test::TempFolder folder;
  folder.write("scripts/t.lua", lua_test::small_battle(kEvents));
  const auto r = cli_test::run_caisson("check " + (folder.path / "scripts/t.lua").string());
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("t.lua:8: warning: event \"Wrong name\" (results 1-2 of \"Rumours\", ") &&
                        Catch::Contains("t.lua:7) names what the battle does not have, when its effect is run on the battle "
                                        "as set up: bad argument #1 to 'unit' (unknown unit '1st Bleu'"));
  CHECK_THAT(r.out, Catch::Contains("t.lua:10: warning: event \"Wrong brigade\" (result 5 of \"Rumours\", ") &&
                        Catch::Contains("when its condition is run") && Catch::Contains("unknown brigade 'Z'"));
  // The dry run is silent: nothing the effects say or print, and no warning of what is not a name.
  CHECK_THAT(r.out, !Catch::Contains("said") && !Catch::Contains("printed") && !Catch::Contains("boom"));
  CHECK_THAT(r.out, !Catch::Contains("Right name") && !Catch::Contains("Fails otherwise"));
  CHECK_THAT(r.out, Catch::Contains("OK"));
}

}  // namespace test_check_dry_run
