#pragma once
// Each `caisson` sub-command registers its options on the app and returns the action to run.
#include <functional>

#include <CLI/CLI.hpp>

namespace caisson::cli {

using CommandAction = std::function<int()>;

CommandAction add_run(CLI::App& app);
CommandAction add_check(CLI::App& app);
CommandAction add_rules(CLI::App& app);
CommandAction add_new(CLI::App& app);
CommandAction add_resume(CLI::App& app);
CommandAction add_inspect(CLI::App& app);
CommandAction add_campaign(CLI::App& app);
CommandAction add_render(CLI::App& app);
CommandAction add_replay(CLI::App& app);
CommandAction add_sweep(CLI::App& app);
CommandAction add_merge(CLI::App& app);
CommandAction add_match(CLI::App& app);
CommandAction add_odds(CLI::App& app);
CommandAction add_play(CLI::App& app);

}  // namespace caisson::cli
