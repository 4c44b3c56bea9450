// jackson: the firing chart (every firer against troops and guns, in the open and in cover;
// columns, squares, limbered guns and enfiladed lines one number easier), weapon ranges and the
// 60-degree cone, the dice a unit throws, a battery's misfires, casualties marked stand by stand,
// volleys fired together (dice, then casualties, then morale), and which fire phase a unit fires in.
#include <string>
#include <vector>

#include "tests/jackson_fixture.hpp"

#include "engine/rules/jackson/fire.hpp"
#include "engine/rules/jackson/firefight.hpp"
#include "engine/rules/jackson/movement.hpp"

namespace test_jackson_fire {

using namespace jackson_test;
using Catch::Matchers::Contains;

namespace {

Unit unit_of(Arm arm, Formation f, int stands, Weapon w = Weapon::rifled, bool dismounted = false) {
  Unit u;
  u.arm = arm;
  u.formation = f;
  u.stands = u.stands_at_start = stands;
  u.weapon = w;
  u.dismounted = dismounted;
  return u;
}

std::vector<std::string> purposes(const Recorder& r) {
  std::vector<std::string> out;
  for (const DiceRolled& d : r.all<DiceRolled>()) out.emplace_back(d.dice.purpose);
  return out;
}

}  // namespace

TEST_CASE("jackson firing chart: the lowest die that hits, every firer against every target", "[jackson]") {
  Fixture f;
  const UnitId rifles = f.infantry("20th Maine", kUSA, {10, 10}, kNorth);
  const UnitId muskets = f.infantry("Irish Brigade", kUSA, {20, 10}, kNorth, Formation::line, 2, Weapon::smoothbore);
  const UnitId repeaters = f.infantry("Berdan's", kUSA, {30, 10}, kNorth, Formation::line, 2, Weapon::breechloader);
  const UnitId afoot = f.cavalry("8th Illinois Cavalry", kUSA, {40, 10}, kNorth);
  const UnitId guns = f.battery("Hazlett's", kUSA, {50, 10}, kNorth, Formation::unlimbered, 2);
  const UnitId mounted = f.cavalry("1st Maine Cavalry", kUSA, {60, 10}, kNorth);
  f.woods("Rose Woods", {22, 27}, {28, 33});
  f.woods("Houck's Woods", {52, 27}, {58, 33});
  f.woods("Biesecker's Woods", {82, 27}, {88, 33});
  f.woods("Trostle Woods", {37, 36}, {43, 44});
  f.town("Gettysburg", {67, 37}, {73, 43});
  f.line("Rail fence", LineKind::fence, {{50, 39.2}, {60, 39.2}}, Cover::light);
  struct Target {
    UnitId id;
    int need, mounted_need;  // foot, dismounted carbines and guns; mounted carbines (7: not allowed)
  };
  const std::vector<Target> targets{
      {f.infantry("Line in the open", kCSA, {10, 30}, kSouth), 4, 5},
      {f.infantry("Line in woods", kCSA, {25, 30}, kSouth), 5, 6},
      {f.battery("Guns in the open", kCSA, {40, 30}, kSouth, Formation::unlimbered, 2), 5, 6},
      {f.battery("Guns in woods", kCSA, {55, 30}, kSouth, Formation::unlimbered, 2), 6, 7},
      {f.infantry("Column in the open", kCSA, {70, 30}, kSouth, Formation::column), 3, 4},
      {f.infantry("Column in woods", kCSA, {85, 30}, kSouth, Formation::column), 4, 5},
      {f.infantry("Square", kCSA, {10, 40}, kSouth, Formation::square, 4), 3, 4},
      {f.battery("Limbered in the open", kCSA, {25, 40}, kSouth, Formation::limbered, 2), 4, 5},
      {f.battery("Limbered in woods", kCSA, {40, 40}, kSouth, Formation::limbered, 2), 5, 7},
      {f.infantry("Behind the fence", kCSA, {55, 40}, kSouth), 5, 6},
      {f.infantry("In the town", kCSA, {70, 40}, kSouth), 5, 6},
      {f.cavalry("Mounted target", kCSA, {85, 40}, kSouth), 4, 5},
  };
  auto b = f.battle();
  b->unit(afoot).dismounted = true;
  for (const Target& t : targets) {
    INFO("target: " << b->unit(t.id).name);
    for (UnitId firer : {rifles, muskets, repeaters, afoot, guns}) {
      INFO("firer: " << b->unit(firer).name);
      CHECK(jr::hit_number(*b, params(*b), b->unit(firer), b->unit(t.id)) == t.need);
    }
    CHECK(jr::hit_number(*b, params(*b), b->unit(mounted), b->unit(t.id)) == t.mounted_need);
  }
}

TEST_CASE("jackson firing chart: an enfiladed line, covered by a 2\" path straight ahead of the firer, is one number easier",
          "[jackson]") {
  Fixture f;
  UnitId firer = f.infantry("20th Maine", kUSA, {48, 10}, kNorth);
  UnitId end_on = f.infantry("15th Alabama", kCSA, {48, 25}, 90);    // 1" x 3" across the path's 2"
  UnitId head_on = f.infantry("4th Texas", kCSA, {48, 35}, kSouth);  // 3" wide: the path covers not all of it
  UnitId guns = f.battery("Latham's", kCSA, {40, 30}, 90, Formation::unlimbered, 1);
  auto b = f.battle();
  const auto& p = params(*b);
  CHECK(jr::enfiladed(p, b->unit(firer), b->unit(end_on)));
  CHECK(jr::hit_number(*b, p, b->unit(firer), b->unit(end_on)) == 3);
  CHECK_FALSE(jr::enfiladed(p, b->unit(firer), b->unit(head_on)));
  CHECK(jr::hit_number(*b, p, b->unit(firer), b->unit(head_on)) == 4);
  CHECK_FALSE(jr::enfiladed(p, b->unit(firer), b->unit(guns)));  // batteries are never enfiladed lines
  // A 4" path covers the 3" line head on, and no longer once it stands 0.9" aside.
  b->rules->set_parameter("enfilade_path_width", 4);
  CHECK(jr::enfiladed(p, b->unit(firer), b->unit(head_on)));
  CHECK(jr::hit_number(*b, p, b->unit(firer), b->unit(head_on)) == 3);
  b->place(b->unit(head_on), {48.9, 35}, kSouth);
  CHECK_FALSE(jr::enfiladed(p, b->unit(firer), b->unit(head_on)));
  b->place(b->unit(head_on), {48.4, 35}, kSouth);
  CHECK(jr::enfiladed(p, b->unit(firer), b->unit(head_on)));
}

TEST_CASE("jackson weapon ranges by weapon and formation — canister 15\"", "[jackson]") {
  jr::JacksonParameters p;
  CHECK(jr::fire_range_in(p, unit_of(Arm::infantry, Formation::line, 2), Formation::line) == 24);
  CHECK(jr::fire_range_in(p, unit_of(Arm::infantry, Formation::line, 2), Formation::skirmish) == 24);
  CHECK(jr::fire_range_in(p, unit_of(Arm::infantry, Formation::line, 2), Formation::column) == 0);
  CHECK(jr::fire_range_in(p, unit_of(Arm::infantry, Formation::line, 2), Formation::square) == 0);
  CHECK(jr::fire_range_in(p, unit_of(Arm::infantry, Formation::line, 2, Weapon::smoothbore), Formation::line) == 15);
  CHECK(jr::fire_range_in(p, unit_of(Arm::infantry, Formation::line, 2, Weapon::breechloader), Formation::line) == 24);
  CHECK(jr::fire_range_in(p, unit_of(Arm::cavalry, Formation::line, 2, Weapon::carbine, true), Formation::line) == 15);
  CHECK(jr::fire_range_in(p, unit_of(Arm::cavalry, Formation::line, 2, Weapon::carbine), Formation::line) == 0);
  CHECK(jr::fire_range_in(p, unit_of(Arm::artillery, Formation::unlimbered, 4, Weapon::rifled_guns), Formation::unlimbered) == 54);
  CHECK(jr::fire_range_in(p, unit_of(Arm::artillery, Formation::unlimbered, 4, Weapon::rifled_guns), Formation::limbered) == 0);
  CHECK(jr::deadly_ground(p, unit_of(Arm::artillery, Formation::unlimbered, 4, Weapon::rifled_guns)) == 15);
  CHECK(jr::deadly_ground(p, unit_of(Arm::infantry, Formation::line, 2)) == 24);
  p.set("mounted_cavalry_fire", 1);
  CHECK(jr::fire_range_in(p, unit_of(Arm::cavalry, Formation::line, 2, Weapon::carbine), Formation::line) == 15);
}

TEST_CASE("jackson fire: refused beyond range, outside the 60-degree cone, unseen, or unable to hit", "[jackson]") {
  Fixture f;
  f.woods("Rose Woods", {70, 20}, {80, 24});
  UnitId rifles = f.infantry("20th Maine", kUSA, {20, 10}, kNorth);  // front edge y = 10.5
  UnitId guns = f.battery("Hazlett's", kUSA, {2, 40}, 90, Formation::unlimbered, 2);  // front edge x = 3
  UnitId seer = f.infantry("83rd Pennsylvania", kUSA, {75, 10}, kNorth);
  UnitId mounted = f.cavalry("1st Maine Cavalry", kUSA, {90, 10}, kNorth);
  UnitId at_24 = f.infantry("15th Alabama", kCSA, {20, 35}, kSouth);
  UnitId in_cone = f.infantry("47th Alabama", kCSA, {29, 26}, kSouth, Formation::line, 1);   // 27.3° off
  UnitId off_cone = f.infantry("4th Texas", kCSA, {31.5, 26}, kSouth, Formation::line, 1);  // 33.9° off
  UnitId at_54 = f.infantry("5th Texas", kCSA, {57.5, 40}, 270);
  UnitId hidden = f.infantry("48th Alabama", kCSA, {75, 30}, kSouth);
  UnitId guns_in_woods = f.battery("Latham's", kCSA, {90, 22}, kSouth, Formation::unlimbered, 1);
  f.woods("Devil's Den woods", {88, 20}, {92, 24});
  auto b = f.battle();
  const Advisor& r = b->advisor();
  CHECK(r.could_fire_at(*b, b->unit(rifles), b->unit(at_24)));
  b->place(b->unit(at_24), {20, 35.5}, kSouth);
  CHECK_FALSE(r.could_fire_at(*b, b->unit(rifles), b->unit(at_24)));
  b->phase = jr::kStandingMusketry;
  CHECK_THAT(refusal(*b, Fire{rifles, at_24}), Contains("15th Alabama is 24.5\" away, beyond 24\" (jackson: weapon ranges)"));
  CHECK(r.could_fire_at(*b, b->unit(rifles), b->unit(in_cone)));
  CHECK_THAT(refusal(*b, Fire{rifles, off_cone}), Contains("4th Texas is not in its 60-degree cone"));
  CHECK(r.could_fire_at(*b, b->unit(guns), b->unit(at_54)));
  b->place(b->unit(at_54), {58, 40}, 270);
  b->phase = jr::kStandingArtillery;
  CHECK_THAT(refusal(*b, Fire{guns, at_54}), Contains("beyond 54\""));
  b->phase = jr::kStandingMusketry;
  CHECK_THAT(refusal(*b, Fire{seer, hidden}), Contains("it cannot see 48th Alabama"));
  CHECK_THAT(refusal(*b, Fire{mounted, guns_in_woods}), Contains("cavalry in line does not fire"));
  b->rules->set_parameter("mounted_cavalry_fire", 1);
  CHECK_THAT(refusal(*b, Fire{mounted, guns_in_woods}), Contains("it cannot hit Latham's (jackson: firing chart)"));
  CHECK_FALSE(r.could_fire_at(*b, b->unit(mounted), b->unit(guns_in_woods)));
  CHECK(r.expected_hits(*b, b->unit(mounted), b->unit(guns_in_woods)) == 0);
}

TEST_CASE("jackson fire dice: a die a casualty-free stand, repeaters two and one for the casualty stand, a die a gun",
          "[jackson]") {
  jr::JacksonParameters p;
  auto dice = [&](Unit u, int hits) {
    u.hits = hits;
    return jr::fire_dice(p, u);
  };
  const Unit muskets = unit_of(Arm::infantry, Formation::line, 2);  // 2 bases: 4 text stands of 4 casualties
  const Unit repeaters = unit_of(Arm::infantry, Formation::line, 2, Weapon::breechloader);
  const std::vector<int> musket_dice{4, 3, 3, 3, 3, 2, 2, 2, 2};     // by casualties 0..8 on its bases
  const std::vector<int> repeater_dice{8, 7, 7, 7, 6, 5, 5, 5, 4};
  for (int hits = 0; hits <= 8; ++hits) {
    INFO(hits << " casualties");
    CHECK(dice(muskets, hits) == musket_dice[static_cast<std::size_t>(hits)]);
    CHECK(dice(repeaters, hits) == repeater_dice[static_cast<std::size_t>(hits)]);
  }
  Unit worn = muskets;
  worn.hits = 5;
  CHECK(jr::text_stands(p, worn) == 3);
  CHECK(jr::casualty_stands(p, worn) == 1);
  CHECK(jr::casualties_on_a_stand(p, worn) == 1);
  CHECK(jr::casualty_free_stands(p, worn) == 2);
  CHECK(dice(unit_of(Arm::cavalry, Formation::line, 2, Weapon::carbine, true), 0) == 4);
  CHECK(dice(unit_of(Arm::artillery, Formation::unlimbered, 6, Weapon::rifled_guns), 0) == 6);
  CHECK(dice(unit_of(Arm::artillery, Formation::unlimbered, 1, Weapon::smoothbore_guns), 0) == 1);
  CHECK(dice(unit_of(Arm::infantry, Formation::line, 1), 5) == 0);  // its last text stand carries casualties
  p.set("stands_a_base", 3);
  CHECK(dice(muskets, 0) == 6);
  CHECK(dice(unit_of(Arm::artillery, Formation::unlimbered, 4, Weapon::rifled_guns), 0) == 4);
}

TEST_CASE("jackson artillery: the text's example, misfires thrown out beyond canister range, 2 hits, 3 on a column",
          "[jackson]") {
  for (const Formation target_formation : {Formation::line, Formation::column}) {
    const bool column = target_formation == Formation::column;
    INFO((column ? "column" : "line"));
    Fixture f;
    UnitId ohio = f.battery("150th Ohio", kUSA, {48, 5}, kNorth, Formation::unlimbered, 6);  // front edge y = 6
    UnitId florida = f.infantry("99th Florida", kCSA, {48, column ? 37.0 : 36.5}, kSouth, target_formation, 2);
    auto b = f.battle();
    REQUIRE(gap(*b, ohio, florida) == Approx(30));
    // Six gunners: one misfire among 1,3,3,3,4,5; five dice again 1,2,3,5,6; the Floridians' morale 6.
    b->dice.load({1, 3, 3, 3, 4, 5, 1, 2, 3, 5, 6, 6});
    volley(*b, jr::kStandingArtillery, Fire{ohio, florida});
    CHECK(b->dice.scripted_left() == 0);
    CHECK(purposes(f.recorder) == std::vector<std::string>{"artillery misfires", "artillery fire", "morale check"});
    const auto fired = f.recorder.all<UnitFired>();
    REQUIRE(fired.size() == 1);
    CHECK(fired[0].dice == 5);
    CHECK(fired[0].hits == (column ? 3 : 2));
    CHECK(fired[0].range == "shot and shell");
    CHECK(b->unit(florida).hits == (column ? 3 : 2));
    CHECK(b->rules->advisor().expected_hits(*b, b->unit(ohio), b->unit(florida)) == Approx(6 * (column ? 4.0 : 3.0) / 6 * 5 / 6));
  }
}

TEST_CASE("jackson artillery: no misfire roll at canister range (15\" or less) — every misfire silences the volley", "[jackson]") {
  Fixture f;
  UnitId near = f.battery("Hazlett's", kUSA, {20, 5}, kNorth, Formation::unlimbered, 4);  // front edge y = 6
  UnitId far = f.battery("Smith's", kUSA, {60, 5}, kNorth, Formation::unlimbered, 4);
  UnitId t_near = f.infantry("15th Alabama", kCSA, {20, 21.5}, kSouth);  // 15"
  UnitId t_far = f.infantry("47th Alabama", kCSA, {60, 22}, kSouth);     // 15.5"
  f.infantry("4th Texas", kCSA, {90, 40}, kSouth);
  auto b = f.battle();
  b->dice.load({4, 4, 1, 3, 6});  // canister: four dice straight at the hit number; morale 6
  volley(*b, jr::kStandingArtillery, Fire{near, t_near});
  CHECK(f.recorder.throws_for("artillery misfires") == 0);
  REQUIRE(f.recorder.all<UnitFired>().size() == 1);
  CHECK(f.recorder.all<UnitFired>()[0].range == "canister");
  CHECK(f.recorder.all<UnitFired>()[0].hits == 2);
  CHECK(b->rules->advisor().expected_hits(*b, b->unit(near), b->unit(t_near)) == Approx(2.0));
  b->dice.load({1, 2, 2, 2, 6, 6, 6, 6});  // a misfire; three dice, three hits; morale 6
  volley(*b, jr::kStandingArtillery, Fire{far, t_far});
  CHECK(f.recorder.throws_for("artillery misfires") == 1);
  CHECK(f.recorder.all<UnitFired>()[1].dice == 3);
  CHECK(b->unit(t_far).hits == 3);
  CHECK(b->dice.scripted_left() == 0);
  SECTION("all misfires: nothing fired, nothing hit, no morale test") {
    b->unit(far).fired = false;
    b->dice.load({1, 1, 1, 1});
    volley(*b, jr::kStandingArtillery, Fire{far, t_far});
    CHECK(b->dice.scripted_left() == 0);
    CHECK(f.recorder.throws_for("artillery fire") == 2);  // the first two volleys' only
    CHECK(f.recorder.throws_for("morale check") == 2);
    CHECK(b->unit(t_far).hits == 3);
  }
  SECTION("misfire_at_most 2: 1s and 2s are thrown out") {
    b->unit(far).fired = false;
    b->rules->set_parameter("misfire_at_most", 2);
    b->dice.load({1, 2, 3, 4, 5, 5, 6});
    volley(*b, jr::kStandingArtillery, Fire{far, t_far});
    CHECK(f.recorder.all<UnitFired>()[2].dice == 2);
    CHECK(b->dice.scripted_left() == 0);
  }
}

TEST_CASE("jackson casualties: marked on one text stand until it holds 4, a base lost with its text stands, the unit at the last",
          "[jackson]") {
  Fixture f;
  UnitId reg = f.infantry("20th Maine", kUSA, {20, 10}, kNorth);
  UnitId guns = f.battery("Hazlett's", kUSA, {40, 10}, kNorth, Formation::unlimbered, 4);
  UnitId small = f.infantry("83rd Pennsylvania", kUSA, {60, 10}, kNorth);
  auto b = f.battle();
  const auto& p = params(*b);
  Unit& u = b->unit(reg);
  jr::take_casualties(*b, p, u, 1, "fire");
  CHECK(u.hits == 1);
  CHECK(jr::text_stands(p, u) == 4);
  CHECK(jr::casualty_stands(p, u) == 1);
  CHECK(jr::casualty_free_stands(p, u) == 3);
  jr::take_casualties(*b, p, u, 3, "fire");  // the first text stand is lost; no base yet
  CHECK(u.stands == 2);
  CHECK(u.hits == 4);
  CHECK(jr::text_stands(p, u) == 3);
  CHECK(jr::casualty_stands(p, u) == 0);
  jr::take_casualties(*b, p, u, 3, "fire");
  CHECK(jr::casualties_on_a_stand(p, u) == 3);
  CHECK(jr::casualty_free_stands(p, u) == 2);
  jr::take_casualties(*b, p, u, 1, "fire");  // the base's second text stand: the base goes
  CHECK(u.stands == 1);
  CHECK(u.hits == 0);
  CHECK(u.footprint.width == Approx(1.5));  // the line is a stand narrower
  const auto taken = f.recorder.all<HitsTaken>();
  REQUIRE(taken.size() == 5);
  CHECK(taken[3].hits == 1);
  CHECK_FALSE(taken[3].stands);
  CHECK(taken[4].stands);
  CHECK(taken[4].hits == 1);
  CHECK(taken[4].total == 1);
  jr::take_casualties(*b, p, u, 7, "fire");
  CHECK(u.present());
  jr::take_casualties(*b, p, u, 1, "fire");
  CHECK(u.status == UnitStatus::destroyed);
  CHECK(u.left_how == "shot to pieces");
  // A battery loses a gun a casualty.
  Unit& g = b->unit(guns);
  jr::take_casualties(*b, p, g, 1, "fire");
  CHECK(g.stands == 3);
  CHECK(g.hits == 0);
  CHECK(g.footprint.width == Approx(4.5));
  jr::take_casualties(*b, p, g, 3, "fire");
  CHECK(g.status == UnitStatus::destroyed);
  CHECK(g.left_how == "its guns all silenced");
  // More than it has: destroyed all the same.
  jr::take_casualties(*b, p, b->unit(small), 40, "fire");
  CHECK(b->unit(small).status == UnitStatus::destroyed);
}

TEST_CASE("jackson volleys: every die first, then the casualties, then one morale test a unit hit", "[jackson]") {
  Fixture f;
  UnitId a1 = f.infantry("20th Maine", kUSA, {44, 10}, kNorth);
  UnitId a2 = f.infantry("83rd Pennsylvania", kUSA, {52, 10}, kNorth);
  UnitId c1 = f.infantry("15th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("standing musketry");
  act(*b, Fire{a1, c1});
  act(*b, Fire{a2, c1});
  b->active = kCSA;
  act(*b, Fire{c1, a1});
  CHECK(f.recorder.all<DiceRolled>().empty());  // declared, not yet thrown: the volley comes at the phase's end
  CHECK(turn(*b).shots.size() == 3);
  // 20th: two hits; 83rd: one; 15th: one; then the 15th's morale, then the 20th's.
  b->dice.load({6, 5, 2, 1, 4, 1, 1, 1, 6, 3, 2, 1, 6, 6});
  end_phase(*b, "standing musketry");
  CHECK(b->dice.scripted_left() == 0);
  CHECK(purposes(f.recorder) ==
        std::vector<std::string>{"musketry", "musketry", "musketry", "morale check", "morale check"});
  CHECK(b->unit(c1).hits == 3);
  CHECK(b->unit(a1).hits == 1);
  const auto taken = f.recorder.all<HitsTaken>();
  REQUIRE(taken.size() == 2);
  CHECK(taken[0].unit == c1);
  CHECK(taken[0].hits == 3);  // the two volleys land as one
  const auto tests = f.recorder.all<MoraleChecked>();
  REQUIRE(tests.size() == 2);
  CHECK(tests[0].unit == c1);
  CHECK(tests[1].unit == a1);
  CHECK(turn(*b).shots.empty());
  CHECK(turn(*b).last_target[static_cast<std::size_t>(c1)] == a1);
}

TEST_CASE("jackson volleys: a unit destroyed by the volley still fires in it", "[jackson]") {
  Fixture f;
  UnitId a = f.infantry("20th Maine", kUSA, {48, 10}, kNorth);
  UnitId last = f.infantry("15th Alabama", kCSA, {48, 20}, kSouth, Formation::line, 1);
  f.infantry("47th Alabama", kCSA, {80, 40}, kSouth);
  auto b = f.battle();
  b->unit(last).hits = 4;  // one text stand left, free of casualties: one die
  const std::vector<jr::Shot> shots{{a, last}, {last, a}};
  b->dice.load({4, 4, 4, 4, 6, 6});  // the 20th's four hits, the 15th's one, the 20th's morale
  CHECK(jr::resolve_volleys(*b, params(*b), turn(*b), shots) == 2);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(last).status == UnitStatus::destroyed);
  CHECK(b->unit(a).hits == 1);
  const auto fired = f.recorder.all<UnitFired>();
  REQUIRE(fired.size() == 2);
  CHECK(fired[1].unit == last);
  CHECK(fired[1].dice == 1);
  CHECK(fired[1].hits == 1);
  CHECK(f.recorder.throws_for("morale check") == 1);  // the destroyed unit tests nothing
}

TEST_CASE("jackson fire phases: standing and moving artillery, then musketry, by whether the unit moved", "[jackson]") {
  Fixture f;
  UnitId standing_guns = f.battery("Hazlett's", kUSA, {34, 10}, kNorth, Formation::unlimbered, 2);
  UnitId moving_guns = f.battery("Smith's", kUSA, {40, 10}, kNorth, Formation::unlimbered, 2);
  UnitId limbered_guns = f.battery("Winslow's", kUSA, {46, 10}, kNorth, Formation::limbered, 2);
  UnitId standing_foot = f.infantry("20th Maine", kUSA, {52, 10}, kNorth);
  UnitId moving_foot = f.infantry("83rd Pennsylvania", kUSA, {58, 10}, kNorth);
  UnitId turned_foot = f.infantry("44th New York", kUSA, {64, 10}, kNorth);
  UnitId target = f.infantry("15th Alabama", kCSA, {48, 24}, kSouth, Formation::line, 16);  // 24" wide
  FormationId brigade = f.brigade("Vincent's", kUSA, {48, 4},
                                  {standing_guns, moving_guns, limbered_guns, standing_foot, moving_foot, turned_foot});
  auto b = f.battle(jr::kMovement);
  on_card(*b, brigade, {2, 2, 2});
  act(*b, Move{moving_guns, {40, 12}, kNorth});
  act(*b, Move{limbered_guns, {46, 14}, kNorth});
  act(*b, ChangeFormation{limbered_guns, Formation::unlimbered});
  act(*b, Move{moving_foot, {58, 13}, kNorth});
  act(*b, Move{turned_foot, {64, 10}, 350});  // turning in place is no move
  CHECK_THAT(jr::firer_problem(*b, params(*b), turn(*b), b->unit(limbered_guns)).value_or(""),
             Contains("it moved limbered this turn (move only)"));
  const std::vector<std::string_view> phases{jr::kStandingArtillery, jr::kMovingArtillery, jr::kStandingMusketry,
                                             jr::kMovingMusketry};
  struct Row {
    UnitId unit;
    std::vector<bool> fires;  // in each phase above
  };
  const std::vector<Row> rows{{standing_guns, {true, false, false, false}}, {moving_guns, {false, true, false, false}},
                              {limbered_guns, {false, false, false, false}}, {standing_foot, {false, false, true, false}},
                              {moving_foot, {false, false, false, true}},    {turned_foot, {false, false, true, false}}};
  b->active = kUSA;
  for (std::size_t i = 0; i < phases.size(); ++i) {
    b->phase = phases[i];
    for (const Row& r : rows) {
      INFO(b->unit(r.unit).name << " in the " << phases[i] << " phase");
      const auto why = b->rules->check(*b, Fire{r.unit, target});
      CHECK(why.has_value() != r.fires[i]);
      CHECK(b->rules->advisor().may_act(*b, b->unit(r.unit), ActionKind::fire) == r.fires[i]);
      if (why) CHECK_THAT(*why, Contains("it does not fire with the " + std::string(phases[i])));
    }
  }
  b->phase = jr::kMovement;
  CHECK_THAT(refusal(*b, Fire{standing_foot, target}), Contains("it is the movement phase"));
  b->phase = jr::kStandingMusketry;
  CHECK_THAT(refusal(*b, Fire{target, standing_foot}), Contains("card or volley"));  // USA's volley, not CSA's
  act(*b, Fire{standing_foot, target});
  CHECK_THAT(refusal(*b, Fire{standing_foot, target}), Contains("it has already fired in this phase's volley"));
  // Attackers do not fire.
  turn(*b).declare({turned_foot, target, false, false});
  CHECK_THAT(refusal(*b, Fire{turned_foot, target}), Contains("it is attacking: attackers do not fire"));
  CHECK_FALSE(b->rules->advisor().may_act(*b, b->unit(turned_foot), ActionKind::fire));
  CHECK_FALSE(b->rules->advisor().could_fire_at(*b, b->unit(turned_foot), b->unit(target)));
}

TEST_CASE("jackson expected hits: dice times the chance a die hits, a battery's misfires counted beyond canister", "[jackson]") {
  Fixture f;
  f.woods("Rose Woods", {60, 26}, {70, 32});
  UnitId rifles = f.infantry("20th Maine", kUSA, {20, 10}, kNorth);
  UnitId repeaters = f.infantry("Berdan's", kUSA, {65, 10}, kNorth, Formation::line, 2, Weapon::breechloader);
  UnitId guns = f.battery("Hazlett's", kUSA, {40, 5}, kNorth, Formation::unlimbered, 4);
  UnitId open = f.infantry("15th Alabama", kCSA, {20, 25}, kSouth);
  UnitId column = f.infantry("47th Alabama", kCSA, {40, 36}, kSouth, Formation::column);
  UnitId covered = f.infantry("4th Texas", kCSA, {65, 26.6}, kSouth);  // at the wood's edge
  UnitId far = f.infantry("5th Texas", kCSA, {20, 40}, kSouth);
  auto b = f.battle();
  const Advisor& r = b->advisor();
  CHECK(r.expected_hits(*b, b->unit(rifles), b->unit(open)) == Approx(4 * 3.0 / 6));
  CHECK(r.expected_hits(*b, b->unit(repeaters), b->unit(covered)) == Approx(8 * 2.0 / 6));
  CHECK(r.expected_hits(*b, b->unit(guns), b->unit(column)) == Approx(4 * 4.0 / 6 * 5.0 / 6));  // 29" off
  CHECK(r.expected_hits(*b, b->unit(rifles), b->unit(far)) == 0);                               // 29": beyond 24"
  CHECK_FALSE(r.could_fire_at(*b, b->unit(rifles), b->unit(far)));
  CHECK(r.could_fire_at(*b, b->unit(repeaters), b->unit(covered)));
  b->unit(rifles).routing = true;
  CHECK_FALSE(r.could_fire_at(*b, b->unit(rifles), b->unit(open)));
}

TEST_CASE("jackson volleys: a rout by fire raises the ratings of the units whose dice hit, not of those that missed", "[jackson]") {
  Fixture f;
  const UnitId missed = f.infantry("1st Minnesota", kUSA, {40, 10}, kNorth);
  const UnitId hit = f.infantry("15th Massachusetts", kUSA, {50, 10}, kNorth);
  const UnitId target = f.infantry("8th Florida", kCSA, {45, 25}, kSouth);
  auto b = f.battle(jr::kStandingMusketry);
  jr::unit_state(*b, target).morale = 2;
  act(*b, Fire{missed, target});
  act(*b, Fire{hit, target});
  b->dice.load({1, 1, 1, 1,   // the 1st Minnesota's four dice: no hit
                6, 6, 1, 1,   // the 15th Massachusetts': two
                1,            // the Floridians' test: 1 + 2 = 3, a rout
                3, 3});       // twice a line's two dice: 12" to the rear
  end_phase(*b, jr::kStandingMusketry);
  CHECK(b->dice.scripted_left() == 0);
  REQUIRE(b->unit(target).routing);
  CHECK(b->unit(target).position.y == Approx(37));
  CHECK(jr::unit_state(*b, hit).morale == 4);
  CHECK(jr::unit_state(*b, missed).morale == 3);
}

}  // namespace test_jackson_fire
