// The battle-file loader as `caisson check FILE` runs it: the input is the text of a battle file,
// run in the sandbox, validated field by field, set up on the table and checked. It may be
// refused (exit 2, naming a Lua file); it must not crash, hang, escape or fail inside the engine.
#include <cstdint>
#include <filesystem>

#include "tests/fuzz/command_harness.hpp"

using namespace caisson;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  // The reference battle requires its event table from beside it.
  const std::filesystem::path events = std::filesystem::path(CAISSON_SOURCE_ROOT) / "bench/battles/reference_events.lua";
  std::filesystem::copy_file(events, fuzz::scratch_folder() / "reference_events.lua",
                             std::filesystem::copy_options::overwrite_existing);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string file = fuzz::write_scratch_file("fuzz.lua", fuzz::bytes_of(data, size));
  // A refusal names fuzz.lua, or the module it required where the problem shows (an event table
  // naming a unit the mutated battle lacks: "events/fredericksburg.lua:21: ...").
  fuzz::run_command(cli::add_check, {"check", file}, ".lua");
  return 0;
}
