// engine/persist: a saved and resumed battle ends exactly as an uninterrupted one; bad save
// files are refused with a clear message; a killed writer never damages the previous save.
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include "captured_text.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/persist/save_envelope.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "igor_fixture.hpp"
#include "play_fixture.hpp"

namespace test_persist {

using namespace caisson;
namespace fs = std::filesystem;

namespace {

using Captured = test_support::CapturedText;

std::string uninterrupted(std::shared_ptr<const Scenario> s, std::uint64_t seed) {
  Captured out;
  Battle b(s, seed);
  JsonLinesWriter w(out.f);
  b.log.attach(&w);
  BrigadeCommander ai;
  Driver(b, ai, ai).play();
  return out.text();
}

// Plays to the end of `save_turn`, saves (in `format`), resumes in a fresh battle and plays on;
// returns both logs joined.
std::string interrupted(std::shared_ptr<const Scenario> s, std::uint64_t seed, int save_turn, SaveFormat format) {
  std::string bytes;
  Captured first;
  {
    Battle b(s, seed);
    JsonLinesWriter w(first.f);
    b.log.attach(&w);
    BrigadeCommander ai;
    Driver d(b, ai, ai);
    d.stop_after(save_turn);
    d.play();
    BattleSave save;
    capture_state(b, save);
    bytes = encode_save(save, format);
  }
  Captured second;
  Battle b(s, seed);
  restore_state(b, decode_save(bytes, "the test save"));
  JsonLinesWriter w(second.f);
  b.log.attach(&w);
  BrigadeCommander ai;
  Driver(b, ai, ai).play();
  return first.text() + second.text();
}

fs::path temp_file(const char* name) { return fs::temp_directory_path() / name; }

void write_bytes(const fs::path& p, const std::string& bytes) {
  std::ofstream(p, std::ios::binary) << bytes;
}

BattleSave small_save() {
  auto s = testing::skirmish_scenario(4);
  Battle b(s, 77);
  BrigadeCommander ai;
  Driver d(b, ai, ai);
  d.stop_after(2);
  d.play();
  BattleSave save;
  save.battle_file = "scripts/test.lua";
  save.scripts = {{"scripts/test.lua", std::string(200000, 'x')}};
  capture_state(b, save);
  return save;
}

}  // namespace

TEST_CASE("saves: a battle saved after any turn and resumed ends exactly as one played straight through", "[persist]") {
  auto s = testing::skirmish_scenario(8);
  for (std::uint64_t seed : {1u, 2u, 3u, 1861u}) {
    std::string straight = uninterrupted(s, seed);
    for (int turn : {1, 3, 5, 7}) {
      INFO("seed " << seed << ", saved after turn " << turn);
      CHECK(interrupted(s, seed, turn, SaveFormat::binary) == straight);
    }
    INFO("seed " << seed << " through a JSON save");
    CHECK(interrupted(s, seed, 4, SaveFormat::json) == straight);
  }
}

TEST_CASE("saves: binary and JSON saves hold the same battle", "[persist]") {
  BattleSave save = small_save();
  BattleSave a = decode_save(encode_save(save, SaveFormat::binary), "binary");
  BattleSave b = decode_save(encode_save(save, SaveFormat::json), "json");
  CHECK(a.turn == 2);
  CHECK(a.dice == save.dice);
  CHECK(b.dice == save.dice);
  CHECK(a.units.size() == save.units.size());
  CHECK(b.units[3].position.x == Approx(save.units[3].position.x));
  CHECK(b.scripts.at(0).text == save.scripts.at(0).text);
  CHECK(encode_save(save, SaveFormat::json).find(fmt::format("\"format_version\": {}", kSaveFormatVersion)) != std::string::npos);
}

TEST_CASE("saves: empty, truncated, damaged, foreign and too-new files are refused with what is wrong", "[persist]") {
  std::string good = encode_save(small_save(), SaveFormat::binary);
  CHECK_THROWS_WITH(decode_save("", "x.save"), Catch::Contains("x.save is empty"));
  CHECK_THROWS_WITH(decode_save(good.substr(0, 10), "x.save"), Catch::Contains("not a caisson save"));
  CHECK_THROWS_WITH(decode_save(good.substr(0, 20), "x.save"), Catch::Contains("truncated"));
  CHECK_THROWS_WITH(decode_save(good.substr(0, good.size() / 2), "x.save"), Catch::Contains("truncated"));
  std::string flipped = good;
  flipped[flipped.size() / 2] ^= 0x5a;
  CHECK_THROWS_WITH(decode_save(flipped, "x.save"), Catch::Contains("damaged"));
  CHECK_THROWS_WITH(decode_save("hello, world", "x.save"), Catch::Contains("not a caisson save"));
  std::string newer = good;
  newer[13] = 9;  // the format version follows the magic line
  CHECK_THROWS_WITH(decode_save(newer, "x.save"), Catch::Contains("newer caisson") && Catch::Contains("format 9"));
  std::string json = encode_save(small_save(), SaveFormat::json);
  CHECK_THROWS_WITH(decode_save(json.substr(0, json.size() / 3), "x.json"), Catch::Contains("x.json"));
  auto pos = json.find(fmt::format("\"format_version\": {}", kSaveFormatVersion));
  json.replace(pos, 19, "\"format_version\": 7");
  CHECK_THROWS_WITH(decode_save(json, "x.json"), Catch::Contains("newer caisson"));
}

TEST_CASE("saves: a battle save older than format 4 is refused, naming the file and why", "[persist]") {
  // Before format 4 the rule systems' state was not saved whole: such a save cannot go on exactly.
  const envelope::Kind kind{"CAISSON SAVE\n", "battle"};
  const std::string payload = envelope::unwrap_binary(kind, encode_save(small_save(), SaveFormat::binary), "x.save");
  for (std::uint32_t version : {1u, 2u, 3u}) {
    INFO("format " << version);
    CHECK_THROWS_WITH(decode_save(envelope::wrap_binary(kind, payload, version), "old.save"),
                      Catch::Contains("old.save was written by an older caisson") &&
                          Catch::Contains(fmt::format("save format {}", version)) && Catch::Contains("format 4 or later"));
  }
  std::string json = encode_save(small_save(), SaveFormat::json);
  auto pos = json.find(fmt::format("\"format_version\": {}", kSaveFormatVersion));
  json.replace(pos, 19, "\"format_version\": 3");
  CHECK_THROWS_WITH(decode_save(json, "old.json"), Catch::Contains("old.json was written by an older caisson"));
}

TEST_CASE("saves: a save whose rule state is another rule system's, or the wrong size, is refused", "[persist]") {
  BattleSave save = small_save();
  BattleSave other = save;
  other.rule_state = fresh_rule_state(save.rules == "jackson" ? "ap" : "jackson", {save.units.size(), save.orders.size(), 0});
  CHECK_THROWS_WITH(decode_save(encode_save(other, SaveFormat::binary), "x.save"),
                    Catch::Contains("x.save is damaged") && Catch::Contains("but the battle is played under " + save.rules));
  BattleSave short_of_units = save;
  short_of_units.rule_state = fresh_rule_state(save.rules, {save.units.size() - 1, save.orders.size(), 0});
  CHECK_THROWS_WITH(decode_save(encode_save(short_of_units, SaveFormat::json), "x.json"),
                    Catch::Contains("x.json is damaged") && Catch::Contains("one a unit"));
}

TEST_CASE("saves: a failed read leaves the file exactly as it was", "[persist]") {
  auto path = temp_file("caisson_damaged.save");
  write_bytes(path, "CAISSON SAVE\n\x01");
  CHECK_THROWS_AS(read_save(path), SaveError);
  CHECK(fs::file_size(path) == 14);
  fs::remove(path);
  CHECK_THROWS_WITH(read_save(path), Catch::Contains("no such file"));
}

TEST_CASE("saves: a process killed while writing a save leaves the previous save intact", "[persist]") {
  auto path = temp_file("caisson_killed.save");
  BattleSave save = small_save();
  write_save(path, save, SaveFormat::binary);
  std::string before = encode_save(save, SaveFormat::binary);
  for (int attempt = 0; attempt < 5; ++attempt) {
    pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      BattleSave big = save;
      big.scripts[0].text = std::string(20'000'000, 'y');
      for (;;) write_save(path, big, SaveFormat::binary);
    }
    usleep(static_cast<useconds_t>(20000 + attempt * 15000));
    kill(child, SIGKILL);
    int status = 0;
    waitpid(child, &status, 0);
    BattleSave after = read_save(path);  // either the old save or a complete new one, never half
    CHECK((after.scripts[0].text.size() == 200000 || after.scripts[0].text.size() == 20'000'000));
    write_save(path, save, SaveFormat::binary);
  }
  for (const auto& entry : fs::directory_iterator(path.parent_path()))
    if (entry.path().filename().string().rfind("caisson_killed.save.tmp-", 0) == 0) fs::remove(entry.path());
  fs::remove(path);
}

TEST_CASE("saves: a save holding an acting brigadier appointed in play resumes with him in command", "[persist]") {
  igor_test::Fixture f;
  UnitId a = f.infantry("1st Blue", igor_test::kUSA, {48, 10}, igor_test::kNorth);
  f.brigade("Blue", igor_test::kUSA, {48, 6}, {a});
  auto s = std::make_shared<Scenario>(f.s);
  Battle played(s, 5);
  FormationNode* brigade = nullptr;
  for (FormationNode& n : played.oob.nodes())
    if (n.commander != kNone && !brigade) brigade = &n;
  REQUIRE(brigade);
  Commander acting = played.commander(brigade->commander);
  acting.id = static_cast<CommanderId>(played.commanders.size());
  acting.name = "Col. Acting";
  played.commanders.push_back(acting);
  brigade->commander = acting.id;
  BattleSave save;
  capture_state(played, save);
  Battle resumed(s, 5);
  restore_state(resumed, decode_save(encode_save(save, SaveFormat::binary), "the test save"));
  REQUIRE(resumed.commanders.size() == played.commanders.size());
  CHECK(resumed.oob.node(brigade->id).commander == acting.id);
}

}  // namespace test_persist
