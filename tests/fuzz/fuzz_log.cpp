// The battle-log reader as `caisson render` and `caisson replay` run it: the input is a JSON
// Lines battle log (run --log json), drawn as the map of its last turn and of its set-up, and as
// the replay page. Inputs that look like saves are left to fuzz_save.
#include <cstdint>

#include "engine/persist/save_file.hpp"
#include "tests/fuzz/command_harness.hpp"

using namespace caisson;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes = fuzz::bytes_of(data, size);
  if (looks_like_save(std::string(bytes))) return -1;  // not a log: keep it out of the corpus
  const std::string log = fuzz::write_scratch_file("fuzz.jsonl", bytes);
  const std::string out = (fuzz::scratch_folder() / "out").string();
  if (fuzz::run_command(cli::add_render, {"render", log, "-o", out}, "fuzz.jsonl") != 0) return 0;
  fuzz::run_command(cli::add_render, {"render", log, "--turn", "0", "-o", out}, "fuzz.jsonl");
  fuzz::run_command(cli::add_replay, {"replay", log, "-o", out}, "fuzz.jsonl");
  return 0;
}
