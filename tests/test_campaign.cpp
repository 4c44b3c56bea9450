// engine/campaign and `caisson campaign`: carry-over between battles, and campaigns that resume
// exactly.
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_support.hpp"
#include "file_text.hpp"

#include "engine/campaign/campaign_save.hpp"
#include "engine/campaign/carry_over.hpp"
#include "play_fixture.hpp"

namespace test_campaign {

using namespace caisson;
namespace fs = std::filesystem;

namespace {

Scenario fresh() { return *testing::skirmish_scenario(4); }

const Unit& named(const Scenario& s, const std::string& name) { return s.units.at(static_cast<std::size_t>(s.find_unit(name))); }

using cli_test::Ran;
using cli_test::run_caisson;

std::string manassas() { return std::string(CAISSON_SOURCE_ROOT) + "/campaigns/manassas_1861.lua"; }

}  // namespace

TEST_CASE("campaign: a regiment that lost half its stands starts the next battle with half", "[campaign]") {
  Scenario s = fresh();
  s.units[0].stands = s.units[0].stands_at_start = 6;
  CampaignState state;
  state.units["1st Blue"].stands_lost = 3;
  state.units["1st Blue"].hits = 2;
  apply_carry_over(s, state, CarryRules{});
  CHECK(named(s, "1st Blue").stands == 3);
  CHECK(named(s, "1st Blue").stands_at_start == 3);
  CHECK(named(s, "1st Blue").hits == 2);
  CHECK(named(s, "2nd Blue").stands == 2);
  CarryRules no_losses;
  no_losses.losses = false;
  Scenario t = fresh();
  apply_carry_over(t, state, no_losses);
  CHECK(named(t, "1st Blue").hits == 0);
}

TEST_CASE("campaign: losses recorded after a battle add up across battles", "[campaign]") {
  auto s = testing::skirmish_scenario(4);
  CampaignState state;
  {
    Battle b(s, 1);
    b.unit(0).stands = 1;
    b.unit(1).hits = 3;
    record_battle(state, b, CarryRules{});
  }
  CHECK(state.units["1st Blue"].stands_lost == 1);
  CHECK(state.units["2nd Blue"].hits == 3);
  Scenario next = *s;
  next.units[0].stands = next.units[0].stands_at_start = 4;
  apply_carry_over(next, state, CarryRules{});
  auto again = std::make_shared<Scenario>(next);
  Battle b(again, 2);
  b.unit(0).stands -= 1;
  record_battle(state, b, CarryRules{});
  CHECK(state.units["1st Blue"].stands_lost == 2);
  CHECK(state.units["1st Blue"].battles == 2);
}

TEST_CASE("campaign: a destroyed unit does not come back", "[campaign]") {
  auto s = testing::skirmish_scenario(4);
  CampaignState state;
  Battle b(s, 1);
  b.remove_from_field(b.unit(3), UnitStatus::destroyed, "overrun");
  record_battle(state, b, CarryRules{});
  Scenario next = *s;
  apply_carry_over(next, state, CarryRules{});
  CHECK(named(next, "1st Grey").status == UnitStatus::destroyed);
  Battle after(std::make_shared<Scenario>(next), 2);
  CHECK_FALSE(after.unit(3).present());
}

TEST_CASE("campaign: a fallen general is replaced by his successor, raw", "[campaign]") {
  Scenario s = fresh();
  Commander g;
  g.id = 0;
  g.name = "Bee";
  g.quality = Quality::veteran;
  s.commanders.push_back(g);
  CampaignState state;
  state.generals["Bee"].fallen = true;
  Scenario a = s;
  apply_carry_over(a, state, CarryRules{});
  CHECK(a.commanders[0].name == "Bee's successor");
  CHECK(a.commanders[0].quality == Quality::raw);
  state.generals["Bee"].successor = "Col. Fisher";
  state.generals["Col. Fisher"].fallen = true;
  state.generals["Col. Fisher"].successor = "Maj. Smith";
  Scenario b = s;
  apply_carry_over(b, state, CarryRules{});
  CHECK(b.commanders[0].name == "Maj. Smith");
}

TEST_CASE("campaign: experience turns raw into seasoned, then veteran", "[campaign]") {
  CarryRules rules;
  CHECK(seasoned_by(Quality::raw, 0, rules) == Quality::raw);
  CHECK(seasoned_by(Quality::raw, 1, rules) == Quality::seasoned);
  CHECK(seasoned_by(Quality::raw, 2, rules) == Quality::seasoned);
  CHECK(seasoned_by(Quality::raw, 3, rules) == Quality::veteran);
  CHECK(seasoned_by(Quality::veteran, 1, rules) == Quality::veteran);
  Scenario s = fresh();
  CampaignState state;
  state.units["2nd Blue"].quality = Quality::veteran;
  apply_carry_over(s, state, rules);
  CHECK(named(s, "2nd Blue").quality == Quality::veteran);
}

TEST_CASE("campaign: resumed between any two battles, it ends exactly as played straight through", "[campaign][cli]") {
  auto dir = fs::temp_directory_path() / "caisson_campaign_test";
  for (int seed : {1, 2, 3}) {
    fs::remove_all(dir);
    auto straight = run_caisson("campaign " + manassas() + " --seed " + std::to_string(seed) + " --log quiet --save-dir " + dir.string());
    REQUIRE(straight.code == 0);
    int battles = 0;
    for (std::size_t at = straight.out.find("on turn"); at != std::string::npos; at = straight.out.find("on turn", at + 1)) ++battles;
    for (int stop = 1; stop < battles; ++stop) {
      fs::remove_all(dir);
      INFO("seed " << seed << ", stopped after " << stop << " battles");
      auto first = run_caisson("campaign " + manassas() + " --seed " + std::to_string(seed) + " --log quiet --save-dir " +
                           dir.string() + " --battles " + std::to_string(stop));
      REQUIRE(first.code == 0);
      std::string rest;
      for (int guard = 0; guard < 5 && rest.find("battles fought") == std::string::npos; ++guard) {
        auto more = run_caisson("campaign --resume " + (dir / "campaign.save").string() + " --log quiet --save-dir " + dir.string() +
                            " --battles 1");
        REQUIRE(more.code == 0);
        rest += more.out;
      }
      CHECK(first.out + rest == straight.out);
    }
  }
  fs::remove_all(dir);
}

TEST_CASE("campaign: inspect prints what a campaign save holds, as it does a battle's", "[campaign][cli]") {
  auto dir = fs::temp_directory_path() / "caisson_campaign_inspect";
  fs::remove_all(dir);
  auto first = run_caisson("campaign " + manassas() + " --seed 4 --log quiet --save-dir " + dir.string() + " --battles 1");
  REQUIRE(first.code == 0);
  const std::string result = first.out.substr(0, first.out.find('\n'));  // "blackburns_ford: ... losses ..."
  auto r = run_caisson("inspect " + (dir / "campaign.save").string());
  CHECK(r.code == 0);
  CHECK_THAT(r.out, Catch::Contains("a caisson campaign save") && Catch::Contains("campaigns/manassas_1861.lua") &&
                        Catch::Contains("seed          4") && Catch::Contains("fought        1 battle\n") &&
                        Catch::Contains("    " + result + "\n") && Catch::Contains("scripts/blackburns_ford.lua"));
  CHECK_THAT(r.out, !Catch::Contains("the campaign is over"));  // one battle in, another follows
  fs::remove_all(dir);
}

TEST_CASE("campaign: bad campaign input exits 2 with a message", "[campaign][cli]") {
  auto dir = fs::temp_directory_path() / "caisson_campaign_bad";
  fs::remove_all(dir);
  fs::create_directories(dir);
  CHECK(run_caisson("campaign " + (dir / "none.lua").string()).code == 2);
  CHECK(run_caisson("campaign").code == 2);
  std::FILE* f = std::fopen((dir / "c.lua").string().c_str(), "w");
  std::fputs("return campaign \"Bad\" { start = \"nowhere\", battles = { a = { file = \"scripts/x.lua\" } } }\n", f);
  std::fclose(f);
  auto r = run_caisson("campaign " + (dir / "c.lua").string());
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("c.lua:1:") && Catch::Contains("nowhere"));
  auto battle_save = (dir / "battle.save").string();
  REQUIRE(run_caisson("run " + std::string(CAISSON_SOURCE_ROOT) + "/tests/data/tiny.lua --seed 1 --log quiet --save-at 1 --save " +
                  battle_save).code == 0);
  auto wrong = run_caisson("campaign --resume " + battle_save);
  CHECK(wrong.code == 2);
  CHECK_THAT(wrong.out, Catch::Contains("another kind"));
  fs::remove_all(dir);
}

namespace {

// Manassas saved as JSON after its first battle (seed 1: First Bull Run comes next), with `from`
// replaced by `to` once in the text it holds of the file `path` ("scripts/first_bull_run.lua"),
// written to `damaged`. Quotes in the texts are escaped in the JSON: write them \" in `from`.
void save_campaign_with_edited_file(const fs::path& dir, const std::string& path, const std::string& from, const std::string& to,
                                    const fs::path& damaged) {
  fs::remove_all(dir / "first");
  REQUIRE(run_caisson("campaign " + manassas() + " --seed 1 --log quiet --battles 1 --format json --save-dir " + (dir / "first").string())
              .code == 0);
  std::string text = test_support::file_text(dir / "first/campaign.save");
  REQUIRE(text.find("\"next_battle\": \"first_bull_run\"") != std::string::npos);
  const std::size_t file = text.find("\"path\": \"" + path + "\"");
  REQUIRE(file != std::string::npos);
  const std::size_t at = text.find(from, text.find("\"text\": \"", file));
  REQUIRE(at != std::string::npos);
  std::ofstream(damaged, std::ios::binary) << text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("campaign: --resume refuses a save whose embedded battle or campaign file fails to load and names the save (exit 2)",
          "[campaign][cli][save-validation]") {
  auto dir = fs::temp_directory_path() / "caisson_campaign_carried";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const fs::path damaged = dir / "damaged.save";
  struct Case {
    std::string path, from, to, says, then_lua_says;
  };
  for (const Case& c : {
           // A syntax error, and a field the loader refuses, in the battle to be played next.
           Case{"scripts/first_bull_run.lua", "return battle", "return battle {", "the battle file it holds (scripts/first_bull_run.lua) does not load: scripts/first_bull_run.lua:", "'}'"},
           Case{"scripts/first_bull_run.lua", "rules = \\\"igor\\\"", "rules = \\\"chess\\\"", "the battle file it holds (scripts/first_bull_run.lua) does not load: scripts/first_bull_run.lua:", "unknown rules \"chess\""},
           // One that may never be played this campaign is refused all the same, before any is played.
           Case{"scripts/centreville.lua", "return battle", "return battle {", "the battle file it holds (scripts/centreville.lua) does not load: scripts/centreville.lua:", "'}'"},
           Case{"campaigns/manassas_1861.lua", "start = \\\"blackburns_ford\\\"", "start = \\\"nowhere\\\"",
                "the campaign file it holds (campaigns/manassas_1861.lua) does not load: campaigns/manassas_1861.lua:", "'nowhere'"}}) {
    save_campaign_with_edited_file(dir, c.path, c.from, c.to, damaged);
    auto r = run_caisson("campaign --resume " + damaged.string() + " --log quiet --save-dir " + (dir / "after").string());
    INFO(c.path << ": " << c.to << "\n" << r.out);
    CHECK(r.code == 2);
    CHECK_THAT(r.out, Catch::StartsWith("caisson: " + damaged.string() + ": " + c.says) && Catch::Contains(c.then_lua_says));
    CHECK_THAT(r.out, !Catch::Contains("internal error") && !Catch::Contains("battles fought"));
    CHECK_FALSE(fs::exists(dir / "after"));  // refused before anything was played or saved
  }
  // Altered so that it fails only as it runs: said of the save too, as `caisson resume` says it.
  save_campaign_with_edited_file(dir, "scripts/first_bull_run.lua", "BREAK_AT.USA and csa_lost < BREAK_AT.CSA",
                                 "BREAK_AT.USB and csa_lost < BREAK_AT.CSA", damaged);
  auto r = run_caisson("campaign --resume " + damaged.string() + " --log quiet --save-dir " + (dir / "after").string());
  CHECK(r.code == 2);
  CHECK_THAT(r.out, Catch::Contains("caisson: " + damaged.string() + ": the battle file it holds failed: scripts/first_bull_run.lua:"));
  fs::remove_all(dir);
}

TEST_CASE("campaign: a fought battle keeps its losses in men through a save, and one saved before format 3 has none",
          "[campaign][persist][men]") {
  const envelope::Kind kind{"CAISSON CAMPAIGN\n", "campaign"};
  CampaignSave save;
  save.campaign_file = "campaigns/c.lua";
  BattleSummary fought{"ford", 3, {}, {"USA", "CSA"}, {4, 12}, std::array<int, 2>{600, 1800}};
  save.state.fought.push_back(fought);
  for (SaveFormat format : {SaveFormat::binary, SaveFormat::json}) {
    const CampaignSave back = decode_envelope<CampaignSave>(kind, encode_envelope(kind, save, format), "c.save");
    REQUIRE(back.state.fought.size() == 1);
    CHECK(back.state.fought[0].men_lost == std::array<int, 2>{600, 1800});
  }

  auto j = nlohmann::ordered_json::parse(encode_envelope(kind, save, SaveFormat::json));
  j["format_version"] = 2;
  j["campaign"]["fought"][0].erase("men_lost");
  const CampaignSave old = decode_envelope<CampaignSave>(kind, j.dump(), "old.json");
  REQUIRE(old.state.fought.size() == 1);
  CHECK_FALSE(old.state.fought[0].men_lost);
  CHECK(old.state.fought[0].stands_lost == std::array<int, 2>{4, 12});
}

}  // namespace test_campaign
