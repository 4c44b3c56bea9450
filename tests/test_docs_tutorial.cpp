// docs/first-battle.md: every command the tutorial shows runs, in order, in a fresh folder, as a
// new user would type it — `caisson` being the program the suite was built with.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "file_text.hpp"

namespace test_docs_tutorial {

namespace {

// The lines of the page's ```sh blocks, in order.
std::vector<std::string> shell_commands(const std::string& page) {
  std::vector<std::string> commands;
  std::istringstream in(page);
  bool in_sh = false;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("```", 0) == 0) {
      in_sh = !in_sh && line == "```sh";
      continue;
    }
    if (in_sh && !line.empty()) commands.push_back(line);
  }
  return commands;
}

}  // namespace

TEST_CASE("docs: every command of the first-battle tutorial runs, in order, in a fresh folder", "[docs][cli]") {
  const std::string page = test_support::file_text(std::string(CAISSON_SOURCE_ROOT) + "/docs/first-battle.md");
  const std::vector<std::string> commands = shell_commands(page);
  REQUIRE(commands.size() >= 8);
  const auto folder = std::filesystem::temp_directory_path() / "caisson_first_battle";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  for (const std::string& command : commands) {
    INFO(command);
    REQUIRE(command.rfind("caisson ", 0) == 0);  // the page shows only the program's own commands
    // cd into the folder, then the command with `caisson` as the built program.
    const auto r = cli_test::run_caisson(command.substr(8), true, folder.string());
    INFO(r.out);
    CHECK(r.code == 0);
  }
  // What the steps made: the battle, its log, a map and a replay page.
  for (const char* made : {"my_battle.lua", "my_battle.jsonl", "turn4.svg", "my_battle.html"})
    CHECK(std::filesystem::exists(folder / made));
  std::filesystem::remove_all(folder);
}

}  // namespace test_docs_tutorial
