// caisson: play American Civil War battles written in Lua.
#include <cstdio>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/version.hpp"

int main(int argc, char** argv) {
  using namespace caisson::cli;
  CLI::App app{"caisson — American Civil War battles scripted in Lua"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "caisson " + caisson_version());
  std::vector<std::pair<CLI::App*, CommandAction>> commands;
  auto add = [&](CommandAction (*adder)(CLI::App&)) {
    std::size_t before = app.get_subcommands({}).size();
    CommandAction action = adder(app);
    commands.emplace_back(app.get_subcommands({})[before], std::move(action));
  };
  add(add_run);
  add(add_check);
  add(add_rules);
  add(add_new);
  add(add_resume);
  add(add_inspect);
  add(add_campaign);
  add(add_render);
  add(add_replay);
  add(add_sweep);
  add(add_merge);
  add(add_match);
  add(add_odds);
  add(add_play);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? kSuccess : kBadInput;
  }
  for (auto& [sub, action] : commands)
    if (sub->parsed()) return run_guarded(action);
  return kBadInput;
}
