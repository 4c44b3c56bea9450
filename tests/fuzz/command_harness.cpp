#include "tests/fuzz/command_harness.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>

#include <unistd.h>

#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"

namespace caisson::fuzz {

namespace fs = std::filesystem;

namespace {

void remove_fuzz_scratch() {
  std::error_code ignored;
  fs::remove_all(scratch_folder(), ignored);
}

[[noreturn]] void report_finding(const std::vector<std::string>& args, const std::string& why) {
  std::string command = "caisson";
  for (const auto& a : args) command += " " + a;
  std::fprintf(stderr, "\n==fuzz finding== %s\n  %s\n", command.c_str(), why.c_str());
  std::fflush(stderr);
  std::abort();
}

}  // namespace

const fs::path& scratch_folder() {
  static const fs::path folder = [] {
    fs::path f = fs::path(CAISSON_FUZZ_SCRATCH) / ("scratch-" + std::to_string(getpid()));
    fs::create_directories(f);
    std::atexit(remove_fuzz_scratch);
    return f;
  }();
  return folder;
}

std::string write_scratch_file(const std::string& name, std::string_view bytes) {
  const fs::path path = scratch_folder() / name;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    std::abort();
  }
  return path.string();
}

int run_command(cli::CommandAction (*add)(CLI::App&), const std::vector<std::string>& args, std::string_view named) {
  CLI::App app{"caisson"};
  cli::CommandAction action = add(app);
  std::vector<const char*> argv{"caisson"};
  for (const auto& a : args) argv.push_back(a.c_str());
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError& e) {
    report_finding(args, std::string("the fuzz target's own arguments do not parse: ") + e.what());
  }
  int code = cli::kSuccess;
  std::string message;
  try {
    code = action();
  } catch (const std::exception&) {
    const cli::CommandFailure failure = cli::failure_of_current_exception();
    code = failure.exit_code;
    message = failure.message;
  }
  if (code == cli::kEngineFailure) report_finding(args, "exit 1 on bad input: " + message);
  // (A command that returns 2 itself has printed its problems, each naming the file, as it went.)
  if (code == cli::kBadInput && !message.empty() && message.find(named) == std::string::npos)
    report_finding(args, "a refusal that does not name " + std::string(named) + ": " + message);
  return code;
}

}  // namespace caisson::fuzz
