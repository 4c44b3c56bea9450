// caisson campaign: play a campaign's linked battles in order, survivors carrying their losses,
// saving after each battle; --resume continues a saved campaign.
#include <algorithm>
#include <filesystem>
#include <memory>
#include <random>
#include <string_view>

#include <fmt/format.h>

#include "bindings/battle_loader.hpp"
#include "bindings/campaign_loader.hpp"
#include "cli/campaign_standing.hpp"
#include "cli/commander_choice.hpp"
#include "cli/commands.hpp"
#include "cli/content_root.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/save_loading.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/campaign/campaign_save.hpp"
#include "engine/campaign/carry_over.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/narrative.hpp"
#include "engine/play/result.hpp"
#include "engine/text/terminal_text.hpp"

namespace caisson::cli {
namespace {

namespace fs = std::filesystem;

struct CampaignOptions {
  std::string file;
  std::optional<std::uint64_t> seed;
  std::string save_dir = "saves";
  std::string resume;
  std::string log = "text";
  std::string format = "binary";
  int stop_after = 0;  // battles to play in this sitting (0: all)
  std::vector<std::string> commanders;  // SIDE=NAME
};

// Everything a campaign sitting works with: the campaign file, every script it will run (all
// battles are loaded and checked up front, so a mistake in the third battle shows before the
// first is played), and the state carried so far.
struct Sitting {
  CampaignSave save;
  lua::LoadedCampaign campaign;
  std::map<std::string, std::string> texts;  // shown path -> text
  // The save this sitting resumed ("" when started from the campaign file): its texts came from
  // that save, which may have been edited, so what fails in them is said of the save.
  std::string resumed_from;
};

std::vector<std::pair<std::string, std::string>> battle_files(const Sitting& s, const std::string& battle_file) {
  std::string shown = fs::path(battle_file).lexically_normal().string();
  auto it = s.texts.find(shown);
  if (it == s.texts.end() && !s.resumed_from.empty())
    throw BadInput(fmt::format("{}: the save does not hold {}, a battle of its campaign: the save is damaged", s.resumed_from, shown));
  if (it == s.texts.end()) throw BadInput(fmt::format("the campaign has no text for {}", shown));
  std::vector<std::pair<std::string, std::string>> files{{shown, it->second}};
  for (const auto& [path, text] : s.texts)
    if (path != shown) files.emplace_back(path, text);
  return files;
}

// A battle of the campaign from the sitting's texts: those just read from disk, or those the
// resumed save holds.
lua::LoadedBattle load_sitting_battle(const Sitting& s, const std::string& battle_file) {
  if (s.resumed_from.empty()) return lua::load_saved_battle(battle_files(s, battle_file), s.save.content_root);
  return load_carried_battle(battle_files(s, battle_file), s.save.content_root, s.resumed_from);
}

// Runs Lua of the sitting's files (a battle's hooks, the campaign's next and between): in a
// resumed sitting, a failure is said of the save the texts came from. `kind`: "battle" or "campaign".
template <class Run>
auto run_sitting_lua(const Sitting& s, std::string_view kind, Run run) {
  if (s.resumed_from.empty()) return run();
  std::string failed;
  try {
    return run();
  } catch (const lua::ScriptError& e) {
    failed = e.what();  // reported below, once out of the handler
  }
  throw carried_file_failed(s.resumed_from, kind, failed);
}

// Loads every battle once to check it (the commanders chosen for its sides too) and to keep the
// texts it ran.
void gather_battles(Sitting& s) {
  fs::path root = s.save.content_root;
  for (const auto& b : s.campaign.campaign->battles) {
    lua::LoadedBattle loaded = lua::load_battle(root / b.file, root);
    commanders_for(s.save.commanders, loaded.scenario->side_names, loaded.scenario->title);
    for (const auto& [path, text] : loaded.loaded_files()) s.texts.emplace(path, text);
  }
}

Sitting start_campaign(const CampaignOptions& o) {
  std::error_code ec;
  if (!fs::is_regular_file(o.file, ec)) throw BadInput(fmt::format("cannot open {}: no such file", o.file));
  Sitting s;
  s.save.commanders = parse_commander_choice(o.commanders);
  fs::path root = content_root_for(o.file);
  s.save.content_root = root.string();
  s.campaign = lua::load_campaign(o.file, root);
  for (const auto& [path, text] : s.campaign.lua->loaded_files()) s.texts.emplace(path, text);
  s.save.campaign_file = s.campaign.lua->loaded_files().front().first;
  gather_battles(s);
  s.save.state.next_battle = s.campaign.campaign->start;
  s.save.state.seed = o.seed ? *o.seed : std::random_device{}();
  return s;
}

Sitting resume_campaign(const CampaignOptions& o) {
  if (!o.commanders.empty())
    throw BadInput("--commander: a resumed campaign goes on with the commanders it was started with (its save records them)");
  Sitting s;
  s.resumed_from = o.resume;
  try {
    s.save = read_campaign_save(o.resume);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
  for (const auto& [side, name] : s.save.commanders) {
    if (name == kRetiredCommander) throw BadInput(played_by_retired_commander(o.resume));
    if (!is_built_in_commander(name))
      throw BadInput(fmt::format("{}: the save names a built-in commander '{}' that caisson does not have: the save is damaged",
                                 o.resume, name));
  }
  for (const auto& f : s.save.scripts) s.texts.emplace(f.path, f.text);
  fs::path root = s.save.content_root;
  s.campaign = load_carried_campaign(s.save.campaign_file, root, s.texts, o.resume);
  if (s.save.state.next_battle.empty()) throw BadInput(fmt::format("{}: that campaign is already over", o.resume));
  // Every battle still to come loads from the save's texts before any is played, as a campaign
  // started afresh checks its battles (gather_battles): a damaged one shows now, not battles later.
  for (const auto& b : s.campaign.campaign->battles) load_sitting_battle(s, b.file);
  return s;
}

void save_sitting(Sitting& s, const CampaignOptions& o) {
  fs::create_directories(o.save_dir);
  s.save.scripts.clear();
  s.save.scripts.push_back({s.save.campaign_file, s.texts.at(s.save.campaign_file)});
  for (const auto& [path, text] : s.texts)
    if (path != s.save.campaign_file) s.save.scripts.push_back({path, text});
  fs::path path = fs::path(o.save_dir) / "campaign.save";
  try {
    write_campaign_save(path, s.save, o.format == "json" ? SaveFormat::json : SaveFormat::binary);
  } catch (const SaveError& e) {
    throw BadInput(e.what());
  }
  if (o.log != "quiet") fmt::print("(campaign saved to {})\n", path.string());
}

BattleSummary play_one(Sitting& s, const CampaignBattle& cb, const CampaignOptions& o) {
  CampaignState& state = s.save.state;
  const Campaign& campaign = *s.campaign.campaign;
  lua::LoadedBattle loaded = load_sitting_battle(s, cb.file);
  apply_carry_over(*loaded.scenario, state, campaign.carry);
  std::uint64_t seed = state.seed + state.fought.size();
  Battle battle(loaded.scenario, seed);
  battle.built_in_commanders = commanders_for(s.save.commanders, loaded.scenario->side_names, loaded.scenario->title);
  Narrative narrative(stdout);
  CommandersLine commanders_told(stdout);
  if (o.log == "text") {
    battle.log.attach(&narrative);
    battle.log.attach(&commanders_told);
  }
  ArmyCommand commander(battle.scenario->controllers, battle.built_in_commanders);
  run_sitting_lua(s, "battle", [&] { Driver(battle, commander, commander).play(); });
  Result r = result_of(battle);
  BattleSummary summary{cb.id, seed, r.outcome, battle.scenario->side_names, r.stands_lost, r.men_lost};
  record_battle(state, battle, campaign.carry);
  state.fought.push_back(summary);
  return summary;
}

int run_campaign(const CampaignOptions& o) {
  if (o.file.empty() == o.resume.empty()) throw BadInput("give a campaign file, or --resume PATH (not both)");
  Sitting s = o.resume.empty() ? start_campaign(o) : resume_campaign(o);
  const Campaign& campaign = *s.campaign.campaign;
  CampaignState& state = s.save.state;
  if (o.log != "quiet" && state.fought.empty()) fmt::print("{} — seed {}\n", terminal_safe(campaign.title), state.seed);
  int played = 0;
  while (!state.next_battle.empty()) {
    const CampaignBattle* cb = campaign.find(state.next_battle);
    if (!cb) throw BadInput(fmt::format("{}: no battle has the id '{}'", campaign.source_file, state.next_battle));
    if (o.log != "quiet") fmt::print("\n######## Battle {}: {} ########\n", state.fought.size() + 1, terminal_safe(cb->id));
    BattleSummary summary = play_one(s, *cb, o);
    std::size_t notes_before = state.notes.size();
    if (campaign.between) run_sitting_lua(s, "campaign", [&] { campaign.between(state, summary); });
    auto next = cb->next ? run_sitting_lua(s, "campaign", [&] { return cb->next(summary); }) : std::nullopt;
    if (next && !campaign.find(*next))
      throw BadInput(fmt::format("{}: battle '{}' next returned '{}', which is no battle of the campaign", campaign.source_file,
                                 cb->id, *next));
    state.next_battle = next.value_or("");
    print_standing(stdout, campaign, state, notes_before, o.log == "quiet");
    save_sitting(s, o);
    if (o.stop_after > 0 && ++played >= o.stop_after) break;
  }
  if (state.next_battle.empty()) print_final_standing(stdout, campaign, state, o.log == "quiet");
  return kSuccess;
}

}  // namespace

CommandAction add_campaign(CLI::App& app) {
  auto o = std::make_shared<CampaignOptions>();
  CLI::App* cmd = app.add_subcommand("campaign", "Play a campaign's linked battles, survivors carrying their losses");
  cmd->add_option("file", o->file, "The campaign file");
  cmd->add_option("--seed", o->seed, "The campaign's seed; battle k is played with seed + k (default: random, printed)");
  cmd->add_option("--save-dir", o->save_dir, "Where campaign.save is written after each battle (default: saves)");
  cmd->add_option("--resume", o->resume, "Continue a saved campaign");
  cmd->add_option("--log", o->log, "text (every battle's narrative) or quiet (results and standings only)")
      ->check(CLI::IsMember({"text", "quiet"}));
  cmd->add_option("--format", o->format, "The save's format: binary (default) or json")->check(CLI::IsMember({"binary", "json"}));
  cmd->add_option("--battles", o->stop_after, "Play at most this many battles now, then stop (the save resumes the rest)");
  add_commander_option(*cmd, o->commanders);
  return [o] { return run_campaign(*o); };
}

}  // namespace caisson::cli
