// Every input a fuzz target (tests/fuzz) once found a problem with, kept under
// tests/data/fuzz-regressions/<target>/ and replayed through the same `caisson` command as the
// target runs: it may be refused (exit 2, naming the file), never crash or fail inside the engine.
#include <catch2/catch.hpp>

#include "cli_support.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace test_fuzz_regressions {

namespace {

namespace fs = std::filesystem;

const fs::path kRegressions = fs::path(CAISSON_SOURCE_ROOT) / "tests/data/fuzz-regressions";

std::vector<fs::path> regression_inputs(const std::string& target) {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(kRegressions / target))
    if (e.is_regular_file() && e.path().filename() != "README.md") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::string regression_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// `caisson ARGS` ends as a command on untrusted input must: 0, or 2 with a message naming `named`.
int replayed(const std::string& args, const std::string& named) {
  const cli_test::Ran r = cli_test::run_caisson(args);
  INFO("caisson " << args << "\n" << r.out);
  CHECK((r.code == 0 || r.code == 2));
  if (r.code == 2) CHECK_THAT(r.out, Catch::Contains(named));
  return r.code;
}

fs::path regression_scratch() {
  const fs::path dir = fs::temp_directory_path() / "caisson_fuzz_regressions";
  fs::create_directories(dir);
  return dir;
}

}  // namespace

TEST_CASE("battle files the fuzzer found are checked without a crash", "[fuzz]") {
  const auto files = regression_inputs("battle_file");
  REQUIRE_FALSE(files.empty());
  for (const auto& f : files) replayed("check '" + f.string() + "'", f.filename().string());
}

TEST_CASE("battle logs the fuzzer found are rendered and replayed without a crash", "[fuzz]") {
  const auto files = regression_inputs("log");
  REQUIRE_FALSE(files.empty());
  const std::string out = (regression_scratch() / "out").string();
  for (const auto& f : files) {
    if (replayed("render '" + f.string() + "' -o " + out, f.filename().string()) != 0) continue;
    replayed("render '" + f.string() + "' --turn 0 -o " + out, f.filename().string());
    replayed("replay '" + f.string() + "' -o " + out, f.filename().string());
  }
}

TEST_CASE("sweep shards the fuzzer found are merged without a crash", "[fuzz]") {
  const auto files = regression_inputs("merge");
  REQUIRE_FALSE(files.empty());
  const fs::path dir = regression_scratch();
  for (const auto& f : files) {
    // As the target reads its input: shards separated by a line "%%".
    const std::string text = regression_text(f);
    std::string args = "merge --allow-gaps -o " + (dir / "merged.json").string() + " --csv " + (dir / "merged.csv").string();
    std::size_t from = 0;
    for (int n = 1;; ++n) {
      const std::size_t at = n < 4 ? text.find("\n%%\n", from) : std::string::npos;
      const fs::path shard = dir / (f.stem().string() + "-shard" + std::to_string(n) + ".json");
      std::ofstream(shard, std::ios::binary) << text.substr(from, at == std::string::npos ? std::string::npos : at - from);
      args += " " + shard.string();
      if (at == std::string::npos) break;
      from = at + 4;
    }
    if (replayed(args, f.stem().string() + "-shard") == 0) replayed("merge --allow-gaps --no-report " + (dir / "merged.json").string(), "merged.json");
  }
}

}  // namespace test_fuzz_regressions
