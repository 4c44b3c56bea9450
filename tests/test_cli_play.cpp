// cli play: `caisson play` as a user starts it — handed to caisson-play, which serves the game
// under the same process; `caisson` itself never loads the web server's libraries.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include <fmt/format.h>

#include <catch2/catch.hpp>
#include <httplib.h>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"

namespace test_cli_play {

namespace {

namespace fs = std::filesystem;

std::string script(const char* name) { return std::string(CAISSON_SOURCE_ROOT) + "/scripts/" + name; }

// A program started with its stdout on a pipe, stopped when this goes.
struct Started {
  pid_t pid = -1;
  int out = -1;
  ~Started() {
    if (pid > 0) kill(pid, SIGTERM), waitpid(pid, nullptr, 0);
    if (out >= 0) close(out);
  }
  // What it printed up to a line matching `pattern`, or all of it when it ends first.
  std::string read_until(const std::regex& pattern) {
    std::string got;
    std::array<char, 512> buf{};
    while (!std::regex_search(got, pattern)) {
      const ssize_t n = read(out, buf.data(), buf.size());
      if (n <= 0) break;
      got.append(buf.data(), static_cast<std::size_t>(n));
    }
    return got;
  }
};

void start(Started& s, const std::vector<std::string>& args) {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  s.pid = fork();
  REQUIRE(s.pid >= 0);
  if (s.pid == 0) {
    dup2(fds[1], 1), dup2(fds[1], 2), close(fds[0]), close(fds[1]);
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close(fds[1]);
  s.out = fds[0];
}

}  // namespace

TEST_CASE("cli play: caisson play serves the game from caisson-play, in the same process", "[cli][play]") {
  const fs::path saves = fs::temp_directory_path() / fmt::format("caisson_cli_play_{}", getpid());
  Started play;
  start(play, {CAISSON_EXE, "play", script("teaching_battle.lua"), "--as", "USA", "--seed", "5", "--save-dir", saves.string()});
  const std::regex address{R"(open http://127\.0\.0\.1:(\d+)/)"};
  const std::string printed = play.read_until(address);
  CHECK_THAT(printed, Catch::Contains("playing Kernstown: Sandy Ridge (teaching battle) as USA"));
  std::smatch m;
  REQUIRE(std::regex_search(printed, m, address));
  // The process `caisson` started is now caisson-play: a script that stops what it started
  // stops the server.
  CHECK(fs::read_symlink(fmt::format("/proc/{}/exe", play.pid)).filename() == "caisson-play");
  httplib::Client api("127.0.0.1", std::stoi(m[1].str()));
  const auto state = api.Get("/api/state");
  REQUIRE(state);
  CHECK(state->status == 200);
  CHECK(nlohmann::json::parse(state->body).at("formations").size() > 0);
  fs::remove_all(saves);
}

TEST_CASE("cli play: the options are checked and the errors told as by any command", "[cli][play]") {
  auto nobody = cli_test::run_caisson("play " + script("teaching_battle.lua") + " --as Nobody");
  CHECK(nobody.code == 2);
  CHECK_THAT(nobody.out, Catch::Contains("--as Nobody: the battle's sides are USA and CSA"));
  auto port = cli_test::run_caisson("play " + script("teaching_battle.lua") + " --as USA --port 70000");
  CHECK(port.code == 2);
  CHECK_THAT(port.out, Catch::Contains("--port"));
}

TEST_CASE("cli play: without caisson-play beside it, caisson play says what to build and exits 2", "[cli][play]") {
  const fs::path alone = fs::temp_directory_path() / fmt::format("caisson_alone_{}", getpid());
  fs::create_directories(alone);
  fs::copy_file(CAISSON_EXE, alone / "caisson", fs::copy_options::overwrite_existing);
  const auto ran = cli_test::run_shell((alone / "caisson").string() + " play " + script("teaching_battle.lua") + " --as USA 2>&1");
  CHECK(ran.code == 2);
  CHECK_THAT(ran.out, Catch::Contains("caisson-play, which is not beside this program") &&
                          Catch::Contains("--target caisson-play"));
  fs::remove_all(alone);
}

TEST_CASE("cli play: caisson itself loads no web server, TLS or compression library", "[cli][play]") {
  // Their loading and start-up cost every run of every command 8.5 M instructions.
  auto loaded = cli_test::run_caisson("--version", true);
  REQUIRE(loaded.code == 0);
  const std::string out = cli_test::run_shell(std::string("LD_DEBUG=libs ") + CAISSON_EXE + " --version 2>&1").out;
  REQUIRE_THAT(out, Catch::Contains("liblua5.4"));  // the loader reports what it loads
  CHECK_THAT(out, !Catch::Contains("libcpp-httplib") && !Catch::Contains("libssl") && !Catch::Contains("libcrypto") &&
                      !Catch::Contains("libbrotli"));
}

}  // namespace test_cli_play
