// The save loader as `caisson inspect` and `caisson resume` run it: the input is a battle save,
// binary (its header's size and checksum made to fit) or JSON. It is inspected, then resumed for
// one turn and saved again. (Campaign saves reach inspect too.)
#include <cstdint>
#include <limits>
#include <string>

#include "engine/persist/save_file.hpp"
#include "tests/fuzz/command_harness.hpp"

using namespace caisson;

namespace {

// A binary save's header holds its payload's size and checksum: a mutated payload would almost
// always be refused for its checksum alone. As someone who edits a save would, write the header
// anew for the payload (keeping the format version), so the mutations reach the decoder.
std::string with_header_repaired(std::string bytes) {
  static constexpr envelope::Kind kFuzzedBattleSave{"CAISSON SAVE\n", "battle"};
  constexpr std::size_t kHeader = kFuzzedBattleSave.magic.size() + 4 + 8 + 8;  // magic, version, size, checksum
  if (bytes.size() < kHeader || bytes.compare(0, kFuzzedBattleSave.magic.size(), kFuzzedBattleSave.magic) != 0) return bytes;
  std::uint32_t version = 0;
  for (std::size_t i = 0; i < 4; ++i)
    version |= static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[kFuzzedBattleSave.magic.size() + i])) << (8 * i);
  return envelope::wrap_binary(kFuzzedBattleSave, bytes.substr(kHeader), version);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes = with_header_repaired(std::string(fuzz::bytes_of(data, size)));
  const std::string save = fuzz::write_scratch_file("fuzz.save", bytes);
  fuzz::run_command(cli::add_inspect, {"inspect", save}, "fuzz.save");
  // Resume for one turn: the turn the save stands after is read the way resume reads it.
  int turn = 0;
  try {
    turn = decode_save(bytes, save).turn;
  } catch (const SaveError&) {
    return 0;  // refused: inspect has judged the message
  }
  if (turn < 0 || turn >= std::numeric_limits<int>::max() - 1) return 0;
  const std::string again = (fuzz::scratch_folder() / "again.save").string();
  fuzz::run_command(cli::add_resume,
                    {"resume", save, "--log", "quiet", "--save-at", std::to_string(turn + 1), "--save", again},
                    "fuzz.save");
  return 0;
}
