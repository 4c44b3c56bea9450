// Battles played byte for byte as before: every shipped battle, the reference battle and a
// generated 200-a-side battle, under each of the five rule systems, on seed 1, give JSON logs
// whose fingerprints match tests/data/log_digests.txt. A refactor that must not change play
// (#37) keeps them; a change of play on purpose regenerates the file and says so in its commit:
//   CAISSON_UPDATE_DIGESTS=1 build/release/caisson_tests "[digests]"
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "cli_support.hpp"
#include "engine/text/fnv1a.hpp"

namespace test_log_digests {

namespace {

namespace fs = std::filesystem;

const fs::path kRoot = CAISSON_SOURCE_ROOT;
const fs::path kDigests = kRoot / "tests" / "data" / "log_digests.txt";

// bench/battles/generate.lua with 200 regiments a side, as bench/bench_battles.cpp writes it.
fs::path generated_battle() {
  std::ifstream in(kRoot / "bench" / "battles" / "generate.lua");
  std::stringstream text;
  text << in.rdbuf();
  std::string lua = text.str();
  const std::string from = "local N = 50";
  const auto at = lua.find(from);
  REQUIRE(at != std::string::npos);
  lua.replace(at, from.size(), "local N = 200");
  const fs::path file = fs::temp_directory_path() / "caisson_digest_generate_200.lua";
  std::ofstream(file) << lua;
  return file;
}

std::vector<std::pair<std::string, fs::path>> battles() {
  std::vector<std::pair<std::string, fs::path>> all;
  for (const auto& e : fs::directory_iterator(kRoot / "scripts"))
    if (e.path().extension() == ".lua") all.emplace_back(e.path().filename().string(), e.path());
  all.emplace_back("reference.lua", kRoot / "bench" / "battles" / "reference.lua");
  all.emplace_back("generate_200.lua", generated_battle());
  std::sort(all.begin(), all.end());
  return all;
}

std::string digest_of_log(const fs::path& battle, std::string_view rules) {
  const auto ran = cli_test::run_caisson(fmt::format("run {} --seed 1 --rules {} --log json", battle.string(), rules), false);
  REQUIRE(ran.code == 0);
  caisson::Fnv1a64 h;
  h.add(ran.out);
  return fmt::format("{:016x}", h.value());
}

std::map<std::string, std::string> committed() {
  std::map<std::string, std::string> digests;
  std::ifstream in(kDigests);
  std::string battle, rules, digest;
  while (in >> battle >> rules >> digest) digests[battle + " " + rules] = digest;
  return digests;
}

}  // namespace

TEST_CASE("log digests: every shipped battle, the reference and a 200-a-side battle play as committed, under all five rule systems",
          "[digests][cli]") {
  std::map<std::string, std::string> now;
  for (const auto& [name, file] : battles())
    for (const char* rules : {"igor", "minicampaign", "north", "ap", "jackson"}) now[name + " " + rules] = digest_of_log(file, rules);
  if (std::getenv("CAISSON_UPDATE_DIGESTS")) {
    std::ofstream out(kDigests);
    for (const auto& [key, digest] : now) out << key << " " << digest << "\n";
    WARN("wrote " << kDigests.string());
    return;
  }
  const auto was = committed();
  REQUIRE(was.size() == now.size());
  for (const auto& [key, digest] : now) {
    INFO(key << " (regenerate with CAISSON_UPDATE_DIGESTS=1 when play changes on purpose)");
    CHECK(was.at(key) == digest);
  }
}

}  // namespace test_log_digests
