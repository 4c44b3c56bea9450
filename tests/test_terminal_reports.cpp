// The reports that gather many battles — a sweep's, a match's, a campaign's standings — show the
// battle and campaign files' own words (titles, event titles, notes) with control characters
// escaped (engine/text/terminal_text), and give each side's losses in men.
#include <string>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "lua_test_support.hpp"

namespace test_terminal_reports {

namespace {

// A small battle whose title and event result carry terminal control sequences (a colour, a
// screen clear, a window title).
const std::string kEscapingBattle = R"(return battle "Red\27[31m Hill\27[2J" {
  turns = 4,
  forces = {
    USA = army "North" { brigade "A" { at = {10,10}, infantry "1st" {}, infantry "3rd" { at = {20,10} } } },
    CSA = army "South" { brigade "B" { at = {10,40}, infantry "2nd" {} } },
  },
  events = event_table "Weather" { dice = "d6", ["1-6"] = "Rain\27]0;owned\7" },
}
)";

// Two battles of it, the campaign's title escaping too; `between` notes each side's men lost.
const std::string kEscapingCampaign = R"(return campaign "Campaign\27[2J" {
  start = "first",
  battles = {
    first = { file = "scripts/red_hill.lua", next = function(r) return "second" end },
    second = { file = "scripts/red_hill.lua" },
  },
  between = function(c, r) c:say("men lost\27[1m: USA %d, CSA %d", r.men_lost.USA, r.men_lost.CSA) end,
}
)";

void check_nothing_raw(const std::string& out) {
  CHECK(out.find('\x1b') == std::string::npos);
  CHECK(out.find('\x07') == std::string::npos);
}

}  // namespace

TEST_CASE("reports: sweep, match and campaign standings show the files' titles escaped for the terminal", "[cli][campaign][sweep]") {
  lua_test::TempFolder folder;
  folder.write("scripts/red_hill.lua", kEscapingBattle);
  folder.write("campaigns/c.lua", kEscapingCampaign);
  const std::string battle = (folder.path / "scripts/red_hill.lua").string();

  SECTION("sweep") {
    const auto r = cli_test::run_caisson("sweep " + battle + " --runs 3 -j 1", false);
    REQUIRE(r.code == 0);
    CHECK_THAT(r.out, Catch::StartsWith(R"(Red\27[31m Hill\27[2J: 3 battles)"));
    CHECK_THAT(r.out, Catch::Contains(R"(Rain\27]0;owned\7)"));
    check_nothing_raw(r.out);
  }
  SECTION("match") {
    const auto r = cli_test::run_caisson("match " + battle + " --a brigade --b brigade:aggression=0.2 --runs 1 -j 1", false);
    REQUIRE(r.code == 0);
    CHECK_THAT(r.out, Catch::StartsWith(R"(Red\27[31m Hill\27[2J (igor rules))"));
    CHECK_THAT(r.out, Catch::Contains("Men lost a game: USA "));
    check_nothing_raw(r.out);
  }
  SECTION("campaign standings, between battles and at the end, with each battle's men lost") {
    const auto r = cli_test::run_caisson("campaign " + (folder.path / "campaigns/c.lua").string() + " --seed 2 --log quiet --save-dir " +
                                             (folder.path / "saves").string(),
                                         false);
    REQUIRE(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains(R"(Campaign\27[2J — 2 battles fought)"));
    CHECK_THAT(r.out, Catch::Contains("; men lost USA "));
    CHECK_THAT(r.out, Catch::Contains(R"(» men lost\27[1m: USA )"));
    CHECK_THAT(r.out, Catch::Contains("  Men lost: CSA "));
    check_nothing_raw(r.out);
  }
}

}  // namespace test_terminal_reports
