// The battle log's schema is defined once (engine/log/log_schema.hpp) and everyone keeps to it:
// every kind of record the engine emits is written with the schema's fields and no others, and
// every field the schema names is written; render/'s reader reads the lines back; and the terminal,
// the replay page and the play page tell each record in the same words (engine/log/log_words.hpp).
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "captured_text.hpp"
#include "cli_support.hpp"
#include "engine/log/log_schema.hpp"
#include "engine/log/log_words.hpp"
#include "engine/play/battle.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "engine/play/narrative.hpp"
#include "lua_test_support.hpp"
#include "render/battle_log.hpp"
#include "render/narrative_lines.hpp"

namespace test_log_schema {

using namespace caisson;
using nlohmann::json;

namespace {

lua::LoadedBattle two_brigades() {
  const std::string text =
      "return battle \"Schema\" {\n"
      "  rules = \"igor\", first = \"USA\", turns = 6,\n"
      "  terrain = { road \"Pike\" { {60,48}, {60,30} } },\n"
      "  forces = {\n"
      "    USA = army \"North\" { brigade \"Hartsuff's\" { commander = general \"Hartsuff\" {}, at = {20,10},\n"
      "                         infantry \"12th Massachusetts\" {} } },\n"
      "    CSA = army \"South\" { brigade \"Jones'\" { commander = general \"Jones\" {}, at = {20,40}, facing = 180,\n"
      "                         infantry \"2nd Mississippi\" {} } },\n"
      "  },\n"
      "}\n";
  return lua::load_battle_text("scripts/schema.lua", text, lua_test::no_content());
}

FormationId brigade(const Battle& b, const std::string& name) {
  const FormationId found = b.oob.find(name);
  REQUIRE(found != kNone);
  return found;
}

Throw thrown(std::initializer_list<int> faces) {
  Throw t{"morale check", 6, 0, 0, {}};
  for (int f : faces) {
    t.faces[static_cast<std::size_t>(t.count++)] = static_cast<std::uint8_t>(f);
    t.total += f;
  }
  return t;
}

Tally parts(int table) {
  Tally t{"in the open", "long range", table, {}, 0};
  t.add("enfilade", 2);
  return t;
}

// Every kind of record, each optional field given at least once, about the battle's own units
// (0 blue, 1 grey), brigades and generals.
std::vector<Record> one_of_each(const Battle& b) {
  const FormationId blue = brigade(b, "Hartsuff's"), grey = brigade(b, "Jones'");
  MoraleChecked plain{0, "first time under fire", 5, -1, 6, false, 2};
  MoraleChecked itemised{1, "motivated by its general", 3, 0, 9, false, 0, "a motivation roll"};
  itemised.pool = true;
  itemised.parts = parts(9);
  itemised.passes_if = ">=";
  itemised.parts_of = "level";
  itemised.outright = {3, 11, "a roll that always fails"};
  UnitFired volley{0, 1, "long", 3, 1};
  volley.counts = "dice";
  volley.tally = parts(1);
  volley.thrown = thrown({6, 2, 4});
  volley.hit_on = 6;
  CloseCombat melee{0, 1, 2, 2, 1, 0};
  melee.counts = "dice";
  melee.attacker_tally = parts(2);
  melee.defender_tally = parts(2);
  melee.pairs = CloseCombat::Pairs{thrown({4, 1}), thrown({2, 6}), {{{2, parts(0)}, {}}}, {{{2, parts(0)}, {}}}, true};
  Outcome won{0, VictoryLevel::marginal, "turn limit: USA holds the Pike", 1};
  return {BattleBegan{1}, RuleOverridden{"fire_hit_on", 5, 6}, TurnBegan{1}, PhaseBegan{"movement"},
          DiceRolled{thrown({3, 4}), 0}, EventRolled{7, 0, "Rain", "the roads turn to mud"}, EventRolled{8, -1, "All quiet", ""},
          UnitArrived{0}, UnitMoved{0, {20, 10}, {20, 16.5}, 0, Formation::line, "advances to attack"},
          UnitMoved{0, {20, 16.5}, {20, 16.6}, 90, Formation::line, ""}, FormationChanged{0, Formation::line, Formation::column},
          UnitFired{0, 1, "long", 2, 0}, volley, UnitFired{1, 0, "short", 0, 0, 0}, plain, itemised,
          HitsTaken{1, 1, 3, "fire"}, HitsTaken{1, 2, 2, "casualties", true}, HitsRallied{1, 2, 1, true},
          FellBack{0, 3.2, "fire"}, Routed{1, "morale"}, LeftField{1, "routed off the table"},
          CommanderFell{1, "is killed rallying his men"}, CommanderReplaced{1, 0}, ChargeDeclared{0, 1}, melee,
          OrderIssued{blue, "attack", "crossroads"}, OrderSent{1, grey}, CourierRode{1, grey, {30, 30}, 6.25},
          OrderDelivered{1, grey, "hold", "crossroads"}, OrderFailed{2, blue, "the courier was lost"},
          ArrivalRolled{grey, 8, false, 5, {2, 1, 0}}, ArrivalBlocked{grey, 0, 1, 2, "Pike", {60, 48}},
          ArrivalBlocked{grey, kNone, 0, 2, "", {60, 48}}, ArrivalAnnounced{grey}, WeatherChanged{"rain"},
          CountdownTicked{2, 5}, AreaEntered{0, "the Pike"}, ActionRefused{0, 0, "12th Massachusetts cannot fire"},
          Said{"The Pike is ours"}, TurnEnded{1}, BattleEnded{won}};
}

struct Written {
  std::vector<json> lines;
  std::string terminal;
};

// The records as the JSON Lines writer writes them, and as the terminal tells them (with --dice).
Written write(Battle& b) {
  test_support::CapturedText log, told;
  {
    JsonLinesWriter writer(log.f);
    Narrative narrative(told.f, true);
    b.log.attach(&writer);
    b.log.attach(&narrative);
    b.turn = 1;
    b.phase = "movement";
    for (const Record& r : one_of_each(b)) b.emit(r);
    b.log.detach(&narrative);
    b.log.detach(&writer);
  }
  Written w;
  std::istringstream in(log.text());
  for (std::string line; std::getline(in, line);) w.lines.push_back(json::parse(line));
  w.terminal = told.text();
  return w;
}

const schema::KindFields* kind_of(const json& line) {
  const std::string type = line.value(schema::Line::type, "");
  for (const schema::KindFields& k : schema::kinds)
    if (k.kind == type) return &k;
  return nullptr;
}

}  // namespace

TEST_CASE("log schema: every record is written with the schema's fields, and every field it names is written",
          "[log schema]") {
  auto loaded = two_brigades();
  Battle b(loaded.scenario, 1);
  const std::vector<Record> records = one_of_each(b);
  std::set<std::size_t> alternatives;
  for (const Record& r : records) alternatives.insert(r.index());
  REQUIRE(alternatives.size() == std::variant_size_v<Record>);  // one of each, so none goes unwritten
  REQUIRE(schema::kinds.size() == std::variant_size_v<Record>);

  const Written w = write(b);
  REQUIRE(w.lines.size() == records.size());
  std::set<std::string> written;
  for (const json& line : w.lines) {
    INFO(line.dump());
    const schema::KindFields* kind = kind_of(line);
    REQUIRE(kind);
    for (const auto& [key, value] : line.items()) {
      if (key == schema::Line::type || key == schema::Line::turn || key == schema::Line::side || key == schema::Line::phase) continue;
      CHECK(std::find(kind->keys.begin(), kind->keys.end(), key) != kind->keys.end());
      written.insert(std::string(kind->kind) + "." + key);
    }
  }
  for (const schema::KindFields& kind : schema::kinds)
    for (const char* key : kind.keys) {
      INFO(kind.kind << "." << key << " is named by the schema but never written");
      CHECK(written.count(std::string(kind.kind) + "." + key) == 1);
    }
}

TEST_CASE("log schema: render/'s reader reads every kind back, and the pages and the terminal tell it in one wording",
          "[log schema][render]") {
  auto loaded = two_brigades();
  Battle b(loaded.scenario, 1);
  const Written w = write(b);
  std::string text;
  for (const json& line : w.lines) text += line.dump() + "\n";
  std::istringstream in(text);
  const render::BattleLog log = render::parse_battle_log(in);
  REQUIRE(log.last_turn() == 1);
  const render::TurnPicture& turn = log.picture(1);
  CHECK(turn.arrows.size() == 6);  // two moves, three volleys, a charge
  CHECK(turn.events.size() == 2);
  CHECK(log.order_of("Hartsuff's", 1) == "attack on crossroads");
  CHECK(log.departure(1));
  CHECK(log.outcome == "The battle ends on turn 1: marginal victory for USA (turn limit: USA holds the Pike).");

  // Each record the pages tell is told in the words the terminal printed, in the same order.
  std::size_t page_line = 0, at = 0;
  for (const json& line : w.lines) {
    const auto words = words_of(line);
    if (!words) continue;
    INFO(line.dump());
    const std::string type = line.value(schema::Line::type, "");
    // The terminal labels each line with its phase rather than heading it.
    if (type != schema::Phase::kind) {
      at = w.terminal.find(*words, at);
      CHECK(at != std::string::npos);
    }
    if (type == schema::Roll::kind) continue;  // its faces go with the next line
    REQUIRE(page_line < turn.narrative.size());
    CHECK(turn.narrative[page_line].text == *words);
    CHECK(turn.narrative[page_line].kind == type);
    ++page_line;
  }
  CHECK(page_line == turn.narrative.size());
}

TEST_CASE("log schema: a whole battle's terminal narrative is its log's words", "[log schema][cli]") {
  const std::string battle = std::string(CAISSON_SOURCE_ROOT) + "/scripts/first_bull_run.lua --seed 1861";
  const auto logged = cli_test::run_caisson("run " + battle + " --log json");
  const auto told = cli_test::run_caisson("run " + battle);
  REQUIRE(logged.code == 0);
  REQUIRE(told.code == 0);
  std::istringstream in(logged.out);
  std::size_t at = 0, lines = 0;
  for (std::string text; std::getline(in, text);) {
    const json line = json::parse(text);
    const std::string type = line.value(schema::Line::type, "");
    if (type == schema::Roll::kind || type == schema::Phase::kind) continue;  // told only with --dice; a line's label
    const auto words = words_of(line);
    if (!words) continue;
    INFO(*words);
    at = told.out.find(*words, at);
    REQUIRE(at != std::string::npos);
    ++lines;
  }
  CHECK(lines > 100);
}

}  // namespace test_log_schema
