#pragma once
// Shared by the tests that run the `caisson` program: run it with arguments, get its exit code
// and what it printed.
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

#include <catch2/catch.hpp>

namespace cli_test {

struct Ran {
  int code = -1;
  std::string out;  // stdout, and stderr unless left out
};

// A shell command line, as written.
inline Ran run_shell(const std::string& cmd) {
  Ran r;
  std::FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p != nullptr);
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// `in_folder`, when given, is the working folder the program runs in.
inline Ran run_caisson(const std::string& args, bool with_stderr = true, const std::string& in_folder = "") {
  return run_shell((in_folder.empty() ? std::string() : "cd '" + in_folder + "' && ") + std::string(CAISSON_EXE) + " " +
                   args + (with_stderr ? " 2>&1" : " 2>/dev/null"));
}

}  // namespace cli_test
