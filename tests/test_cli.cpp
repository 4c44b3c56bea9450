// cli: the `caisson` program as a user runs it — exit codes, messages, determinism.
#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <string>
#include <sys/wait.h>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

namespace test_cli {

namespace {

using cli_test::Ran;
Ran caisson(const std::string& args, bool with_stderr = true) { return cli_test::run_caisson(args, with_stderr); }

std::string data(const char* name) { return std::string(CAISSON_SOURCE_ROOT) + "/tests/data/" + name; }
std::string script(const char* name) { return std::string(CAISSON_SOURCE_ROOT) + "/scripts/" + name; }

}  // namespace

TEST_CASE("cli: run plays a battle to a result and exits 0", "[cli]") {
  auto r = caisson("run " + data("tiny.lua") + " --seed 5");
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("== Turn 1 ==") && Catch::Contains("The battle ends on turn"));
}

TEST_CASE("cli: the same seed gives byte-identical JSON and narrative — another seed differs", "[cli]") {
  auto a = caisson("run " + data("tiny.lua") + " --seed 17 --log json");
  auto b = caisson("run " + data("tiny.lua") + " --seed 17 --log json");
  auto c = caisson("run " + data("tiny.lua") + " --seed 18 --log json");
  REQUIRE(a.code == 0);
  CHECK(a.out == b.out);
  CHECK(a.out != c.out);
  CHECK(caisson("run " + data("tiny.lua") + " --seed 17").out == caisson("run " + data("tiny.lua") + " --seed 17").out);
}

TEST_CASE("cli: --log json writes one JSON object per line, the first the set-up", "[cli]") {
  auto r = caisson("run " + data("tiny.lua") + " --seed 3 --log json");
  REQUIRE(r.code == 0);
  CHECK(r.out.rfind("{\"", 0) == 0);
  CHECK_THAT(r.out.substr(0, r.out.find('\n')), Catch::Contains("\"type\":\"battle\"") && Catch::Contains("\"setup\""));
  CHECK_THAT(r.out, Catch::Contains("\"type\":\"end\""));
}

TEST_CASE("cli: --out writes the log to a file", "[cli]") {
  auto path = std::filesystem::temp_directory_path() / "caisson_cli_out.jsonl";
  std::filesystem::remove(path);
  auto r = caisson("run " + data("tiny.lua") + " --seed 3 --log json --out " + path.string());
  CHECK(r.code == 0);
  CHECK(r.out.empty());
  CHECK(std::filesystem::file_size(path) > 100);
  std::filesystem::remove(path);
}

TEST_CASE("cli: check accepts a good file and names what it holds", "[cli]") {
  auto r = caisson("check " + data("tiny.lua"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("OK") && Catch::Contains("Tiny"));
}

TEST_CASE("cli: an unknown quality exits 2 naming file, line, brigade, unit and the choices", "[cli]") {
  auto r = caisson("check " + data("bad_quality.lua"));
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("bad_quality.lua:7:") && Catch::Contains("1st Blue") && Catch::Contains("\"rwa\"") &&
                        Catch::Contains("expected raw, seasoned, veteran"));
  CHECK_THAT(r.out, !Catch::Contains("terminate") && !Catch::Contains("what()"));
}

TEST_CASE("cli: a syntax error exits 2 with the file and line", "[cli]") {
  auto r = caisson("run " + data("syntax_error.lua"));
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("syntax_error.lua:3"));
}

TEST_CASE("cli: a reference to a road that does not exist exits 2 naming it", "[cli]") {
  auto r = caisson("check " + data("unknown_road.lua"));
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("unknown_road.lua:") && Catch::Contains("Turnpike"));
}

TEST_CASE("cli: a missing file exits 2", "[cli]") {
  auto r = caisson("run " + data("no_such_battle.lua"));
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("no_such_battle.lua"));
}

TEST_CASE("cli: hostile files stop with exit 2 and a message, having done nothing", "[cli]") {
  std::filesystem::remove("/tmp/caisson_should_not_exist");
  auto os_use = caisson("run " + data("uses_os.lua"));
  CHECK(os_use.code == 2);
  CHECK_FALSE(std::filesystem::exists("/tmp/caisson_should_not_exist"));
  CHECK_THAT(os_use.out, Catch::Contains("uses_os.lua:1"));
  auto endless = caisson("run " + data("endless.lua"));
  CHECK(endless.code == 2);
  CHECK_THAT(endless.out, Catch::Contains("endless.lua"));
  auto hog = caisson("run " + data("hog.lua"));
  CHECK(hog.code == 2);
  CHECK_THAT(hog.out, Catch::Contains("memory"));
}

TEST_CASE("cli: a precompiled Lua chunk, as the battle or a module it requires, exits 2 naming the file", "[cli]") {
  const auto dir = std::filesystem::temp_directory_path() / "caisson_binary_chunk";
  std::filesystem::create_directories(dir);
  const std::string chunk = "\x1bLua\x54\x00 bytecode";  // luac's signature, then anything
  for (const char* name : {"compiled.lua", "compiled_module.lua"}) {
    std::FILE* f = std::fopen((dir / name).c_str(), "wb");
    REQUIRE(f);
    std::fwrite(chunk.data(), 1, chunk.size(), f);
    std::fclose(f);
  }
  {
    std::FILE* f = std::fopen((dir / "needs_module.lua").c_str(), "wb");
    REQUIRE(f);
    std::fputs("return require(\"compiled_module\")\n", f);
    std::fclose(f);
  }
  for (const char* command : {"check", "run", "sweep --runs 2"}) {
    auto r = caisson(std::string(command) + " " + (dir / "compiled.lua").string());
    INFO(command << ": " << r.out);
    CHECK(r.code == 2);
    CHECK_THAT(r.out, Catch::Contains("compiled.lua: is a precompiled Lua chunk"));
  }
  auto r = caisson("check " + (dir / "needs_module.lua").string());
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("compiled_module.lua: is a precompiled Lua chunk"));
}

TEST_CASE("cli: check warns, and still passes, of an arrival the set-up blocks and an objective nothing names", "[cli]") {
  auto r = caisson("check " + data("check_warnings.lua"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("check_warnings.lua: OK"));
  CHECK_THAT(r.out, Catch::Contains("check_warnings.lua:20: warning: reinforcements[1] (Late brigade) could not come on") &&
                        Catch::Contains("\"2nd Blue\"") && Catch::Contains("(line 13)"));
  CHECK_THAT(r.out, Catch::Contains("check_warnings.lua:8: warning: objective \"old_mill\" is named by no brigade"));
  // The objective the brigade and the victory function name is not warned of.
  CHECK_THAT(r.out, !Catch::Contains("objective \"crossroads\""));
}

TEST_CASE("cli: check warns of a brigade with no way to reach its objective, across a river with no crossing or in impassable ground",
          "[cli]") {
  auto r = caisson("check " + data("check_reach.lua"));
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("check_reach.lua: OK"));
  // Across the river with no crossing, from the brigade's units and from an arrival's entry.
  CHECK_THAT(r.out, Catch::Contains("check_reach.lua:24: warning: brigade \"Left brigade\" has no way to reach its objective "
                                    "\"left_farm\" (line 17): impassable ground cuts it off from the brigade's units, with "
                                    "no way round or across it (the straight way runs into \"Left river\", line 10)"));
  CHECK_THAT(r.out, Catch::Contains("check_reach.lua:41: warning: orders[2] gives brigade \"Late brigade\" (line 33) an "
                                    "objective it has no way to reach, the point (24.0, 10.0): impassable ground cuts it off "
                                    "from its entry at (24.0, 48.0)"));
  // In impassable ground: a point, and a named objective whose whole radius is.
  CHECK_THAT(r.out, Catch::Contains("check_reach.lua:28: warning: brigade \"Pond brigade\" has no way to reach its objective "
                                    "the point (86.0, 9.0): it lies in impassable ground (\"Mill pond\", line 14), where no "
                                    "unit may stand"));
  CHECK_THAT(r.out, Catch::Contains("check_reach.lua:43: warning: orders[3] gives brigade \"Pond brigade\" (line 28) an "
                                    "objective it has no way to reach, \"mill\" (line 19): the ground within its radius is "
                                    "all impassable (\"Mill pond\", line 14)"));
  // Over the bridge, following a formation over it, on the entry's side, and retiring: none.
  CHECK_THAT(r.out, !Catch::Contains("Right brigade\" has no way") && !Catch::Contains("Grey brigade") &&
                        !Catch::Contains("orders[1]") && !Catch::Contains("orders[4]"));
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 5);  // four warnings and the summary
}

TEST_CASE("cli: no shipped battle draws a warning from check", "[cli]") {
  for (const auto& entry : std::filesystem::directory_iterator(std::string(CAISSON_SOURCE_ROOT) + "/scripts")) {
    if (entry.path().extension() != ".lua") continue;
    auto r = caisson("check " + entry.path().string());
    INFO(r.out);
    CHECK(r.code == 0);
    CHECK_THAT(r.out, !Catch::Contains("warning"));
  }
}

TEST_CASE("cli: check and the narrative say what a brigade-scale rule system made of the file's regiments", "[cli]") {
  // ap merges each brigade's regiments into one unit of at most 8 stands (#35 item 9).
  auto r = caisson("check " + script("gaines_mill.lua"));
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("rules ap, 12 turns; USA 19 units, CSA 18 units"));
  CHECK_THAT(r.out, Catch::Contains("USA's 58 units of the file play as 19, its 157 stands as 123"));
  CHECK_THAT(r.out, Catch::Contains("CSA's 75 units of the file play as 18, its 163 stands as 132"));
  CHECK_THAT(r.out, Catch::Contains("Lawton's: 6 units of 18 stands play as one unit of 8, cut to brigade_stands_most 8"));
  CHECK_THAT(r.out, Catch::Contains("; brigades of 2 to 8 stands (house rules brigade_stands_least, brigade_stands_most)"));
  auto played = caisson("run " + script("gaines_mill.lua") + " --seed 1");
  CHECK_THAT(played.out, Catch::Contains("Under ap, USA's 58 units of the file play as 19, its 157 stands as 123; brigades of 2 to 8"));
  CHECK_THAT(played.out, Catch::Contains("Under ap, Lawton's: 6 units of 18 stands play as one unit of 8, cut to brigade_stands_most 8."));
  // A regiment-scale rule system plays the file's own units: nothing to say.
  auto igor = caisson("check " + script("first_bull_run.lua"));
  CHECK_THAT(igor.out, !Catch::Contains("plays the file's troops"));
}

TEST_CASE("cli: bad arguments exit 2", "[cli]") {
  CHECK(caisson("run " + data("tiny.lua") + " --log loud").code == 2);
  CHECK(caisson("run " + data("tiny.lua") + " --seed many").code == 2);
  CHECK(caisson("frobnicate").code == 2);
  CHECK(caisson("run " + data("tiny.lua") + " --rules nosuch").code == 2);
}

TEST_CASE("cli: every command answers --help", "[cli]") {
  for (const char* cmd : {"", "run ", "check ", "rules ", "new ", "sweep ", "match ", "campaign "}) {
    auto r = caisson(std::string(cmd) + "--help");
    INFO(cmd);
    CHECK(r.code == 0);
    CHECK_THAT(r.out, Catch::Contains("Usage"));
  }
}

TEST_CASE("cli: rules prints igor's sequence of play in order", "[cli]") {
  auto r = caisson("rules igor");
  CHECK(r.code == 0);
  auto at = [&](const char* s) { return r.out.find(s); };
  CHECK(at("events") < at("artillery"));
  CHECK(at("artillery") < at("general fire"));
  CHECK(at("general fire") < at("charge"));
  CHECK(at("charge") < at("general movement"));
  CHECK(at("general movement") < at("rally"));
  CHECK(at("rally") < at("retreat"));
  CHECK(at("retreat") < at("rout movement"));
  CHECK(at("rout movement") != std::string::npos);
}

TEST_CASE("cli: new writes a starter battle that passes check and plays", "[cli]") {
  auto dir = std::filesystem::temp_directory_path() / "caisson_cli_new";
  std::filesystem::remove_all(dir);
  auto r = caisson("new skirmish_at_the_mill --dir " + dir.string());
  REQUIRE(r.code == 0);
  auto file = (dir / "skirmish_at_the_mill.lua").string();
  CHECK(caisson("check " + file).code == 0);
  CHECK(caisson("run " + file + " --seed 2 --log quiet").code == 0);
  CHECK(caisson("new skirmish_at_the_mill --dir " + dir.string()).code == 2);  // never overwrites
  std::filesystem::remove_all(dir);
}

TEST_CASE("cli: McPherson's Ridge with the barn contested and the losses even goes to the side holding more of the ridge", "[cli]") {
  // Seed 15 ends so: the Union holds 3 points of the ridge, the Confederates 2, and the losses
  // are even.
  CHECK_THAT(caisson("run " + script("mcphersons_ridge.lua") + " --seed 15 --log quiet").out,
             Catch::StartsWith("seed 15: USA marginal on turn 12 (turn limit: the barn contested, the losses even; USA holds more of the ridge, 3 points to 2"));
}

TEST_CASE("cli: the default battle, First Bull Run, passes check and plays to a result", "[cli]") {
  CHECK(caisson("check " + script("first_bull_run.lua")).code == 0);
  auto r = caisson("run " + script("first_bull_run.lua") + " --seed 1861 --log quiet");
  CHECK(r.code == 0);
  // The README's battle under the default (brigade) commander: the Confederates hold the hill.
  CHECK_THAT(r.out, Catch::StartsWith("seed 1861: CSA marginal on turn 16 (turn limit: CSA holds the Henry house"));
  // The Union carrying it.
  CHECK_THAT(caisson("run " + script("first_bull_run.lua") + " --seed 20 --log quiet").out,
             Catch::StartsWith("seed 20: USA marginal on turn 16 (turn limit: USA holds the Henry house"));
  // The hill contested, the Union holding more of the field.
  CHECK_THAT(caisson("run " + script("first_bull_run.lua") + " --seed 1 --log quiet").out,
             Catch::StartsWith("seed 1: USA marginal on turn 16 (turn limit: Henry house contested, the Union holds more ground"));
  // The Confederates holding the Henry house, as on the day.
  CHECK_THAT(caisson("run " + script("first_bull_run.lua") + " --seed 15 --log quiet").out,
             Catch::StartsWith("seed 15: CSA marginal on turn 16 (turn limit: CSA holds the Henry house"));
  // The hill contested and the ground even is the Confederates' day: the Union had to carry it.
  CHECK_THAT(caisson("run " + script("first_bull_run.lua") + " --seed 12 --log quiet").out,
             Catch::StartsWith("seed 12: CSA marginal on turn 16 (turn limit: the Henry house contested and the ground evenly held"));
  // A draw is said once ("draw", not "draw draw").
  CHECK_THAT(caisson("run " + std::string(CAISSON_SOURCE_ROOT) + "/bench/battles/reference.lua --seed 4 --log quiet").out,
             Catch::StartsWith("seed 4: draw on turn 12 ("));
}

}  // namespace test_cli
