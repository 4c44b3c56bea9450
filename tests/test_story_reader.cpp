// server/story_reader.cpp and server/close_combat_rolls.cpp: GET /api/story's reading of a log
// that grows. Fed a whole battle's log a piece at a time (pieces that end mid-record included),
// the reader tells every stretch of it exactly as render/'s reading of the whole log so far
// does, though it reads only the set-up and the last turns; and a close combat's line carries
// every roll thrown for it, both sides' dice, as the log records them.
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "server/close_combat_rolls.hpp"
#include "server/story_reader.hpp"
#include "server/turn_story.hpp"

namespace test_story_reader {

using namespace caisson;
using nlohmann::json;

namespace {

// The teaching battle played through by the built-in commander (as `caisson run` plays it), as its
// JSON Lines log.
std::string whole_log(std::uint64_t seed) {
  auto loaded = lua::load_battle(std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts/teaching_battle.lua", CAISSON_SOURCE_ROOT);
  char* buffer = nullptr;
  std::size_t size = 0;
  std::FILE* mem = open_memstream(&buffer, &size);
  {
    Battle b(loaded.scenario, seed);
    JsonLinesWriter writer(mem);
    b.log.attach(&writer);
    ArmyCommand ai(b.scenario->controllers, b.built_in_commanders);
    Driver(b, ai, ai).play();
  }
  std::fclose(mem);
  std::string out(buffer, size);
  std::free(buffer);
  return out;
}

// Where each record ends (one past its newline).
std::vector<std::size_t> record_ends(const std::string& log) {
  std::vector<std::size_t> ends;
  for (std::size_t at = log.find('\n'); at != std::string::npos; at = log.find('\n', at + 1)) ends.push_back(at + 1);
  return ends;
}

}  // namespace

TEST_CASE("story reader: a growing log told as the whole log so far tells it, from its last turns", "[play][server][story]") {
  const std::string log = whole_log(3);
  const std::vector<std::size_t> ends = record_ends(log);
  REQUIRE(ends.size() > 100);
  server::StoryReader reader;
  std::size_t turn_ends = 0;
  for (std::size_t i = 0; i < ends.size(); ++i) {
    const bool closes_turn = log.find("\"turn_end\"", i == 0 ? 0 : ends[i - 1]) < ends[i];
    turn_ends += closes_turn ? 1 : 0;
    // Every record around a turn's end, and a sample of the rest (reading the whole log each
    // time is the slow way this test compares with).
    if (!closes_turn && i % 11 != 0 && i + 1 != ends.size()) continue;
    // Handed over as the server does: what was written since; here in two pieces, the first
    // ending inside a record (a part-written one is left for later).
    const std::string more = log.substr(reader.bytes(), ends[i] - reader.bytes());
    reader.add(std::string_view(more).substr(0, more.size() / 2));
    reader.add(std::string_view(log).substr(reader.bytes(), ends[i] - reader.bytes()));
    REQUIRE(reader.bytes() == ends[i]);
    REQUIRE(reader.records() == i + 1);
    INFO("after record " << i);
    REQUIRE(reader.turns() == server::turn_story_json(log.substr(0, ends[i]))["turns"]);
  }
  CHECK(turn_ends >= 4);  // the window moved on several times
  CHECK(reader.turns().size() == 2);
}

TEST_CASE("story reader: a close combat's line carries both sides' rolls", "[play][server][story]") {
  const std::string log = whole_log(4);
  const std::vector<server::CloseCombatRolls> combats = server::close_combat_rolls(log);
  REQUIRE(!combats.empty());
  // Each combat's rolls are the close-combat rolls just before its record, in the log's order.
  std::istringstream lines(log);
  std::vector<std::vector<int>> rolls;
  std::size_t k = 0, shown = 0;
  std::string so_far;
  for (std::string line; std::getline(lines, line);) {
    so_far += line + '\n';
    const json r = json::parse(line);
    if (r["type"] == "roll" && r.value("purpose", "").starts_with("close combat")) {
      rolls.push_back(r["faces"].get<std::vector<int>>());
      continue;
    }
    if (r["type"] != "close_combat") {
      rolls.clear();
      continue;
    }
    REQUIRE(k < combats.size());
    CHECK(combats[k].turn == r["turn"]);
    CHECK(combats[k].rolls == rolls);
    ++k;
    if (rolls.empty()) continue;  // no dice thrown: the line is as render/ tells it
    // The story told just after it: its line (the turn's last close combat) with every roll.
    const json turns = server::turn_story_json(so_far)["turns"];
    json told;
    for (const json& l : turns.back()["lines"])
      if (l["kind"] == "close_combat") told = l;
    REQUIRE(told.is_object());
    CHECK(told["rolls"] == json(rolls));
    std::vector<int> all;
    for (const auto& roll : rolls) all.insert(all.end(), roll.begin(), roll.end());
    CHECK(told["dice"] == json(all));
    if (rolls.size() >= 2) ++shown;
    rolls.clear();
  }
  CHECK(k == combats.size());
  CHECK(shown > 0);  // a combat where both sides threw, both told
}

}  // namespace test_story_reader
