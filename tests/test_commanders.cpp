// Choosing the built-in commander of each side (`--commander SIDE=NAME` on run, sweep and
// campaign): the choice is checked, recorded in the battle, saved and resumed, and recorded in
// sweep shards so that shards of other commanders never merge. Nothing here assumes how any
// commander plays: only that a battle is the same battle under the same commanders.
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/campaign/campaign_save.hpp"
#include "engine/persist/save_file.hpp"
#include "bindings/battle_loader.hpp"
#include "engine/play/driver.hpp"
#include "engine/scenario/temperament.hpp"
#include "engine/sweep/stats_json.hpp"
#include "lua_test_support.hpp"
#include "play_fixture.hpp"

namespace test_commanders {

using namespace caisson;
namespace fs = std::filesystem;

namespace {

using cli_test::run_caisson;

std::string source(const std::string& relative) { return (fs::path(CAISSON_SOURCE_ROOT) / relative).string(); }
std::string tiny() { return source("tests/data/tiny.lua"); }
std::string bull_run() { return source("scripts/first_bull_run.lua"); }

// The default built-in commander, and another: the brigade commander with a temperament of its
// own. A choice of the other shows.
std::string default_name() { return std::string(kDefaultCommander); }
std::string other_name() { return "brigade:aggression=0.1"; }

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A battle played two turns under the given commanders, its state captured as a save.
BattleSave skirmish_save(const CommanderNames& names) {
  Battle b(testing::skirmish_scenario(4), 5);
  b.built_in_commanders = names;
  ArmyCommand command(b.scenario->controllers, b.built_in_commanders);
  Driver d(b, command, command);
  d.stop_after(2);
  d.play();
  BattleSave save;
  save.battle_file = "scripts/test.lua";
  capture_state(b, save);
  return save;
}

}  // namespace

TEST_CASE("commanders: a battle is played by the default built-in commander unless one is chosen", "[commanders]") {
  Battle b(testing::skirmish_scenario(2), 1);
  CHECK(b.built_in_commanders == default_commanders());
  CHECK(b.built_in_commanders[0] == kDefaultCommander);
}

TEST_CASE("commanders: a save records each side's commander", "[commanders][persist]") {
  const CommanderNames chosen{"brigade:caution=0.9", "brigade"};
  const BattleSave save = skirmish_save(chosen);
  CHECK(save.built_in_commanders == chosen);
  for (SaveFormat format : {SaveFormat::binary, SaveFormat::json}) {
    BattleSave back = decode_save(encode_save(save, format), "x.save");
    CHECK(back.built_in_commanders == chosen);
    Battle resumed(testing::skirmish_scenario(4), 5);
    restore_state(resumed, back);
    CHECK(resumed.built_in_commanders == chosen);
  }
}

TEST_CASE("commanders: a campaign save records the choice — a format-1 one reads as the regimental commander's",
          "[commanders][persist][campaign]") {
  const envelope::Kind kind{"CAISSON CAMPAIGN\n", "campaign"};
  CampaignSave save;
  save.campaign_file = "campaigns/c.lua";
  save.commanders = {{"CSA", "brigade:aggression=0.2"}, {"both", "brigade"}};
  for (SaveFormat format : {SaveFormat::binary, SaveFormat::json})
    CHECK(decode_envelope<CampaignSave>(kind, encode_envelope(kind, save, format), "c.save").commanders == save.commanders);
  CHECK(decode_envelope<CampaignSave>(kind, encode_envelope(kind, CampaignSave{}, SaveFormat::json), "c.save").commanders.empty());

  auto j = nlohmann::ordered_json::parse(encode_envelope(kind, save, SaveFormat::json));
  j["format_version"] = 1;
  j["campaign"].erase("commanders");
  const CampaignSave old = decode_envelope<CampaignSave>(kind, j.dump(), "old.json");
  CHECK(old.commanders == std::map<std::string, std::string>{{"both", "regimental"}});
  CHECK(old.campaign_file == "campaigns/c.lua");
}

TEST_CASE("commanders: sweep shards record their commanders — a format-1 shard reads as the regimental one's",
          "[commanders][sweep]") {
  Scenario s;
  s.title = "Shards";
  sweep::SweepStats stats(s, {"brigade:aggression=0.2", "brigade"});
  CHECK(stats.commanders() == CommanderNames{"brigade:aggression=0.2", "brigade"});
  nlohmann::json j = sweep::to_json(stats);
  CHECK(j["commanders"] == nlohmann::json::array({"brigade:aggression=0.2", "brigade"}));
  CHECK(sweep::stats_from_json(j) == stats);
  CHECK_FALSE(sweep::stats_from_json(j) == sweep::SweepStats(s));

  j["version"] = 1;
  j.erase("commanders");
  CHECK(sweep::stats_from_json(j).commanders() == CommanderNames{"regimental", "regimental"});

  sweep::SweepStats other(s);  // the default on both sides
  CHECK_THROWS_AS(stats.merge(other), sweep::MergeError);
  CHECK_THROWS_WITH(stats.merge(other), Catch::Contains("different commanders"));
}

TEST_CASE("cli: --commander names a side and a built-in commander — a bad one exits 2 with the near miss",
          "[commanders][cli]") {
  const std::string other = other_name(), usual = default_name();
  const std::string told = "Built-in commanders: USA " + other + ", CSA " + usual + ".";
  auto ran = run_caisson("run " + tiny() + " --seed 3 --commander usa=" + other);
  CHECK(ran.code == 0);
  CHECK_THAT(ran.out, Catch::Contains(told));
  CHECK_THAT(run_caisson("run " + tiny() + " --seed 3").out, !Catch::Contains("Built-in commanders"));

  // Naming the default is the default, byte for byte; `both` and a side's own choice combine.
  CHECK(run_caisson("run " + tiny() + " --seed 3 --log json --commander both=" + usual).out ==
        run_caisson("run " + tiny() + " --seed 3 --log json").out);
  CHECK_THAT(run_caisson("run " + tiny() + " --seed 3 --commander CSA=" + usual + " --commander Both=" + other).out,
             Catch::Contains(told));
  // One SIDE=NAME per --commander: the battle file after it is still the file.
  CHECK(run_caisson("run --commander both=" + other + " " + tiny() + " --seed 3 --log quiet").code == 0);

  auto side = run_caisson("run " + tiny() + " --commander UAS=brigade");
  CHECK(side.code == 2);
  CHECK_THAT(side.out, Catch::Contains("Tiny has no side 'UAS'") && Catch::Contains("did you mean 'USA'?") &&
                           Catch::Contains("USA, CSA or both"));
  auto name = run_caisson("run " + tiny() + " --commander USA=brigadr");
  CHECK(name.code == 2);
  CHECK_THAT(name.out, Catch::Contains("--commander USA=brigadr") && Catch::Contains("did you mean 'brigade'?"));
  auto shape = run_caisson("run " + tiny() + " --commander brigade");
  CHECK(shape.code == 2);
  CHECK_THAT(shape.out, Catch::Contains("expected SIDE=NAME"));
  auto twice = run_caisson("run " + tiny() + " --commander USA=brigade --commander usa=" + other);
  CHECK(twice.code == 2);
  CHECK_THAT(twice.out, Catch::Contains("already given a commander"));
  CHECK(run_caisson("resume nowhere.save --commander USA=brigade").code == 2);

  auto sweep_side = run_caisson("sweep " + tiny() + " --runs 2 --commander Rebels=brigade");
  CHECK(sweep_side.code == 2);
  CHECK_THAT(sweep_side.out, Catch::Contains("no side 'Rebels'"));
  auto sweep_name = run_caisson("sweep " + tiny() + " --runs 2 --commander CSA=brigadee");
  CHECK(sweep_name.code == 2);
  CHECK_THAT(sweep_name.out, Catch::Contains("did you mean 'brigade'?"));
  auto campaign_side = run_caisson("campaign " + source("campaigns/manassas_1861.lua") + " --commander Yankees=brigade");
  CHECK(campaign_side.code == 2);
  CHECK_THAT(campaign_side.out, Catch::Contains("no side 'Yankees'"));
}

TEST_CASE("cli: a battle saved under chosen commanders resumes under them and ends as an unbroken run",
          "[commanders][cli][persist]") {
  lua_test::TempFolder tmp;
  const std::string save = (tmp.path / "chosen.save").string();
  const std::string other = other_name(), usual = default_name();
  for (const std::string& choice : {"--commander USA=" + other, "--commander both=" + other + " --commander CSA=" + usual}) {
    const std::string run = "run " + bull_run() + " --seed 4 --log json " + choice;
    const std::string straight = run_caisson(run, false).out;
    REQUIRE(straight.find("\"type\":\"end\"") != std::string::npos);
    for (int turn : {2, 7}) {
      INFO(choice << ", saved after turn " << turn);
      auto first = run_caisson(run + " --save-at " + std::to_string(turn) + " --save " + save, false);
      REQUIRE(first.code == 0);
      auto second = run_caisson("resume " + save + " --log json", false);
      REQUIRE(second.code == 0);
      CHECK(first.out + second.out == straight);
    }
    // A save draws by playing again from its seed under the commanders it records.
    CHECK(run_caisson("render " + save + " -o " + (tmp.path / "map.svg").string()).code == 0);
  }
  auto inspected = run_caisson("inspect " + save);
  CHECK_THAT(inspected.out, Catch::Contains("commanders    USA " + other + ", CSA " + usual + " (built-in)"));
  // A resumed narrative names them under its heading too.
  REQUIRE(run_caisson("run " + tiny() + " --seed 2 --commander USA=" + other + " --save-at 1 --save " + save).code == 0);
  CHECK_THAT(run_caisson("resume " + save).out,
             Catch::Contains("resumed after turn 1") && Catch::Contains("Built-in commanders: USA " + other + ", CSA " + usual + "."));
}

TEST_CASE("cli: a save naming a built-in commander caisson does not have is refused as damaged (exit 2)",
          "[commanders][cli][persist]") {
  lua_test::TempFolder tmp;
  const std::string save = (tmp.path / "named.json").string();
  REQUIRE(run_caisson("run " + tiny() + " --seed 2 --commander USA=" + other_name() + " --save-at 1 --format json --save " +
                      save).code == 0);
  std::string text;
  {
    std::ifstream in(save);
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  const std::string chosen = "\"" + other_name() + "\"";
  const auto at = text.find("\"built_in_commanders\"");
  REQUIRE(at != std::string::npos);
  text.replace(text.find(chosen, at), chosen.size(), "\"napoleon\"");
  const std::string damaged = (tmp.path / "damaged.json").string();
  std::ofstream(damaged) << text;
  auto resumed = run_caisson("resume " + damaged);
  CHECK(resumed.code == 2);
  CHECK_THAT(resumed.out, Catch::Contains("damaged.json") && Catch::Contains("'napoleon'"));
}

TEST_CASE("cli: a campaign save naming a built-in commander caisson does not have is refused as damaged (exit 2)",
          "[commanders][cli][campaign]") {
  lua_test::TempFolder tmp;
  const std::string dir = tmp.path.string();
  REQUIRE(run_caisson("campaign " + source("campaigns/manassas_1861.lua") + " --seed 2 --log quiet --battles 1 --format json" +
                      " --save-dir " + dir + " --commander CSA=" + other_name())
              .code == 0);
  nlohmann::json save;
  std::ifstream(dir + "/campaign.save") >> save;
  REQUIRE(save["campaign"]["commanders"].size() == 1);
  save["campaign"]["commanders"][0]["value"] = "napoleon";
  const std::string damaged = dir + "/damaged.save";
  std::ofstream(damaged) << save.dump();
  auto resumed = run_caisson("campaign --resume " + damaged + " --log quiet --save-dir " + dir + "/after");
  CHECK(resumed.code == 2);
  CHECK_THAT(resumed.out, Catch::Contains("damaged.save") && Catch::Contains("'napoleon'"));
}

TEST_CASE("cli: the retired regimental commander cannot be chosen, nor a save it played go on; its shards still merge",
          "[commanders][cli][persist][sweep][campaign]") {
  lua_test::TempFolder tmp;
  auto at = [&](const char* name) { return (tmp.path / name).string(); };
  const char* retired = "was played by the regimental commander, which was retired";
  for (const std::string& command : {"run " + tiny(), "sweep " + tiny() + " --runs 1", "campaign " + source("campaigns/manassas_1861.lua")}) {
    INFO(command);
    auto chosen = run_caisson(command + " --commander USA=regimental");
    CHECK(chosen.code == 2);
    CHECK_THAT(chosen.out, Catch::Contains("the regimental commander was retired") && Catch::Contains("brigade:aggression"));
  }
  CHECK(run_caisson("match " + tiny() + " --a brigade --b regimental --runs 1").code == 2);

  // A battle save it played (written here by editing the name into one the brigade commander played).
  REQUIRE(run_caisson("run " + tiny() + " --seed 2 --commander USA=" + other_name() + " --save-at 1 --format json --save " +
                      at("battle.json")).code == 0);
  std::string text = slurp(at("battle.json"));
  const std::string chosen = "\"" + other_name() + "\"";
  text.replace(text.find(chosen, text.find("\"built_in_commanders\"")), chosen.size(), "\"regimental\"");
  std::ofstream(at("retired.json")) << text;
  auto resumed = run_caisson("resume " + at("retired.json"));
  CHECK(resumed.code == 2);
  CHECK_THAT(resumed.out, Catch::Contains("retired.json " + std::string(retired)));

  // A campaign save.
  REQUIRE(run_caisson("campaign " + source("campaigns/manassas_1861.lua") + " --seed 2 --log quiet --battles 1 --format json" +
                      " --save-dir " + at("campaign") + " --commander CSA=" + other_name())
              .code == 0);
  nlohmann::json campaign;
  std::ifstream(at("campaign") + "/campaign.save") >> campaign;
  campaign["campaign"]["commanders"][0]["value"] = "regimental";
  std::ofstream(at("campaign.save")) << campaign.dump();
  auto went_on = run_caisson("campaign --resume " + at("campaign.save") + " --log quiet --save-dir " + at("after"));
  CHECK(went_on.code == 2);
  CHECK_THAT(went_on.out, Catch::Contains("campaign.save " + std::string(retired)));

  // A sweep shard: it merges, showing what played it; it cannot be resumed.
  REQUIRE(run_caisson("sweep " + tiny() + " --seeds 1:3 --json " + at("shard.json")).code == 0);
  nlohmann::json shard;
  std::ifstream(at("shard.json")) >> shard;
  shard["commanders"] = nlohmann::json::array({"regimental", "regimental"});
  std::ofstream(at("old.json")) << shard.dump();
  auto merged = run_caisson("merge " + at("old.json"));
  CHECK(merged.code == 0);
  CHECK_THAT(merged.out, Catch::Contains("Built-in commanders: USA regimental, CSA regimental"));
  auto rest = run_caisson("sweep --resume " + at("old.json"));
  CHECK(rest.code == 2);
  CHECK_THAT(rest.out, Catch::Contains("old.json " + std::string(retired)));
}

TEST_CASE("cli: a campaign keeps the commanders it was started with", "[commanders][cli][campaign]") {
  lua_test::TempFolder tmp;
  const std::string dir = tmp.path.string();
  const std::string start =
      "campaign " + source("campaigns/manassas_1861.lua") + " --seed 2 --log quiet --commander CSA=" + other_name();
  const std::string straight = run_caisson(start + " --save-dir " + dir + "/straight").out;
  REQUIRE(straight.find("battles fought") != std::string::npos);
  auto first = run_caisson(start + " --save-dir " + dir + "/parts --battles 1");
  REQUIRE(first.code == 0);
  const std::string saved = dir + "/parts/campaign.save";
  CHECK_THAT(run_caisson("inspect " + saved).out, Catch::Contains("commanders    CSA=" + other_name()));
  auto again = run_caisson("campaign --resume " + saved + " --commander CSA=brigade");
  CHECK(again.code == 2);
  CHECK_THAT(again.out, Catch::Contains("started with"));
  auto rest = run_caisson("campaign --resume " + saved + " --log quiet --save-dir " + dir + "/parts");
  REQUIRE(rest.code == 0);
  CHECK(first.out + rest.out == straight);
}

TEST_CASE("cli: sweep shards carry their commanders, and merge refuses shards of different ones", "[commanders][cli][sweep]") {
  lua_test::TempFolder tmp;
  auto at = [&](const char* name) { return (tmp.path / name).string(); };
  const std::string other = other_name(), usual = default_name();
  auto chosen = run_caisson("sweep " + tiny() + " --seeds 1:4 --commander USA=" + other + " --json " + at("chosen.json"));
  REQUIRE(chosen.code == 0);
  CHECK_THAT(chosen.out, Catch::Contains("Built-in commanders: USA " + other + ", CSA " + usual));
  CHECK(nlohmann::json::parse(slurp(at("chosen.json")))["commanders"] == nlohmann::json::array({other, usual}));
  REQUIRE(run_caisson("sweep " + tiny() + " --seeds 4:7 --json " + at("default.json")).code == 0);
  CHECK(nlohmann::json::parse(slurp(at("default.json")))["commanders"] == nlohmann::json::array({usual, usual}));
  REQUIRE(run_caisson("sweep " + tiny() + " --seeds 4:7 --commander usa=" + other + " --json " + at("more.json")).code == 0);

  auto mixed = run_caisson("merge " + at("chosen.json") + " " + at("default.json"));
  CHECK(mixed.code == 2);
  CHECK_THAT(mixed.out, Catch::Contains("different commanders") && Catch::Contains("USA " + other));
  auto same = run_caisson("merge " + at("chosen.json") + " " + at("more.json"));
  CHECK(same.code == 0);
  CHECK_THAT(same.out, Catch::Contains("Tiny: 6 battles, seeds 1..6") && Catch::Contains("Built-in commanders: USA " + other));

  // A shard naming a commander caisson does not have (or a temperament out of range) is damaged.
  for (const char* name : {"general_lee", "brigade:caution=7"}) {
    INFO(name);
    nlohmann::json shard = nlohmann::json::parse(slurp(at("more.json")));
    shard["commanders"][0] = name;
    std::ofstream(at("named.json"), std::ios::binary) << shard.dump();
    auto named = run_caisson("merge " + at("named.json"));
    CHECK(named.code == 2);
    CHECK_THAT(named.out, Catch::Contains("named.json") && Catch::Contains("is not a built-in commander caisson has"));
    auto resumed = run_caisson("sweep --resume " + at("named.json"));
    CHECK(resumed.code == 2);
    CHECK_THAT(resumed.out, Catch::Contains("named.json") && Catch::Contains("is not a built-in commander caisson has"));
  }
}


namespace {

// Where a battle ended and how every unit stood then.
std::string end_state(const std::shared_ptr<const Scenario>& s, std::uint64_t seed, const CommanderNames& names) {
  Battle b(s, seed);
  b.built_in_commanders = names;
  ArmyCommand command(s->controllers, names);
  const Outcome o = Driver(b, command, command).play();
  std::ostringstream out;
  out << "winner " << o.winner << " turn " << o.turn << " " << o.condition << "\n";
  for (const Unit& u : b.units)
    out << u.id << " " << u.position.x << "," << u.position.y << " stands " << u.stands << " hits " << u.hits << "\n";
  return out.str();
}

}  // namespace

TEST_CASE("commanders: the brigade commander named with a temperament plays as the battle file giving it would",
          "[commanders]") {
  const auto file = fs::path(CAISSON_SOURCE_ROOT) / "scripts/first_bull_run.lua";
  const std::shared_ptr<const Scenario> as_written = lua::load_battle(file, CAISSON_SOURCE_ROOT).scenario;
  const Side usa = as_written->side_names[0] == "USA" ? Side{0} : Side{1};
  CommanderNames named{"brigade", "brigade"};
  named[usa] = "brigade:aggression=0.9,caution=0.2";
  auto given = lua::load_battle(file, CAISSON_SOURCE_ROOT).scenario;
  given->temperament.sides[usa] = Temperament{0.9, 0.2};
  int other_battles = 0;  // the temperament counts: the file's own plays another battle on some seeds
  for (std::uint64_t seed : {1, 2, 3}) {
    INFO("seed " << seed);
    const std::string by_name = end_state(as_written, seed, named);
    CHECK(by_name == end_state(given, seed, {"brigade", "brigade"}));
    other_battles += by_name != end_state(as_written, seed, {"brigade", "brigade"});
  }
  CHECK(other_battles >= 1);
  // What it leaves out stays as the file has it.
  const auto override_only_caution = TemperamentOverride{std::nullopt, 0.8}.applied_to(Temperament{0.3, 0.6});
  CHECK(override_only_caution.aggression == 0.3);
  CHECK(override_only_caution.caution == 0.8);
}

TEST_CASE("cli: --commander and match take the brigade commander with a temperament; a bad one exits 2 saying why",
          "[commanders][cli]") {
  lua_test::TempFolder tmp;
  const std::string bold = "brigade:aggression=0.9,caution=0.2";
  const std::string run = "run " + bull_run() + " --seed 4 --log json --commander USA=" + bold;
  const std::string straight = run_caisson(run, false).out;
  REQUIRE(straight.find("\"type\":\"end\"") != std::string::npos);
  CHECK(straight != run_caisson("run " + bull_run() + " --seed 4 --log json", false).out);
  const std::string save = (tmp.path / "bold.save").string();
  auto first = run_caisson(run + " --save-at 3 --save " + save, false);
  REQUIRE(first.code == 0);
  auto second = run_caisson("resume " + save + " --log json", false);
  REQUIRE(second.code == 0);
  CHECK(first.out + second.out == straight);
  CHECK_THAT(run_caisson("inspect " + save).out, Catch::Contains("USA " + bold));

  auto matched = run_caisson("match " + tiny() + " --a brigade:aggression=0.9 --b brigade:caution=0.9 --runs 2 -j 1 --json", false);
  REQUIRE(matched.code == 0);
  CHECK(nlohmann::json::parse(matched.out).at("a_share").is_number());

  const std::vector<std::pair<std::string, std::string>> refused{
      {"brigade:aggression=2", "aggression is '2', not a number from 0 to 1"},
      {"brigade:caution=nan", "caution is 'nan', not a number from 0 to 1"},
      {"brigade:boldness=1", "no temperament 'boldness'"},
      {"brigade:aggression=0.5,aggression=0.2", "aggression is given twice"},
      {"brigade:", "a ':' with no temperament after it"},
      {"brigade:aggression", "'aggression' is not KEY=VALUE"},
      {"regimental", "the regimental commander was retired"},
      {"regimental:caution=0.1", "the regimental commander was retired"},
      {"brigde:aggression=1", "did you mean 'brigade'?"}};
  for (const auto& [name, why] : refused) {
    INFO(name);
    auto bad = run_caisson("run " + tiny() + " --commander USA=" + name);
    CHECK(bad.code == 2);
    CHECK_THAT(bad.out, Catch::Contains(why));
    auto bad_match = run_caisson("match " + tiny() + " --a brigade --b " + name + " --runs 1");
    CHECK(bad_match.code == 2);
    CHECK_THAT(bad_match.out, Catch::Contains("--b") && Catch::Contains(why));
  }
}

}  // namespace test_commanders
