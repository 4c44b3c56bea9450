// cli: save, resume and inspect as a user runs them.
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

namespace test_cli_saves {

namespace fs = std::filesystem;

namespace {

using cli_test::Ran;
Ran caisson(const std::string& args, bool with_stderr = true) { return cli_test::run_caisson(args, with_stderr); }

std::string bull_run() { return std::string(CAISSON_SOURCE_ROOT) + "/scripts/first_bull_run.lua"; }
fs::path temp(const std::string& name) { return fs::temp_directory_path() / name; }
std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("cli saves: the log up to a save plus the resumed log equals the uninterrupted log", "[cli][persist]") {
  auto save = temp("caisson_cli_resume.save").string();
  for (int seed : {4, 1861}) {
    std::string straight = caisson("run " + bull_run() + " --seed " + std::to_string(seed) + " --log json", false).out;
    REQUIRE(straight.find("\"type\":\"end\"") != std::string::npos);
    for (int turn : {1, 6, 11}) {
      INFO("seed " << seed << " saved after turn " << turn);
      auto first = caisson("run " + bull_run() + " --seed " + std::to_string(seed) + " --log json --save-at " +
                               std::to_string(turn) + " --save " + save,
                           false);
      REQUIRE(first.code == 0);
      auto second = caisson("resume " + save + " --log json", false);
      REQUIRE(second.code == 0);
      CHECK(first.out + second.out == straight);
    }
  }
  fs::remove(save);
}

TEST_CASE("cli saves: a save within a turn (--save-at TURN:PHASES) resumes as the unbroken battle plays", "[cli][persist]") {
  auto save = temp("caisson_cli_mid_turn.save").string(), later = temp("caisson_cli_mid_turn_later.save").string();
  const std::string run = "run " + bull_run() + " --seed 7";
  const std::string straight = caisson(run + " --log json", false).out;
  for (const char* at : {"3:1", "3:2", "5:4"}) {
    INFO("saved at " << at);
    const Ran first = caisson(run + " --log json --save-at " + at + " --save " + save, false);
    REQUIRE(first.code == 0);
    const Ran second = caisson("resume " + save + " --log json", false);
    REQUIRE(second.code == 0);
    CHECK(first.out + second.out == straight);
    CHECK_THAT(caisson(run + " --save-at " + at + " --save " + save + " --log quiet").out,
               Catch::Contains("saved in turn " + std::string(at).substr(0, 1) + ", after the "));
  }
  // Resumed to a later point of the same turn, and on from there.
  REQUIRE(caisson("run " + bull_run() + " --seed 7 --log quiet --save-at 3:1 --save " + save).code == 0);
  CHECK_THAT(caisson("resume " + save + " --log quiet --save-at 3:3 --save " + later, false).out,
             Catch::Contains("saved in turn 3, after the"));
  CHECK(caisson("resume " + later + " --log quiet", false).out == caisson("run " + bull_run() + " --seed 7 --log quiet", false).out);
  // Points already passed, and words that are no point.
  const Ran passed = caisson("resume " + later + " --save-at 3:2 --save " + save);
  CHECK(passed.code == 2);
  CHECK_THAT(passed.out, Catch::Contains("--save-at 3:2: the save already stands in turn 3, after the"));
  for (const char* bad : {"3:", "3:0", "x", "3:2:1", "0:2"}) {
    const Ran r = caisson("run " + bull_run() + " --save-at " + bad + " --save " + save);
    INFO(bad << ": " << r.out);
    CHECK(r.code == 2);
    CHECK_THAT(r.out, Catch::Contains("give a turn (6) or a turn and how many of its phases to play first (6:2)"));
  }
  fs::remove(save);
  fs::remove(later);
}

TEST_CASE("cli saves: a JSON save resumes the same and reads as JSON", "[cli][persist]") {
  auto save = temp("caisson_cli_resume.json").string();
  std::string straight = caisson("run " + bull_run() + " --seed 8 --log quiet", false).out;
  REQUIRE(caisson("run " + bull_run() + " --seed 8 --log quiet --save-at 3 --save " + save + " --format json").code == 0);
  CHECK(slurp(save).find("\"format_version\": 5") != std::string::npos);
  CHECK(caisson("resume " + save + " --log quiet", false).out == straight);
  fs::remove(save);
}

TEST_CASE("cli saves: a save resumes from the scripts it embedded, whatever the files say now", "[cli][persist]") {
  auto dir = temp("caisson_cli_embedded");
  fs::remove_all(dir);
  fs::create_directories(dir / "scripts");
  fs::copy_file(std::string(CAISSON_SOURCE_ROOT) + "/tests/data/tiny.lua", dir / "scripts/tiny.lua");
  auto file = (dir / "scripts/tiny.lua").string(), save = (dir / "tiny.save").string();
  std::string straight = caisson("run " + file + " --seed 2 --log json", false).out;
  REQUIRE(caisson("run " + file + " --seed 2 --log json --save-at 2 --save " + save, false).code == 0);
  std::ofstream(file) << "this is no longer a battle";
  auto resumed = caisson("resume " + save + " --log json", false);
  CHECK(resumed.code == 0);
  CHECK(straight.find(resumed.out) != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("cli saves: inspect prints what a save holds", "[cli][persist]") {
  auto save = temp("caisson_cli_inspect.save").string();
  REQUIRE(caisson("run " + bull_run() + " --seed 8 --log quiet --save-at 4 --save " + save).code == 0);
  auto r = caisson("inspect " + save);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("turn 4") && Catch::Contains("seed          8") &&
                        Catch::Contains("scripts/first_bull_run.lua") && Catch::Contains("events/first_bull_run.lua"));
  // The battle and its sides by the names its embedded battle file gives them.
  CHECK_THAT(r.out, Catch::Contains("  battle        First Bull Run") && Catch::Contains("\n  USA           ") &&
                        Catch::Contains("\n  CSA           "));
  fs::remove(save);
}

TEST_CASE("cli saves: bad saves exit 2 with what is wrong and are left as they were", "[cli][persist]") {
  auto good = temp("caisson_cli_good.save"), bad = temp("caisson_cli_bad.save");
  REQUIRE(caisson("run " + bull_run() + " --seed 8 --log quiet --save-at 2 --save " + good.string()).code == 0);
  std::string bytes = slurp(good);
  struct Case {
    std::string bytes;
    const char* says;
  };
  std::string flipped = bytes;
  flipped[bytes.size() - 40] ^= 0x11;
  for (const Case& c : {Case{"", "empty"}, Case{bytes.substr(0, bytes.size() / 2), "truncated"},
                        Case{flipped, "damaged"}, Case{"-- a Lua file\nreturn 1\n", "not a caisson save"}}) {
    std::ofstream(bad, std::ios::binary) << c.bytes;
    for (const char* cmd : {"resume ", "inspect "}) {
      auto r = caisson(std::string(cmd) + bad.string());
      INFO(cmd << c.says);
      CHECK(r.code == 2);
      CHECK_THAT(r.out, Catch::Contains(c.says));
      CHECK(slurp(bad) == c.bytes);
    }
  }
  CHECK(caisson("resume " + temp("caisson_no_such.save").string()).code == 2);
  fs::remove(good);
  fs::remove(bad);
}

TEST_CASE("cli saves: --save-at without --save, or a finished battle, is bad input", "[cli][persist]") {
  CHECK(caisson("run " + bull_run() + " --seed 1 --save-at 3").code == 2);
  CHECK(caisson("run " + bull_run() + " --seed 1 --save x.save").code == 2);
}

namespace {

// The JSON save of First Bull Run after turn 2, with `from` replaced by `to` once.
std::string edited_json_save(const std::string& from, const std::string& to) {
  auto save = temp("caisson_cli_edit_source.json");
  REQUIRE(caisson("run " + bull_run() + " --seed 8 --log quiet --save-at 2 --save " + save.string() + " --format json").code == 0);
  std::string text = slurp(save);
  fs::remove(save);
  const std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("cli saves: an edited save is refused naming the save and what is wrong, not its battle file", "[cli][persist][save-validation]") {
  auto bad = temp("caisson_cli_edited.json");
  struct Case {
    std::string from, to;
    const char* says;
  };
  for (const Case& c : {Case{"\"side\": 0", "\"side\": 61", "side is 61"},
                        Case{"\"side\": 0", "\"side\": 317", "field \"side\" is 317, beyond what it can hold (0 to 255)"},
                        Case{"\"brigade\": 2", "\"brigade\": -2", "brigade is -2"},
                        Case{"\"rules\": \"igor\"", "\"rules\": \"chess\"", "rules is 'chess'"},
                        Case{"\"turn\": 2", "\"turn\": 2147483647", "turn is 2147483647"},
                        Case{"\"turn\": 2", "\"turn\": 17", "its battle lasts 16 turns"},
                        Case{"\"facing\": ", "\"facing\": NaN, \"was\": ", "field \"facing\" is NaN or infinite"},
                        Case{"\"dice\": \"", "\"dice\": \"garbled ", "dice"},
                        Case{"\"routing\": false", "\"routing\": 7", "field \"routing\" should hold true or false"},
                        Case{"\"text\": \"", "\"text\": \"return battle \\\"x\\\" {", "does not load"}}) {
    std::ofstream(bad, std::ios::binary) << edited_json_save(c.from, c.to);
    for (const auto& [cmd, rest] : {std::pair{"resume ", " --log quiet"}, std::pair{"inspect ", ""}, std::pair{"replay ", " -o /dev/null"}}) {
      auto r = caisson(cmd + bad.string() + rest);
      if (std::string(cmd) == "inspect " && std::string(c.says) == "does not load") {
        // inspect shows what the save holds even so, and says why its battle is unnamed.
        CHECK(r.code == 0);
        CHECK_THAT(r.out, Catch::Contains("its battle file does not load: scripts/first_bull_run.lua:"));
        continue;
      }
      INFO(cmd << c.to << "\n" << r.out);
      CHECK(r.code == 2);
      CHECK_THAT(r.out, Catch::Contains(bad.string() + ":") || Catch::Contains(bad.string() + " is"));
      CHECK_THAT(r.out, Catch::Contains(c.says));
      CHECK_THAT(r.out, !Catch::Contains("internal error") && !Catch::Contains("rapidjson"));
    }
  }
  // A battle file altered in the save so that it fails only as it runs: said of the save too.
  std::ofstream(bad, std::ios::binary) << edited_json_save("BREAK_AT.USA and csa_lost < BREAK_AT.CSA", "BREAK_AT.USB and csa_lost < BREAK_AT.CSA");
  // resume plays on from the save; replay plays the battle again from its seed up to it.
  for (const auto& [cmd, rest] : {std::pair{"resume ", " --log quiet"}, std::pair{"replay ", " -o /dev/null"}}) {
    auto r = caisson(cmd + bad.string() + rest);
    CHECK(r.code == 2);
    CHECK_THAT(r.out, Catch::Contains(bad.string() + ": the battle file it holds failed: scripts/first_bull_run.lua:"));
  }
  fs::remove(bad);
}

TEST_CASE("cli saves: inspect, resume and replay refuse a folder or a device", "[cli][persist][save-validation]") {
  for (const std::string& path : {fs::temp_directory_path().string(), std::string("/dev/zero")})
    for (const char* cmd : {"inspect ", "resume ", "replay ", "play --resume "}) {
      auto r = caisson(cmd + path);
      INFO(cmd << path);
      CHECK(r.code == 2);
      CHECK_THAT(r.out, Catch::Contains(path + " is not a regular file"));
    }
}

TEST_CASE("cli saves: leftovers of killed writes are ignored, and removed by the next save of that name", "[cli][persist][save-validation]") {
  auto dir = temp("caisson_cli_leftovers");
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path save = dir / "x.save";
  // A process that has ended: its PID names a leftover nobody is writing.
  const pid_t gone = fork();
  if (gone == 0) _exit(0);
  REQUIRE(gone > 0);
  waitpid(gone, nullptr, 0);
  const fs::path abandoned = dir / ("x.save.tmp-" + std::to_string(gone));
  const fs::path live = dir / ("x.save.tmp-" + std::to_string(getpid()));  // this test is alive: a write in progress
  const fs::path other = dir / ("y.save.tmp-" + std::to_string(gone));     // another save's
  for (const fs::path& p : {abandoned, live, other}) std::ofstream(p) << "half a save";
  REQUIRE(caisson("run " + bull_run() + " --seed 8 --log quiet --save-at 2 --save " + save.string()).code == 0);
  CHECK_FALSE(fs::exists(abandoned));
  CHECK(fs::exists(live));
  CHECK(fs::exists(other));
  CHECK(caisson("inspect " + save.string()).code == 0);
  CHECK(caisson("resume " + save.string() + " --log quiet").code == 0);
  fs::remove_all(dir);
}

}  // namespace test_cli_saves
