// `caisson merge` of sweep shards (the --json files of `sweep --seeds A:B`): the input is one or
// more shards separated by a line "%%", merged with --allow-gaps into a shard and a CSV. A merge
// that succeeds must give a shard that merges again on its own.
#include <cstdint>
#include <string>
#include <vector>

#include "tests/fuzz/command_harness.hpp"

using namespace caisson;

namespace {

constexpr std::string_view kShardSeparator = "\n%%\n";
constexpr int kMostShards = 4;

std::vector<std::string_view> shards_in(std::string_view bytes) {
  std::vector<std::string_view> shards;
  while (static_cast<int>(shards.size()) + 1 < kMostShards) {
    const std::size_t at = bytes.find(kShardSeparator);
    if (at == std::string_view::npos) break;
    shards.push_back(bytes.substr(0, at));
    bytes.remove_prefix(at + kShardSeparator.size());
  }
  shards.push_back(bytes);
  return shards;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> args{"merge"};
  int n = 0;
  for (std::string_view shard : shards_in(fuzz::bytes_of(data, size)))
    args.push_back(fuzz::write_scratch_file("shard" + std::to_string(++n) + ".json", shard));
  const std::string merged = (fuzz::scratch_folder() / "merged.json").string();
  const std::string csv = (fuzz::scratch_folder() / "merged.csv").string();
  for (const char* a : {"--allow-gaps", "-o", merged.c_str(), "--csv", csv.c_str()}) args.emplace_back(a);
  if (fuzz::run_command(cli::add_merge, args, "shard") != 0) return 0;
  // What merge wrote, it must read back.
  if (fuzz::run_command(cli::add_merge, {"merge", merged, "--allow-gaps", "--no-report"}, "merged.json") != 0) {
    std::fprintf(stderr, "==fuzz finding== merge refused the shard it had just written\n");
    std::abort();
  }
  return 0;
}
