// igor's fire resolved on a table: arcs, lines of fire, targets, HITs and fire's morale check.
#include <algorithm>
#include <random>

#include "igor_fixture.hpp"

#include "engine/rules/igor/fire.hpp"
#include "engine/rules/igor/line_of_fire.hpp"

namespace test_igor_fire {

using namespace igor_test;

namespace {

UnitFired last_fire(const Fixture& f) {
  auto all = f.recorder.all<UnitFired>();
  REQUIRE_FALSE(all.empty());
  return all.back();
}

}  // namespace

TEST_CASE("igor artillery fire: 6 dice at short range in the open, a HIT per 6", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("artillery");
  b->dice.load({6, 6, 1, 2, 3, 4, /* first time under fire */ 6, 6});
  act(*b, Fire{guns, reb});
  CHECK(last_fire(f).dice == 6);
  CHECK(last_fire(f).hits == 2);
  CHECK(last_fire(f).range == "short");
  CHECK(b->unit(reb).hits == 2);
  CHECK(igor::unit_state(*b, reb).fired_upon_before);
  CHECK(b->unit(guns).acted);
  CHECK(b->unit(guns).fired);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.all<MoraleChecked>().at(0).reason == "first time under fire");
}

TEST_CASE("igor fire: failing the first-time-under-fire check falls back 2 inches per point failed", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("artillery");
  b->dice.load({1, 1, 1, 1, 1, 1, /* morale: 4 against 6, needed 7: failed by 3 */ 2, 2});
  act(*b, Fire{guns, reb});
  CHECK(b->unit(reb).hits == 0);
  CHECK(b->unit(reb).position.y == Approx(26));  // straight back, facing kept
  CHECK(b->unit(reb).facing == Approx(kSouth));
  REQUIRE(f.recorder.all<FellBack>().size() == 1);
  CHECK(f.recorder.all<FellBack>()[0].distance == Approx(6));
}

TEST_CASE("igor fire: unlimbered artillery failing its fire morale limbers up in place", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto reb_guns = f.battery("Latham's", kCSA, {48, 20}, kSouth);
  auto b = f.battle("artillery");
  b->dice.load({1, 1, 1, 1, 1, 1, 1, 1});
  act(*b, Fire{guns, reb_guns});
  CHECK(b->unit(reb_guns).formation == Formation::limbered);
  CHECK(b->unit(reb_guns).position.y == Approx(20));
  CHECK(f.recorder.all<FormationChanged>().size() == 1);
}

TEST_CASE("igor fire: 2 or more HITs from fire in one phase force a morale check, counted per phase", "[igor]") {
  Fixture f;
  auto g1 = f.battery("Ricketts'", kUSA, {40, 10}, kNorth);
  auto g2 = f.battery("Griffin's", kUSA, {56, 10}, kNorth);
  auto g3 = f.battery("Arnold's", kUSA, {48, 6}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("artillery");
  igor::unit_state(*b, reb).fired_upon_before = true;
  b->dice.load({6, 1, 1, 1, 1, 1});
  act(*b, Fire{g1, reb});
  CHECK(f.recorder.all<MoraleChecked>().empty());  // one HIT: no check
  b->dice.load({6, 1, 1, 1, 1, 1, /* morale */ 6, 6});
  act(*b, Fire{g2, reb});
  REQUIRE(f.recorder.all<MoraleChecked>().size() == 1);
  CHECK(f.recorder.all<MoraleChecked>()[0].reason == "heavy fire");
  // A new phase counts afresh.
  b->begin_phase("artillery");  // the next artillery phase
  CHECK(b->unit(reb).hits_this_phase == 0);
  b->dice.load({6, 1, 1, 1});
  act(*b, Fire{g3, reb});
  CHECK(f.recorder.all<MoraleChecked>().size() == 1);
}

TEST_CASE("igor fire: only HITs from fire count toward heavy fire, not a fallen brigadier's or a blocked move's",
          "[igor]") {
  Fixture f;
  auto g1 = f.battery("Ricketts'", kUSA, {40, 10}, kNorth);
  auto g2 = f.battery("Griffin's", kUSA, {56, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("artillery");
  igor::unit_state(*b, reb).fired_upon_before = true;
  b->dice.load({6, 1, 1, 1, 1, 1});
  act(*b, Fire{g1, reb});
  b->add_hits(b->unit(reb), 1, "their brigadier fell");  // a second HIT this phase, not from fire
  CHECK(f.recorder.all<MoraleChecked>().empty());
  CHECK(b->unit(reb).fire_hits_this_phase == 1);
  b->dice.load({1, 1, 1, 1, 1, 1});  // a miss: still one HIT from fire
  act(*b, Fire{g2, reb});
  CHECK(f.recorder.all<MoraleChecked>().empty());
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("igor fire: a shot the table gives no dice is refused, so it forces no morale check", "[igor]") {
  Fixture f;
  f.woods("McPherson's woods", {38, 29.5}, {58, 40}, Cover::heavy);
  auto firer = f.infantry("2nd Wisconsin", kUSA, {48, 12}, kNorth);
  auto reb = f.infantry("13th Alabama", kCSA, {48, 30}, kSouth);  // 16" off: long range, heavy cover
  auto b = f.battle("general fire");
  CHECK(igor::fire_dice(*b, params(*b), b->unit(firer), b->unit(reb)) == 0);
  CHECK_THAT(refusal(*b, Fire{firer, reb}), Catch::Contains("it would throw no dice at 13th Alabama"));
  CHECK_THAT(refusal(*b, Fire{firer, reb}), Catch::Contains("in heavy cover"));
  CHECK_FALSE(igor::unit_state(*b, reb).fired_upon_before);
}

TEST_CASE("igor artillery fire at a target in light cover at medium range throws 3 dice", "[igor]") {
  Fixture f;
  f.woods("Chinn woods", {40, 24}, {56, 35});
  auto guns = f.battery("Ricketts'", kUSA, {48, 2}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 25}, kSouth);
  auto b = f.battle("artillery");
  b->dice.load({1, 1, 1, 6, 6});
  act(*b, Fire{guns, reb});
  CHECK(last_fire(f).range == "medium");
  CHECK(last_fire(f).dice == 3);
}

TEST_CASE("igor artillery fire: +3 dice for enfilade into a line's flank", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {30, 20}, 90);
  auto reb = f.infantry("4th Alabama", kCSA, {45, 20}, kSouth);
  auto b = f.battle("artillery");
  CHECK(igor::fire_dice(*b, params(*b), b->unit(guns), b->unit(reb)) == 9);
}

TEST_CASE("igor artillery fire: guns before a line's frontage fire into its front, however near its end", "[igor]") {
  Fixture f;
  // 2" ahead of the line's centre and 3.5" aside: past 45 degrees, but before its 7.87" frontage.
  auto guns = f.battery("Ayres'", kUSA, {48 + 3.5, 18}, kNorth);
  auto reb = f.infantry("11th Virginia", kCSA, {48, 20}, kSouth);
  // Off the line's end, the same guns enfilade it.
  auto beyond = f.battery("Griffin's", kUSA, {48 + 6, 19.5}, kNorth);
  // A column (two bases, one behind the other) is enfiladed from ahead.
  auto column = f.infantry("1st Virginia", kCSA, {80, 28}, kSouth, Formation::column);
  auto ahead = f.battery("Arnold's", kUSA, {81.5, 16}, kNorth);
  auto b = f.battle("artillery");
  CHECK(b->unit(reb).footprint.aspect_of(b->unit(guns).position) == Aspect::left_flank);  // by 45-degree arcs
  CHECK(b->unit(reb).footprint.edge_entered_from(b->unit(guns).position) == Aspect::front);
  CHECK(igor::fire_dice(*b, params(*b), b->unit(guns), b->unit(reb)) == 6);
  CHECK(igor::fire_dice(*b, params(*b), b->unit(beyond), b->unit(reb)) == 9);
  CHECK(igor::fire_dice(*b, params(*b), b->unit(ahead), b->unit(column)) == 9);
}

TEST_CASE("igor artillery fire: +1 die when the target has a friend within 50mm behind it", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  f.infantry("6th Alabama", kCSA, {48, 23}, kSouth);
  auto b = f.battle("artillery");
  CHECK(igor::fire_dice(*b, params(*b), b->unit(guns), b->unit(reb)) == 7);
}

TEST_CASE("igor artillery fires only within 45 degrees of straight ahead", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto wide = f.infantry("4th Alabama", kCSA, {70, 14}, kSouth);
  auto b = f.battle("artillery");
  CHECK_THAT(refusal(*b, Fire{guns, wide}), Catch::Contains("no clear line of fire to 4th Alabama within its arc"));
}

TEST_CASE("igor artillery never fires over friends at a target within 6 inches of them", "[igor]") {
  Fixture f;
  f.hill("Henry House Hill", {40, 5}, {56, 15});
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  f.infantry("5th Massachusetts", kUSA, {48, 18}, kNorth);
  auto far = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto b = f.battle("artillery");
  CHECK_FALSE(b->rules->check(*b, Fire{guns, far}).has_value());  // seen over from the hill, 10" beyond
  f.s.units[static_cast<std::size_t>(far)].position = {48, 23};
  auto b2 = f.battle("artillery");
  CHECK_THAT(refusal(*b2, Fire{guns, far}), Catch::Contains("no clear line of fire"));
}

TEST_CASE("igor artillery on level ground cannot fire through a friendly unit", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  f.infantry("5th Massachusetts", kUSA, {48, 14}, kNorth, Formation::skirmish);
  auto far = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto b = f.battle("artillery");
  CHECK_THAT(refusal(*b, Fire{guns, far}), Catch::Contains("no clear line of fire"));
}

TEST_CASE("igor small arms: 4 dice at short range, 3 at medium, straight ahead", "[igor]") {
  Fixture f;
  auto inf = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 16.9}, kSouth);
  auto b = f.battle("general fire");
  b->dice.load({6, 5, 4, 3, 6, 6});
  act(*b, Fire{inf, reb});
  CHECK(last_fire(f).dice == 4);
  CHECK(last_fire(f).range == "short");
  CHECK(b->unit(reb).hits == 1);
  f.s.units[static_cast<std::size_t>(reb)].position = {48, 18};
  auto b2 = f.battle("general fire");
  CHECK(igor::fire_dice(*b2, params(*b2), b2->unit(inf), b2->unit(reb)) == 3);
}

TEST_CASE("igor small arms fire only directly ahead", "[igor]") {
  Fixture f;
  auto inf = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {60, 15}, kSouth);
  auto b = f.battle("general fire");
  CHECK_THAT(refusal(*b, Fire{inf, reb}), Catch::Contains("4th Alabama is not in its line of fire straight ahead"));
}

TEST_CASE("igor small arms must target the enemy presenting the greatest frontage", "[igor]") {
  Fixture f;
  auto inf = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto more = f.infantry("2nd Regiment", kCSA, {53, 16}, kSouth);
  auto less = f.infantry("1st Regiment", kCSA, {42, 17}, kSouth);
  auto b = f.battle("general fire");
  CHECK_THAT(refusal(*b, Fire{inf, less}),
             Catch::Contains("it must fire at 2nd Regiment, which presents the greatest frontage"));
  CHECK_FALSE(b->rules->check(*b, Fire{inf, more}).has_value());
}

TEST_CASE("igor small arms: a friend presenting more frontage masks the fire", "[igor]") {
  Fixture f;
  auto y = f.infantry("Y Regiment", kUSA, {48, 10}, kNorth);
  f.infantry("X Regiment", kUSA, {47, 13}, kNorth);
  auto reb = f.infantry("2nd Regiment", kCSA, {55, 17}, kSouth);
  auto b = f.battle("general fire");
  CHECK_THAT(refusal(*b, Fire{y, reb}), Catch::Contains("X Regiment masks its fire"));
}

TEST_CASE("igor who cannot fire: columns, limbered guns, mounted cavalry, targets out of range", "[igor]") {
  Fixture f;
  auto col = f.infantry("column", kUSA, {20, 10}, kNorth, Formation::column);
  auto limbered = f.battery("limbered", kUSA, {30, 10}, kNorth, Weapon::rifled_guns, Formation::limbered);
  auto horse = f.cavalry("1st Virginia Cavalry", kUSA, {70, 10}, kNorth);
  auto musket = f.infantry("musket", kUSA, {48, 10}, kNorth, Formation::line, Quality::raw, Weapon::smoothbore);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  auto b = f.battle("general fire");
  CHECK_THAT(refusal(*b, Fire{col, reb}), Catch::Contains("column cannot fire: units in column cannot fire"));
  CHECK_THAT(refusal(*b, Fire{horse, reb}), Catch::Contains("mounted cavalry do not fire"));
  CHECK_THAT(refusal(*b, Fire{musket, reb}), Catch::Contains("4th Alabama is out of range"));
  b->phase = "artillery";
  CHECK_THAT(refusal(*b, Fire{limbered, reb}), Catch::Contains("limbered guns cannot fire"));
  CHECK(b->rules->advisor().fire_range(b->unit(musket)) == 6);
  CHECK(b->rules->advisor().fire_range(b->unit(col)) == 0);
  // What they would reach once deployed: the commanders plan with it.
  CHECK(b->rules->advisor().fire_range_in(b->unit(col), Formation::line) > 0);
  CHECK(b->rules->advisor().fire_range_in(b->unit(limbered), Formation::unlimbered) > 0);
  CHECK(b->rules->advisor().fire_range_in(b->unit(musket), Formation::column) == 0);
  CHECK(b->rules->advisor().fire_range(b->unit(limbered)) == 0);
}

TEST_CASE("igor dismounted cavalry fire carbines without the skirmisher penalty", "[igor]") {
  Fixture f;
  auto troopers = f.cavalry("1st Virginia Cavalry", kUSA, {48, 10}, kNorth, Formation::skirmish);
  f.s.units[static_cast<std::size_t>(troopers)].dismounted = true;
  auto reb = f.infantry("4th Alabama", kCSA, {48, 16}, kSouth);
  auto b = f.battle("general fire");
  CHECK(igor::fire_dice(*b, params(*b), b->unit(troopers), b->unit(reb)) == 4);
  CHECK(b->rules->advisor().fire_range(b->unit(troopers)) == 12);
}

TEST_CASE("igor a brigadier in contact with a unit hit by fire tests to survive: 11+ on 2D6, +2 for 2+ HITs", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  f.brigade("Bee's", kCSA, {48, 21.5}, {reb});
  auto b = f.battle("artillery");
  b->dice.load({6, 6, 1, 1, 1, 1, /* survival: 9 + 2 */ 5, 4, /* first time under fire */ 6, 6});
  act(*b, Fire{guns, reb});
  CHECK(b->dice.scripted_left() == 0);
  CHECK_FALSE(b->commander(0).alive);
  REQUIRE(f.recorder.all<CommanderFell>().size() == 1);

  auto b2 = f.battle("artillery");
  b2->dice.load({6, 1, 1, 1, 1, 1, /* survival: 10, 1 HIT */ 5, 5, 6, 6});
  act(*b2, Fire{guns, reb});
  CHECK(b2->commander(0).alive);
}

// The lanes are remembered between questions about one firer; anyone moving, arriving or
// leaving must make them be traced afresh.
TEST_CASE("igor fire lanes: traced afresh once a unit moves or leaves the field", "[igor]") {
  Fixture f;
  auto firer = f.infantry("1st Minnesota", kUSA, {48, 10}, kNorth);
  auto near = f.infantry("4th Alabama", kCSA, {48, 16}, kSouth);
  auto far = f.infantry("5th Alabama", kCSA, {48, 22}, kSouth);
  auto b = f.battle("general fire");
  const auto& p = params(*b);
  const double range = 24;
  auto lanes = [&] { return igor::small_arms_lanes(*b, p, b->unit(firer), range); };
  CHECK(lanes().of(near) == lanes().count);
  CHECK(lanes().of(far) == 0);
  b->place(b->unit(near), {70, 16}, kSouth);  // steps aside: the far regiment is in the open
  CHECK(lanes().of(near) == 0);
  CHECK(lanes().of(far) == lanes().count);
  b->remove_from_field(b->unit(far), UnitStatus::routed_off, "routed off the table");
  CHECK(lanes().of(far) == 0);
}

// A battery's line of fire is remembered under the footprints of the guns, the target and the
// units across the way: anyone stepping into or out of the way, or the guns or target moving,
// must make it be traced afresh; a unit moving elsewhere must not change the answer.
TEST_CASE("igor artillery line of fire: traced afresh once a unit steps into or out of the way", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto screen = f.infantry("5th Massachusetts", kUSA, {80, 14}, kNorth);
  auto target = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto elsewhere = f.infantry("2nd Mississippi", kCSA, {10, 40}, kSouth);
  auto b = f.battle("artillery");
  const auto& p = params(*b);
  auto clear = [&] { return igor::artillery_line_of_fire(*b, p, b->unit(guns), b->unit(target)); };
  CHECK(clear());
  b->place(b->unit(screen), {48, 14}, kNorth);  // steps in front of the guns
  CHECK_FALSE(clear());
  b->place(b->unit(elsewhere), {12, 40}, kSouth);  // the field moves on; the guns stay masked
  CHECK_FALSE(clear());
  b->place(b->unit(guns), {30, 10}, kNorth);  // the guns move clear of their friend
  CHECK(clear());
  b->place(b->unit(guns), {48, 10}, kNorth);  // and back behind him
  CHECK_FALSE(clear());
  b->place(b->unit(screen), {48, 15}, kNorth, Formation::column);  // a narrow column leaves lines past it
  CHECK(clear());
  b->place(b->unit(screen), {80, 14}, kNorth, Formation::line);  // and gone
  CHECK(clear());
  b->place(b->unit(target), {47, 30}, kSouth);
  CHECK(clear());
}

// A remembered answer stands on its reasons: lines all closed, on every screen that closed one
// still standing where it stood; a line found clear, on no screen coming to stand across it.
// Two narrow columns before the guns close every line together, neither alone.
TEST_CASE("igor artillery line of fire: a remembered answer holds only while what settled it stands", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  const Vec2 left_at{46.5, 14}, right_at{50, 19};
  auto left = f.infantry("5th Massachusetts", kUSA, left_at, kNorth, Formation::column);
  auto right = f.infantry("11th Massachusetts", kUSA, right_at, kNorth, Formation::column);
  auto target = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto elsewhere = f.infantry("2nd Mississippi", kCSA, {10, 40}, kSouth);
  auto b = f.battle("artillery");
  const auto& p = params(*b);
  auto clear = [&] { return igor::artillery_line_of_fire(*b, p, b->unit(guns), b->unit(target)); };
  auto away = [&](UnitId u, Vec2 to) { b->place(b->unit(u), to, kNorth, Formation::column); };
  CHECK_FALSE(clear());
  away(elsewhere, {12, 40});  // closed no line: still closed
  CHECK_FALSE(clear());
  away(right, {90, 40});  // one of the two that closed them goes: a line opens
  CHECK(clear());
  away(elsewhere, {14, 40});
  CHECK(clear());
  away(right, right_at);  // back across the line that was clear
  CHECK_FALSE(clear());
  away(left, {80, 40});  // the other goes
  CHECK(clear());
}

// A battery behind its own line, its target and the line's regiments moving about: each answer,
// remembered proofs and the regiments that closed the lines before tried first, is the answer a
// battle seeing the same places for the first time gives.
TEST_CASE("igor artillery line of fire: a moved target is answered as afresh, the regiments that masked it tried first", "[igor]") {
  struct Places {
    Vec2 left{43, 14}, right{53, 14}, target{48, 30};
  };
  const auto make = [](const Places& at, UnitId& guns, UnitId& target) {
    Fixture f;
    guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
    f.infantry("5th Massachusetts", kUSA, at.left, kNorth);
    f.infantry("11th Massachusetts", kUSA, at.right, kNorth);
    target = f.infantry("4th Alabama", kCSA, at.target, kSouth);
    return f.battle("artillery");
  };
  Places at;
  UnitId guns = kNone, target = kNone;
  auto b = make(at, guns, target);
  const UnitId left = guns + 1, right = guns + 2;
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> x(24, 72), y(20, 44), nudge(-2, 2);
  // The whole walk first, in one battle (another battle asked in between is another field, and
  // the proofs remembered for this one would be dropped), then each place afresh.
  std::vector<std::pair<Places, bool>> walk;
  for (int step = 0; step < 300; ++step) {
    at.target = {x(rng), y(rng)};
    b->place(b->unit(target), at.target, kSouth);
    if (step % 7 == 0) {  // the line shuffles now and then
      at.left = Vec2{43 + nudge(rng), 14};
      at.right = Vec2{53 + nudge(rng), 14};
      b->place(b->unit(left), at.left, kNorth);
      b->place(b->unit(right), at.right, kNorth);
    }
    walk.emplace_back(at, igor::artillery_line_of_fire(*b, params(*b), b->unit(guns), b->unit(target)));
  }
  int open = 0, masked = 0;
  for (const auto& [places, answer] : walk) {
    UnitId fresh_guns = kNone, fresh_target = kNone;
    auto fresh = make(places, fresh_guns, fresh_target);
    INFO("target at " << places.target.x << ", " << places.target.y);
    CHECK(answer == igor::artillery_line_of_fire(*fresh, params(*fresh), fresh->unit(fresh_guns), fresh->unit(fresh_target)));
    (answer ? open : masked) += 1;
  }
  CHECK(open > 30);  // both answers are given many times over
  CHECK(masked > 30);
}

TEST_CASE("igor artillery: a friend close in front masks what lies behind it, not what the guns see past", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  f.infantry("5th Massachusetts", kUSA, {48, 14}, kNorth);
  auto behind = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto past = f.infantry("2nd Mississippi", kCSA, {64, 28}, kSouth);
  auto b = f.battle("artillery");
  CHECK_THAT(refusal(*b, Fire{guns, behind}), Catch::Contains("no clear line of fire"));
  CHECK_FALSE(b->rules->check(*b, Fire{guns, past}).has_value());
}

TEST_CASE("igor artillery: a friend beyond the target does not hide it", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  // A narrow column, so every line to it would cross the wider line, were that line in front.
  auto target = f.infantry("4th Alabama", kCSA, {48, 15}, kSouth, Formation::column);
  f.infantry("5th Massachusetts", kUSA, {48, 22}, kNorth);
  auto b = f.battle("artillery");
  CHECK_FALSE(b->rules->check(*b, Fire{guns, target}).has_value());
}

TEST_CASE("igor: a commander's first look at a target rules out only shots the rules refuse", "[igor]") {
  Fixture f;
  auto ahead = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto aside = f.infantry("1st Minnesota", kUSA, {60, 10}, kNorth);
  auto guns = f.battery("Ricketts'", kUSA, {36, 10}, kNorth);
  auto in_lanes = f.infantry("4th Alabama", kCSA, {48, 16}, kSouth);
  auto behind_it = f.infantry("5th Alabama", kCSA, {48, 22}, kSouth);
  auto off_front = f.infantry("2nd Mississippi", kCSA, {72, 15}, kSouth);
  auto b = f.battle("general fire");
  const auto& p = params(*b);
  auto looks = [&](UnitId firer, UnitId target) { return igor::might_fire_at(*b, p, b->unit(firer), b->unit(target)); };
  CHECK(looks(ahead, in_lanes));
  CHECK_FALSE(looks(ahead, behind_it));  // the nearer regiment holds every lane
  CHECK_FALSE(looks(ahead, off_front));
  CHECK(looks(aside, off_front) == (igor::small_arms_lanes(*b, p, b->unit(aside), igor::fire_reach(p, b->unit(aside))).of(off_front) > 0));
  CHECK(looks(guns, behind_it));  // partly within the guns' arc: their lines are left to the full check
  CHECK_FALSE(looks(guns, off_front));  // wholly outside it
  // Whatever the phase (guns do not fire in this one), the first look never rules out a shot
  // the rules would allow from where the firer stands.
  for (UnitId firer : {ahead, aside, guns})
    for (UnitId target : {in_lanes, behind_it, off_front}) {
      INFO(b->unit(firer).name << " at " << b->unit(target).name);
      if (b->rules->advisor().could_fire_at(*b, b->unit(firer), b->unit(target))) CHECK(looks(firer, target));
      CHECK(b->rules->advisor().could_fire_at(*b, b->unit(firer), b->unit(target)) == !igor::check_fire(*b, p, Fire{firer, target}));
      CHECK(b->rules->advisor().might_fire_at(*b, b->unit(firer), b->unit(target)) == looks(firer, target));
    }
}

TEST_CASE("igor artillery: in the open, the guns' first look at the arc agrees with the full check all round", "[igor]") {
  // Nothing else on the table: a target in range is seen exactly when part of it lies in the arc,
  // the rules' 45° or a house rule's narrower or wider one.
  for (double arc : {45.0, 30.0, 60.0}) {
    for (double facing : {0.0, 37.0, 90.0, 200.0}) {
      Fixture f;
      f.s.rule_overrides["artillery_arc"] = arc;
      auto guns = f.battery("Ricketts'", kUSA, {48, 24}, facing);
      auto target = f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
      auto b = f.battle("artillery");
      const auto& p = params(*b);
      int inside = 0, outside = 0;
      for (int step = 0; step < 144; ++step)
        for (double at : {9.0, 16.0}) {
          const double bearing_deg = step * 2.5;
          b->place(b->unit(target), b->unit(guns).position + heading(bearing_deg) * at, bearing_deg + 180);
          const bool looks = igor::within_battery_arc(p, b->unit(guns), b->unit(target));
          INFO("arc " << arc << ", facing " << facing << ", target at bearing " << bearing_deg << ", " << at << "\"");
          CHECK(looks == !igor::check_fire(*b, p, Fire{guns, target}));
          (looks ? inside : outside)++;
        }
      CHECK(inside > 0);
      CHECK(outside > 0);
    }
  }
}


TEST_CASE("igor small arms: the first look at a regiment's lanes agrees with tracing them, all round", "[igor]") {
  // may_hold_a_lane rules a target out without tracing a lane: only one wholly beside the
  // stretch of the front the lanes start from, or wholly behind the front. It must never rule out
  // one a lane meets, whatever the count of lanes or the target's bearing, and the rules' first
  // look (which asks it first) must still say exactly what the lanes say.
  for (int lanes : {9, 1, 4}) {
    for (double facing : {0.0, 37.0, 90.0}) {
      Fixture f;
      f.s.rule_overrides["fire_lanes"] = lanes;
      auto firer = f.infantry("5th Massachusetts", kUSA, {48, 24}, facing);
      auto target = f.infantry("4th Alabama", kCSA, {48, 40}, kSouth, Formation::column);
      auto b = f.battle("general fire");
      const auto& p = params(*b);
      int met = 0, passed_over = 0;
      for (int step = 0; step < 144; ++step)
        for (double at : {5.0, 9.0}) {
          const double bearing_deg = step * 2.5;
          b->place(b->unit(target), b->unit(firer).position + heading(bearing_deg) * at, bearing_deg);
          const Unit& u = b->unit(firer);
          const bool lane_met = igor::small_arms_lanes(*b, p, u, igor::fire_reach(p, u)).of(target) > 0;
          const bool looks = igor::may_hold_a_lane(p, u, b->unit(target));
          INFO(lanes << " lanes, facing " << facing << ", target at bearing " << bearing_deg << ", " << at << "\"");
          if (lane_met) CHECK(looks);
          CHECK(igor::might_fire_at(*b, p, u, b->unit(target)) == lane_met);
          met += lane_met;
          passed_over += !looks;
        }
      CHECK(met > 0);
      CHECK(passed_over > 0);  // the look spares tracing for some
    }
  }
}

TEST_CASE("igor artillery: a line of fire is found exactly when one of its 45 lines is clear of every unit", "[igor]") {
  // The check traces two lines of each aim's fan and skips the three between when one unit
  // closes both. On flat, open ground every unit screens, so tracing all 45 lines one by one
  // must give the same answer, whatever units stand in front.
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto target = f.infantry("4th Alabama", kCSA, {48, 24}, kSouth);
  std::vector<UnitId> screens;
  for (int i = 0; i < 4; ++i)
    screens.push_back(f.infantry("screen " + std::to_string(i), i % 2 ? kCSA : kUSA, {20.0 + 10 * i, 60}, kNorth,
                                 i == 3 ? Formation::column : Formation::line));
  auto b = f.battle("artillery");
  const auto& p = params(*b);
  auto every_line = [&] {
    const OrientedRect& gun = b->unit(guns).footprint;
    OrientedRect inner = b->unit(target).footprint;
    inner.width *= 0.98;
    inner.depth *= 0.98;
    const auto c = inner.corners();
    const Vec2 aims[] = {inner.center, c[0], c[1], c[2], c[3],
                         (c[0] + c[1]) * 0.5, (c[1] + c[2]) * 0.5, (c[2] + c[3]) * 0.5, (c[3] + c[0]) * 0.5};
    const Segment front = gun.front_edge();
    for (Vec2 q : aims) {
      if (!gun.in_front_arc(q, p[igor::Param::artillery_arc])) continue;
      for (double along : {0.02, 0.25, 0.5, 0.75, 0.98}) {
        const Segment line{front.a + (front.b - front.a) * along, q};
        if (std::none_of(screens.begin(), screens.end(), [&](UnitId s) { return b->unit(s).footprint.runs_through(line); }))
          return true;
      }
    }
    return false;
  };
  std::mt19937 rng(1863);
  auto uniform = [&](double lo, double hi) { return lo + (hi - lo) * (rng() / 4294967296.0); };
  int clear = 0, masked = 0;
  for (int round = 0; round < 3000; ++round) {
    const double off = uniform(-40, 40), at = uniform(8, 20);
    b->place(b->unit(target), b->unit(guns).position + heading(off) * at, uniform(0, 360));
    for (UnitId s : screens)
      b->place(b->unit(s), b->unit(guns).position + heading(off + uniform(-25, 25)) * uniform(2.5, at), uniform(0, 360));
    const bool seen = every_line();
    INFO("round " << round);
    CHECK(seen == !igor::check_fire(*b, p, Fire{guns, target}));
    (seen ? clear : masked)++;
  }
  CHECK(clear > 300);
  CHECK(masked > 300);
}

TEST_CASE("igor: a unit's level follows it on and off a hill, in this battle and another on other ground", "[igor]") {
  Fixture f;
  f.hill("Ridge", {40, 20}, {60, 30}, 2);
  const UnitId u = f.infantry("1st Blue", kUSA, {48, 10}, kNorth);
  auto b = f.battle();
  CHECK(igor::level_of(*b, b->unit(u)) == 0);
  b->place(b->unit(u), {48, 25}, kNorth);
  CHECK(igor::level_of(*b, b->unit(u)) == 2);
  CHECK(igor::level_of(*b, b->unit(u)) == 2);  // asked again where it stands
  b->place(b->unit(u), {48, 10}, kNorth);
  CHECK(igor::level_of(*b, b->unit(u)) == 0);
  // The same unit, standing where it stood on the ridge, on a table without the ridge.
  Fixture flat;
  const UnitId v = flat.infantry("1st Blue", kUSA, {48, 25}, kNorth);
  REQUIRE(v == u);
  b->place(b->unit(u), {48, 25}, kNorth);
  CHECK(igor::level_of(*b, b->unit(u)) == 2);
  auto plain = flat.battle();
  CHECK(igor::level_of(*plain, plain->unit(v)) == 0);
}

}  // namespace test_igor_fire
