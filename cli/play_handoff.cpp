// `caisson play` in the program without the play server: the command, its options checked, is
// handed to caisson-play beside this program, which replaces this process (same process id,
// same output and exit code: a script that starts `caisson play` and stops it later sees one
// program).
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/play_options.hpp"

namespace caisson::cli {
namespace {

// This process's own arguments as the kernel holds them, NUL-separated.
std::vector<std::string> own_arguments() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  const std::string all{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::vector<std::string> args;
  for (std::size_t at = 0; at < all.size();) {
    const std::size_t end = all.find('\0', at);
    args.push_back(all.substr(at, end == std::string::npos ? std::string::npos : end - at));
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return args;
}

}  // namespace

int serve_play(const PlayOptions&) {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  const std::filesystem::path server = self.parent_path() / "caisson-play";
  if (ec || !std::filesystem::exists(server))
    throw BadInput(fmt::format("caisson play is served by caisson-play, which is not beside this program ({}): "
                               "build it with `cmake --build --preset release --target caisson-play`",
                               server.string()));
  std::vector<std::string> args = own_arguments();
  if (args.empty()) throw BadInput("caisson play: cannot read this program's own arguments (/proc/self/cmdline)");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::fflush(nullptr);
  execv(server.c_str(), argv.data());
  throw BadInput(fmt::format("caisson play: cannot start {}: {}", server.string(), std::strerror(errno)));
}

}  // namespace caisson::cli
