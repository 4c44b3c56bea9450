#pragma once
// What every fuzz target shares: its input written to a file of its own, and a `caisson` command
// run on that file exactly as main() runs it. A command may refuse the input (exit 2, with a
// message naming the file); anything else — a crash, a hang, a sanitizer report, an engine
// failure (exit 1, "internal error"), a refusal that does not name the file — is a finding.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.hpp"

namespace caisson::fuzz {

// This process's own folder for input files, under the build tree (so a battle file written
// there finds the source tree as its content root: `require "events.x"` works). Made on first
// use, removed at exit.
const std::filesystem::path& scratch_folder();

// Writes the bytes to `name` in the scratch folder; returns its path.
std::string write_scratch_file(const std::string& name, std::string_view bytes);

// Runs `caisson <args...>` with the command `add` registers, as main() does; returns its exit
// code. Aborts, printing why, on a finding: exit 1, or a refusal whose message lacks `named`.
int run_command(cli::CommandAction (*add)(CLI::App&), const std::vector<std::string>& args, std::string_view named);

inline std::string_view bytes_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace caisson::fuzz
