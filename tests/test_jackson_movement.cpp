// jackson: the movement chart (a formation's move dice; a road's only when the whole path is on
// it; woods, rough and hills cost foot the low die and horses and guns the high one, water the
// other; dice all alike cost nothing; skirmishers pay nothing), a move's refusals, the formation
// change that ends a move, mounting and dismounting within half a move, and the attack declared
// on an enemy within reach (30" infantry, 45" cavalry) that the attacker can see.
#include <tuple>

#include "tests/jackson_fixture.hpp"

#include "engine/rules/jackson/movement.hpp"

namespace test_jackson_movement {

using namespace jackson_test;
using Catch::Matchers::Contains;

namespace {

void hill(Fixture& f, std::string name, Vec2 lo, Vec2 hi) {
  Area a;
  a.name = std::move(name);
  a.kind = AreaKind::hill;
  a.outline = Polygon({lo, {hi.x, lo.y}, hi, {lo.x, hi.y}});
  a.height = 1;
  f.s.field.add(a);
}

// Paths over the terrain of `Ground`: each runs over one thing only.
struct Paths {
  static constexpr Vec2 open_from{5, 40}, open_to{10, 40};
  static constexpr Vec2 road_from{10, 5}, road_to{20, 5};
  static constexpr Vec2 off_road_to{20, 8};  // starts on the road, ends 3" off it
  static constexpr Vec2 woods_from{15, 25}, woods_to{25, 25};
  static constexpr Vec2 rough_from{40, 15}, rough_to{40, 25};
  static constexpr Vec2 hill_from{55, 15}, hill_to{55, 25};
  static constexpr Vec2 stream_from{68, 25}, stream_to{72, 25};
  static constexpr Vec2 wall_from{78, 25}, wall_to{82, 25};
  static constexpr Vec2 woods_stream_from{22, 25}, woods_stream_to{29, 25};  // in the woods, over its brook
};

// A road along y = 5; woods (20-30, 20-30) with a brook at x = 27; rough ground (35-45, 20-30);
// a hill (50-60, 20-30); a stream at x = 70; a stone wall at x = 80. Units wait at y = 44.
struct Ground {
  Fixture f;
  UnitId line, column, skirmish, horse, horse_column, dismounted, limbered, unlimbered;
  FormationId brigade;
  Ground() {
    f.line("Emmitsburg Road", LineKind::road, {{0, 5}, {96, 5}});
    f.woods("Rose Woods", {20, 20}, {30, 30});
    f.line("Rose Run", LineKind::stream, {{27, 20}, {27, 30}});
    f.area("Devil's Den", AreaKind::rough, {35, 20}, {45, 30});
    hill(f, "Little Round Top", {50, 20}, {60, 30});
    f.line("Plum Run", LineKind::stream, {{70, 10}, {70, 40}});
    f.line("Stone wall", LineKind::wall, {{80, 10}, {80, 40}}, Cover::heavy);
    line = f.infantry("20th Maine", kUSA, {5, 44}, kNorth);
    column = f.infantry("83rd Pennsylvania", kUSA, {12, 44}, kNorth, Formation::column);
    skirmish = f.infantry("1st US Sharpshooters", kUSA, {22, 44}, kNorth, Formation::skirmish);
    horse = f.cavalry("1st Maine Cavalry", kUSA, {32, 44}, kNorth);
    horse_column = f.cavalry("6th Pennsylvania Cavalry", kUSA, {40, 44}, kNorth, Formation::column);
    dismounted = f.cavalry("8th Illinois Cavalry", kUSA, {48, 44}, kNorth);
    limbered = f.battery("Hazlett's", kUSA, {60, 44}, kNorth, Formation::limbered, 2);
    unlimbered = f.battery("Smith's", kUSA, {70, 44}, kNorth, Formation::unlimbered, 2);
    brigade = f.brigade("Vincent's", kUSA, {40, 40},
                        {line, column, skirmish, horse, horse_column, dismounted, limbered, unlimbered});
    f.infantry("15th Alabama", kCSA, {90, 2}, kSouth);
  }
};

double allow(Battle& b, UnitId u, Vec2 from, Vec2 to) {
  return jr::allowance_for(b, params(b), turn(b), b.unit(u), from, to);
}

}  // namespace

TEST_CASE("jackson movement chart: each formation's dice in the open and along a road", "[jackson]") {
  Ground g;
  auto b = g.f.battle();
  b->unit(g.dismounted).dismounted = true;
  on_card(*b, g.brigade, {3, 5, 2, 6, 4});
  using P = Paths;
  // Infantry: line 2 dice, column 3, road 4 (whatever its formation); skirmishers as a line.
  CHECK(allow(*b, g.line, P::open_from, P::open_to) == 8);
  CHECK(allow(*b, g.column, P::open_from, P::open_to) == 10);
  CHECK(allow(*b, g.skirmish, P::open_from, P::open_to) == 8);
  CHECK(allow(*b, g.line, P::road_from, P::road_to) == 16);
  CHECK(allow(*b, g.column, P::road_from, P::road_to) == 16);
  // The road's dice only when the whole path is on it.
  CHECK(allow(*b, g.line, P::road_from, P::off_road_to) == 8);
  CHECK(allow(*b, g.column, P::road_from, P::off_road_to) == 10);
  // Mounted cavalry: line 3, column 4, road 5; dismounted, as infantry.
  CHECK(allow(*b, g.horse, P::open_from, P::open_to) == 10);
  CHECK(allow(*b, g.horse_column, P::open_from, P::open_to) == 16);
  CHECK(allow(*b, g.horse, P::road_from, P::road_to) == 20);
  CHECK(allow(*b, g.dismounted, P::open_from, P::open_to) == 8);
  CHECK(allow(*b, g.dismounted, P::road_from, P::road_to) == 16);
  // Artillery: limbered (move only) 3, unlimbered (move and fire) 2, no road bonus.
  CHECK(allow(*b, g.limbered, P::open_from, P::open_to) == 10);
  CHECK(allow(*b, g.unlimbered, P::open_from, P::open_to) == 8);
  CHECK(allow(*b, g.limbered, P::road_from, P::road_to) == 10);
  // The plain allowance (the AI's) is the formation's dice off the road.
  CHECK(b->rules->advisor().move_allowance(*b, b->unit(g.column)) == 10);
  CHECK(b->rules->advisor().move_allowance(*b, b->unit(g.horse)) == 10);
  // A unit that rolled no dice goes nowhere.
  turn(*b).move_dice[static_cast<std::size_t>(g.line)].count = 0;
  CHECK(allow(*b, g.line, P::open_from, P::open_to) == 0);
}

TEST_CASE("jackson movement chart: woods, rough and hills cost foot the low die, horse and guns the high", "[jackson]") {
  Ground g;
  auto b = g.f.battle();
  b->unit(g.dismounted).dismounted = true;
  on_card(*b, g.brigade, {3, 5, 2, 6, 4});
  using P = Paths;
  for (auto [from, to, what] : {std::tuple{P::woods_from, P::woods_to, "woods"}, std::tuple{P::rough_from, P::rough_to, "rough"},
                                std::tuple{P::hill_from, P::hill_to, "a hill"}}) {
    INFO("through " << what);
    CHECK(allow(*b, g.line, from, to) == 5);            // 3+5, less the 3
    CHECK(allow(*b, g.column, from, to) == 8);          // 3+5+2, less the 2
    CHECK(allow(*b, g.dismounted, from, to) == 5);      // on foot: the low die
    CHECK(allow(*b, g.horse, from, to) == 5);           // 3+5+2, less the 5
    CHECK(allow(*b, g.horse_column, from, to) == 10);   // 3+5+2+6, less the 6
    CHECK(allow(*b, g.skirmish, from, to) == 8);        // light infantry: no penalty
    if (from != P::woods_from) CHECK(allow(*b, g.limbered, from, to) == 5);  // guns: the high die
  }
}

TEST_CASE("jackson movement chart: water costs foot the high die, horse and guns the low", "[jackson]") {
  Ground g;
  auto b = g.f.battle();
  b->unit(g.dismounted).dismounted = true;
  on_card(*b, g.brigade, {3, 5, 2, 6, 4});
  using P = Paths;
  CHECK(allow(*b, g.line, P::stream_from, P::stream_to) == 3);          // 3+5, less the 5
  CHECK(allow(*b, g.column, P::stream_from, P::stream_to) == 5);        // 3+5+2, less the 5
  CHECK(allow(*b, g.dismounted, P::stream_from, P::stream_to) == 3);
  CHECK(allow(*b, g.horse, P::stream_from, P::stream_to) == 8);         // 3+5+2, less the 2
  CHECK(allow(*b, g.horse_column, P::stream_from, P::stream_to) == 14); // 3+5+2+6, less the 2
  CHECK(allow(*b, g.limbered, P::stream_from, P::stream_to) == 8);
  CHECK(allow(*b, g.skirmish, P::stream_from, P::stream_to) == 8);
  // Woods and water together: both dice go, the low and the high, while a die is left.
  CHECK(allow(*b, g.column, P::woods_stream_from, P::woods_stream_to) == 3);       // 3+5+2, less 2 and 5
  CHECK(allow(*b, g.horse_column, P::woods_stream_from, P::woods_stream_to) == 8); // 16, less 6 and 2
  CHECK(allow(*b, g.line, P::woods_stream_from, P::woods_stream_to) == 5);         // two dice: one kept
}

TEST_CASE("jackson movement chart: artillery crossing a wall loses the high die (the chart's 'Hills, walls')", "[jackson]") {
  Ground g;
  auto b = g.f.battle();
  on_card(*b, g.brigade, {3, 5, 2});
  CHECK(allow(*b, g.limbered, Paths::wall_from, Paths::wall_to) == 5);  // 3+5+2, less the 5
  CHECK(allow(*b, g.unlimbered, Paths::wall_from, Paths::wall_to) == 3);  // 3+5, less the 5
}

TEST_CASE("jackson movement chart: dice all alike pay no terrain penalty — only the formation's dice count", "[jackson]") {
  Ground g;
  auto b = g.f.battle();
  using P = Paths;
  on_card(*b, g.brigade, {4, 4, 4, 1, 1});
  CHECK(allow(*b, g.line, P::woods_from, P::woods_to) == 8);
  CHECK(allow(*b, g.line, P::stream_from, P::stream_to) == 8);
  CHECK(allow(*b, g.line, P::woods_stream_from, P::woods_stream_to) == 8);
  CHECK(allow(*b, g.column, P::woods_from, P::woods_to) == 12);
  CHECK(allow(*b, g.horse, P::hill_from, P::hill_to) == 12);
  CHECK(allow(*b, g.limbered, P::stream_from, P::stream_to) == 12);
  // A column of horse rolls four: its 1 makes the dice differ, and it loses a high 4.
  CHECK(allow(*b, g.horse_column, P::woods_from, P::woods_to) == 9);  // 4+4+4+1, less a 4
}

TEST_CASE("jackson enemy in the way: the first in unit order of the enemies across it, not friends, the gone or those beside it",
          "[jackson]") {
  Fixture f;
  const UnitId far = f.infantry("15th Alabama", kCSA, {48, 30}, kSouth);
  const UnitId mover = f.infantry("20th Maine", kUSA, {48, 10}, kNorth, Formation::column);
  f.infantry("83rd Pennsylvania", kUSA, {48, 16}, kNorth);  // a friend across the way
  const UnitId near = f.infantry("47th Alabama", kCSA, {48, 22}, kSouth);
  f.infantry("4th Texas", kCSA, {60, 20}, kSouth);  // beside the way
  auto b = f.battle();
  const Unit& u = b->unit(mover);
  const Unit* in_the_way = jr::enemy_in_the_way(*b, u, {48, 40});
  REQUIRE(in_the_way);
  CHECK(in_the_way->id == far);  // listed first, though the farther
  b->remove_from_field(b->unit(far), UnitStatus::routed_off, "routed off the table");
  in_the_way = jr::enemy_in_the_way(*b, u, {48, 40});
  REQUIRE(in_the_way);
  CHECK(in_the_way->id == near);
  CHECK(jr::enemy_in_the_way(*b, u, {48, 19}) == nullptr);  // short of it
  CHECK(jr::enemy_in_the_way(*b, u, {70, 12}) == nullptr);  // away from them all
}

TEST_CASE("jackson move: refused off the card, when routing, twice, too far, through enemies or impassable ground", "[jackson]") {
  Fixture f;
  f.woods("Rose Woods", {20, 20}, {30, 30});
  f.area("Quarry", AreaKind::impassable, {60, 14}, {70, 18});
  UnitId a = f.infantry("20th Maine", kUSA, {10, 10}, kNorth);
  UnitId c = f.infantry("83rd Pennsylvania", kUSA, {45, 10}, kNorth, Formation::column);
  UnitId q = f.infantry("44th New York", kUSA, {65, 10}, kNorth, Formation::column);
  UnitId guns = f.battery("Hazlett's", kUSA, {25, 14}, kNorth, Formation::limbered, 2);
  UnitId other = f.infantry("140th New York", kUSA, {85, 10}, kNorth);
  UnitId enemy = f.infantry("15th Alabama", kCSA, {45, 17}, kSouth);
  FormationId vincent = f.brigade("Vincent's", kUSA, {30, 6}, {a, c, q, guns});
  f.brigade("Weed's", kUSA, {85, 6}, {other});
  auto b = f.battle(jr::kMovement);
  CHECK_THAT(refusal(*b, Move{a, {10, 12}, kNorth}), Contains("its brigade's card is not up"));
  on_card(*b, vincent, {3, 4, 6});  // a line 7", a column 13"
  CHECK_THAT(refusal(*b, Move{other, {85, 12}, kNorth}),
             Contains("its brigade's card is not up, or its command response failed (jackson: game turn sequence A)"));
  CHECK_THAT(refusal(*b, Move{a, {10, 18}, kNorth}), Contains("the move is 8.0\" and its dice allow 7\" that way"));
  b->unit(a).routing = true;
  CHECK_THAT(refusal(*b, Move{a, {10, 12}, kNorth}), Contains("it is routing"));
  b->unit(a).routing = false;
  act(*b, Move{a, {10, 17}, kNorth});
  CHECK(b->unit(a).position.y == Approx(17));
  CHECK(jr::did(*b, b->unit(a), jr::kMoved));
  CHECK_THAT(refusal(*b, Move{a, {10, 18}, kNorth}), Contains("it has already moved, attacked or changed formation this turn"));
  // The 15th Alabama stands across the column's way; going round is another matter.
  CHECK_THAT(refusal(*b, Move{c, {45, 22}, kNorth}), Contains("15th Alabama is in the way"));
  // 10" through the quarry (its rough costs the column's low die: 4+6) and out the far side.
  CHECK_THAT(refusal(*b, Move{q, {65, 20}, kNorth}), Contains("the ground is impassable"));
  // 6.5" into the woods (their cost, the high die: 3+4).
  CHECK_THAT(refusal(*b, Move{guns, {25, 20.5}, kNorth}), Contains("no artillery moves through woods (jackson: terrain: woods)"));
  // Turning in place is free and is no move: the unit still counts as standing.
  act(*b, Move{guns, {25, 14}, 45});
  CHECK_FALSE(jr::did(*b, b->unit(guns), jr::kMoved));
  CHECK(b->unit(guns).facing == Approx(45));
  (void)enemy;
}

TEST_CASE("jackson move: a limbered battery's move is marked move-only", "[jackson]") {
  Fixture f;
  UnitId limbered = f.battery("Hazlett's", kUSA, {20, 10}, kNorth, Formation::limbered, 2);
  UnitId unlimbered = f.battery("Smith's", kUSA, {40, 10}, kNorth, Formation::unlimbered, 2);
  FormationId art = f.brigade("Artillery Reserve", kUSA, {30, 6}, {limbered, unlimbered});
  f.infantry("15th Alabama", kCSA, {90, 40}, kSouth);
  auto b = f.battle(jr::kMovement);
  on_card(*b, art, {4, 4, 4});
  act(*b, Move{limbered, {20, 20}, kNorth});
  act(*b, Move{unlimbered, {40, 18}, kNorth});
  CHECK(jr::did(*b, b->unit(limbered), jr::kMovedLimbered));
  CHECK(jr::did(*b, b->unit(limbered), jr::kMoved));
  CHECK_FALSE(jr::did(*b, b->unit(unlimbered), jr::kMovedLimbered));
  CHECK(jr::did(*b, b->unit(unlimbered), jr::kMoved));
  CHECK(jr::unit_state(*b, limbered).move_spent == Approx(10));
}

TEST_CASE("jackson formation change: at the end of a move, once, and only to the arm's formations", "[jackson]") {
  Fixture f;
  UnitId a = f.infantry("20th Maine", kUSA, {10, 10}, kNorth);
  UnitId c = f.infantry("83rd Pennsylvania", kUSA, {30, 10}, kNorth, Formation::column);
  UnitId horse = f.cavalry("1st Maine Cavalry", kUSA, {50, 10}, kNorth);
  UnitId guns = f.battery("Hazlett's", kUSA, {70, 10}, kNorth, Formation::limbered, 2);
  UnitId other = f.infantry("140th New York", kUSA, {85, 10}, kNorth);
  FormationId vincent = f.brigade("Vincent's", kUSA, {40, 6}, {a, c, horse, guns});
  f.brigade("Weed's", kUSA, {85, 6}, {other});
  f.infantry("15th Alabama", kCSA, {90, 40}, kSouth);
  auto b = f.battle(jr::kMovement);
  on_card(*b, vincent, {3, 3, 3});
  CHECK_THAT(refusal(*b, ChangeFormation{other, Formation::column}), Contains("card is not up"));
  // The 20th moves, then forms column: the move is over.
  act(*b, Move{a, {10, 15}, kNorth});
  act(*b, ChangeFormation{a, Formation::column});
  CHECK(b->unit(a).formation == Formation::column);
  CHECK(b->unit(a).footprint.width == Approx(1.5));
  CHECK(b->unit(a).footprint.depth == Approx(2.0));
  CHECK(f.recorder.all<FormationChanged>().size() == 1);
  CHECK_THAT(refusal(*b, ChangeFormation{a, Formation::line}), Contains("it has already changed formation this turn"));
  // The 83rd changes first: that ends its move, it may not move after.
  act(*b, ChangeFormation{c, Formation::line});
  CHECK_THAT(refusal(*b, Move{c, {30, 14}, kNorth}), Contains("it has already moved, attacked or changed formation"));
  CHECK_THAT(refusal(*b, ChangeFormation{horse, Formation::square}), Contains("cavalry cannot form square"));
  CHECK_THAT(refusal(*b, ChangeFormation{horse, Formation::line}), Contains("it is already in that formation"));
  CHECK_THAT(refusal(*b, ChangeFormation{guns, Formation::line}), Contains("artillery cannot form line"));
  act(*b, ChangeFormation{guns, Formation::unlimbered});
  CHECK(b->unit(guns).formation == Formation::unlimbered);
}

TEST_CASE("jackson cavalry: mount or dismount in place or after at most half its move", "[jackson]") {
  Fixture f;
  UnitId half = f.cavalry("1st Maine Cavalry", kUSA, {10, 10}, kNorth);
  UnitId more = f.cavalry("6th Pennsylvania Cavalry", kUSA, {25, 10}, kNorth);
  UnitId still = f.cavalry("8th Illinois Cavalry", kUSA, {40, 10}, kNorth);
  UnitId afoot = f.cavalry("8th New York Cavalry", kUSA, {55, 10}, kNorth);
  UnitId foot = f.infantry("20th Maine", kUSA, {70, 10}, kNorth);
  FormationId buford = f.brigade("Buford's", kUSA, {40, 6}, {half, more, still, afoot, foot});
  f.infantry("15th Alabama", kCSA, {90, 40}, kSouth);
  auto b = f.battle(jr::kMovement);
  b->unit(afoot).dismounted = true;
  on_card(*b, buford, {3, 3, 4, 6, 6});  // mounted in line: 3+3+4 = 10"; on foot in line 3+3 = 6"
  act(*b, Move{half, {10, 15}, kNorth});     // 5": half
  act(*b, Move{more, {25, 15.5}, kNorth});   // 5.5": more than half
  act(*b, Move{afoot, {55, 13}, kNorth});    // 3" of 6" on foot
  act(*b, ChangeFormation{half, Formation::line, true, false});
  CHECK(b->unit(half).dismounted);
  CHECK_THAT(refusal(*b, ChangeFormation{more, Formation::line, true, false}),
             Contains("cannot dismount: it moved more than half its move (jackson: cavalry)"));
  act(*b, ChangeFormation{still, Formation::line, true, false});
  CHECK(b->unit(still).dismounted);
  act(*b, ChangeFormation{afoot, Formation::line, false, true});
  CHECK_FALSE(b->unit(afoot).dismounted);
  CHECK_THAT(refusal(*b, ChangeFormation{foot, Formation::line, true, false}), Contains("only mounted cavalry dismount"));
  CHECK_THAT(refusal(*b, ChangeFormation{more, Formation::line, false, true}), Contains("only dismounted cavalry mount"));
  SECTION("dismount_within_half_move 0: only in place") {
    Fixture g;
    UnitId moved = g.cavalry("1st Maine Cavalry", kUSA, {10, 10}, kNorth);
    UnitId stood = g.cavalry("8th Illinois Cavalry", kUSA, {40, 10}, kNorth);
    FormationId brigade = g.brigade("Buford's", kUSA, {25, 6}, {moved, stood});
    g.infantry("15th Alabama", kCSA, {90, 40}, kSouth);
    auto c = g.battle(jr::kMovement);
    c->rules->set_parameter("dismount_within_half_move", 0);
    on_card(*c, brigade, {3, 3, 4});
    act(*c, Move{moved, {10, 12}, kNorth});
    CHECK_THAT(refusal(*c, ChangeFormation{moved, Formation::line, true, false}), Contains("more than half its move"));
    act(*c, ChangeFormation{stood, Formation::line, true, false});
  }
  SECTION("no mounting or dismounting when the command response failed") {
    turn(*b).response[static_cast<std::size_t>(buford)] = jr::Response::stays;
    CHECK_THAT(refusal(*b, ChangeFormation{still, Formation::line, false, true}), Contains("command response failed"));
  }
}

TEST_CASE("jackson attack: within 30\" for infantry and 45\" for mounted cavalry, never artillery", "[jackson]") {
  Fixture f;
  // Attackers face east along rows; their front edges at x = 10.5.
  UnitId foot_in = f.infantry("20th Maine", kUSA, {10, 4}, 90);
  UnitId foot_out = f.infantry("83rd Pennsylvania", kUSA, {10, 11}, 90);
  UnitId horse_in = f.cavalry("1st Maine Cavalry", kUSA, {10, 18}, 90);
  UnitId horse_out = f.cavalry("6th Pennsylvania Cavalry", kUSA, {10, 25}, 90);
  UnitId afoot = f.cavalry("8th Illinois Cavalry", kUSA, {10, 32}, 90);
  UnitId guns = f.battery("Hazlett's", kUSA, {10, 40}, 90, Formation::unlimbered, 2);
  UnitId t1 = f.infantry("15th Alabama", kCSA, {41, 4}, 270);    // 30" off
  UnitId t2 = f.infantry("47th Alabama", kCSA, {41.5, 11}, 270); // 30.5"
  UnitId t3 = f.infantry("4th Texas", kCSA, {56, 18}, 270);      // 45"
  UnitId t4 = f.infantry("5th Texas", kCSA, {56.5, 25}, 270);    // 45.5"
  UnitId t5 = f.infantry("4th Alabama", kCSA, {41.5, 32}, 270);  // 30.5"
  UnitId t6 = f.infantry("48th Alabama", kCSA, {30, 40}, 270);
  FormationId brigade = f.brigade("Vincent's", kUSA, {4, 24}, {foot_in, foot_out, horse_in, horse_out, afoot, guns});
  auto b = f.battle(jr::kMovement);
  b->unit(afoot).dismounted = true;
  on_card(*b, brigade, {2, 2, 2});
  REQUIRE(gap(*b, foot_in, t1) == Approx(30));
  REQUIRE(gap(*b, horse_out, t4) == Approx(45.5));
  CHECK_THAT(refusal(*b, Charge{foot_out, t2, {}}), Contains("47th Alabama is 30.5\" away, beyond 30\" (jackson: close combat A)"));
  CHECK_THAT(refusal(*b, Charge{horse_out, t4, {}}), Contains("5th Texas is 45.5\" away, beyond 45\""));
  CHECK_THAT(refusal(*b, Charge{afoot, t5, {}}), Contains("beyond 30\""));  // dismounted: infantry's reach
  CHECK_THAT(refusal(*b, Charge{guns, t6, {}}), Contains("artillery does not attack"));
  CHECK_THAT(refusal(*b, Charge{foot_out, horse_in, {}}), Contains("1st Maine Cavalry is not an enemy on the table"));
  CHECK(b->rules->advisor().charge_reach_bound(b->unit(foot_in)) == 30);
  CHECK(b->rules->advisor().charge_reach_bound(b->unit(horse_in)) == 45);
  act(*b, Charge{foot_in, t1, {}});
  act(*b, Charge{horse_in, t3, {}});
  const jr::TurnState& t = turn(*b);
  REQUIRE(t.attacks.size() == 2);
  CHECK(t.attacks[0].attacker == foot_in);
  CHECK(t.attacks[0].target == t1);
  CHECK_FALSE(t.attacks[0].flank);
  CHECK(b->unit(foot_in).charged);
  CHECK(f.recorder.all<ChargeDeclared>().size() == 2);
  // Declaring an attack is its move: nothing else this turn.
  CHECK_THAT(refusal(*b, Move{foot_in, {12, 4}, 90}), Contains("already moved, attacked or changed formation"));
  CHECK_THAT(refusal(*b, ChangeFormation{foot_in, Formation::column}), Contains("it is attacking"));
  CHECK_THAT(refusal(*b, Charge{foot_in, t1, {}}), Contains("already moved, attacked"));
}

TEST_CASE("jackson attack: the attacker must see its target", "[jackson]") {
  Fixture f;
  f.woods("Rose Woods", {20, 0}, {26, 12});
  UnitId a = f.infantry("20th Maine", kUSA, {10, 6}, 90);
  UnitId t = f.infantry("15th Alabama", kCSA, {35, 6}, 270);
  UnitId seen = f.infantry("47th Alabama", kCSA, {30, 24}, 270);  // seen past the wood's corner
  FormationId brigade = f.brigade("Vincent's", kUSA, {4, 6}, {a});
  auto b = f.battle(jr::kMovement);
  on_card(*b, brigade, {2, 2});
  CHECK_THAT(refusal(*b, Charge{a, t, {}}), Contains("it cannot see 15th Alabama"));
  act(*b, Charge{a, seen, {}});
}

TEST_CASE("jackson attack: begun on or behind the line of the target's front, it is a flank or rear attack", "[jackson]") {
  Fixture f;
  UnitId target = f.infantry("15th Alabama", kCSA, {48, 30}, kSouth);  // its front edge along y = 29.5
  UnitId ahead = f.infantry("20th Maine", kUSA, {48, 20}, kNorth);
  UnitId level = f.infantry("83rd Pennsylvania", kUSA, {60, 29.5}, 270);
  UnitId just_ahead = f.infantry("44th New York", kUSA, {70, 28}, 270);
  UnitId behind = f.infantry("16th Michigan", kUSA, {75, 36}, 270);
  FormationId brigade = f.brigade("Vincent's", kUSA, {60, 20}, {ahead, level, just_ahead, behind});
  auto b = f.battle(jr::kMovement);
  const Unit& t = b->unit(target);
  CHECK_FALSE(jr::behind_front_line(b->unit(ahead), t));
  CHECK(jr::behind_front_line(b->unit(level), t));
  CHECK_FALSE(jr::behind_front_line(b->unit(just_ahead), t));
  CHECK(jr::behind_front_line(b->unit(behind), t));
  on_card(*b, brigade, {2, 2});
  act(*b, Charge{behind, target, {}});
  act(*b, Charge{ahead, target, {}});
  REQUIRE(turn(*b).attacks.size() == 2);
  CHECK(turn(*b).attacks[0].flank);
  CHECK_FALSE(turn(*b).attacks[1].flank);
}

}  // namespace test_jackson_movement
