#pragma once
// `caisson play`'s options, and where the game is served. The play server links cpp-httplib,
// and with it OpenSSL, zlib and brotli: loading and starting those took 8.5 M instructions at
// every start of the program (bench/README.md, session 49), more than a third of what one
// reference battle costs, for a command few runs use. So `caisson` parses `play` as every command and hands it to its sibling
// program `caisson-play` (cli/play_handoff.cpp), which serves it (cli/play_serve.cpp).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace caisson::cli {

struct PlayOptions {
  std::string file;
  std::string as;
  std::string resume;
  std::optional<std::uint64_t> seed;
  std::string rules;
  std::vector<std::string> commanders;
  int port = 0;
  std::string host = "127.0.0.1";
  std::string save_dir = "saves";
  std::string log;
};

// Plays the game as the options say: serves it (caisson-play), or hands the command over to the
// program that does (caisson). Returns the exit code.
int serve_play(const PlayOptions& o);

}  // namespace caisson::cli
