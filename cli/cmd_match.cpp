// caisson match: two built-in commanders play one battle against each other. Every seed is
// played twice, once with A commanding the battle's first side and B the second, once with the
// sides swapped, so that a battle which favours one side favours neither commander. The games
// run as two sweeps over the same seeds on the same worker threads and Lua states.
#include <memory>
#include <thread>

#include <fmt/format.h>

#include "cli/commander_choice.hpp"
#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/sweep_workers.hpp"
#include "engine/sweep/match.hpp"
#include "engine/text/terminal_text.hpp"

namespace caisson::cli {
namespace {

struct MatchOptions {
  std::string file;
  std::string a, b;
  std::uint64_t runs = 0;
  std::uint64_t seed = 1;
  std::string rules;
  unsigned workers = 0;
  bool json = false;
};

// A side the battle file gives to a Lua controller is never played by a built-in commander.
void check_built_in_play_both_sides(const Scenario& s) {
  for (Side side : {Side{0}, Side{1}})
    if (s.controllers.sides[side])
      throw BadInput(fmt::format("match: {} gives {} its own Lua controller, so no built-in commander would play it",
                                 s.title, s.side_names[side]));
}

std::string percent(double share) { return fmt::format("{:.1f}%", 100 * share); }

void print_row(std::FILE* out, const std::string& label, const sweep::MatchRecord& r) {
  const sweep::Interval ci = r.a_share_interval();
  fmt::print(out, "  {:<14} {:>6} {:>6} {:>6} {:>6}  {:>7}  {:>6} – {:<6}  {:>7.2f} {:>7.2f}  {:>7.0f} {:>7.0f}\n", label, r.games,
             r.a_wins, r.b_wins, r.draws, percent(r.a_share()), percent(ci.low), percent(ci.high), r.mean_a_lost(), r.mean_b_lost(),
             r.mean_a_men_lost(), r.mean_b_men_lost());
}

// What the interval says, in words: a commander is the stronger only when the whole interval
// lies on its side of one half.
std::string verdict(const sweep::MatchTally& t) {
  const sweep::Interval ci = t.all.a_share_interval();
  if (ci.low > 0.5) return fmt::format("{} (A) is the stronger: the interval lies above 50%", t.a);
  if (ci.high < 0.5) return fmt::format("{} (B) is the stronger: the interval lies below 50%", t.b);
  return "Neither is clearly the stronger: the interval holds 50% (more runs narrow it)";
}

void print_match(std::FILE* out, const sweep::MatchTally& t, const std::string& rules, sweep::SeedRange seeds) {
  const sweep::MatchRecord& all = t.all;
  const sweep::Interval ci = all.a_share_interval();
  fmt::print(out, "{} ({} rules): seeds {}..{}, each played twice with the sides swapped\n", terminal_safe(t.battle), rules,
             seeds.first, seeds.first + seeds.count - 1);
  fmt::print(out, "A {} against B {}: {} games\n\n", t.a, t.b, all.games);
  fmt::print(out, "  A won {}, B won {}, drawn {}\n", all.a_wins, all.b_wins, all.draws);
  if (all.decided()) {
    fmt::print(out, "  A's share of the decided games: {} (95% interval {} – {})\n", percent(all.a_share()), percent(ci.low),
               percent(ci.high));
    fmt::print(out, "  {}\n", verdict(t));
  } else
    fmt::print(out, "  No game was decided: nothing to tell the commanders apart\n");
  fmt::print(out, "  Seeds: A won both games {}, B won both {}, each won one {}, a game drawn {}\n", t.pairs.a_both, t.pairs.b_both,
             t.pairs.split, t.pairs.with_draw);
  fmt::print(out, "  Men lost a game: {} {:.0f}, {} {:.0f} (means over every game, whoever commanded)\n", terminal_safe(t.sides[0]),
             t.mean_side_men_lost(0), terminal_safe(t.sides[1]), t.mean_side_men_lost(1));
  fmt::print(out, "\n  {:<14} {:>6} {:>6} {:>6} {:>6}  {:>7}  {:^15}  {:>15}  {:>15}\n", "", "games", "A won", "B won", "drawn",
             "A share", "95% interval", "stands lost A/B", "men lost A/B");
  for (Side s : {Side{0}, Side{1}}) print_row(out, fmt::format("A as {}", terminal_safe(t.sides[s])), t.a_on_side[s]);
  print_row(out, "all", all);
}

int run_match(const MatchOptions& o) {
  check_commander_name(o.a, "--a");
  check_commander_name(o.b, "--b");
  if (o.runs == 0) throw BadInput("--runs: expected at least 1 seed");
  LoadedBattlePool pool(o.file, o.rules);
  check_built_in_play_both_sides(pool.scenario());
  const sweep::SeedRange seeds{o.seed, o.runs};

  Progress progress(2 * seeds.count);
  sweep::SweepControl control;
  control.workers = o.workers ? o.workers : std::max(1u, std::thread::hardware_concurrency());
  auto half = [&](CommanderNames names, std::uint64_t done_before) {
    control.progress = [&progress, done_before](std::uint64_t done) { progress.show(done_before + done); };
    return sweep::run_sweep(sweep::SweepStats(pool.scenario(), std::move(names)), seeds, pool.players(), control);
  };
  const sweep::SweepStats a_first = half({o.a, o.b}, 0);
  const sweep::SweepStats b_first = half({o.b, o.a}, seeds.count);
  progress.clear();

  const sweep::MatchTally tally = sweep::tally_match(a_first, b_first);
  const std::string rules = pool.scenario().rules;
  if (o.json) {
    nlohmann::json j = sweep::to_json(tally);
    j["rules"] = rules;
    j["first_seed"] = seeds.first;
    j["seeds"] = seeds.count;
    fmt::print("{}\n", j.dump(2));
  } else {
    print_match(stdout, tally, rules, seeds);
  }
  return kSuccess;
}

}  // namespace

CommandAction add_match(CLI::App& app) {
  auto o = std::make_shared<MatchOptions>();
  const std::string which = fmt::format("({0}, or {0}:aggression=A,caution=C with a temperament of its own)", kDefaultCommander);
  CLI::App* cmd = app.add_subcommand("match", "Two built-in commanders (temperaments of the brigade commander) play a battle, "
                                              "every seed twice with the sides swapped");
  cmd->add_option("file", o->file, "The battle file")->required();
  cmd->add_option("--a", o->a, "Commander A " + which)->required();
  cmd->add_option("--b", o->b, "Commander B " + which)->required();
  cmd->add_option("--runs,-n", o->runs, "How many seeds: S, S+1, ..., S+N-1 (2N games)")->required();
  cmd->add_option("--seed", o->seed, "The first seed (default 1)");
  cmd->add_option("--rules", o->rules, "Play under another rule system than the battle file names");
  cmd->add_option("-j,--workers", o->workers, "Worker threads (default: one per core)")->check(CLI::Range(1u, 1024u));
  cmd->add_flag("--json", o->json, "Print the result as one JSON object (a_share, a_share_low, a_share_high, a_wins, ...)");
  return [o] { return run_match(*o); };
}

}  // namespace caisson::cli
