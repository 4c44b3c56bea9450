// igor's general movement: rates, ground, wheels, about faces, formation changes, falling back.
#include "igor_fixture.hpp"

#include "engine/rules/igor/movement.hpp"

namespace test_igor_movement {

using namespace igor_test;
using igor::MoveGround;

namespace {

constexpr MoveGround kOpen{false, false}, kRough{true, false}, kRoad{false, true};
const double kLineWidth = 200 / 25.4;

double allowance(const Unit& u, MoveGround g, int die = 0) {
  static const igor::IgorParameters p;
  return igor::move_allowance_over(p, u, g, die);
}

Unit unit_in(Arm arm, Formation f, bool dismounted = false) {
  Unit u;
  u.arm = arm;
  u.formation = f;
  u.dismounted = dismounted;
  return u;
}

}  // namespace

TEST_CASE("igor movement table: rates by formation in the open, in rough and on roads", "[igor]") {
  auto line = unit_in(Arm::infantry, Formation::line);
  auto skirmish = unit_in(Arm::infantry, Formation::skirmish);
  auto column = unit_in(Arm::infantry, Formation::column);
  auto square = unit_in(Arm::infantry, Formation::square);
  auto limbered = unit_in(Arm::artillery, Formation::limbered);
  auto unlimbered = unit_in(Arm::artillery, Formation::unlimbered);
  auto cav_line = unit_in(Arm::cavalry, Formation::line);
  auto cav_column = unit_in(Arm::cavalry, Formation::column);
  auto dismounted = unit_in(Arm::cavalry, Formation::skirmish, true);

  CHECK(allowance(limbered, kOpen) == 10);
  CHECK(allowance(limbered, kRough) == 5);
  CHECK(allowance(limbered, kRoad) == 15);
  CHECK(allowance(unlimbered, kOpen) == 0);
  CHECK(allowance(line, kOpen) == 10);
  CHECK(allowance(line, kRough) == 5);
  CHECK(allowance(line, kRoad) == 10);  // no road bonus for lines
  CHECK(allowance(skirmish, kOpen) == 10);
  CHECK(allowance(skirmish, kRough) == 10);
  CHECK(allowance(column, kOpen) == 15);
  CHECK(allowance(column, kRough) == 10);
  CHECK(allowance(column, kRoad) == 20);
  CHECK(allowance(square, kOpen) == 0);
  CHECK(allowance(cav_line, kOpen) == 10);
  CHECK(allowance(cav_line, kRough, 4) == 6);
  CHECK(allowance(cav_line, kRoad) == 10);
  CHECK(allowance(cav_column, kOpen) == 15);
  CHECK(allowance(cav_column, kRough, 6) == 9);
  CHECK(allowance(cav_column, kRoad) == 20);
  CHECK(allowance(dismounted, kRough) == 10);
}

TEST_CASE("igor movement: woods are rough, a road all the way negates rough", "[igor]") {
  Fixture f;
  f.woods("Chinn woods", {40, 15}, {56, 30});
  f.road("Turnpike", {{20, 0}, {20, 48}});
  auto in_woods = f.infantry("line", kUSA, {48, 10}, kNorth);
  auto on_road = f.infantry("column", kUSA, {20, 10}, kNorth, Formation::column);
  auto b = f.battle();
  CHECK(igor::ground_of(*b, b->unit(in_woods), {48, 18}).rough);
  CHECK_FALSE(igor::ground_of(*b, b->unit(in_woods), {48, 13}).rough);
  auto road = igor::ground_of(*b, b->unit(on_road), {20, 30});
  CHECK(road.road);
  CHECK_FALSE(road.rough);
}

TEST_CASE("igor movement: a line moves its allowance straight ahead and no further", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto b = f.battle("general movement");
  CHECK_THAT(refusal(*b, Move{a, {48, 20.5}, kNorth}),
             Catch::Contains("5th Massachusetts cannot move: the move costs 10.5\" and it has 10.0\" (igor: general movement)"));
  act(*b, Move{a, {48, 20}, kNorth});
  CHECK(b->unit(a).position.y == Approx(20));
  CHECK(b->unit(a).acted);
  REQUIRE(f.recorder.all<UnitMoved>().size() == 1);
}

TEST_CASE("igor movement: rough ground costs a line 5 inches", "[igor]") {
  Fixture f;
  f.woods("Chinn woods", {40, 13}, {56, 30});
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto b = f.battle("general movement");
  CHECK_THAT(refusal(*b, Move{a, {48, 15.5}, kNorth}), Catch::Contains("it has 5.0\""));
  CHECK_FALSE(b->rules->check(*b, Move{a, {48, 15}, kNorth}).has_value());
}

TEST_CASE("igor movement: a column on a road moves 20 inches", "[igor]") {
  Fixture f;
  f.road("Turnpike", {{20, 0}, {20, 48}});
  auto a = f.infantry("column", kUSA, {20, 10}, kNorth, Formation::column);
  auto b = f.battle("general movement");
  act(*b, Move{a, {20, 30}, kNorth});
  CHECK(b->unit(a).position.y == Approx(30));
}

TEST_CASE("igor movement: a wheel costs the arc its outer flank travels", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto b = f.battle("general movement");
  const auto& p = params(*b);
  const Unit& u = b->unit(a);
  CHECK(igor::turn_cost(p, u, 90, 10) == Approx(kLineWidth * std::numbers::pi / 2));
  CHECK(igor::turn_cost(p, u, 45, 10) == Approx(kLineWidth * std::numbers::pi / 4));
  // A quarter wheel costs 12.4": more than a line's 10.
  CHECK_THAT(refusal(*b, Move{a, {48, 20}, 90}), Catch::Contains("the move costs 12.4\""));
  // An eighth wheel (6.2") then ahead: the wheel itself carries the centre 3.0".
  Vec2 ahead = heading(45);
  CHECK_FALSE(b->rules->check(*b, Move{a, Vec2{48, 20} + ahead * 6.5, 45}).has_value());
  CHECK(b->rules->check(*b, Move{a, Vec2{48, 20} + ahead * 7.0, 45}).has_value());
}

TEST_CASE("igor movement: a column changes direction for free", "[igor]") {
  Fixture f;
  auto a = f.infantry("column", kUSA, {48, 20}, kNorth, Formation::column);
  auto b = f.battle("general movement");
  CHECK(igor::turn_cost(params(*b), b->unit(a), 90, 15) == 0);
  act(*b, Move{a, {63, 20}, 90});
  CHECK(b->unit(a).facing == Approx(90));
}

TEST_CASE("igor movement: an about face costs half the allowance", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto b = f.battle("general movement");
  CHECK(igor::turn_cost(params(*b), b->unit(a), 180, 10) == Approx(5));
  CHECK_THAT(refusal(*b, Move{a, {48, 14.5}, 180}), Catch::Contains("the move costs 10.5\""));
  act(*b, Move{a, {48, 15}, 180});
  CHECK(b->unit(a).facing == Approx(180));
}

TEST_CASE("igor movement: a line drifts at most 50mm sideways and never backs away", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto b = f.battle("general movement");
  CHECK_THAT(refusal(*b, Move{a, {50.5, 26}, kNorth}), Catch::Contains("a line may drift only 2.0\" sideways"));
  CHECK_FALSE(b->rules->check(*b, Move{a, {49.5, 26}, kNorth}).has_value());
  CHECK_THAT(refusal(*b, Move{a, {48, 17}, kNorth}), Catch::Contains("a line moves ahead"));
}

TEST_CASE("igor movement: no move into contact, onto friends, or off the table", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 20}, kSouth);
  f.infantry("11th Massachusetts", kUSA, {60, 17}, kNorth);
  auto edge = f.infantry("2nd Rhode Island", kUSA, {10, 44}, kNorth);
  auto far = f.infantry("1st Minnesota", kUSA, {30, 10}, kNorth);
  auto col = f.infantry("69th New York", kUSA, {80, 10}, kNorth, Formation::column);
  f.infantry("8th Georgia", kCSA, {80, 20}, kSouth);
  auto b = f.battle("general movement");
  CHECK_THAT(refusal(*b, Move{a, {48, 18.05}, kNorth}), Catch::Contains("it would contact 4th Alabama (only a charge may advance to contact)"));
  CHECK_FALSE(b->rules->check(*b, Move{a, {48, 17.9}, kNorth}).has_value());
  CHECK_THAT(refusal(*b, Move{col, {80, 24}, kNorth}), Catch::Contains("its path runs through 8th Georgia"));
  CHECK_THAT(refusal(*b, Move{edge, {10, 48}, kNorth}), Catch::Contains("it would leave the table"));
  b->unit(far).position = {58, 10};
  b->place(b->unit(far), {58, 10}, kNorth);
  CHECK_THAT(refusal(*b, Move{far, {59, 17}, kNorth}), Catch::Contains("on top of 11th Massachusetts"));
}

TEST_CASE("igor movement: cavalry in rough lose a D6 inches and stop short", "[igor]") {
  Fixture f;
  f.woods("Chinn woods", {40, 12}, {56, 30});
  auto cav = f.cavalry("1st Virginia Cavalry", kUSA, {48, 10}, kNorth);
  auto b = f.battle("general movement");
  b->dice.load({4});
  act(*b, Move{cav, {48, 18}, kNorth});  // asked for 8"; the die leaves 6"
  CHECK(b->unit(cav).position.y == Approx(16));
}

TEST_CASE("igor movement: double time once per game near the brigadier, then 2 HITs", "[igor]") {
  Fixture f;
  auto a = f.infantry("column", kUSA, {48, 5}, kNorth, Formation::column);
  auto away = f.infantry("away", kUSA, {20, 5}, kNorth, Formation::column);
  f.brigade("Franklin's", kUSA, {48, 3}, {a, away});
  auto b = f.battle("general movement");
  act(*b, Move{a, {48, 35}, kNorth, true});
  CHECK(b->unit(a).hits == 2);
  CHECK(igor::unit_state(*b, a).used_double_time);
  CHECK_THAT(refusal(*b, Move{away, {20, 35}, kNorth, true}), Catch::Contains("not within command range"));
  b->unit(a).acted = false;
  CHECK_THAT(refusal(*b, Move{a, {48, 40}, kNorth, true}), Catch::Contains("already used its double time"));
}

TEST_CASE("igor movement: galloping cavalry double their move once per game", "[igor]") {
  Fixture f;
  auto cav = f.cavalry("1st Virginia Cavalry", kUSA, {48, 5}, kNorth, Formation::column);
  auto b = f.battle("general movement");
  act(*b, Move{cav, {48, 35}, kNorth, false, true});
  CHECK(igor::unit_state(*b, cav).used_gallop);
  CHECK(b->unit(cav).hits == 0);
}

TEST_CASE("igor movement: unlimbered guns only pivot in place, using their move", "[igor]") {
  Fixture f;
  auto guns = f.battery("Ricketts'", kUSA, {48, 10}, kNorth);
  auto b = f.battle("general movement");
  CHECK_THAT(refusal(*b, Move{guns, {48, 12}, kNorth}), Catch::Contains("unlimbered guns only pivot in place"));
  act(*b, Move{guns, {48, 10}, 45});
  CHECK(b->unit(guns).facing == Approx(45));
  CHECK(b->unit(guns).acted);
  CHECK(b->rules->advisor().move_allowance(*b, b->unit(guns)) == 0);
}

TEST_CASE("igor formation changes use the whole move", "[igor]") {
  Fixture f;
  auto inf = f.infantry("5th Massachusetts", kUSA, {20, 10}, kNorth);
  auto guns = f.battery("Ricketts'", kUSA, {40, 10}, kNorth);
  auto cav = f.cavalry("1st Virginia Cavalry", kUSA, {60, 10}, kNorth);
  auto b = f.battle("general movement");
  act(*b, ChangeFormation{inf, Formation::column});
  CHECK(b->unit(inf).formation == Formation::column);
  CHECK(b->unit(inf).footprint.width == Approx(100 / 25.4));
  CHECK_THAT(refusal(*b, Move{inf, {20, 12}, kNorth}), Catch::Contains("already acted"));
  act(*b, ChangeFormation{guns, Formation::limbered});
  CHECK(b->unit(guns).formation == Formation::limbered);
  act(*b, ChangeFormation{cav, Formation::skirmish, true});
  CHECK(b->unit(cav).dismounted);
  CHECK(b->unit(cav).formation == Formation::skirmish);
  b->unit(cav).acted = false;
  act(*b, ChangeFormation{cav, Formation::line, false, true});
  CHECK_FALSE(b->unit(cav).dismounted);
  CHECK(b->unit(cav).formation == Formation::line);
  b->unit(guns).acted = false;
  CHECK_THAT(refusal(*b, ChangeFormation{guns, Formation::square}), Catch::Contains("cannot take up square"));
  CHECK(f.recorder.all<FormationChanged>().size() == 4);
}

TEST_CASE("igor falling back: a line drops straight back a full move, then tests morale", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto c = f.infantry("column", kUSA, {20, 20}, kNorth, Formation::column);
  auto b = f.battle("general movement");
  b->dice.load({2, 2});  // fails: 1 HIT
  act(*b, FallBack{a});
  CHECK(b->unit(a).position.y == Approx(10));
  CHECK(b->unit(a).facing == Approx(kNorth));
  CHECK(b->unit(a).hits == 1);
  CHECK_THAT(refusal(*b, FallBack{c}), Catch::Contains("only lines and skirmish lines fall back"));
}

TEST_CASE("igor falling back: passing the morale check costs nothing", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto b = f.battle("general movement");
  b->dice.load({5, 5});
  act(*b, FallBack{a});
  CHECK(b->unit(a).hits == 0);
  CHECK(b->unit(a).position.y == Approx(10));
}

TEST_CASE("igor movement: the steps the first look marks (ending on someone, going on through a friend) are refused at every length", "[igor]") {
  // A regiment among friends and enemies, stepping along 16 bearings at 2 facings: wherever the
  // rules' first look says a step ends on someone or goes on too far beyond a friend it passes
  // through, the full check refuses it; and the look marks steps of both kinds.
  Fixture f;
  auto u = f.infantry("1st Blue", kUSA, {48, 20}, kNorth);
  f.infantry("2nd Blue", kUSA, {48, 25}, kNorth);
  f.infantry("3rd Blue", kUSA, {40, 17}, 60);
  f.infantry("1st Grey", kCSA, {58, 24}, kSouth, Formation::column);
  f.infantry("2nd Grey", kCSA, {50, 12}, kSouth);
  auto b = f.battle("general movement");
  const Unit& unit = b->unit(u);
  std::vector<OrientedRect::Stretch> blocked;
  int marked = 0, allowed = 0, through = 0;
  for (int i = 0; i < 16; ++i)
    for (double facing : {0.0, 22.5 * i}) {
      const Vec2 dir = heading(22.5 * i);
      b->rules->advisor().blocked_steps(*b, unit, dir, 12, facing, blocked);
      for (double len = 0; len <= 12; len += 0.25) {
        if (!blocked_at(blocked, len)) {
          allowed += !b->rules->check(*b, Move{u, unit.position + dir * len, facing}).has_value();
          continue;
        }
        ++marked;
        const auto why = b->rules->check(*b, Move{u, unit.position + dir * len, facing});
        INFO("bearing " << 22.5 * i << ", facing " << facing << ", " << len << " inches");
        REQUIRE(why.has_value());
        if (why->find("passing through") != std::string::npos) ++through;
        CHECK((why->find("on top of") != std::string::npos || why->find("contact") != std::string::npos ||
               why->find("drift") != std::string::npos || why->find("ahead") != std::string::npos ||
               why->find("costs") != std::string::npos || why->find("passing through") != std::string::npos));
      }
    }
  CHECK(marked > 100);
  CHECK(through > 10);
  CHECK(allowed > 100);  // the look leaves alone steps the rules allow
}

TEST_CASE("igor movement: the first look marks a step through a friend from just past the clearance beyond it", "[igor]") {
  // A friend edge to edge ahead: straight on through him, a step may end up to the clearance (1")
  // beyond his front edge. The first look marks every step from a hair past that on, and no
  // shorter one.
  Fixture f;
  auto u = f.infantry("1st Blue", kUSA, {48, 20}, kNorth);
  auto b0 = f.battle();
  const double depth = b0->unit(u).footprint.depth;
  f.infantry("2nd Blue", kUSA, {48, 20 + depth}, kNorth);
  auto b = f.battle("general movement");
  const Unit& unit = b->unit(u);
  const Vec2 dir = heading(kNorth);
  std::vector<OrientedRect::Stretch> blocked;
  b->rules->advisor().blocked_steps(*b, unit, dir, 6, kNorth, blocked);
  const double limit = 2 * depth + 1;  // his front edge, then the clearance
  const auto step = [&](double len) { return Move{u, unit.position + dir * len, kNorth}; };
  CHECK_FALSE(blocked_at(blocked, limit - 0.01));
  CHECK(b->rules->check(*b, step(limit - 0.01)).value_or("") == "");
  CHECK(blocked_at(blocked, limit + 0.01));
  CHECK_THAT(b->rules->check(*b, step(limit + 0.01)).value_or(""), Catch::Contains("passing through 2nd Blue"));
  CHECK(blocked_at(blocked, 6));
}

TEST_CASE("igor movement: the longest step a line may take is the one the rules allow, and no longer", "[igor]") {
  // The advisor's longest_step solves the rules' bounds for the length: a line's drift sideways
  // when it marches at a slant, and its allowance over rough ground. A step a hair shorter is
  // allowed; a step a little longer is refused, for that reason.
  Fixture f;
  f.woods("the woods", {60, 10}, {90, 40});
  auto slant = f.infantry("slanted", kUSA, {20, 10}, kNorth);
  auto in_woods = f.infantry("in the woods", kUSA, {75, 15}, kNorth);
  auto column = f.infantry("column", kUSA, {20, 30}, kNorth, Formation::column);
  auto b = f.battle("general movement");
  const Advisor& advisor = b->rules->advisor();
  const auto step = [&](UnitId u, Vec2 dir, double len, double facing) {
    return b->rules->check(*b, Move{u, b->unit(u).position + dir * len, facing}).value_or("");
  };
  // 14 degrees off its front, the drift (50mm) bounds it: 1.97 / sin 14 = 8.14", short of its 10".
  const Vec2 off = heading(14);
  const double drifted = advisor.longest_step(*b, b->unit(slant), off, 10, kNorth);
  CHECK(drifted == Approx(50 / 25.4 / std::sin(radians(14.0))).epsilon(1e-6));
  CHECK(step(slant, off, drifted - 0.01, kNorth) == "");
  CHECK_THAT(step(slant, off, drifted + 0.05, kNorth), Catch::Contains("drift only"));
  // Straight ahead in the woods, the allowance less the rough ground's toll bounds it.
  const Vec2 ahead = heading(kNorth);
  const double rough = advisor.longest_step(*b, b->unit(in_woods), ahead, 10, kNorth);
  CHECK(rough < 10);
  CHECK(rough > 1);
  CHECK(step(in_woods, ahead, rough - 0.01, kNorth) == "");
  CHECK_THAT(step(in_woods, ahead, rough + 0.05, kNorth), Catch::Contains("costs"));
  // A column turns freely and does not drift: nothing bounds it but its want.
  CHECK(advisor.longest_step(*b, b->unit(column), off, 10, kNorth) == 10);
}

}  // namespace test_igor_movement
