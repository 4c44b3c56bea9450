#pragma once
#include <string>

#include "cli/commands.hpp"

namespace caisson::cli {

// Runs a command, turning every error into a message on stderr and the promised exit code:
// problems in the user's files or arguments exit 2, anything else inside the engine exits 1.
int run_guarded(const CommandAction& action);

// What run_guarded makes of the exception being handled: call it only inside a catch block.
// The fuzz targets judge a command's failure by the same rule (exit 1 on bad input is a finding).
struct CommandFailure {
  int exit_code;
  std::string message;  // as printed on stderr
};
CommandFailure failure_of_current_exception();

// Thrown by commands for a problem with what the user gave (a missing file, a bad flag value).
struct BadInput : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace caisson::cli
