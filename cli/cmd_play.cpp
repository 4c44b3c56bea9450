// caisson play: command a side yourself in the browser, the engine the umpire. A local server
// (server/) holds the game; the page and its JSON API are served on the loopback address. The
// options are read here, in every program; cli/play_options.hpp says where the game is served.
#include <memory>

#include "cli/commander_choice.hpp"
#include "cli/commands.hpp"
#include "cli/play_options.hpp"

namespace caisson::cli {

CommandAction add_play(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  CLI::App* cmd = app.add_subcommand("play", "Command a side yourself in the browser, the engine the umpire");
  cmd->add_option("file", o->file, "The battle file");
  cmd->add_option("--as", o->as, "The side you play, as the battle file names it, or both (hot-seat)");
  cmd->add_option("--resume", o->resume, "Continue a game saved from the page");
  cmd->add_option("--seed", o->seed, "The dice seed (default: random, printed)");
  cmd->add_option("--rules", o->rules, "Play under another rule system than the battle file names");
  add_commander_option(*cmd, o->commanders);
  cmd->add_option("--port", o->port, "The port to listen on (default: any free one, printed)")->check(CLI::Range(0, 65535));
  cmd->add_option("--host", o->host, "The address to listen on (default 127.0.0.1: this machine only)");
  cmd->add_option("--save-dir", o->save_dir, "Where the page's saves go (default saves/)");
  cmd->add_option("--log", o->log, "Write the game's JSON Lines log here when the battle ends (for render, replay, inspect)");
  return [o] { return serve_play(*o); };
}

}  // namespace caisson::cli
