// igor's army generation: the arming table and the quality tables, read by the loader as
// "roll" and rolled on the battle's dice when the battle begins.
#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/army_generation.hpp"
#include "engine/rules/igor/army_tables.hpp"
#include "lua_test_support.hpp"

namespace test_igor_generation {

using namespace caisson;
using namespace caisson::igor;
using caisson::lua::load_battle_text;
using lua_test::load_error;

namespace {

// A battle whose USA (Union) and CSA (Confederate) regiments leave their quality and muskets to
// the dice; `date` and `theatre` choose the tables.
std::string rolled_battle(const std::string& date, const std::string& theatre) {
  return "return battle \"T\" {\n"
         "  date = \"" + date + "\", theatre = \"" + theatre + "\", turns = 6,\n"
         "  forces = {\n"
         "    USA = army \"North\" { brigade \"A\" { commander = general \"Franklin\" { quality = \"roll\" }, at = {10,10},\n"
         "      infantry \"5th Massachusetts\" { quality = \"roll\", weapon = \"roll\" } } },\n"
         "    CSA = army \"South\" { brigade \"B\" { at = {10,40},\n"
         "      infantry \"4th Alabama\" { weapon = \"roll\" },\n"
         "      cavalry \"1st Virginia\" { quality = \"roll\", weapon = \"roll\" } } },\n"
         "  },\n"
         "}\n";
}

std::vector<std::string> said(const std::vector<Record>& records) {
  std::vector<std::string> out;
  for (const auto& r : records)
    if (auto* s = std::get_if<Said>(&r)) out.push_back(s->text);
  return out;
}

struct Recording final : LogObserver {
  std::vector<Record> records;
  void record(const Battle&, const Record& r) override { records.push_back(r); }
};

}  // namespace

TEST_CASE("igor generation: the loader reads \"roll\" for quality, weapon and a general's quality", "[igor][lua]") {
  auto loaded = load_battle_text("scripts/t.lua", rolled_battle("1862-08-09", "eastern"), lua_test::no_content());
  const Scenario& s = *loaded.scenario;
  REQUIRE(s.units.size() == 3);
  CHECK(s.units[0].roll_quality);
  CHECK(s.units[0].roll_weapon);
  CHECK_FALSE(s.units[1].roll_quality);
  CHECK(s.units[1].roll_weapon);
  CHECK(s.units[1].weapon == Weapon::rifled);  // the default until rolled
  CHECK(s.units[2].weapon == Weapon::carbine);
  REQUIRE(s.commanders.size() == 1);
  CHECK(s.commanders[0].roll_quality);
}

TEST_CASE("igor generation: a misspelt \"roll\" is refused naming the words allowed", "[igor][lua]") {
  std::string text = rolled_battle("1862-08-09", "eastern");
  text.replace(text.find("weapon = \"roll\""), 15, "weapon = \"rol\"");
  CHECK_THAT(load_error(text), Catch::Contains("roll"));
}

TEST_CASE("igor generation: the arming table by year and side", "[igor]") {
  CHECK(smoothbore_up_to(1861, Belligerent::union_army) == 6);
  CHECK(smoothbore_up_to(1862, Belligerent::union_army) == 5);
  CHECK(smoothbore_up_to(1863, Belligerent::union_army) == 3);
  CHECK_FALSE(smoothbore_up_to(1864, Belligerent::union_army));
  CHECK_FALSE(smoothbore_up_to(1865, Belligerent::union_army));
  CHECK(smoothbore_up_to(1861, Belligerent::confederate) == 7);
  CHECK(smoothbore_up_to(1862, Belligerent::confederate) == 7);
  CHECK(smoothbore_up_to(1863, Belligerent::confederate) == 5);
  CHECK(smoothbore_up_to(1864, Belligerent::confederate) == 3);
  CHECK_FALSE(smoothbore_up_to(1865, Belligerent::confederate));
}

TEST_CASE("igor generation: the war's periods, 1864 split at late_war_month_1864", "[igor]") {
  CHECK(war_period(1861, 7, 5) == WarPeriod::early);
  CHECK(war_period(1862, 12, 5) == WarPeriod::early);
  CHECK(war_period(1863, 7, 5) == WarPeriod::mid);
  CHECK(war_period(1864, 4, 5) == WarPeriod::mid);
  CHECK(war_period(1864, 5, 5) == WarPeriod::late);
  CHECK(war_period(1865, 4, 5) == WarPeriod::late);
}

TEST_CASE("igor generation: the quality tables, every arm and side", "[igor]") {
  using B = Belligerent;
  using Q = Quality;
  // Early war: a 4 makes Rebel infantry seasoned and Union infantry raw; a 6 makes Union cavalry seasoned.
  CHECK(quality_from_table(WarPeriod::early, Rank::infantry, B::confederate, 4) == Q::seasoned);
  CHECK(quality_from_table(WarPeriod::early, Rank::infantry, B::union_army, 4) == Q::raw);
  CHECK(quality_from_table(WarPeriod::early, Rank::cavalry, B::union_army, 6) == Q::seasoned);
  CHECK(quality_from_table(WarPeriod::early, Rank::cavalry, B::confederate, 6) == Q::veteran);
  CHECK(quality_from_table(WarPeriod::early, Rank::artillery, B::union_army, 6) == Q::veteran);
  CHECK(quality_from_table(WarPeriod::early, Rank::general, B::union_army, 6) == Q::seasoned);
  // Mid war: a 2 gives seasoned Union guns, raw everything else but Rebel generals.
  CHECK(quality_from_table(WarPeriod::mid, Rank::artillery, B::union_army, 2) == Q::seasoned);
  CHECK(quality_from_table(WarPeriod::mid, Rank::general, B::confederate, 2) == Q::seasoned);
  CHECK(quality_from_table(WarPeriod::mid, Rank::infantry, B::union_army, 5) == Q::seasoned);
  CHECK(quality_from_table(WarPeriod::mid, Rank::infantry, B::confederate, 5) == Q::veteran);
  // Late war: a 1 leaves Union and Rebel infantry raw but Union cavalry seasoned.
  CHECK(quality_from_table(WarPeriod::late, Rank::infantry, B::union_army, 1) == Q::raw);
  CHECK(quality_from_table(WarPeriod::late, Rank::cavalry, B::confederate, 1) == Q::seasoned);
  CHECK(quality_from_table(WarPeriod::late, Rank::artillery, B::confederate, 4) == Q::seasoned);
  CHECK(quality_from_table(WarPeriod::late, Rank::general, B::union_army, 4) == Q::seasoned);
  CHECK(quality_from_table(WarPeriod::late, Rank::general, B::confederate, 4) == Q::veteran);
}

TEST_CASE("igor generation: the Confederacy is the side whose name says so", "[igor]") {
  Scenario s;
  s.side_names = {"Rebels", "Federals"};
  CHECK(belligerent_of(s, 0) == Belligerent::confederate);
  CHECK(belligerent_of(s, 1) == Belligerent::union_army);
  s.side_names = {"Blue", "Grey"};  // no clue: the second side
  CHECK(belligerent_of(s, 1) == Belligerent::confederate);
}

TEST_CASE("igor generation: begin_battle rolls each \"roll\" on the battle's dice and says the result", "[igor][lua]") {
  auto loaded = load_battle_text("scripts/t.lua", rolled_battle("1862-08-09", "western"), lua_test::no_content());
  Battle b(loaded.scenario, 1);
  Recording log;
  b.log.attach(&log);
  // In unit order: 5th Massachusetts quality D6 4 (early Union infantry: raw), arming D10 6 - 1
  // (western) = 5 <= 5: smoothbore; 4th Alabama arming 9 - 1 = 8 > 7: rifled; 1st Virginia
  // quality 6 (early Rebel cavalry: veteran), arming 8 - 1 = 7 <= 7: smoothbore; Franklin 5: seasoned.
  b.dice.load({4, 6, 9, 6, 8, 5});
  const auto before = b.dice.rolls_made();
  b.rules->begin_battle(b);
  CHECK(b.unit(0).quality == Quality::raw);
  CHECK(b.unit(0).weapon == Weapon::smoothbore);
  CHECK(b.unit(1).quality == Quality::seasoned);  // given, not rolled
  CHECK(b.unit(1).weapon == Weapon::rifled);
  CHECK(b.unit(2).quality == Quality::veteran);
  CHECK(b.unit(2).weapon == Weapon::smoothbore);
  CHECK(b.commander(0).quality == Quality::seasoned);
  auto lines = said(log.records);
  REQUIRE(lines.size() == 6);
  CHECK(lines[0] == "5th Massachusetts rolls on the quality table: raw.");
  CHECK(lines[1] == "5th Massachusetts rolls on the arming table: smoothbore.");
  CHECK(lines[2] == "4th Alabama rolls on the arming table: rifled.");
  CHECK(lines[5] == "Franklin rolls on the quality table: seasoned.");
  CHECK(b.dice.rolls_made() - before == 6);
}

TEST_CASE("igor generation: in 1865 every musket is rifled without a roll", "[igor][lua]") {
  auto loaded = load_battle_text("scripts/t.lua", rolled_battle("1865-04-01", "eastern"), lua_test::no_content());
  Battle b(loaded.scenario, 1);
  b.dice.load({3, 3, 3});  // the three quality rolls only
  const auto before = b.dice.rolls_made();
  b.rules->begin_battle(b);
  CHECK(b.unit(0).weapon == Weapon::rifled);
  CHECK(b.unit(1).weapon == Weapon::rifled);
  CHECK(b.unit(2).weapon == Weapon::carbine);
  CHECK(b.dice.rolls_made() - before == 3);
}

}  // namespace test_igor_generation
