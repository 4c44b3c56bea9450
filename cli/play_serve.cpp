// caisson-play serves `caisson play`: sets the game up (a new battle, or a save resumed) and
// answers the page until stopped.
#include <algorithm>
#include <cctype>
#include <memory>
#include <random>

#include <fmt/format.h>

#include "cli/battle_file.hpp"
#include "cli/commander_choice.hpp"
#include "cli/content_root.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/play_options.hpp"
#include "cli/save_loading.hpp"
#include "engine/persist/save_file.hpp"
#include "server/play_server.hpp"

namespace caisson::cli {
namespace {

std::string lowered(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

// --as USA, --as csa, --as both.
std::array<bool, 2> sides_played(const std::string& as, const std::array<std::string, 2>& sides) {
  if (lowered(as) == "both") return {true, true};
  for (Side s : {0, 1})
    if (lowered(as) == lowered(sides[s])) return {s == 0, s == 1};
  throw BadInput(fmt::format("--as {}: the battle's sides are {} and {} (or both, for hot-seat)", as, sides[0], sides[1]));
}

std::string played_words(const std::array<bool, 2>& person, const std::array<std::string, 2>& sides) {
  if (person[0] && person[1]) return fmt::format("both sides ({} and {}, hot-seat)", sides[0], sides[1]);
  Side s = person[0] ? 0 : 1;
  return fmt::format("{} (the built-in commander plays {})", sides[s], sides[other(s)]);
}

server::GameSetup new_game(const PlayOptions& o) {
  if (o.file.empty()) throw BadInput("caisson play needs a battle file (or --resume SAVE)");
  if (o.as.empty()) throw BadInput("--as SIDE is needed: the side you play (or both)");
  server::GameSetup g{lua::LoadedBattle{}, o.file, content_root_for(o.file).string(), 0, {}, {}, {}, o.log};
  g.loaded = load_battle_file(o.file, o.rules);
  g.seed = o.seed ? *o.seed : std::random_device{}();
  g.person = sides_played(o.as, g.loaded.scenario->side_names);
  g.commanders = commanders_for(parse_commander_choice(o.commanders), g.loaded.scenario->side_names, g.loaded.scenario->title);
  {
    Battle check(g.loaded.scenario, g.seed);
    if (report_setup_problems(check)) throw BadInput(fmt::format("{}: the set-up has problems (above)", o.file));
  }
  return g;
}

server::GameSetup resumed_game(const PlayOptions& o) {
  if (!o.file.empty() || !o.as.empty() || o.seed || !o.rules.empty() || !o.commanders.empty())
    throw BadInput("--resume continues a saved game as it was: give no battle file, --as, --seed, --rules or --commander");
  PlaySave save;
  try {
    save = read_play_save(o.resume);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
  if (!save.person[0] && !save.person[1]) throw BadInput(fmt::format("{}: the save has no side played by a person", o.resume));
  server::GameSetup g{lua::LoadedBattle{}, save.battle_file, save.content_root, save.seed, save.person,
                      save.built_in_commanders, std::move(save.choices), o.log};
  for (const std::string& name : g.commanders) check_commander_name(name, o.resume);
  g.loaded = load_battle_of_save(save.scripts, save.content_root, save.rules, o.resume);
  return g;
}

}  // namespace

int serve_play(const PlayOptions& o) {
  const bool resuming = !o.resume.empty();
  server::GameSetup setup = resuming ? resumed_game(o) : new_game(o);
  const std::string title = setup.loaded.scenario->title;
  const auto sides = setup.loaded.scenario->side_names;
  const std::string who = played_words(setup.person, sides);
  const std::uint64_t seed = setup.seed;
  std::unique_ptr<server::PlayedGame> game;
  try {
    game = std::make_unique<server::PlayedGame>(std::move(setup));
  } catch (const ReplayDiverged& e) {
    throw BadInput(fmt::format("{}: {}: the save does not fit its battle", o.resume, e.what()));
  }
  server::PlayServer http(*game, server::ServerOptions{o.host, o.port, o.save_dir});
  int port = 0;
  try {
    port = http.bind();
  } catch (const std::runtime_error& e) {
    throw BadInput(e.what());
  }
  fmt::print("caisson: {} {} as {}, seed {}\n", resuming ? "resuming" : "playing", title, who, seed);
  if (o.host != "127.0.0.1" && o.host != "localhost" && o.host != "::1")
    fmt::print("caisson: listening on {} — beyond this machine's loopback: anyone who can reach it can play\n", o.host);
  fmt::print("caisson: open http://{}:{}/ (Ctrl-C stops; saves go to {}/)\n",
             o.host == "0.0.0.0" || o.host == "::" ? "127.0.0.1" : o.host, port, o.save_dir);
  std::fflush(stdout);
  http.serve();
  return kSuccess;
}

}  // namespace caisson::cli
