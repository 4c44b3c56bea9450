// ap morale: the dice pool (a die a casualty marker up to three; one more each for raw,
// disordered, casualties from guns and no support rank unless cavalry; two for battered, an enemy
// in the 4" flank or rear box and a rout seen; three for a lost fight; one less for a battery
// attached and for veterans; two less for a division general with the unit or one for any
// general within 3"; 0..10 dice), each 4-6 a fail; what the fails mean out of a fight (0 holds,
// 1 stands, 2 withdraws D6+1" unless in cover or on a hill, 3 retires D6+1" losing D6-3
// half-bases) and after a lost fight (retires losing D6-1, 3 routs losing D6, 4 routs with the
// two nearest friends within 6" testing); the loss re-rolls of veterans (high) and raw units
// (low); the turn-start test that takes the markers off; units destroyed by their losses.
#include <array>
#include <functional>

#include "tests/ap_fixture.hpp"

#include "engine/rules/ap/morale.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "tests/captured_text.hpp"
#include <nlohmann/json.hpp>

namespace test_ap_morale {

using namespace ap_test;
using ap::MoraleResult;
using ap::MoraleTest;

namespace {

// A seasoned USA brigade of 8 half-bases in column at (48, 20) facing north (3" x 2": y 19..21,
// x 46.5..49.5): a support rank and nothing else, so a turn-start test rolls no dice.
struct Pool {
  Fixture f;
  UnitId unit;
  bool hit_by_guns = false;  // the battle's ap state, once made
  explicit Pool(int stands = 8, Quality q = Quality::seasoned, Formation fm = Formation::column)
      : unit(f.infantry("Meagher's", kUSA, {48, 20}, kNorth, kNone, stands, q, Weapon::rifled, fm)) {}
};

int dice_of(const Battle& b, UnitId u, MoraleTest t = MoraleTest::markers) {
  return ap::morale_dice(b, params(b), b.unit(u), t);
}

// The pool of the Pool brigade after `setup` changes the scenario.
int pool_with(const std::function<void(Pool&)>& setup, MoraleTest t = MoraleTest::markers) {
  Pool p;
  setup(p);
  auto b = p.f.battle();
  ap::unit_state(*b, p.unit).hit_by_guns = p.hit_by_guns;
  return dice_of(*b, p.unit, t);
}

MoraleResult test(Battle& b, UnitId u, MoraleTest t) { return ap::test_morale(b, params(b), b.unit(u), t); }

}  // namespace

TEST_CASE("ap morale dice: a die a casualty marker, up to three", "[ap]") {
  CHECK(pool_with([](Pool&) {}) == 0);
  const std::array<int, 6> expected{0, 1, 2, 3, 3, 3};
  for (int hits = 0; hits <= 5; ++hits) {
    INFO(hits << " markers");
    CHECK(pool_with([hits](Pool& p) { p.f.unit(p.unit).hits = hits; }) == expected[static_cast<std::size_t>(hits)]);
  }
}

TEST_CASE("ap morale dice: +1 raw, +1 disordered, +1 casualties from guns", "[ap]") {
  CHECK(pool_with([](Pool& p) { p.f.unit(p.unit).quality = Quality::raw; }) == 1);
  CHECK(pool_with([](Pool& p) { p.f.unit(p.unit).disordered = true; }) == 1);
  CHECK(pool_with([](Pool& p) {
          p.f.unit(p.unit).hits = 1;
          p.hit_by_guns = true;
        }) == 2);
  CHECK(pool_with([](Pool& p) { p.f.unit(p.unit).hits = 1; }) == 1);                // small arms only
  CHECK(pool_with([](Pool& p) { p.hit_by_guns = true; }) == 0);      // no markers left
}

TEST_CASE("ap morale dice: +1 without a support rank (1.5 bases behind), never for cavalry", "[ap]") {
  struct Case { int stands; Formation f; int dice; };
  // Column: the front rank is half the bases rounded up; 3 half-bases or more behind it support.
  for (Case c : {Case{8, Formation::line, 1}, {8, Formation::column, 0}, {7, Formation::column, 0},
                 {6, Formation::column, 1}, {4, Formation::column, 1}, {2, Formation::column, 1}}) {
    INFO(c.stands << " half-bases in " << name_of(c.f));
    Pool p(c.stands, Quality::seasoned, c.f);
    auto b = p.f.battle();
    CHECK(dice_of(*b, p.unit) == c.dice);
  }
  Fixture f;
  UnitId cav = f.cavalry("Buford's", kUSA, {48, 20}, kNorth);
  UnitId dis = f.cavalry("Gamble's", kUSA, {20, 20}, kNorth, kNone, 8, Quality::seasoned, true);
  auto b = f.battle();
  CHECK(dice_of(*b, cav) == 0);
  CHECK(dice_of(*b, dis) == 0);
}

TEST_CASE("ap morale dice: +2 battered (under half its half-bases)", "[ap]") {
  // Cavalry, so the lost support rank adds nothing.
  for (int stands = 2; stands <= 8; ++stands) {
    Fixture f;
    UnitId cav = f.cavalry("Buford's", kUSA, {48, 20}, kNorth, kNone, stands);
    f.unit(cav).stands_at_start = 8;
    auto b = f.battle();
    INFO(stands << " of 8");
    CHECK(dice_of(*b, cav) == (stands <= 3 ? 2 : 0));
  }
}

TEST_CASE("ap morale dice: +2 for enemy foot or cavalry in the 4\" flank or rear box, not guns or friends", "[ap]") {
  struct Case { const char* what; Side side; Arm arm; Vec2 at; double facing; int dice; };
  for (Case c : {Case{"foot 3.5\" behind", kCSA, Arm::infantry, {48, 15}, kNorth, 2},
                 {"foot 4.5\" behind", kCSA, Arm::infantry, {48, 14}, kNorth, 0},
                 {"foot 3.5\" off the right flank", kCSA, Arm::infantry, {53.5, 20}, 270, 2},
                 {"cavalry 3.5\" behind", kCSA, Arm::cavalry, {48, 15}, kNorth, 2},
                 {"foot 1.5\" in front", kCSA, Arm::infantry, {48, 23}, kSouth, 0},
                 {"a gun 2\" behind", kCSA, Arm::artillery, {48, 16}, kNorth, 0},
                 {"friends 3.5\" behind", kUSA, Arm::infantry, {48, 15}, kNorth, 0}}) {
    Pool p;
    p.f.add("them", c.side, c.arm, c.at, c.facing, kNone, 8, c.arm == Arm::artillery ? Formation::unlimbered : Formation::line,
            Quality::seasoned, c.arm == Arm::artillery ? Weapon::rifled_guns : Weapon::rifled);
    auto b = p.f.battle();
    INFO(c.what << ": " << gap(*b, p.unit, 1) << "\" apart");
    CHECK(dice_of(*b, p.unit) == c.dice);
  }
}

TEST_CASE("ap morale dice: +2 seeing a rout, +3 after a lost fight", "[ap]") {
  Pool p;
  auto b = p.f.battle();
  CHECK(dice_of(*b, p.unit, MoraleTest::markers) == 0);
  CHECK(dice_of(*b, p.unit, MoraleTest::rout_seen) == 2);
  CHECK(dice_of(*b, p.unit, MoraleTest::lost_fight) == 3);
}

TEST_CASE("ap morale dice: -1 battery attached, -1 veteran (from three markers)", "[ap]") {
  auto three = [](Pool& p) { p.f.unit(p.unit).hits = 3; };
  CHECK(pool_with(three) == 3);
  CHECK(pool_with([&](Pool& p) { three(p); p.f.unit(p.unit).quality = Quality::veteran; }) == 2);
  // A gun 1.5" x 2" at (52, 20): 1.75" from the brigade's flank; at (54, 20): 3.75".
  CHECK(pool_with([&](Pool& p) { three(p); p.f.battery("Pettit's", kUSA, {52, 20}, kNorth); }) == 2);
  CHECK(pool_with([&](Pool& p) { three(p); p.f.battery("Pettit's", kUSA, {54, 20}, kNorth); }) == 3);
  CHECK(pool_with([&](Pool& p) { three(p); p.f.battery("Pelham's", kCSA, {52, 20}, kSouth); }) == 3);
}

TEST_CASE("ap morale dice: -2 a division general with it, else -1 any general within 3\"", "[ap]") {
  auto three = [](Pool& p) { p.f.unit(p.unit).hits = 3; };
  // The brigade's rear edge is y = 19: a general at y = 16.5 is 2.5" from it, at y = 15.5 3.5".
  CHECK(pool_with([&](Pool& p) { three(p); p.f.division("Hancock's", kUSA, {48, 16.5}); }) == 1);
  CHECK(pool_with([&](Pool& p) { three(p); p.f.division("Hancock's", kUSA, {48, 15.5}); }) == 3);
  CHECK(pool_with([&](Pool& p) { three(p); p.f.corps("II Corps", kUSA, {48, 16.5}); }) == 2);
  CHECK(pool_with([&](Pool& p) { three(p); p.f.corps("II Corps", kUSA, {48, 15.5}); }) == 3);
  CHECK(pool_with([&](Pool& p) { three(p); p.f.army_commander("Meade", kUSA, {48, 16.5}); }) == 2);
  // Not both: the division general's two dice, no more.
  CHECK(pool_with([&](Pool& p) {
          three(p);
          p.f.division("Hancock's", kUSA, {48, 16.5});
          p.f.corps("II Corps", kUSA, {47, 16.5});
        }) == 1);
  CHECK(pool_with([&](Pool& p) { three(p); p.f.division("Heth's", kCSA, {48, 16.5}); }) == 3);  // an enemy
  CHECK(pool_with([&](Pool& p) {
          three(p);
          FormationId d = p.f.division("Hancock's", kUSA, {48, 16.5});
          p.f.s.commanders[static_cast<std::size_t>(p.f.general_of(d))].alive = false;
        }) == 3);
}

TEST_CASE("ap morale dice: never fewer than 0 nor more than 10", "[ap]") {
  CHECK(pool_with([](Pool& p) { p.f.unit(p.unit).quality = Quality::veteran; }) == 0);
  CHECK(pool_with([](Pool& p) { p.f.division("Hancock's", kUSA, {48, 16.5}); }) == 0);
  // Raw, disordered, 3 markers from guns, no support rank, battered, an enemy behind: 11.
  auto worst = [](Pool& p) {
    Unit& u = p.f.unit(p.unit);
    u.quality = Quality::raw;
    u.disordered = p.hit_by_guns = true;
    u.hits = 3;
    u.formation = Formation::line;
    u.stands = 3;
    u.stands_at_start = 8;
    p.f.infantry("Pender's", kCSA, {48, 16}, kNorth);
  };
  CHECK(pool_with(worst) == 10);
  CHECK(pool_with(worst, MoraleTest::lost_fight) == 10);
  CHECK(pool_with(worst, MoraleTest::rout_seen) == 10);
  // The ten is taken after the steadying dice: 11 less a division general's 2.
  CHECK(pool_with([&](Pool& p) { worst(p); p.f.division("Hancock's", kUSA, {44, 20}); }) == 9);
}

TEST_CASE("ap morale result: out of a fight 0 holds, 1 stands, 2 withdraws, 3 or more retire", "[ap]") {
  ap::ApParameters p;
  for (MoraleTest t : {MoraleTest::markers, MoraleTest::rout_seen}) {
    CHECK(ap::morale_result(p, t, 0) == MoraleResult::holds);
    CHECK(ap::morale_result(p, t, 1) == MoraleResult::stands);
    CHECK(ap::morale_result(p, t, 2) == MoraleResult::withdraws);
    for (int fails = 3; fails <= 10; ++fails) CHECK(ap::morale_result(p, t, fails) == MoraleResult::retires);
  }
}

TEST_CASE("ap morale result: after a lost fight up to 2 retire, 3 routs, 4 or more rout in sight of friends", "[ap]") {
  ap::ApParameters p;
  for (int fails = 0; fails <= 2; ++fails) CHECK(ap::morale_result(p, MoraleTest::lost_fight, fails) == MoraleResult::retires);
  CHECK(ap::morale_result(p, MoraleTest::lost_fight, 3) == MoraleResult::routs);
  for (int fails = 4; fails <= 10; ++fails) CHECK(ap::morale_result(p, MoraleTest::lost_fight, fails) == MoraleResult::routs_seen);
  // Four dice (a marker and the lost fight): every face of each, each 4-6 a fail.
  std::array<int, 3> count{};  // retires, routs, routs seen
  for (int n = 0; n < 6 * 6 * 6 * 6; ++n) {
    int fails = 0;
    for (int i = 0, k = n; i < 4; ++i, k /= 6) fails += k % 6 + 1 >= 4;
    const MoraleResult r = ap::morale_result(p, MoraleTest::lost_fight, fails);
    ++count[r == MoraleResult::retires ? 0 : r == MoraleResult::routs ? 1 : 2];
  }
  CHECK(count == std::array<int, 3>{891, 324, 81});  // (1 + 4 + 6) x 81, 4 x 81, 81 of 1296
}

TEST_CASE("ap morale test: three markers, every face of the three dice - 27 hold, 81 stand, 81 withdraw, 27 retire", "[ap]") {
  std::array<int, 4> count{};
  for (int n = 0; n < 216; ++n) {
    Pool p;
    p.f.unit(p.unit).hits = 3;
    auto b = p.f.battle();
    const int a = n % 6 + 1, c = n / 6 % 6 + 1, d = n / 36 + 1;
    b->dice.load({a, c, d, 1, 1});  // then a withdrawal's D6, or a retirement's loss and distance
    const MoraleResult r = test(*b, p.unit, MoraleTest::markers);
    const int fails = (a >= 4) + (c >= 4) + (d >= 4);
    INFO(a << c << d);
    REQUIRE(static_cast<int>(r) == std::min(fails, 3));
    ++count[static_cast<std::size_t>(r)];
    CHECK(b->dice.scripted_left() == (fails <= 1 ? 2u : fails == 2 ? 1u : 0u));
    const auto checks = p.f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 1);
    CHECK(checks[0].pool);
    CHECK(checks[0].level == 3);
    CHECK(checks[0].roll == fails);
    CHECK(checks[0].passed == (fails <= 1));
    CHECK(b->unit(p.unit).position.y == Approx(fails <= 1 ? 20.0 : 18.0));  // 1 + 1 back
    CHECK(b->unit(p.unit).stands == 8);  // a retirement's D6-3 of 1 loses nothing
  }
  CHECK(count == std::array<int, 4>{27, 81, 81, 27});
}

TEST_CASE("ap morale withdraw: D6+1\" toward its own edge, facing kept — not from cover, a wall or a hill", "[ap]") {
  for (int face = 1; face <= 6; ++face) {
    Fixture f;
    UnitId usa = f.infantry("Meagher's", kUSA, {30, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    UnitId csa = f.infantry("Pender's", kCSA, {60, 30}, kSouth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    f.unit(usa).hits = f.unit(csa).hits = 2;
    auto b = f.battle();
    b->dice.load({4, 5, face, 6, 6, face});
    CHECK(test(*b, usa, MoraleTest::markers) == MoraleResult::withdraws);
    CHECK(test(*b, csa, MoraleTest::markers) == MoraleResult::withdraws);
    CHECK(b->dice.scripted_left() == 0);
    INFO("face " << face);
    CHECK(b->unit(usa).position.y == Approx(20 - face - 1));
    CHECK(b->unit(usa).position.x == Approx(30));
    CHECK(b->unit(usa).facing == Approx(kNorth));
    CHECK(b->unit(csa).position.y == Approx(30 + face + 1));
    CHECK(b->unit(csa).facing == Approx(kSouth));
    CHECK(b->unit(usa).stands == 8);
  }
  for (const char* ground : {"woods", "wall", "hill"}) {
    Pool p;
    if (ground == std::string("woods")) p.f.woods("the Wheatfield woods", {40, 15}, {56, 25});
    if (ground == std::string("wall")) p.f.line("the stone wall", LineKind::wall, {{40, 21.3}, {56, 21.3}}, Cover::heavy);
    if (ground == std::string("hill")) p.f.hill("Cemetery Ridge", {40, 15}, {56, 25});
    p.f.unit(p.unit).hits = 2;
    auto b = p.f.battle();
    b->dice.load({6, 6});
    INFO(ground);
    CHECK(test(*b, p.unit, MoraleTest::markers) == MoraleResult::withdraws);
    CHECK(b->dice.scripted_left() == 0);  // no D6 for the distance
    CHECK(b->unit(p.unit).position.y == Approx(20));
    CHECK(p.f.recorder.all<FellBack>().empty());
  }
}

TEST_CASE("ap morale retire out of a fight: D6-3 half-bases lost, then D6+1\" back, cover or not", "[ap]") {
  for (int face = 1; face <= 6; ++face) {
    Pool p;
    p.f.woods("the Wheatfield woods", {40, 15}, {56, 25});
    p.f.unit(p.unit).hits = 3;
    auto b = p.f.battle();
    b->dice.load({4, 5, 6, face, 3});
    CHECK(test(*b, p.unit, MoraleTest::markers) == MoraleResult::retires);
    CHECK(b->dice.scripted_left() == 0);
    INFO("loss face " << face);
    CHECK(b->unit(p.unit).stands == 8 - std::max(0, face - 3));
    CHECK(b->unit(p.unit).position.y == Approx(16));
    CHECK(b->unit(p.unit).present());
  }
}

TEST_CASE("ap morale after a lost fight: retires losing D6-1, 3 fails rout losing D6, off the field", "[ap]") {
  for (int face = 1; face <= 6; ++face) {
    Pool p;  // 3 dice: the lost fight's
    auto b = p.f.battle();
    b->dice.load({1, 2, 6, face, 4});
    CHECK(test(*b, p.unit, MoraleTest::lost_fight) == MoraleResult::retires);
    CHECK(b->dice.scripted_left() == 0);
    INFO("loss face " << face);
    CHECK(b->unit(p.unit).stands == 8 - (face - 1));
    CHECK(b->unit(p.unit).position.y == Approx(15));
  }
  for (int face = 1; face <= 6; ++face) {
    Pool p;
    UnitId friend_near = p.f.infantry("Zook's", kUSA, {43, 20}, kNorth);  // within 6": no test at 3 fails
    auto b = p.f.battle();
    b->dice.load({4, 5, 6, face});
    CHECK(test(*b, p.unit, MoraleTest::lost_fight) == MoraleResult::routs);
    CHECK(b->dice.scripted_left() == 0);
    const Unit& u = b->unit(p.unit);
    INFO("loss face " << face);
    CHECK(u.stands == 8 - face);
    CHECK(u.status == UnitStatus::routed_off);
    CHECK(p.f.recorder.all<Routed>().size() == 1);
    CHECK(p.f.recorder.all<MoraleChecked>().size() == 1);
    CHECK(b->unit(friend_near).present());
  }
}

TEST_CASE("ap morale after a lost fight: 4 fails rout, and the two nearest friends within 6\" test for seeing it", "[ap]") {
  Pool p;  // at (48, 20), 3" x 2"
  p.f.unit(p.unit).hits = 1;  // 4 dice
  UnitId a = p.f.infantry("Zook's", kUSA, {43, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);  // 2"
  UnitId c = p.f.infantry("Brooke's", kUSA, {54, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);  // 3"
  UnitId d = p.f.infantry("Kelly's", kUSA, {48, 14}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);  // 4"
  UnitId far = p.f.infantry("Cross's", kUSA, {60, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  UnitId enemy = p.f.infantry("Kershaw's", kCSA, {48, 25.5}, kSouth);  // 4" in front: in no one's flank box
  auto b = p.f.battle();
  // The test's four fails, the D6 of half-bases (2), then Zook's and Brooke's two dice each.
  b->dice.load({4, 4, 5, 6, 2, 1, 2, 3, 1});
  CHECK(test(*b, p.unit, MoraleTest::lost_fight) == MoraleResult::routs_seen);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(p.unit).status == UnitStatus::routed_off);
  CHECK(b->unit(p.unit).stands == 6);
  const auto checks = p.f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 3);
  CHECK(checks[1].unit == a);
  CHECK(checks[1].level == 2);
  CHECK(checks[1].reason == "saw a rout");
  CHECK(checks[2].unit == c);
  CHECK(checks[2].level == 2);
  for (UnitId id : {a, c, d, far, enemy}) {
    CHECK(b->unit(id).present());
    CHECK(b->unit(id).position.y == Approx(id == d ? 14 : id == enemy ? 25.5 : 20));  // they held
  }
}

TEST_CASE("ap loss rolls: a veteran re-rolls a 4-6 (its choice), a raw unit a 1-3 (the enemy's), once", "[ap]") {
  struct Case { Quality q; std::array<int, 6> counts; };  // of 36 (first face, re-roll) pairs: losses 1..6
  for (Case c : {Case{Quality::veteran, {9, 9, 9, 3, 3, 3}}, {Quality::raw, {3, 3, 3, 9, 9, 9}},
                 {Quality::seasoned, {6, 6, 6, 6, 6, 6}}}) {
    std::array<int, 6> counts{};
    for (int first = 1; first <= 6; ++first)
      for (int second = 1; second <= 6; ++second) {
        Pool p(8, c.q);
        auto b = p.f.battle();
        b->dice.load({first, second});
        const int lost = ap::loss_roll(*b, params(*b), b->unit(p.unit), 0);
        const bool rerolled = c.q == Quality::veteran ? first >= 4 : c.q == Quality::raw ? first <= 3 : false;
        INFO(name_of(c.q) << " " << first << " then " << second);
        CHECK(lost == (rerolled ? second : first));
        CHECK(b->dice.scripted_left() == (rerolled ? 0u : 1u));
        ++counts[static_cast<std::size_t>(lost - 1)];
      }
    INFO(name_of(c.q));
    CHECK(counts == c.counts);
  }
  Pool p(8, Quality::veteran);
  auto b = p.f.battle();
  b->dice.load({6, 1, 2});  // D6-3 of a re-rolled 1: never below nothing; D6-1 of a 2
  CHECK(ap::loss_roll(*b, params(*b), b->unit(p.unit), 3) == 0);
  CHECK(ap::loss_roll(*b, params(*b), b->unit(p.unit), 1) == 1);
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("ap morale retire: a veteran's high loss die and a raw unit's low one are rolled again", "[ap]") {
  {
    Pool p(8, Quality::veteran);  // 3 dice, less the veteran's: 2
    auto b = p.f.battle();
    b->dice.load({5, 6, 6, 2, 3});  // lost fight retire: 6, re-rolled 2: D6-1 = 1; 3 + 1" back
    CHECK(test(*b, p.unit, MoraleTest::lost_fight) == MoraleResult::retires);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(p.unit).stands == 7);
    CHECK(b->unit(p.unit).position.y == Approx(16));
  }
  {
    Pool p(8, Quality::raw);  // 3 + 1 raw: 4 dice, 2 fails: retires
    auto b = p.f.battle();
    b->dice.load({1, 2, 6, 6, 1, 5, 3});  // 1, re-rolled 5: D6-1 = 4
    CHECK(test(*b, p.unit, MoraleTest::lost_fight) == MoraleResult::retires);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(p.unit).stands == 4);
  }
}

TEST_CASE("ap turn start: units of the side with markers test, and the markers come off", "[ap]") {
  Fixture f;
  UnitId marked = f.infantry("Meagher's", kUSA, {30, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  UnitId withdrawing = f.infantry("Zook's", kUSA, {60, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  UnitId clean = f.infantry("Brooke's", kUSA, {80, 20}, kNorth);
  UnitId enemy = f.infantry("Kershaw's", kCSA, {48, 40}, kSouth);
  f.unit(marked).hits = 2;  // and a die for the guns: 3 dice
  f.unit(withdrawing).hits = 2;                                  // 2 dice
  f.unit(enemy).hits = 2;
  auto b = f.battle("morale");
  ap::unit_state(*b, marked).hit_by_guns = true;
  b->dice.load({1, 2, 4, 5, 6, 2});
  end_phase(*b, "morale");
  CHECK(b->dice.scripted_left() == 0);
  const auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 2);
  CHECK(checks[0].unit == marked);
  CHECK(checks[0].level == 3);
  CHECK(checks[0].reason == "casualty markers");
  CHECK(checks[1].unit == withdrawing);
  CHECK(b->unit(withdrawing).position.y == Approx(17));
  for (UnitId id : {marked, withdrawing, clean}) {
    CHECK(b->unit(id).hits == 0);
    CHECK_FALSE(ap::unit_state(*b, id).hit_by_guns);
  }
  CHECK(b->unit(enemy).hits == 2);  // not its turn
  end_phase(*b, "morale");  // nothing left to test
  CHECK(f.recorder.all<MoraleChecked>().size() == 2);
}

TEST_CASE("ap destroyed: losses that take the last half-bases destroy the unit, and its friends test", "[ap]") {
  {
    Pool p(2);  // 2 half-bases: 1 die for no support rank, 2 markers: 3 dice
    p.f.unit(p.unit).hits = 2;
    UnitId near = p.f.infantry("Zook's", kUSA, {43, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    p.f.infantry("Kelly's", kUSA, {48, 12}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);  // 6.5"
    auto b = p.f.battle();
    b->dice.load({4, 5, 6, 5, 1, 1});  // retires; D6-3 = 2 half-bases: gone, no distance rolled; Zook's sees it
    CHECK(test(*b, p.unit, MoraleTest::markers) == MoraleResult::retires);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(p.unit).status == UnitStatus::destroyed);
    CHECK(b->unit(p.unit).stands == 0);
    CHECK(p.f.recorder.all<FellBack>().empty());
    const auto checks = p.f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 2);
    CHECK(checks[1].unit == near);
    CHECK(checks[1].reason == "saw a rout");
  }
  {
    // A rout whose D6 takes every half-base: destroyed; its friends test once, not twice.
    Pool p(4);
    p.f.unit(p.unit).hits = 1;  // 1 + 1 no support + 3: 5 dice
    UnitId near = p.f.infantry("Zook's", kUSA, {43, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    auto b = p.f.battle();
    b->dice.load({4, 4, 4, 4, 1, 5, 1, 1});
    CHECK(test(*b, p.unit, MoraleTest::lost_fight) == MoraleResult::routs_seen);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(p.unit).status == UnitStatus::destroyed);
    CHECK(p.f.recorder.all<Routed>().empty());
    const auto checks = p.f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 2);
    CHECK(checks[1].unit == near);
  }
  {
    // A gun that routs loses its gun whatever the die.
    Fixture f;
    UnitId gun = f.battery("Pettit's", kUSA, {48, 20}, kNorth);
    auto b = f.battle();
    ap::rout(*b, params(*b), b->unit(gun), "routed", false);
    CHECK(b->dice.rolls_made() == 0);
    CHECK(b->unit(gun).status == UnitStatus::destroyed);
    CHECK(b->unit(gun).left_how == "lost its gun");
  }
}

TEST_CASE("ap morale withdraw: the log's fall-back record gives where the unit went, not where it stood", "[ap]") {
  Fixture f;
  UnitId usa = f.infantry("Meagher's", kUSA, {30, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  f.unit(usa).hits = 2;
  auto b = f.battle();
  test_support::CapturedText out;
  JsonLinesWriter writer(out.f, false);
  b->log.attach(&writer);
  b->dice.load({4, 5, 3});  // withdraws 3 + 1 = 4"
  CHECK(test(*b, usa, MoraleTest::markers) == MoraleResult::withdraws);
  b->log.detach(&writer);
  const std::string text = out.text();
  bool found = false;
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = text.find('\n', start);
    const auto j = nlohmann::json::parse(text.substr(start, end - start));
    start = end == std::string::npos ? text.size() : end + 1;
    if (j.value("type", "") != "fall_back") continue;
    found = true;
    CHECK(j["to"][0].get<double>() == Approx(30));
    CHECK(j["to"][1].get<double>() == Approx(16));  // 20 - 4: where it ended, not where it stood
  }
  CHECK(found);
}

TEST_CASE("ap morale: a routing unit calls the scenario's unit_routed hook while it is still on the field", "[ap]") {
  Pool p;
  std::vector<std::pair<std::string, bool>> routed;  // the unit, and whether it was still present
  p.f.s.hooks.on[static_cast<std::size_t>(HookKind::unit_routed)] = [&](Battle& b, const HookArgs& a) {
    routed.emplace_back(b.unit(a.unit).name, b.unit(a.unit).present());
  };
  auto b = p.f.battle();
  b->dice.load({4, 5, 6, 1});  // 3 fails after a lost fight: routs
  CHECK(test(*b, p.unit, MoraleTest::lost_fight) == MoraleResult::routs);
  REQUIRE(routed.size() == 1);
  CHECK(routed[0].first == b->unit(p.unit).name);
  CHECK(routed[0].second);
  CHECK(b->unit(p.unit).status == UnitStatus::routed_off);
}

}  // namespace test_ap_morale
