// caisson odds for the rolls around the generals, each against fractions counted here face by
// face: igor's brigadier surviving his unit's HITs and a courier's send and receive rolls, the
// action points an ap general's motivation gives, and jackson's beaten unit testing after a close
// combat with its officer's D10s before and during the test.
#include <initializer_list>
#include <utility>

#include <catch2/catch.hpp>

#include "engine/odds/chance.hpp"
#include "tests/odds_ask.hpp"
#include "engine/rules/odds_registry.hpp"

namespace test_odds_generals {

using caisson::odds::Chance;
using caisson::odds::Count;
using caisson::odds::OddsAnswer;
using caisson::odds::OddsInputError;
using caisson::odds::OddsQuery;

namespace {

using odds_test::ask;
using odds_test::Options;

// Of the 36 throws of 2D6, those whose sum is at least `least`.
Chance two_d6_at_least(int least) {
  Count ways = 0;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) ways += a + b >= least ? 1 : 0;
  return Chance(ways, 36);
}

// Of a D6's faces, those that reach `least` with `modifier`.
Chance d6_reaches(int least, int modifier) {
  Count ways = 0;
  for (int f = 1; f <= 6; ++f) ways += f + modifier >= least ? 1 : 0;
  return Chance(ways, 6);
}

}  // namespace

// --- igor ---------------------------------------------------------------------------------------

TEST_CASE("odds: igor brigadier's survival, 2D6 killing him on 11+, +2 for 2 HITs or mounted cavalry", "[odds][igor]") {
  CHECK(ask("igor", "commander-survival").chance("the brigadier", "is killed") == two_d6_at_least(11));
  CHECK(ask("igor", "commander-survival").chance("the brigadier", "is killed") == Chance(3, 36));
  CHECK(ask("igor", "commander-survival", {{"hits", "2"}}).chance("the brigadier", "is killed") == two_d6_at_least(9));
  CHECK(ask("igor", "commander-survival", {{"mounted-cavalry", ""}}).chance("the brigadier", "survives") ==
        two_d6_at_least(9).complement());
  CHECK(ask("igor", "commander-survival", {}, {{"commander_death_roll", 12}}).chance("the brigadier", "is killed") == Chance(1, 36));
}

TEST_CASE("odds: igor courier, a D6 to send and one to receive, 4+ with veteran +1 and raw -1", "[odds][igor]") {
  const OddsAnswer even = ask("igor", "order");
  CHECK(even.chance("send roll", "sent") == Chance(1, 2));
  CHECK(even.chance("receive roll", "acted on") == Chance(1, 2));
  CHECK(even.chance("both at the first try", "sent and acted on") == Chance(1, 4));
  const OddsAnswer mixed = ask("igor", "order", {{"sender", "veteran"}, {"recipient", "raw"}});
  CHECK(mixed.chance("send roll", "sent") == d6_reaches(4, 1));
  CHECK(mixed.chance("receive roll", "not understood") == d6_reaches(4, -1).complement());
  CHECK(mixed.chance("both at the first try", "sent and acted on") == Chance(4 * 2, 36));
  CHECK(ask("igor", "order", {}, {{"order_couriers", 0}}).chance("the order", "acted on") == Chance::certain());
}

// --- ap -----------------------------------------------------------------------------------------

TEST_CASE("odds: ap action points, a D6 and its modifiers, never below the residual point", "[odds][ap]") {
  // A seasoned brigade: the D6 as it falls.
  const OddsAnswer plain = ask("ap", "action-points");
  for (const char* n : {"1 point", "2 points", "3 points", "4 points", "5 points", "6 points"})
    CHECK(plain.chance("action points", n) == Chance(1, 6));
  // Raw and disordered: D6 - 3, at least 1 — faces 1 to 4 give the residual point.
  const OddsAnswer shaken = ask("ap", "action-points", {{"quality", "raw"}, {"disordered", ""}});
  CHECK(shaken.chance("action points", "1 point") == Chance(4, 6));
  CHECK(shaken.chance("action points", "3 points") == Chance(1, 6));
  // A veteran with a general at its side: +1 once, not twice.
  const OddsAnswer led = ask("ap", "action-points", {{"quality", "veteran"}, {"general-with", ""}});
  CHECK(led.chance("action points", "2 points") == Chance(1, 6));
  CHECK(led.chance("action points", "7 points") == Chance(1, 6));
  // Damaged Confederate guns: D6 - 2, faces 1 to 3 the residual point.
  CHECK(ask("ap", "action-points", {{"guns", ""}, {"confederate", ""}, {"damaged", ""}}).chance("action points", "1 point") ==
        Chance(3, 6));
  CHECK_THROWS_AS(ask("ap", "action-points", {{"guns", ""}, {"quality", "raw"}}), OddsInputError);
  CHECK_THROWS_AS(ask("ap", "action-points", {{"damaged", ""}}), OddsInputError);
}

// --- jackson ------------------------------------------------------------------------------------

TEST_CASE("odds: jackson's beaten unit, 6+ falls back, less routs; its officer's D10s first", "[odds][jackson]") {
  // Rating 2 alone: a die of 4 or more.
  const OddsAnswer alone = ask("jackson", "loser", {{"rating", "2"}});
  CHECK(alone.chance("result", "falls back") == Chance(3, 6));
  CHECK(alone.chance("result", "routs") == Chance(3, 6));
  // A veteran general (+2) leading it: his D10 in the combat (10 killed, 9 captured: no bonus),
  // else his bonus and his D10 leading from the front (10 killed). Every face of D10, D10, D6.
  Count falls_back = 0, unhurt = 0, killed = 0, captured = 0, fell_leading = 0;
  for (int officer = 1; officer <= 10; ++officer)
    for (int leading = 1; leading <= 10; ++leading)
      for (int die = 1; die <= 6; ++die) {
        const bool gone = officer >= 9;
        falls_back += die + 2 + (gone ? 0 : 2) >= 6 ? 1 : 0;
        killed += officer == 10 ? 1 : 0;
        captured += officer == 9 ? 1 : 0;
        fell_leading += !gone && leading == 10 ? 1 : 0;
        unhurt += !gone && leading < 10 ? 1 : 0;
      }
  const OddsAnswer led = ask("jackson", "loser", {{"rating", "2"}, {"general", "veteran"}});
  CHECK(led.chance("result", "falls back") == Chance(falls_back, 600));
  CHECK(led.chance("result", "falls back") == Chance(23, 30));
  CHECK(led.chance("the general", "comes through") == Chance(unhurt, 600));
  CHECK(led.chance("the general", "is killed in the close combat") == Chance(killed, 600));
  CHECK(led.chance("the general", "is captured") == Chance(captured, 600));
  CHECK(led.chance("the general", "is killed leading his men") == Chance(fell_leading, 600));
  // A raw unit whose rating is not yet rolled: the chart's 1,2,2,2,3,3, then the die.
  Count raw_falls_back = 0;
  for (int chart : {1, 2, 2, 2, 3, 3})
    for (int die = 1; die <= 6; ++die) raw_falls_back += chart + die >= 6 ? 1 : 0;
  CHECK(ask("jackson", "loser", {{"quality", "raw"}}).chance("result", "falls back") == Chance(raw_falls_back, 36));
}

}  // namespace test_odds_generals
