// caisson odds: exact chances of each rule system's procedures, checked against fractions counted
// here independently (every face enumerated, or the binomial formula), and against play itself:
// the odds of a morale check are the share of the 36 throws with which play passes it.
#include <array>
#include <functional>
#include <initializer_list>
#include <string>
#include <utility>

#include <catch2/catch.hpp>

#include "engine/odds/chance.hpp"
#include "tests/odds_ask.hpp"
#include "engine/odds/distribution.hpp"
#include "engine/rules/igor/morale.hpp"
#include "engine/rules/odds_registry.hpp"
#include "engine/rules/ruleset.hpp"

#include "cli_support.hpp"
#include "igor_fixture.hpp"

namespace test_odds {

using caisson::odds::Chance;
using caisson::odds::Count;
using caisson::odds::Distribution;
using caisson::odds::OddsAnswer;
using caisson::odds::OddsInputError;
using caisson::odds::OddsOutOfReach;
using caisson::odds::OddsQuery;

namespace {

using odds_test::ask;
using odds_test::Options;

Count power(Count base, int n) {
  Count r = 1;
  for (int i = 0; i < n; ++i) r *= base;
  return r;
}

Count choose(int n, int k) {
  Count r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<Count>(n - k + i) / static_cast<Count>(i);
  return r;
}

// Exactly k successes in n trials, each `yes` ways out of `of`: the binomial formula.
Chance binomial(int n, int k, Count yes, Count of) {
  return Chance(choose(n, k) * power(yes, k) * power(of - yes, n - k), power(of, n));
}

// Ways out of 6^n that `holds` is true of the faces of n dice, counted face by face.
Chance count_faces(int n, const std::function<bool(const std::array<int, 8>&)>& holds) {
  std::array<int, 8> faces{};
  Count ways = 0, all = 0;
  std::function<void(int)> next = [&](int i) {
    if (i == n) {
      ++all;
      ways += holds(faces) ? 1 : 0;
      return;
    }
    for (int f = 1; f <= 6; ++f) {
      faces[static_cast<std::size_t>(i)] = f;
      next(i + 1);
    }
  };
  next(0);
  return Chance(ways, all);
}

}  // namespace

TEST_CASE("odds: a chance is kept in lowest terms and adds and multiplies exactly", "[odds]") {
  CHECK(Chance(15, 36) == Chance(5, 12));
  CHECK(Chance(15, 36).fraction() == "5/12");
  CHECK(Chance(15, 36).percent() == "41.67%");
  CHECK(Chance(1, 6) + Chance(1, 3) == Chance(1, 2));
  CHECK(Chance(2, 3) * Chance(3, 4) == Chance(1, 2));
  CHECK(Chance(1, 6).complement() == Chance(5, 6));
  CHECK(Chance(0, 7).fraction() == "0");
  CHECK(Chance(7, 7).fraction() == "1");
  CHECK(Chance(1, 1679616).percent() == "0.0000595%");
}

TEST_CASE("odds: dice sums and counts agree with counting every face", "[odds]") {
  const Distribution two = Distribution::dice(2, 6);
  for (int total = 2; total <= 12; ++total)
    CHECK(two.chance_of(total) == count_faces(2, [&](const auto& f) { return f[0] + f[1] == total; }));
  const Distribution fives = Distribution::successes(5, Chance(2, 6));
  for (int k = 0; k <= 5; ++k)
    CHECK(fives.chance_of(k) == count_faces(5, [&](const auto& f) {
            int n = 0;
            for (int i = 0; i < 5; ++i) n += f[static_cast<std::size_t>(i)] >= 5;
            return n == k;
          }));
  CHECK(fives.chance_at_least(2) == count_faces(5, [](const auto& f) {
          int n = 0;
          for (int i = 0; i < 5; ++i) n += f[static_cast<std::size_t>(i)] >= 5;
          return n >= 2;
        }));
  // A throw that depends on the one before: a die, re-rolled on a 1.
  const Distribution rerolled = Distribution::die(6).then([](int f) { return f == 1 ? Distribution::die(6) : Distribution::certain(f); });
  CHECK(rerolled.chance_of(1) == Chance(1, 36));
  CHECK(rerolled.chance_of(6) == Chance(7, 36));
}

TEST_CASE("odds: more dice at once than the counts hold is refused, not wrapped", "[odds]") {
  CHECK(Distribution::successes(48, Chance(1, 6)).chance_of(0) == Chance(power(5, 48), power(6, 48)));
  CHECK_THROWS_AS(Distribution::successes(60, Chance(1, 6)), OddsOutOfReach);
}

// --- igor ---------------------------------------------------------------------------------------

TEST_CASE("odds: igor raw morale passes on 2D6 over 7, 15 in 36", "[odds][igor]") {
  CHECK(ask("igor", "morale", {{"quality", "raw"}}).chance("pass or fail", "passes") == Chance(15, 36));
  CHECK(ask("igor", "morale", {{"quality", "seasoned"}}).chance("pass or fail", "passes") == Chance(21, 36));
  CHECK(ask("igor", "morale", {{"quality", "veteran"}}).chance("pass or fail", "passes") == Chance(26, 36));
  // -2: more than 9 on 2D6.
  const OddsAnswer a = ask("igor", "morale", {{"quality", "raw"}, {"modifier", "-2"}});
  CHECK(a.chance("result", "passes") == Chance(6, 36));
  // Failing by 1 (the margin counts from the score needed, 8): a 2D6 of 9, less 2.
  CHECK(a.chance("result", "fails by 1") == Chance(4, 36));
  // 4 HITs: -2; the brigade commander in contact +1; one threatened flank -1.
  CHECK(ask("igor", "morale", {{"quality", "raw"}, {"hits", "4"}, {"commander", ""}, {"flanks", "1"}}).chance("result", "passes") ==
        Chance(6, 36));
  // A house rule changes the level the odds use, as it changes play.
  CHECK(ask("igor", "morale", {{"quality", "raw"}}, {{"morale_raw", 8}}).chance("result", "passes") == Chance(10, 36));
}

TEST_CASE("odds: igor morale odds are play's own, throw by throw over all 36", "[odds][igor]") {
  using namespace igor_test;
  for (Quality q : {Quality::raw, Quality::seasoned, Quality::veteran}) {
    Fixture f;
    const UnitId id = f.infantry("5th New York", kUSA, {48, 10}, kNorth, Formation::line, q);
    std::array<int, 16> margins{};  // play's count of each outcome: [0] passes, [m] fails by m
    for (int a = 1; a <= 6; ++a)
      for (int c = 1; c <= 6; ++c) {
        auto b = f.battle();
        b->dice.load({a, c});
        const igor::MoraleResult r = igor::morale_check(*b, params(*b), b->unit(id), "odds");
        ++margins[static_cast<std::size_t>(r.passed ? 0 : r.margin)];
      }
    const OddsAnswer odds = ask("igor", "morale", {{"quality", std::string(name_of(q)) == "raw" ? "raw" : q == Quality::veteran ? "veteran" : "seasoned"}});
    INFO(name_of(q));
    CHECK(odds.chance("result", "passes") == Chance(static_cast<Count>(margins[0]), 36));
    for (std::size_t m = 1; m < margins.size(); ++m)
      if (margins[m] > 0) CHECK(odds.chance("result", "fails by " + std::to_string(m)) == Chance(static_cast<Count>(margins[m]), 36));
  }
}

TEST_CASE("odds: igor fire, 8 dice at 1 in 6 each: no HITs (5/6)^8", "[odds][igor]") {
  const OddsAnswer a = ask("igor", "fire", {{"dice", "8"}});
  CHECK(a.chance("HITs", "0 HITs") == Chance(power(5, 8), power(6, 8)));
  for (int k = 0; k <= 8; ++k)
    CHECK(a.chance("HITs", std::to_string(k) + (k == 1 ? " HIT" : " HITs")) == binomial(8, k, 1, 6));
  // Breech-loaders score on 5 or 6.
  CHECK(ask("igor", "fire", {{"dice", "3"}, {"weapon", "breechloader"}}).chance("HITs", "0 HITs") == Chance(8, 27));
}

TEST_CASE("odds: igor fire reads its dice from the fire tables and their modifiers", "[odds][igor]") {
  // Rifled guns at medium range against light cover: the table's 3, enfilade +3.
  const OddsAnswer guns = ask("igor", "fire", {{"weapon", "rifled_guns"}, {"range", "medium"}, {"cover", "light"}, {"enfilade", ""}});
  CHECK(guns.chance("HITs", "0 HITs") == Chance(power(5, 6), power(6, 6)));
  // Rifled muskets at short range in the open: 4 dice; at skirmishers, 3.
  CHECK(ask("igor", "fire", {{"range", "short"}}).chance("HITs", "4 HITs") == Chance(1, power(6, 4)));
  CHECK(ask("igor", "fire", {{"range", "short"}, {"target-skirmishers", ""}}).chance("HITs", "3 HITs") == Chance(1, power(6, 3)));
  // Heavy cover at long range: the table gives no dice, so no HITs.
  CHECK(ask("igor", "fire", {{"range", "long"}, {"cover", "heavy"}}).chance("HITs", "0 HITs") == Chance::certain());
  CHECK_THROWS_AS(ask("igor", "fire", {{"weapon", "smoothbore"}, {"range", "medium"}}), OddsInputError);
  CHECK_THROWS_AS(ask("igor", "fire", {{"dice", "4"}, {"range", "short"}}), OddsInputError);
  CHECK_THROWS_AS(ask("igor", "fire", {{"dice", "4"}, {"enfilade", ""}}), OddsInputError);
}

TEST_CASE("odds: igor close combat, infantry with rear support against guns: 11 dice to 2", "[odds][igor]") {
  const OddsAnswer a = ask("igor", "close-combat", {{"attacker", "infantry"}, {"defender", "artillery"}, {"support", "rear"}});
  // The attacker wins when it scores more HITs than it takes: summed over every pair of counts.
  Chance wins, drawn;
  for (int scored = 0; scored <= 11; ++scored)
    for (int taken = 0; taken <= 2; ++taken) {
      const Chance both = binomial(11, scored, 1, 6) * binomial(2, taken, 1, 6);
      if (scored > taken) wins = wins + both;
      if (scored == taken) drawn = drawn + both;
    }
  CHECK(a.chance("result", "attacker wins") == wins);
  CHECK(a.chance("result", "drawn") == drawn);
  CHECK(a.chance("result", "defender wins") == (wins + drawn).complement());
  // Mounted cavalry against a square: 3 to 3, even.
  const OddsAnswer even = ask("igor", "close-combat", {{"attacker", "cavalry"}, {"defender", "square"}});
  CHECK(even.chance("result", "attacker wins") == even.chance("result", "defender wins"));
}

// --- minicampaign -------------------------------------------------------------------------------

TEST_CASE("odds: minicampaign activation, 1D6 +1 against Steady 5, Cautious 3, Hesitant 1", "[odds][minicampaign]") {
  const OddsAnswer a = ask("minicampaign", "activation", {{"modifier", "+1"}});
  CHECK(a.chance("result", "Steady") == Chance(3, 6));
  CHECK(a.chance("result", "Cautious") == Chance(2, 6));
  CHECK(a.chance("result", "Hesitant") == Chance(1, 6));
  CHECK(a.chance("result", "Broken") == Chance(0, 6));
  // Shaken and disordered: -2, so a 1 or 2 breaks it.
  const OddsAnswer down = ask("minicampaign", "activation", {{"shaken", ""}, {"disordered", ""}});
  CHECK(down.chance("result", "Broken") == Chance(2, 6));
  CHECK(down.chance("result", "Steady") == Chance(0, 6));
}

TEST_CASE("odds: minicampaign fire hits on 5-6, 4-6 for breech-loaders, halved against cover", "[odds][minicampaign]") {
  const OddsAnswer a = ask("minicampaign", "fire", {{"dice", "6"}});
  for (int k = 0; k <= 6; ++k) CHECK(a.chance("hits", std::to_string(k) + (k == 1 ? " hit" : " hits")) == binomial(6, k, 2, 6));
  CHECK(ask("minicampaign", "fire", {{"dice", "4"}, {"weapon", "breechloader"}}).chance("hits", "0 hits") == binomial(4, 0, 3, 6));
  // Half effect, rounded down: 0 or 1 hit on the dice both leave none.
  CHECK(ask("minicampaign", "fire", {{"dice", "4"}, {"cover", ""}}).chance("hits", "0 hits") == binomial(4, 0, 2, 6) + binomial(4, 1, 2, 6));
}

TEST_CASE("odds: minicampaign charge, each side 1D6 plus hits and quality, every face counted", "[odds][minicampaign]") {
  const OddsAnswer a = ask("minicampaign", "charge", {{"charger-hits", "2"}, {"defender-quality", "veteran"}});
  // The charger scores die + 2, the veteran defender die + 1; less than half the other's score
  // routs, less retreats, and on a tie the charger retreats (charge_tie_charger_retreats).
  const Chance defender_routs = count_faces(2, [](const auto& f) { return 2 * (f[1] + 1) < f[0] + 2; });
  const Chance defender_retreats = count_faces(2, [](const auto& f) { return f[1] + 1 < f[0] + 2 && 2 * (f[1] + 1) >= f[0] + 2; });
  const Chance charger_retreats = count_faces(2, [](const auto& f) { return f[0] + 2 <= f[1] + 1 && 2 * (f[0] + 2) >= f[1] + 1; });
  const Chance tie = count_faces(2, [](const auto& f) { return f[0] + 2 == f[1] + 1; });
  CHECK(a.chance("result", "the defender routs") == defender_routs);
  CHECK(a.chance("result", "the defender retreats") == defender_retreats);
  CHECK(a.chance("result", "the charger retreats") == charger_retreats);
  CHECK(a.chance("result", "neither gives way") == Chance(0, 1));
  // With the house rule that a tie leaves both where they stand.
  const OddsAnswer house = ask("minicampaign", "charge", {{"charger-hits", "2"}, {"defender-quality", "veteran"}},
                               {{"charge_tie_charger_retreats", 0}});
  CHECK(house.chance("result", "neither gives way") == tie);
  // A general leading the charger: a third die, 5-6 a hit more for the charger.
  const OddsAnswer led = ask("minicampaign", "charge", {{"charger-general", ""}});
  CHECK(led.chance("result", "the defender retreats") ==
        count_faces(3, [](const auto& f) { return f[0] + (f[2] >= 5 ? 1 : 0) > f[1] && 2 * f[1] >= f[0] + (f[2] >= 5 ? 1 : 0); }));
}

// --- north --------------------------------------------------------------------------------------

TEST_CASE("odds: north accomplishment toss, 1D6 against the unit's stands", "[odds][north]") {
  CHECK(ask("north", "toss", {{"stands", "3"}}).chance("result", "passes") == Chance(3, 6));
  CHECK(ask("north", "toss", {{"stands", "3"}, {"modifier", "+1"}}).chance("result", "passes") == Chance(2, 6));
  // A battery of 2 crew stands counts 4 figures.
  CHECK(ask("north", "toss", {{"stands", "2"}, {"artillery", ""}}).chance("result", "passes") == Chance(4, 6));
  CHECK(ask("north", "obstacle").chance("result", "crosses") == Chance(4, 6));
  CHECK_THROWS_AS(ask("north", "toss"), OddsInputError);
}

TEST_CASE("odds: north fire and melee hit on 5-6, each further attacker +1", "[odds][north]") {
  CHECK(ask("north", "fire").chance("result", "hit (the target tosses for morale)") == Chance(2, 6));
  CHECK(ask("north", "fire", {{"attackers", "2"}}).chance("result", "hit (the target tosses for morale)") == Chance(3, 6));
  CHECK(ask("north", "fire", {{"attackers", "2"}, {"cover", ""}}).chance("result", "miss") == Chance(4, 6));
  CHECK(ask("north", "melee", {{"skirmishers", ""}}).chance("result", "miss") == Chance(0, 1));
}

TEST_CASE("odds: north morale toss after a general's rally die, every pair of faces counted", "[odds][north]") {
  // Fire: the general's die of 1-3 comes off the toss, a 6 kills him (no help); 1-2 rallies,
  // 5-6 both.
  const auto toss_total = [](const auto& f) { return f[1] - (f[0] <= 3 ? f[0] : 0); };
  const OddsAnswer a = ask("north", "morale", {{"general", ""}});
  CHECK(a.chance("result", "rallies") == count_faces(2, [&](const auto& f) { return toss_total(f) <= 2; }));
  CHECK(a.chance("result", "loses a stand and falls back") == count_faces(2, [&](const auto& f) { return toss_total(f) >= 5; }));
  CHECK(a.chance("the general", "is killed") == Chance(1, 6));
  // Without a general: the toss alone.
  CHECK(ask("north", "morale").chance("result", "rallies") == Chance(2, 6));
}

// --- ap -----------------------------------------------------------------------------------------

TEST_CASE("odds: ap morale, 5 dice each failing on 4-6", "[odds][ap]") {
  const OddsAnswer a = ask("ap", "morale", {{"dice", "5"}});
  CHECK(a.chance("result", "holds") == binomial(5, 0, 3, 6));
  CHECK(a.chance("result", "stands") == binomial(5, 1, 3, 6));
  CHECK(a.chance("result", "withdraws") == binomial(5, 2, 3, 6));
  CHECK(a.chance("result", "retires") == binomial(5, 3, 3, 6) + binomial(5, 4, 3, 6) + binomial(5, 5, 3, 6));
  CHECK(a.chance("result", "routs") == Chance(0, 1));
  // After a lost fight: 3 fails rout, 4 or more rout in sight of the neighbours.
  const OddsAnswer lost = ask("ap", "morale", {{"dice", "5"}, {"test", "lost-fight"}});
  CHECK(lost.chance("result", "routs") == binomial(5, 3, 3, 6));
  CHECK(lost.chance("result", "routs in sight of its neighbours") == binomial(5, 4, 3, 6) + binomial(5, 5, 3, 6));
  CHECK_THROWS_AS(ask("ap", "morale", {{"dice", "11"}}), OddsInputError);
}

TEST_CASE("odds: ap falter test, 2D6 plus factors each, every face counted", "[odds][ap]") {
  const OddsAnswer a = ask("ap", "assault", {{"assaulter", "3"}, {"defender", "2"}});
  CHECK(a.chance("result", "the defender routs") == count_faces(4, [](const auto& f) { return (f[0] + f[1] + 3) - (f[2] + f[3] + 2) >= 5; }));
  CHECK(a.chance("result", "the assault stalls") == count_faces(4, [](const auto& f) { return f[0] + f[1] + 3 <= f[2] + f[3] + 2; }));
}

TEST_CASE("odds: ap shooting, a veteran rifle re-rolls misses of 3 or less, hits saved on 4+", "[odds][ap]") {
  // A die's casualty: a hit on 5-6, or a 1-3 re-rolled into one (1/3 + 1/2 * 1/3 = 1/2), unsaved (1/2).
  const OddsAnswer a = ask("ap", "shooting", {{"dice", "4"}, {"quality", "veteran"}});
  for (int k = 0; k <= 4; ++k)
    CHECK(a.chance("casualty markers", std::to_string(k) + (k == 1 ? " marker" : " markers")) == binomial(4, k, 1, 4));
}

TEST_CASE("odds: ap fight, hits on 5-6 and saves by quality", "[odds][ap]") {
  const OddsAnswer a = ask("ap", "fight", {{"assaulter-dice", "3"}, {"defender-dice", "2"}, {"defender-quality", "raw"}});
  // Per assaulter die, a lost half-base: a 5-6 the raw defender fails to save on 5-6 (2/6 * 4/6 = 2/9);
  // per defender die, 2/6 * 3/6 = 1/6 against average troops.
  Chance wins;
  for (int on_d = 0; on_d <= 3; ++on_d)
    for (int on_a = 0; on_a <= 2; ++on_a)
      if (on_d > on_a) wins = wins + binomial(3, on_d, 2, 9) * binomial(2, on_a, 1, 6);
  CHECK(a.chance("result", "the assaulter wins") == wins);
}

TEST_CASE("odds: ap motivation, 2D6 against A + B + C, 3 or less failing and 11 or more passing", "[odds][ap]") {
  // A veteran general (2) and a raw unit (3), 2 more for distance: 7 or more on 2D6.
  CHECK(ask("ap", "motivation", {{"general", "veteran"}, {"unit", "raw"}, {"modifier", "2"}}).chance("result", "motivated") ==
        count_faces(2, [](const auto& f) { return f[0] + f[1] >= 7; }));
  // A target of 13 still passes on 11 or 12; with a general at its side, on anything above 3.
  CHECK(ask("ap", "motivation", {{"target", "13"}}).chance("result", "motivated") == Chance(3, 36));
  CHECK(ask("ap", "motivation", {{"target", "13"}, {"general-with", ""}}).chance("result", "motivated") == Chance(33, 36));
}

// --- jackson ------------------------------------------------------------------------------------

TEST_CASE("odds: jackson morale, a die plus the rating against the results chart", "[odds][jackson]") {
  // Rating 3: 4+ on the die carries on (7), 3 halts (6), 1-2 fall back (4-5), none routs.
  const OddsAnswer a = ask("jackson", "morale", {{"rating", "3"}});
  CHECK(a.chance("result", "carries on") == Chance(3, 6));
  CHECK(a.chance("result", "halts") == Chance(1, 6));
  CHECK(a.chance("result", "falls back") == Chance(2, 6));
  CHECK(a.chance("result", "routs") == Chance(0, 1));
  // A raw unit's rating not yet rolled: the chart's 1,2,2,2,3,3 on a D6, then the die.
  const std::array<int, 6> chart{1, 2, 2, 2, 3, 3};
  CHECK(ask("jackson", "morale", {{"quality", "raw"}}).chance("result", "routs") ==
        count_faces(2, [&](const auto& f) { return chart[static_cast<std::size_t>(f[0] - 1)] + f[1] < 4; }));
}

TEST_CASE("odds: jackson volleys, the firing chart's number, a battery's misfires first", "[odds][jackson]") {
  // Troops in the open: 4+.
  CHECK(ask("jackson", "fire", {{"dice", "3"}}).chance("hits", "0 hits") == binomial(3, 0, 3, 6));
  // A battery beyond canister at a column: a 1 misfires, then 3+ hits (5/6 * 4/6 = 5/9).
  const OddsAnswer guns = ask("jackson", "fire", {{"dice", "2"}, {"firer", "battery"}, {"target", "column"}});
  CHECK(guns.chance("hits", "2 hits") == binomial(2, 2, 5, 9));
  CHECK_THROWS_AS(ask("jackson", "fire", {{"dice", "2"}, {"firer", "mounted"}, {"target", "battery"}, {"cover", ""}}), OddsInputError);
}

TEST_CASE("odds: jackson close combat, pairs of stands, more pairs won wins", "[odds][jackson]") {
  // Two pairs, the attacker +1: it wins when it takes both, or one with the other drawn.
  const OddsAnswer a = ask("jackson", "close-combat", {{"attacker-factor", "1"}});
  CHECK(a.chance("result", "the attacker wins") == count_faces(4, [](const auto& f) {
          int lead = 0;
          for (int k = 0; k < 2; ++k) {
            const int at = f[static_cast<std::size_t>(2 * k)] + 1, dt = f[static_cast<std::size_t>(2 * k + 1)];
            lead += at > dt ? 1 : dt > at ? -1 : 0;
          }
          return lead > 0;
        }));
  CHECK(a.chance("one pair", "neither") == Chance(5, 36));
}

TEST_CASE("odds: jackson command response, a D10 under the officer's number", "[odds][jackson]") {
  CHECK(ask("jackson", "response", {{"officer", "division"}}).chance("result", "moves") == Chance(8, 10));
  CHECK(ask("jackson", "response", {{"officer", "brigade"}}).chance("result", "moves") == Chance(7, 10));
  CHECK(ask("jackson", "response", {{"officer", "none"}}).chance("result", "moves") == Chance(6, 10));
  CHECK(ask("jackson", "response", {{"officer", "army"}}).chance("result", "moves") == Chance::certain());
}

// --- questions put wrongly, and the command ------------------------------------------------------

TEST_CASE("odds: every rule system answers something, and a wrong option says what it takes", "[odds]") {
  for (std::string_view id : caisson::ruleset_ids()) CHECK_FALSE(caisson::odds_procedures(id).empty());
  CHECK_THROWS_WITH(ask("igor", "morale", {{"quality", "green"}}), Catch::Contains("raw, seasoned or veteran"));
  CHECK_THROWS_WITH(ask("igor", "morale", {{"modifer", "1"}}), Catch::Contains("did you mean --modifier?"));
  CHECK_THROWS_WITH(ask("igor", "morale", {{"modifier", "20"}}), Catch::Contains("from -12 to 12"));
  CHECK_THROWS_AS(ask("igor", "morale", {}, {{"morale_rw", 8}}), caisson::UnknownRuleParameter);
}

TEST_CASE("cli: odds prints exact chances as a table and as JSON, and bad questions exit 2", "[cli][odds]") {
  using cli_test::run_caisson;
  const auto table = run_caisson("odds igor morale --quality raw");
  CHECK(table.code == 0);
  CHECK_THAT(table.out, Catch::Contains("passes") && Catch::Contains("41.67%") && Catch::Contains("5/12"));
  const auto json = run_caisson("odds igor fire --dice 8 --json", false);
  CHECK(json.code == 0);
  CHECK_THAT(json.out, Catch::Contains("\"fraction\":\"390625/1679616\"") && Catch::Contains("\"outcome\":\"0 HITs\""));
  const auto menu = run_caisson("odds");
  CHECK(menu.code == 0);
  CHECK_THAT(menu.out, Catch::Contains("close-combat") && Catch::Contains("activation") && Catch::Contains("toss"));
  CHECK_THAT(run_caisson("odds igor").out, Catch::Contains("--support N"));
  CHECK(run_caisson("odds igor morale --quality green").code == 2);
  CHECK(run_caisson("odds igor charge-test").code == 2);
  CHECK(run_caisson("odds gettysburg").code == 2);
  CHECK(run_caisson("odds north toss --stands 3 --house-rule no_such=1").code == 2);
  const auto house = run_caisson("odds igor morale --quality raw --house-rule morale_raw=8");
  CHECK(house.code == 0);
  CHECK_THAT(house.out, Catch::Contains("5/18"));
}

}  // namespace test_odds
