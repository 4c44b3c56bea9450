// The narrative's words where a reader was misled: an order named with the side it belongs to, not
// the side whose phase it came in; an arrival roll showing its dice and each modifier; the header
// naming who really moves first under the rules in play; one die, not "1 dice"; a roll that always
// fails said so, not "fails by 0".
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "captured_text.hpp"
#include "engine/play/narrative.hpp"
#include "engine/play/reinforcements.hpp"
#include "render/narrative_lines.hpp"
#include "lua_test_support.hpp"

namespace test_narrative_words {

using namespace caisson;

namespace {

constexpr Side kUSA = 0, kCSA = 1;

// A battle under `rules` with a Union brigade "Hartsuff's" on the table and a veteran Confederate
// brigade "Barksdale's" coming on by the Pike on a roll.
lua::LoadedBattle load(const std::string& rules, const std::string& first = "USA") {
  const std::string text =
      "return battle \"Words\" {\n"
      "  rules = \"" + rules + "\", first = \"" + first + "\", turns = 6,\n"
      "  terrain = { road \"Pike\" { {60,48}, {60,30} } },\n"
      "  forces = {\n"
      "    USA = army \"North\" { brigade \"Hartsuff's\" { at = {20,10}, infantry \"12th Massachusetts\" {} } },\n"
      "    CSA = army \"South\" {\n"
      "      brigade \"Jones'\" { at = {20,40}, facing = 180, infantry \"2nd Mississippi\" {} },\n"
      "      brigade \"Barksdale's\" { infantry \"13th Mississippi\" { quality = \"veteran\" },\n"
      "                                infantry \"17th Mississippi\" { quality = \"veteran\" } } },\n"
      "  },\n"
      "  reinforcements = { { side = \"CSA\", brigade = \"Barksdale's\", turn = 1, enter = \"Pike\", roll = \"2d6 >= 9\" } },\n"
      "}\n";
  return lua::load_battle_text("scripts/words.lua", text, lua_test::no_content());
}

FormationId formation(const Battle& b, const std::string& name) {
  for (std::size_t i = 0; i < b.oob.nodes().size(); ++i)
    if (b.oob.nodes()[i].name == name) return static_cast<FormationId>(i);
  FAIL("no formation " << name);
  return kNone;
}

// The lines the narrative tells while `happen` runs.
template <class Happen>
std::vector<std::string> told(Battle& b, Happen happen, bool dice = false) {
  test_support::CapturedText out;
  {
    Narrative narrative(out.f, dice);
    b.log.attach(&narrative);
    happen();
    b.log.detach(&narrative);
  }
  std::vector<std::string> lines;
  std::string text = out.text(), line;
  for (char c : text) {
    if (c != '\n') line += c;
    else lines.push_back(std::exchange(line, {}));
  }
  return lines;
}

std::string header(const std::string& rules, const std::string& first) {
  auto loaded = load(rules, first);
  Battle b(loaded.scenario, 1);
  auto lines = told(b, [&] { b.emit(BattleBegan{1}); });
  REQUIRE(lines.size() >= 2);
  return lines[1];
}

}  // namespace

TEST_CASE("narrative: an order is labelled with its own side, and the other side's phase it came in is named as theirs", "[narrative]") {
  auto loaded = load("igor");
  Battle b(loaded.scenario, 1);
  const FormationId hartsuff = formation(b, "Hartsuff's"), barksdale = formation(b, "Barksdale's");
  b.turn = 1;
  // igor's events phase belongs to neither side, whoever acted last.
  b.phase = "events";
  b.active = kCSA;
  auto lines = told(b, [&] {
    b.emit(OrderIssued{hartsuff, "attack", ""});
    b.emit(WeatherChanged{"rain"});
  });
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == "[USA events] Orders for Hartsuff's: attack.");
  CHECK(lines[1] == "[events] The weather turns: rain.");
  // A Confederate brigade given an order (its general fell) in the Union's artillery phase.
  b.phase = "artillery fire";
  b.active = kUSA;
  lines = told(b, [&] {
    b.emit(OrderIssued{barksdale, "hold", ""});
    b.emit(OrderSent{1, barksdale});
    b.emit(OrderDelivered{1, barksdale, "hold", ""});
    b.emit(OrderFailed{2, hartsuff, "the order was not sent"});
  });
  REQUIRE(lines.size() == 4);
  CHECK(lines[0] == "[CSA, during USA artillery fire] Orders for Barksdale's: hold.");
  CHECK(lines[1] == "[CSA, during USA artillery fire] A courier rides for Barksdale's.");
  CHECK(lines[2] == "[CSA, during USA artillery fire] Barksdale's receives its orders: hold.");
  CHECK(lines[3] == "[USA artillery fire] Orders for Hartsuff's: the order was not sent.");
  // Between phases, at a player turn's start.
  b.phase = {};
  lines = told(b, [&] { b.emit(OrderIssued{barksdale, "retire", ""}); });
  REQUIRE(lines.size() == 1);
  CHECK(lines[0] == "[CSA] Orders for Barksdale's: retire.");
}

TEST_CASE("narrative: an arrival roll shows the dice and each modifier before the total", "[narrative][arrivals]") {
  auto loaded = load("igor");
  Battle b(loaded.scenario, 1);
  b.turn = 1;
  b.active = kCSA;
  b.dice.load({3, 2});  // 5, +2 by road, +1 veterans: 8, short of 9
  auto lines = told(b, [&] { bring_on_reinforcements(b, kCSA); }, true);
  REQUIRE(lines.size() >= 3);
  CHECK(lines[0] == "    (arrival roll 2d6: 3 2)");
  CHECK(lines[1] == "[CSA] Arrival roll for Barksdale's: rolled 5, +2 by road, +1 mostly veterans = 8 — not yet.");
  // With --dice, the roll it needed, which the log does not carry.
  CHECK(lines[2] == "      (needs 2d6 >= 9)");
}

TEST_CASE("narrative: the header names who really moves first under the rules in play", "[narrative][north]") {
  CHECK(header("igor", "USA") == "USA against CSA; 6 turns, USA moves first.");
  CHECK(header("igor", "CSA") == "USA against CSA; 6 turns, CSA moves first.");
  // north: the Confederates act first, whatever the battle file's `first` says.
  CHECK(header("north", "USA") == "USA against CSA; 6 turns, CSA moves first.");
  CHECK(header("minicampaign", "USA") == "USA against CSA; 6 turns, initiative decides who moves first each turn.");
}

TEST_CASE("narrative: one die is a die", "[narrative]") {
  auto loaded = load("igor");
  Battle b(loaded.scenario, 1);
  b.turn = 1;
  b.phase = "general fire";
  b.active = kUSA;
  const UnitId blue = 0, grey = 1;
  REQUIRE(b.unit(blue).name == "12th Massachusetts");
  auto lines = told(b, [&] {
    b.emit(UnitFired{blue, grey, "long", 1, 0});
    b.emit(UnitFired{blue, grey, "long", 2, 1});
    b.emit(CloseCombat{blue, grey, 1, 3, 0, 1});
  });
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "[USA general fire] 12th Massachusetts fires on 2nd Mississippi at long range: 1 die, 0 HITs.");
  CHECK(lines[1] == "[USA general fire] 12th Massachusetts fires on 2nd Mississippi at long range: 2 dice, 1 HIT.");
  CHECK(lines[2] == "    Close combat: 12th Massachusetts (1 die) against 2nd Mississippi (3 dice): 12th Massachusetts takes 0 hits, "
        "2nd Mississippi takes 1 hit.");
}

TEST_CASE("narrative: a roll that fails whatever its level says so, not \"fails by 0\"", "[narrative][ap]") {
  auto loaded = load("ap");
  Battle b(loaded.scenario, 1);
  b.turn = 1;
  b.active = kUSA;
  const std::string unit = b.unit(0).name;
  auto lines = told(b, [&] {
    // ap: a motivation 2D6 of 3 or less always fails, even against a target of 3.
    b.emit(MoraleChecked{0, "motivated by its general", 3, 0, 3, false, 0, "a motivation roll"});
    b.emit(MoraleChecked{0, "motivated by its general", 5, 0, 7, false, 2, "a motivation roll"});
  });
  REQUIRE(lines.size() == 2);
  CHECK(lines[0] == "    " + unit + " fails a motivation roll (motivated by its general): rolled 3+0 against 3, a roll that always fails.");
  CHECK(lines[1] == "    " + unit + " fails a motivation roll (motivated by its general) by 2: rolled 5+0 against 7.");
  // The replay page's words for the same records are the terminal's, without its label.
  const auto page = [](int roll, int margin) {
    auto line = render::narrate(nlohmann::json{{"type", "morale"}, {"unit", "X"}, {"reason", "r"}, {"roll", roll},
                                               {"level", roll == 3 ? 3 : 7}, {"passed", false}, {"margin", margin},
                                               {"test", "a motivation roll"}});
    REQUIRE(line);
    return line->text;
  };
  CHECK(page(3, 0) == "X fails a motivation roll (r): rolled 3+0 against 3, a roll that always fails.");
  CHECK(page(5, 2) == "X fails a motivation roll (r) by 2: rolled 5+0 against 7.");
}

}  // namespace test_narrative_words
