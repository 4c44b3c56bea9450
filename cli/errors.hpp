#pragma once
#include "cli/commands.hpp"

namespace caisson::cli {

// Runs a command, turning every error into a message on stderr and the promised exit code:
// problems in the user's files or arguments exit 2, anything else inside the engine exits 1.
int run_guarded(const CommandAction& action);

// Thrown by commands for a problem with what the user gave (a missing file, a bad flag value).
struct BadInput : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace caisson::cli
