// engine/persist: a save is untrusted input. Every field out of range, every damaged length and
// every byte flipped (its checksum recomputed, as an attacker would) is refused with a message
// naming the save and what is wrong, or loads and plays on; never a crash, a hang, an allocation
// of gigabytes, or a library's words. The mutation trial at the end throws a few hundred
// deterministic mutants of real saves of a shipped battle at the loader.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/campaign/campaign_save.hpp"
#include "engine/persist/save_checks.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/play/driver.hpp"
#include "file_text.hpp"

namespace test_save_validation {

using namespace caisson;
namespace fs = std::filesystem;

namespace {

constexpr envelope::Kind kBattleKind{"CAISSON SAVE\n", "battle"};
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

fs::path content_root() { return fs::path(CAISSON_SOURCE_ROOT); }

// First Bull Run, played to the end of turn 3 by the built-in commanders, saved as `caisson run
// --save-at 3` would save it.
struct ShippedSave {
  lua::LoadedBattle loaded;
  BattleSave save;
};

const ShippedSave& bull_run_after_turn_3() {
  static const ShippedSave shipped = [] {
    ShippedSave s{lua::load_battle(content_root() / "scripts/first_bull_run.lua", content_root()), {}};
    Battle b(s.loaded.scenario, 8);
    ArmyCommand commander(b.scenario->controllers, b.built_in_commanders);
    Driver d(b, commander, commander);
    d.stop_after(3);
    d.play();
    s.save.battle_file = "scripts/first_bull_run.lua";
    s.save.content_root = content_root().string();
    for (const auto& [path, text] : s.loaded.loaded_files()) s.save.scripts.push_back({path, text});
    capture_state(b, s.save);
    return s;
  }();
  return shipped;
}

std::string payload_of(const std::string& binary) { return envelope::unwrap_binary(kBattleKind, binary, "test"); }
// A binary save around a payload, with its checksum recomputed as an attacker would.
std::string rewrapped(const std::string& payload) { return envelope::wrap_binary(kBattleKind, payload); }

// The first 8-byte little-endian length in the payload: the battle file's path (after the
// byte-order mark).
std::string with_first_length(std::string payload, std::uint64_t length) {
  for (std::size_t i = 0; i < 8; ++i) payload[1 + i] = static_cast<char>((length >> (8 * i)) & 0xff);
  return payload;
}

// How a load of one mutant ended: loaded and played on, or refused with what the user is told.
struct Ending {
  bool loaded = false;
  std::string message;
};

// A message a user may see: names the save, says nothing in a library's words.
void check_plain_refusal(const std::string& message, const std::string& save_name) {
  INFO(message);
  CHECK_THAT(message, Catch::Contains(save_name));
  for (const char* jargon : {"rapidjson", "std::", "bad_alloc", "stoi", "internal error", "cereal", "Failed to read"})
    CHECK_THAT(message, !Catch::Contains(jargon));
}

bool same_scripts(const BattleSave& a, const BattleSave& b) {
  if (a.scripts.size() != b.scripts.size() || a.content_root != b.content_root || a.rules != b.rules) return false;
  for (std::size_t i = 0; i < a.scripts.size(); ++i)
    if (a.scripts[i].path != b.scripts[i].path || a.scripts[i].text != b.scripts[i].text) return false;
  return true;
}

// Loads the bytes as `caisson resume` does: decode (with every check), the battle from the
// save's own scripts, the state restored, then one more turn played. A refusal is a SaveError
// (or a ScriptError from the embedded battle file or b.vars, which the cli reports naming the
// save: cli/save_loading, cmd_resume); anything else escapes, and fails the test.
Ending load_and_play_on(const std::string& bytes, const std::string& name) {
  BattleSave save;
  try {
    save = decode_save(bytes, name);
  } catch (const SaveError& e) {
    check_plain_refusal(e.what(), name);
    return {false, e.what()};
  }
  const ShippedSave& shipped = bull_run_after_turn_3();
  std::shared_ptr<const Scenario> scenario = shipped.loaded.scenario;
  lua::LoadedBattle reloaded;
  if (!same_scripts(save, shipped.save)) {
    std::vector<std::pair<std::string, std::string>> files;
    for (const auto& s : save.scripts) files.emplace_back(s.path, s.text);
    try {
      reloaded = lua::load_saved_battle(files, save.content_root);
    } catch (const lua::ScriptError& e) {
      return {false, e.what()};
    }
    reloaded.scenario->rules = save.rules;
    scenario = reloaded.scenario;
  }
  Battle b(scenario, save.seed);
  try {
    restore_state(b, save);
  } catch (const SaveError& e) {
    check_plain_refusal(name + ": " + e.what(), name);
    return {false, name + ": " + e.what()};
  } catch (const lua::ScriptError& e) {
    return {false, e.what()};
  }
  if (!b.outcome) {
    ArmyCommand commander(b.scenario->controllers, b.built_in_commanders);
    Driver d(b, commander, commander);
    d.stop_after(b.turn + 1);
    try {
      d.play();
    } catch (const lua::ScriptError& e) {
      // The save's own battle file, its text altered but still a program, failing as it runs:
      // cmd_resume names the save.
      return {false, e.what()};
    }
  }
  return {true, ""};
}

// What a user is told of the bytes ("" when they load).
std::string refusal_of(const std::string& bytes, const std::string& name = "edited.save") {
  return load_and_play_on(bytes, name).message;
}

// The shipped save with one edit, in each format.
std::vector<std::string> edited(const std::function<void(BattleSave&)>& edit) {
  BattleSave s = bull_run_after_turn_3().save;
  edit(s);
  return {encode_save(s, SaveFormat::binary), encode_save(s, SaveFormat::json)};
}

}  // namespace

TEST_CASE("save validation: the shipped save loads, in both formats", "[persist][save-validation]") {
  for (const std::string& bytes : edited([](BattleSave&) {})) CHECK(load_and_play_on(bytes, "good.save").loaded);
}

TEST_CASE("save validation: each field out of range is refused naming the save and the field", "[persist][save-validation]") {
  struct Case {
    const char* says;
    std::function<void(BattleSave&)> edit;
  };
  const std::vector<Case> cases{
      {"side is 61", [](BattleSave& s) { s.units[3].side = 61; }},
      {"brigade is -2", [](BattleSave& s) { s.units[3].brigade = -2; }},
      {"brigade is 5000", [](BattleSave& s) { s.units[3].brigade = 5000; }},
      {"facing", [](BattleSave& s) { s.units[3].facing = kNaN; }},
      {"facing", [](BattleSave& s) { s.units[3].facing = kInf; }},
      {"infinite", [](BattleSave& s) { s.commanders[1].position.y = -kInf; }},
      {"rules is 'chess'", [](BattleSave& s) { s.rules = "chess"; }},
      {"id is 7000", [](BattleSave& s) { s.units[5].id = 7000; }},
      {"commands is 900", [](BattleSave& s) { s.commanders[2].commands = 900; }},
      {"id is -4", [](BattleSave& s) { s.commanders[0].id = -4; }},
      {"dice", [](BattleSave& s) { s.dice = "these are not the dice"; }},
      {"turn is 2147483647", [](BattleSave& s) { s.turn = 2147483647; }},
      {"lasts 16 turns", [](BattleSave& s) { s.turn = 17; }},
      {"turn is -1", [](BattleSave& s) { s.turn = -1; }},
      {"status is 200", [](BattleSave& s) { s.units[0].status = static_cast<UnitStatus>(200); }},
      {"quality is 9", [](BattleSave& s) { s.commanders[0].quality = static_cast<Quality>(9); }},
      {"stands is -3", [](BattleSave& s) { s.units[2].stands = -3; }},
      {"holders[0] is 7", [](BattleSave& s) { s.holders.at(0) = 7; }},
      {"active is 2", [](BattleSave& s) { s.active = 2; }},
      {"winner is 4", [](BattleSave& s) { s.outcome = Outcome{4, VictoryLevel::draw, "", 3}; }},
      {"built-in commander", [](BattleSave& s) { s.built_in_commanders[1] = "napoleon"; }},
      {"width", [](BattleSave& s) { s.units[4].footprint.width = kNaN; }},
      {"stage is 9", [](BattleSave& s) { s.turn_point.stage = static_cast<TurnStage>(9); }},
      {"player is 5", [](BattleSave& s) { s.turn_point.player = 5; }},
      {"after phase 40", [](BattleSave& s) {
         s.turn_point.stage = TurnStage::player_turn;
         s.turn_point.phases = 40;
       }},
      {"rule_state: it is ap's", [](BattleSave& s) {
         s.rule_state = fresh_rule_state("ap", {s.units.size(), s.orders.size(), s.commanders.size()});
       }},
      {"rule_state: units has 3 entries", [](BattleSave& s) { s.rule_state = fresh_rule_state("igor", {3, 0, 0}); }},
      {"brigade_plans.plans[0]: foe is 9000", [](BattleSave& s) { s.brigade_plans.plans.at(0).foe = 9000; }},
      {"posture is 7", [](BattleSave& s) { s.brigade_plans.plans.at(1).posture = static_cast<Posture>(7); }},
      {"line_centre lies 1e+09 inches off", [](BattleSave& s) { s.brigade_plans.plans.at(2).line_centre.x = 1e9; }},
      {"planned_on[3]: turn is 40", [](BattleSave& s) { s.brigade_plans.planned_on.at(3) = 40; }},
      {"it holds 2 plans", [](BattleSave& s) {
         s.brigade_plans.plans.resize(2);
         s.brigade_plans.planned_on.resize(2);
         s.brigade_plans.seen_centre.resize(2);
       }},
      {"order.to is 300", [](BattleSave& s) {
         Courier c;
         c.id = static_cast<int>(s.couriers.size()) + 1;
         c.order.to = 300;
         s.couriers.push_back(c);
       }},
  };
  for (const Case& c : cases)
    for (const std::string& bytes : edited(c.edit)) {
      const std::string said = refusal_of(bytes);
      INFO(said);
      CHECK_THAT(said, Catch::Contains(c.says) && Catch::Contains("edited.save"));
      check_plain_refusal(said, "edited.save");
    }
}

TEST_CASE("save validation: a damaged binary length allocates nothing, its checksum recomputed or not", "[persist][save-validation]") {
  const std::string payload = payload_of(edited([](BattleSave&) {})[0]);
  for (std::uint64_t length : {std::uint64_t{1} << 62, std::uint64_t{9'500'000'000}, std::uint64_t{payload.size()}}) {
    const std::string said = refusal_of(rewrapped(with_first_length(payload, length)));
    INFO(said);
    CHECK_THAT(said, Catch::Contains("edited.save is damaged") && Catch::Contains("length"));
  }
  // A count of units far beyond the bytes that follow.
  BattleSave few = bull_run_after_turn_3().save;
  const std::string before = payload_of(encode_save(few, SaveFormat::binary));
  few.units.resize(few.units.size() + 1);
  const std::string after = payload_of(encode_save(few, SaveFormat::binary));
  // The units' count is where the two payloads first differ; make it enormous.
  std::size_t at = 0;
  while (before[at] == after[at]) ++at;
  std::string huge = before;
  for (std::size_t i = 0; i < 7; ++i) huge[at + 1 + i] = '\x7f';
  CHECK_THAT(refusal_of(rewrapped(huge)), Catch::Contains("units") && Catch::Contains("length"));
  // Bytes after the state's end.
  CHECK_THAT(refusal_of(rewrapped(payload + "x")), Catch::Contains("past the end of its state"));
}

TEST_CASE("save validation: JSON nested a million deep, NaN and library words", "[persist][save-validation]") {
  const std::string deep = "{\"format_version\": 2, \"battle\": " + std::string(1'000'000, '[') + std::string(1'000'000, ']') + "}";
  CHECK_THAT(refusal_of(deep, "deep.json"), Catch::Contains("deep.json") && Catch::Contains("nested more than 64 deep"));
  std::string json = edited([](BattleSave&) {})[1];
  const std::string facing = "\"facing\": ";
  const std::size_t at = json.find(facing) + facing.size();
  std::string nan = json;
  nan.replace(at, json.find(',', at) - at, "NaN");
  CHECK_THAT(refusal_of(nan, "nan.json"), Catch::Contains("nan.json") && Catch::Contains("field \"facing\" is NaN or infinite"));
  std::string text_side = json;
  const std::size_t side = text_side.find("\"side\": ") + 8;
  text_side.replace(side, 1, "\"USA\"");
  const std::string said = refusal_of(text_side, "side.json");
  CHECK_THAT(said, Catch::Contains("side.json") && Catch::Contains("field \"side\" should hold a whole number"));
  CHECK_THAT(said, !Catch::Contains("rapidjson"));
  std::string routing = json;
  routing.replace(routing.find("\"routing\": false") + 11, 5, "3");
  CHECK_THAT(refusal_of(routing, "routing.json"), Catch::Contains("field \"routing\" should hold true or false"));
  std::string no_turn = json;
  no_turn.replace(no_turn.find("\"turn\""), 6, "\"tern\"");
  CHECK_THAT(refusal_of(no_turn, "turn.json"), Catch::Contains("field \"turn\" is missing"));
}

namespace {

// `json` with the value of its first field `name` replaced by `value`; `line` is set to the line
// that field is on.
std::string with_first_field(std::string json, const std::string& name, const std::string& value, std::size_t& line) {
  const std::string key = "\"" + name + "\": ";
  const std::size_t at = json.find(key);
  INFO("no field " << key << " in the JSON");
  REQUIRE(at != std::string::npos);
  const std::size_t start = at + key.size(), end = json.find_first_of(",\n}", start);
  line = 1 + static_cast<std::size_t>(std::count(json.begin(), json.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  return json.replace(start, end - start, value);
}

}  // namespace

TEST_CASE("save validation: a JSON number its field cannot hold is refused as written and not wrapped round", "[persist][save-validation]") {
  const std::string json = edited([](BattleSave&) {})[1];
  struct Case {
    const char* field;
    const char* value;
    const char* range;
  };
  // A side and the words stored as numbers are a byte each: 317 was read as 61, 256 as 0 (and
  // loaded as side 0 or an active unit), -1 as 255. Ids, brigades and turns are 32 bits.
  for (const Case& c : {Case{"side", "317", "(0 to 255)"}, Case{"side", "-1", "(0 to 255)"}, Case{"side", "256", "(0 to 255)"},
                        Case{"side", "18446744073709551615", "(0 to 255)"}, Case{"active", "257", "(0 to 255)"},
                        Case{"status", "256", "(0 to 255)"}, Case{"quality", "-3", "(0 to 255)"},
                        Case{"formation", "65537", "(0 to 255)"}, Case{"brigade", "4294967298", "(-2147483648 to 2147483647)"},
                        Case{"turn", "-2147483649", "(-2147483648 to 2147483647)"}}) {
    std::size_t line = 0;
    const std::string said = refusal_of(with_first_field(json, c.field, c.value, line), "edited.json");
    INFO(said);
    CHECK_THAT(said, Catch::StartsWith("edited.json is damaged: line " + std::to_string(line) + ": field \"" + c.field + "\" is " +
                                       c.value + ", beyond what it can hold " + c.range));
    check_plain_refusal(said, "edited.json");
  }
  // A list's element: no field to name.
  std::string list = json;
  const std::size_t first = list.find_first_of("-0123456789", list.find("\"holders\": ["));
  list.replace(first, list.find_first_of(",\n", first) - first, "5000000000");
  CHECK_THAT(refusal_of(list, "edited.json"),
             Catch::StartsWith("edited.json is damaged: a number in a list is 5000000000, beyond what it can hold (-2147483648 to 2147483647)"));
  // What is no whole number at all is refused in the same words as before.
  std::size_t line = 0;
  CHECK_THAT(refusal_of(with_first_field(json, "side", "1.5", line), "edited.json"),
             Catch::Contains("field \"side\" should hold a whole number"));
  CHECK_THAT(refusal_of(with_first_field(json, "side", "true", line), "edited.json"),
             Catch::Contains("field \"side\" should hold a whole number"));
  // The largest and smallest a byte holds still load, to be judged by the save's own checks.
  CHECK_THAT(refusal_of(with_first_field(json, "side", "255", line), "edited.json"), Catch::Contains("side is 255 (0 or 1)"));

  // A campaign save's narrow fields are read the same way.
  const fs::path path = fs::temp_directory_path() / "caisson_validation_narrow.json";
  CampaignSave save;
  save.campaign_file = "campaigns/x.lua";
  save.state.units["1st Minnesota"] = CarriedUnit{0, 0, 1, false, Quality::seasoned};  // promoted: an optional's "data"
  write_campaign_save(path, save, SaveFormat::json);
  const std::string edited_save = with_first_field(test_support::file_text(path), "data", "300", line);
  std::ofstream(path, std::ios::binary) << edited_save;
  CHECK_THROWS_WITH(read_campaign_save(path), Catch::StartsWith(path.string() + " is damaged: line " + std::to_string(line) +
                                                                ": field \"quality\" is 300, beyond what it can hold (0 to 255)"));
  fs::remove(path);
}

TEST_CASE("save validation: a few hundred mutants of a shipped battle's saves load or are refused plainly", "[persist][save-validation][mutations]") {
  const std::string binary = edited([](BattleSave&) {})[0], json = edited([](BattleSave&) {})[1];
  const std::string payload = payload_of(binary);
  std::mt19937 dice(1861);
  auto below = [&](std::size_t n) { return static_cast<std::size_t>(dice() % n); };
  int loaded = 0, refused = 0;
  auto trial = [&](const std::string& bytes, const std::string& what) {
    INFO(what);
    (load_and_play_on(bytes, "mutant.save").loaded ? loaded : refused) += 1;
  };
  for (int i = 0; i < 120; ++i) {  // bytes flipped, the checksum recomputed
    std::string p = payload;
    for (std::size_t k = 0, n = 1 + below(3); k < n; ++k) p[below(p.size())] = static_cast<char>(dice());
    trial(rewrapped(p), "binary flip " + std::to_string(i));
  }
  for (int i = 0; i < 30; ++i) {  // cut short, with and without a matching header
    const std::size_t keep = below(payload.size());
    trial(i % 2 ? rewrapped(payload.substr(0, keep)) : binary.substr(0, keep), "binary truncation " + std::to_string(i));
  }
  for (int i = 0; i < 60; ++i) {  // JSON: characters changed
    std::string j = json;
    for (std::size_t k = 0, n = 1 + below(3); k < n; ++k) j[below(j.size())] = "{}[]\",:0-9e.aN "[below(16)];
    trial(j, "json flip " + std::to_string(i));
  }
  for (int i = 0; i < 20; ++i) trial(json.substr(0, below(json.size())), "json truncation " + std::to_string(i));
  // Fields edited to the values that break things, then written as the engine writes them.
  const std::vector<int> ints{std::numeric_limits<int>::min(), -1000000, -2, -1, 0, 1, 2, 61, 1001, std::numeric_limits<int>::max()};
  const std::vector<double> reals{kNaN, kInf, -kInf, 1e300, -1e6, -0.0, 5.5};
  const std::vector<std::function<void(BattleSave&)>> edits{
      [&](BattleSave& s) { s.units[below(s.units.size())].side = static_cast<Side>(dice()); },
      [&](BattleSave& s) { s.units[below(s.units.size())].brigade = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.units[below(s.units.size())].stands = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.units[below(s.units.size())].hits = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.units[below(s.units.size())].facing = reals[below(reals.size())]; },
      [&](BattleSave& s) { s.units[below(s.units.size())].position.x = reals[below(reals.size())]; },
      [&](BattleSave& s) { s.units[below(s.units.size())].formation = static_cast<Formation>(dice() % 8); },
      [&](BattleSave& s) { s.units[below(s.units.size())].status = static_cast<UnitStatus>(dice() % 6); },
      [&](BattleSave& s) { s.units[below(s.units.size())].footprint.width = reals[below(reals.size())]; },
      [&](BattleSave& s) { s.turn_point.phases = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.commanders[below(s.commanders.size())].commands = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.commanders[below(s.commanders.size())].position.y = reals[below(reals.size())]; },
      [&](BattleSave& s) { s.turn = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.active = static_cast<Side>(dice()); },
      [&](BattleSave& s) { s.countdown = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.holders[below(s.holders.size())] = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.arrived_on[below(s.arrived_on.size())] = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.arrival_shift[below(s.arrival_shift.size())] = ints[below(ints.size())]; },
      [&](BattleSave& s) { s.dice[below(s.dice.size())] = static_cast<char>('0' + dice() % 10); },
      [&](BattleSave& s) { s.dice = s.dice.substr(0, below(s.dice.size())); },
      [&](BattleSave& s) { s.rules = std::vector<std::string>{"igor", "ap", "north", "jackson", "minicampaign", "chess", ""}[below(7)]; },
      [&](BattleSave& s) { s.vars = std::vector<std::string>{"return {}", "return 1", "return {x = 1/0}", "error('x')", "while true do end", "{"}[below(6)]; },
      [&](BattleSave& s) { s.orders[below(s.orders.size())].point = Vec2{reals[below(reals.size())], 1}; },
      [&](BattleSave& s) { s.units.resize(below(s.units.size() + 3)); },
      [&](BattleSave& s) { s.outcome = Outcome{ints[below(ints.size())], static_cast<VictoryLevel>(dice() % 6), "edited", ints[below(ints.size())]}; },
  };
  for (int i = 0; i < 96; ++i) {
    BattleSave s = bull_run_after_turn_3().save;
    edits[static_cast<std::size_t>(i) % edits.size()](s);
    trial(encode_save(s, SaveFormat::binary), "binary field edit " + std::to_string(i));
    trial(encode_save(s, SaveFormat::json), "json field edit " + std::to_string(i));
  }
  // Some of each: a trial where nothing loads (or nothing is refused) has stopped trying anything.
  CHECK(loaded > 10);
  CHECK(refused > 200);
  WARN(loaded << " mutants loaded and played a turn on, " << refused << " were refused");
}

TEST_CASE("save validation: a campaign save's carried numbers are range-checked too", "[persist][save-validation]") {
  const fs::path path = fs::temp_directory_path() / "caisson_validation_campaign.save";
  struct Case {
    const char* says;
    std::function<void(CampaignSave&)> edit;
  };
  for (const Case& c : {Case{"winner is 5", [](CampaignSave& s) { s.state.fought[0].outcome.winner = 5; }},
                        Case{"hits is -9", [](CampaignSave& s) { s.state.units["1st Minnesota"].hits = -9; }},
                        Case{"quality is 40", [](CampaignSave& s) { s.state.units["1st Minnesota"].quality = static_cast<Quality>(40); }},
                        Case{"men_lost is -3", [](CampaignSave& s) { s.state.fought[0].men_lost = std::array<int, 2>{120, -3}; }}}) {
    CampaignSave save;
    save.campaign_file = "campaigns/x.lua";
    save.state.fought.push_back(BattleSummary{"first", 1, Outcome{0, VictoryLevel::marginal, "held", 4}, {"USA", "CSA"}, {3, 4}, {}});
    save.state.units["1st Minnesota"] = CarriedUnit{};
    for (SaveFormat format : {SaveFormat::binary, SaveFormat::json}) {
      write_campaign_save(path, save, format);
      CHECK_NOTHROW(read_campaign_save(path));
      CampaignSave bad = save;
      c.edit(bad);
      write_campaign_save(path, bad, format);
      CHECK_THROWS_WITH(read_campaign_save(path), Catch::Contains(path.string() + " is damaged") && Catch::Contains(c.says));
    }
  }
  fs::remove(path);
}

}  // namespace test_save_validation
