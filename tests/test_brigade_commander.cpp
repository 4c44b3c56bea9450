// engine/ai/brigade_commander: the brigade commander on small fixture battles — a line that forms
// and closes together, fire concentrated on one enemy, a reserve sent to exploit, temperament and
// posture, batteries, a retirement. Its charges are in test_brigade_commander_charges.cpp, a
// brigade holding its ground in test_brigade_commander_holding.cpp, whole shipped battles in
// test_brigade_commander_battles.cpp.
#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

#include <catch2/catch.hpp>

#include "engine/ai/army_command.hpp"
#include "engine/ai/battle_plan.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/carry_out.hpp"
#include "engine/ai/field_picture.hpp"
#include "engine/ai/line_places.hpp"
#include "engine/ai/reserves.hpp"
#include "engine/ai/targeting.hpp"
#include "engine/play/driver.hpp"
#include "engine/rules/cover.hpp"
#include "brigade_commander_fixture.hpp"
#include "igor_fixture.hpp"

namespace test_brigade_commander {

using namespace brigade_test;

namespace {

// A Blue battery and a regiment of foot, one brigade under `order`, and two Grey regiments
// holding abreast at y = `grey_y`, facing south.
struct GunsAndFoot {
  Fixture f;
  UnitId guns = kNone;
};
GunsAndFoot guns_and_foot(Vec2 guns_at, double guns_facing, Vec2 foot_at, Vec2 brigade_at, const char* order,
                          double grey_y) {
  GunsAndFoot g;
  g.guns = g.f.battery("Blue battery", kUSA, guns_at, guns_facing);
  UnitId foot = g.f.infantry("1st Blue", kUSA, foot_at, kNorth);
  g.f.brigade("Blue", kUSA, brigade_at, {g.guns, foot});
  node(g.f, "Blue").standing_order = order;
  UnitId g1 = g.f.infantry("1st Grey", kCSA, {44, grey_y}, kSouth);
  UnitId g2 = g.f.infantry("2nd Grey", kCSA, {52, grey_y}, kSouth);
  g.f.brigade("Grey", kCSA, {48, grey_y + 4}, {g1, g2});
  node(g.f, "Grey").standing_order = "hold";
  return g;
}

}  // namespace

TEST_CASE("brigade commander: temperament sets the odds at which a brigade goes in, and when it gives ground", "[ai][brigade]") {
  const OrderIntent attack = OrderIntent::attack, hold = OrderIntent::hold, advance = OrderIntent::advance;
  BrigadeView fresh;
  fresh.present = fresh.able = 3;
  fresh.strength = fresh.start_strength = 6;
  const Temperament middling{}, bold{0.9, 0.5}, timid{0.1, 0.5}, steady{0.5, 0.2}, wary{0.5, 0.9};
  // An attack goes in at odds of 0.6 under a middling commander (1.1 less its aggression).
  CHECK(choose_posture(attack, fresh, true, true, 0.61, middling) == Posture::press);
  CHECK(choose_posture(attack, fresh, true, true, 0.59, middling) == Posture::close);
  CHECK(choose_posture(attack, fresh, true, true, 0.21, bold) == Posture::press);
  CHECK(choose_posture(attack, fresh, true, true, 0.99, timid) == Posture::close);
  // A hold keeps its ground whatever the odds (it charges only an enemy a HIT more worn than an
  // attack wants, or running: counterattack_worthwhile).
  CHECK(choose_posture(hold, fresh, true, true, 5.0, bold) == Posture::hold);
  CHECK(choose_posture(hold, fresh, true, true, 0.01, middling) == Posture::hold);
  // An advance wants even odds: 1.5 less its aggression.
  CHECK(choose_posture(advance, fresh, true, true, 1.0, middling) == Posture::press);
  CHECK(choose_posture(advance, fresh, true, true, 0.99, middling) == Posture::close);
  // Badly outnumbered (odds under a fifth of its caution) under fire, an attack falls back; a
  // steady commander stays; out of the enemy's fire it stands where it is.
  CHECK(choose_posture(attack, fresh, true, true, 0.09, middling) == Posture::fall_back);
  CHECK(choose_posture(attack, fresh, true, true, 0.09, steady) == Posture::close);
  CHECK(choose_posture(attack, fresh, true, false, 0.09, middling) == Posture::hold);
  // Not engaged: it marches on (or holds, under hold).
  CHECK(choose_posture(attack, fresh, false, false, 0, middling) == Posture::march);
  CHECK(choose_posture(hold, fresh, false, false, 0, middling) == Posture::hold);
  // Broken under fire: it holds, or falls back out of the fire under a wary commander (caution
  // 0.6 or more); out of the fire it goes on as its odds say.
  BrigadeView broken = fresh;
  broken.able = 1;
  broken.gone = 2;
  broken.present = 1;
  broken.strength = 1;
  CHECK(broken.broken());
  CHECK(choose_posture(attack, broken, true, true, 3.0, middling) == Posture::hold);
  CHECK(choose_posture(attack, broken, true, true, 3.0, wary) == Posture::fall_back);
  CHECK(choose_posture(attack, broken, true, false, 3.0, wary) == Posture::press);
}

TEST_CASE("brigade commander: an attacking brigade closes to its closing range before it fires", "[ai][brigade]") {
  Fixture f = lines_facing(6, 40, "attack");
  Played p(f.s, 11);
  p.turns(5);
  const auto& blue = p.b.oob.node(p.b.oob.find("Blue")).units;
  // It engaged within five turns, and every Blue shot was at short or medium range: beyond its
  // closing range a line holds its fire and closes.
  int shots = 0;
  for (const auto& shot : p.recorder.all<UnitFired>())
    if (p.b.unit(shot.unit).side == kUSA) {
      ++shots;
      CHECK(shot.range != "long");
    }
  CHECK(shots > 0);
  // It went forward together: no regiment able to fight stands more than a move (10") ahead of
  // the rearmost.
  double front = -1e9, back = 1e9;
  for (UnitId id : blue)
    if (p.b.unit(id).can_act()) {
      front = std::max(front, p.b.unit(id).position.y);
      back = std::min(back, p.b.unit(id).position.y);
    }
  CHECK(front - back <= 10.5);
  CHECK(back > 6 + 5.0);
  CHECK(p.b.refused[kUSA] == 0);
}

TEST_CASE("brigade commander: a closing regiment keeps its place in the line, drawn toward its own enemy by half", "[ai][brigade]") {
  // Blue's line faces north; the enemy before the 3rd Blue stands 45 degrees off to its right.
  Fixture f = lines_facing(6, 40, "attack");
  UnitId off_right = f.infantry("Grey flankers", kCSA, {60 + 24, 6 + 24}, kSouth);
  f.brigade("Grey flank", kCSA, {84, 34}, {off_right});
  Battle b(std::make_shared<Scenario>(f.s), 1);
  const Unit& u = b.unit(b.oob.node(b.oob.find("Blue")).units.back());
  REQUIRE(u.name == "3rd Blue");
  BrigadePlan plan;
  plan.posture = Posture::close;
  plan.line_front = {0, 1};
  const Sighting enemy{off_right, u.footprint.distance_to(b.unit(off_right).footprint)};
  const Vec2 to = closing_point(b, u, plan, enemy);
  // The front's way (0, 1) plus half the enemy's (0.707, 0.707): atan(0.354 / 1.354) = 14.6
  // degrees right of straight ahead — neither straight ahead (0) nor straight at him (45).
  CHECK(bearing(u.position, to) == Approx(14.64).margin(0.05));
  CHECK(distance(u.position, to) == Approx(b.advisor().move_allowance(b, u)));  // far off: a whole move
}

namespace {

// Three Blue regiments in line one behind another at x = 48, 5" apart, the leader at y = 20,
// ordered to attack the Grey line at y = 40: a brigade come on in a file.
Fixture blue_file() {
  Fixture f = lines_facing(6, 40, "attack");
  auto& blue = node(f, "Blue").units;
  for (std::size_t i = 0; i < blue.size(); ++i) f.s.units[static_cast<std::size_t>(blue[i])].position = {48, 20 - 5.0 * static_cast<double>(i)};
  f.s.commanders[static_cast<std::size_t>(node(f, "Blue").commander)].position = {48, 14};
  return f;
}

}  // namespace

TEST_CASE("brigade commander: a brigade come on in a file gives its masked regiments places beside its leader, a second line none", "[ai][brigade]") {
  BrigadePlan plan;
  plan.posture = Posture::close;
  plan.line_front = {0, 1};
  std::vector<PlaceBeside> places;
  {
    Battle b(std::make_shared<Scenario>(blue_file().s), 1);
    const auto& blue = b.oob.node(b.oob.find("Blue")).units;
    places_beside_line(b, b.oob.node(b.oob.find("Blue")), plan, places);
    // The leader keeps its place; the 2nd goes beside it, 0.5" clear of its 7.87" front; the 3rd
    // beside the other end, the nearer one once the 2nd has lengthened the line.
    REQUIRE(places.size() == 2);
    const double beside = 7.87 + 0.5;
    CHECK(places[0].unit == blue[1]);
    CHECK(places[1].unit == blue[2]);
    CHECK(std::abs(places[0].at.x - 48) == Approx(beside).margin(0.01));
    CHECK(std::abs(places[1].at.x - 48) == Approx(beside).margin(0.01));
    CHECK((places[0].at.x - 48) * (places[1].at.x - 48) < 0);
    CHECK(places[0].at.y == Approx(20));
    CHECK(places[1].at.y == Approx(20));
    CHECK(place_of(places, blue[0]) == nullptr);
  }
  {
    // Two abreast and one behind: a second line, which stays where it is.
    Fixture f = blue_file();
    const auto& blue = node(f, "Blue").units;
    f.s.units[static_cast<std::size_t>(blue[1])].position = {57, 20};
    Battle b(std::make_shared<Scenario>(f.s), 1);
    places_beside_line(b, b.oob.node(b.oob.find("Blue")), plan, places);
    CHECK(places.empty());
  }
}

TEST_CASE("brigade commander: a brigade come on in a file closes with its regiments drawing out beside the leader", "[ai][brigade]") {
  Fixture f = blue_file();
  Played p(f.s, 3);
  p.turns(1);
  const auto& blue = p.b.oob.node(p.b.oob.find("Blue")).units;
  const Unit &second = p.b.unit(blue[1]), &third = p.b.unit(blue[2]);
  // Each drifts to its own side of the file as far as igor lets a line (50 mm, 1.97"), at the
  // steepest slant that keeps three quarters of its 10" move forward: a quarter inch sideways
  // for each inch, 1.97 / sin(14.0) = 8.1" of way. Closing straight ahead, both kept x = 48.
  CHECK(std::abs(second.position.x - 48) == Approx(1.97).margin(0.01));
  CHECK(std::abs(third.position.x - 48) == Approx(1.97).margin(0.01));
  CHECK((second.position.x - 48) * (third.position.x - 48) < 0);
  CHECK(second.position.y - 15 == Approx(1.97 * 4).margin(0.01));
  CHECK(third.position.y - 10 == Approx(1.97 * 4).margin(0.01));
}

TEST_CASE("brigade commander: in the last turns an attacking brigade puts its whole line onto its objective", "[ai][brigade]") {
  // Blue attacks toward a crossroads; Grey, stronger, holds a line beyond it. Before the last two
  // turns Blue closes to its fire range; in them it goes in, every regiment for the crossroads.
  Fixture f = lines_facing(14, 36, "attack");
  f.s.field.add(Objective{"crossroads", {48, 24}, 4, 1, 0});
  node(f, "Blue").objective_point.reset();
  node(f, "Blue").objective = "crossroads";
  UnitId g4 = f.infantry("4th Grey", kCSA, {40, 40}, kSouth);
  UnitId g5 = f.infantry("5th Grey", kCSA, {48, 40}, kSouth);
  UnitId g6 = f.infantry("6th Grey", kCSA, {56, 40}, kSouth);
  f.brigade("Grey second line", kCSA, {48, 43}, {g4, g5, g6});
  node(f, "Grey second line").standing_order = "hold";
  f.s.turns = 6;
  auto plan_on = [&](int turn) {
    Battle b(std::make_shared<Scenario>(f.s), 1);
    b.turn = turn;
    FieldPicture picture;
    picture.build(b, kUSA, std::vector<bool>(b.oob.nodes().size(), true));
    return plan_brigade(b, picture, b.oob.node(b.oob.find("Blue")), Temperament{});
  };
  const BrigadePlan early = plan_on(1), last = plan_on(5);
  CHECK_FALSE(early.last_rush);
  CHECK(early.posture == Posture::close);
  CHECK(last.last_rush);
  CHECK(last.posture == Posture::press);
}

TEST_CASE("brigade commander: an occupier out of fire goes as far on a slant as its drift lets it", "[ai][brigade]") {
  // Blue's lone regiment in line faces north, its objective 25 degrees to the right of its front,
  // Grey far off straight ahead (a turn under 30 degrees is not worth a wheel: it keeps its
  // facing). Its whole move and half of it go further sideways than a line may drift; the rules'
  // longest step on that way does not.
  const Vec2 hill{48 + 20 * std::tan(radians(25)), 30};
  OneAgainstOne o = one_against_one({48, 10}, "attack", Objective{"hill", hill, 4, 1, 0}, {48, 46});
  Played p(o.f.s, 1);
  const Vec2 from = p.b.unit(o.blue).position;
  p.turns(1);
  const Unit& blue = p.b.unit(o.blue);
  CHECK(distance(from, hill) - distance(blue.position, hill) > 3);
  CHECK(blue.facing == kNorth);
}

TEST_CASE("brigade commander: in the last turns a holding brigade goes in at an enemy standing on its objective", "[ai][brigade]") {
  // Grey holds a ridge whose objective Blue's regiment has reached. Before the last two turns
  // Grey keeps its ground; in them it presses, the enemy on the ridge its point of attack. With
  // Blue off the objective it holds on to the end.
  auto plan_on = [](int turn, Vec2 blue_at) {
    OneAgainstOne o = one_against_one(blue_at, "attack", Objective{"ridge", {48, 30}, 4, 1, 0}, {48, 33});
    node(o.f, "Grey").objective = "ridge";
    o.f.s.turns = 6;
    Battle b(std::make_shared<Scenario>(o.f.s), 1);
    b.turn = turn;
    FieldPicture picture;
    picture.build(b, kCSA, std::vector<bool>(b.oob.nodes().size(), true));
    return std::pair{plan_brigade(b, picture, b.oob.node(b.oob.find("Grey")), Temperament{}), o.blue};
  };
  const auto [early, blue] = plan_on(1, {48, 28});
  CHECK(early.posture == Posture::hold);
  CHECK_FALSE(early.last_rush);
  CHECK(early.foe == blue);
  const auto [last, blue_again] = plan_on(5, {48, 28});
  CHECK(last.posture == Posture::press);
  CHECK(last.last_rush);
  CHECK(last.foe == blue_again);
  const auto [off, blue_off] = plan_on(5, {48, 22});  // 8" short of the ridge's middle: not on it
  CHECK(off.posture == Posture::hold);
  CHECK_FALSE(off.last_rush);
}

TEST_CASE("brigade commander: an attack on a distant objective marches past an enemy beyond its muskets' reach", "[ai][brigade]") {
  // Blue's three regiments attack a point up the table; a Grey regiment stands off to their
  // right, beyond their rifles' 18" but within a move and a volley (28").
  auto plan_toward = [](Vec2 objective, Formation formation = Formation::line) {
    Fixture f;
    UnitId a = f.infantry("1st Blue", kUSA, {36, 6}, kNorth, formation);
    UnitId c = f.infantry("2nd Blue", kUSA, {48, 6}, kNorth, formation);
    UnitId d = f.infantry("3rd Blue", kUSA, {60, 6}, kNorth, formation);
    f.brigade("Blue", kUSA, {48, 3}, {a, c, d});
    node(f, "Blue").standing_order = "attack";
    node(f, "Blue").objective_point = objective;
    UnitId g = f.infantry("Grey flank guard", kCSA, {86, 8}, 270);
    f.brigade("Grey", kCSA, {90, 8}, {g});
    node(f, "Grey").standing_order = "hold";
    Battle b(std::make_shared<Scenario>(f.s), 1);
    FieldPicture picture;
    picture.build(b, kUSA, std::vector<bool>(b.oob.nodes().size(), true));
    const BrigadeView& view = picture.brigade(b.oob.find("Blue"));
    REQUIRE(b.advisor().fire_range_in(b.unit(d), Formation::line) == Approx(18));
    REQUIRE(view.nearest.unit == g);
    REQUIRE(view.nearest.distance > 18);
    REQUIRE(view.nearest.distance < 28);
    return plan_brigade(b, picture, b.oob.node(b.oob.find("Blue")), Temperament{});
  };
  // The objective 38" off, more than three of its 10" moves: it marches on, the Grey regiment no foe of its.
  const BrigadePlan far = plan_toward({48, 44});
  CHECK(far.posture == Posture::march);
  CHECK(far.foe == kNone);
  // Marching in column (which fires not at all) it judges by its muskets' reach in line, as well;
  // a column's moves are longer, so its objective is set farther off (60").
  const BrigadePlan far_in_column = plan_toward({92, 46}, Formation::column);
  CHECK(far_in_column.posture == Posture::march);
  CHECK(far_in_column.foe == kNone);
  // The objective 14" off: the same enemy draws it into the fight.
  const BrigadePlan near = plan_toward({48, 20});
  CHECK(near.foe != kNone);
  CHECK(near.posture != Posture::march);
}

TEST_CASE("brigade commander: in an attack on a distant objective, a regiment beyond its fire marches on, its line mates fight", "[ai][brigade]") {
  // Blue's three regiments attack a point 54" up the table, more than three of their 10" moves. A
  // Grey regiment stands within the 1st Blue's 18" reach, so the brigade is in the fight; the 3rd
  // Blue, 30" and more from it, marches on its place at the objective rather than turning on it.
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {36, 6}, kNorth);
  UnitId c = f.infantry("2nd Blue", kUSA, {48, 6}, kNorth);
  UnitId d = f.infantry("3rd Blue", kUSA, {60, 6}, kNorth);
  f.brigade("Blue", kUSA, {48, 3}, {a, c, d});
  node(f, "Blue").standing_order = "attack";
  node(f, "Blue").objective_point = Vec2{48, 60};
  UnitId g = f.infantry("Grey outpost", kCSA, {26, 20}, kSouth);
  f.brigade("Grey", kCSA, {26, 24}, {g});
  node(f, "Grey").standing_order = "hold";
  Played p(f.s, 3);
  REQUIRE(p.b.unit(d).footprint.distance_to(p.b.unit(g).footprint) > 18);
  REQUIRE(p.b.unit(a).footprint.distance_to(p.b.unit(g).footprint) < 18);
  p.turns(1);
  const BrigadePlan& plan = p.b.brigade_plans.plans[static_cast<std::size_t>(p.b.oob.find("Blue"))];
  REQUIRE(plan.foe == g);
  REQUIRE((plan.posture == Posture::press || plan.posture == Posture::close));
  // Up the table toward its place (its offset drawn in to 7" of the centre as its mates move): not
  // drawn west toward the Grey outpost, as its line's front and its own nearest enemy would draw
  // it (some 8" west in a move).
  const Vec2 went = p.b.unit(d).position - Vec2{60, 6};
  CHECK(went.y >= 8);
  CHECK(went.x > -2);
  // The 1st Blue, within reach of the outpost, turns on it.
  CHECK(p.b.unit(a).position.x < 34);
}

TEST_CASE("brigade commander: a line marching at a slant goes as far as its drift allows, not half its move", "[ai][brigade]") {
  // A lone regiment in line, its objective 14 degrees off its front: too little to wheel for, so
  // it keeps its facing, and its whole 10" move would drift 2.4" sideways, past the 50mm (1.97")
  // igor allows. Asking the rules' longest step it goes 1.97 / sin 14 = 8.1"; asking its whole
  // move and then half, it went 5".
  Fixture f;
  const Vec2 start{20, 4};
  UnitId u = f.infantry("1st Blue", kUSA, start, kNorth);
  f.brigade("Blue", kUSA, {20, 1}, {u});
  node(f, "Blue").standing_order = "attack";
  node(f, "Blue").objective_point = start + heading(14) * 60;
  UnitId g = f.infantry("Grey picket", kCSA, {90, 46}, kSouth);
  f.brigade("Grey", kCSA, {90, 47}, {g});
  node(f, "Grey").standing_order = "hold";
  Played p(f.s, 1);
  p.turns(1);
  const Unit& moved = p.b.unit(u);
  CHECK(moved.formation == Formation::line);
  CHECK(moved.facing == Approx(kNorth));
  CHECK(distance(moved.position, start) > 8);
  CHECK(distance(moved.position, start) < 8.2);
}

TEST_CASE("brigade commander: a brigade's fire concentrates on one enemy", "[ai][brigade]") {
  // Three Blue batteries (igor's guns fire across a fan; its foot only down their lanes) facing
  // three Grey regiments abreast, the batteries' nearest enemies not all one: every Blue shot goes
  // at one Grey regiment, the brigade's point of attack.
  Fixture f;
  UnitId a = f.battery("1st Blue battery", kUSA, {42, 12}, kNorth);
  UnitId c = f.battery("2nd Blue battery", kUSA, {48, 12}, kNorth);
  UnitId d = f.battery("3rd Blue battery", kUSA, {54, 12}, kNorth);
  f.brigade("Blue", kUSA, {48, 8}, {a, c, d});
  node(f, "Blue").standing_order = "hold";
  UnitId g1 = f.infantry("1st Grey", kCSA, {40, 30}, kSouth);
  UnitId g2 = f.infantry("2nd Grey", kCSA, {48, 30}, kSouth);
  UnitId g3 = f.infantry("3rd Grey", kCSA, {56, 30}, kSouth);
  f.brigade("Grey", kCSA, {48, 34}, {g1, g2, g3});
  node(f, "Grey").standing_order = "hold";
  Recorder r;
  Battle b(std::make_shared<Scenario>(f.s), 5);
  b.log.attach(&r);
  std::set<UnitId> own_choices;
  for (UnitId gun : {a, c, d}) {
    const auto nearest = nearest_enemy(b, b.unit(gun));
    REQUIRE(nearest);
    own_choices.insert(nearest->unit);
  }
  CHECK(own_choices.size() > 1);
  ArmyCommand ai(ScenarioControllers{}, kBrigadeBoth);
  Driver driver(b, ai, ai);
  driver.play_turn();
  std::set<UnitId> targets;
  int shots = 0;
  for (const auto& shot : r.all<UnitFired>())
    if (b.unit(shot.unit).side == kUSA) targets.insert(shot.target), ++shots;
  CHECK(shots == 3);
  CHECK(targets.size() == 1);
}

TEST_CASE("brigade commander: a brigade puts a regiment on its objective, and goes for an enemy standing on it", "[ai][brigade]") {
  // Blue attacks toward a crossroads 20" ahead; Grey holds a line 14" beyond it, off the objective.
  auto crossroads = [](double grey_y) {
    Fixture f = lines_facing(6, grey_y, "attack");
    f.s.field.add(Objective{"crossroads", {48, 26}, 4, 1, 0});
    node(f, "Blue").objective_point.reset();
    node(f, "Blue").objective = "crossroads";
    return f;
  };
  Fixture f = crossroads(40);
  Played p(f.s, 5);
  p.turns(3);
  // The regiment nearest it went onto the crossroads and holds it: the line beside it fights.
  REQUIRE(p.b.holder_of(0).has_value());
  CHECK(*p.b.holder_of(0) == kUSA);
  CHECK(p.b.refused[kUSA] == 0);

  // A Grey regiment on the crossroads is the one Blue's plan goes for, though another is nearer.
  Fixture g = crossroads(40);
  UnitId on = g.infantry("Grey picket", kCSA, {52, 24}, kSouth);
  UnitId near = g.infantry("Grey skirmishers", kCSA, {44, 17}, kSouth);
  g.brigade("Grey pickets", kCSA, {52, 30}, {on, near});
  node(g, "Grey pickets").standing_order = "hold";
  Battle b(std::make_shared<Scenario>(g.s), 1);
  FieldPicture picture;
  picture.build(b, kUSA, std::vector<bool>(b.oob.nodes().size(), true));
  const FormationNode& blue = b.oob.node(b.oob.find("Blue"));
  const BrigadePlan plan = plan_brigade(b, picture, blue, Temperament{});
  CHECK(plan.foe == on);
}

TEST_CASE("brigade commander: a waiting reserve is sent to exploit an enemy brigade that breaks", "[ai][brigade]") {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {48, 10}, kNorth);
  f.brigade("Blue reserve", kUSA, {48, 6}, {a});
  node(f, "Blue reserve").reserve = true;
  UnitId g1 = f.infantry("1st Grey", kCSA, {44, 30}, kSouth);
  UnitId g2 = f.infantry("2nd Grey", kCSA, {54, 30}, kSouth);
  f.brigade("Grey", kCSA, {48, 34}, {g1, g2});
  Battle b(std::make_shared<Scenario>(f.s), 1);
  send_reserves_to_exploit(b, kUSA);
  CHECK(b.couriers.empty());  // nothing broken yet
  b.unit(g1).routing = true;
  b.unit(g2).routing = true;
  send_reserves_to_exploit(b, kUSA);
  REQUIRE(b.couriers.size() == 1);
  CHECK(b.couriers.front().order.to == b.oob.find("Blue reserve"));
  REQUIRE(b.couriers.front().order.point);
  CHECK(distance(*b.couriers.front().order.point, Vec2{49, 30}) < 0.01);
}

TEST_CASE("brigade commander: a masked battery moves for a clear post, but wheels to bear first", "[ai][brigade]") {
  // An unlimbered Blue battery with its own infantry standing across its lane to a Grey line 28"
  // off; a clear post lies 6" to its right. Facing the Grey line, it limbers to move there.
  // Facing away, it wheels to bear first: the guns stay in action, and the friends before them
  // may have moved by the next turn.
  auto after_a_turn = [](double facing) {
    const GunsAndFoot g = guns_and_foot({48, 12}, facing, {48, 17}, {48, 14}, "hold", 40);
    auto p = std::make_unique<Played>(g.f.s, 5);
    p->turns(1);
    for (const auto& shot : p->recorder.all<UnitFired>()) CHECK(shot.unit != g.guns);  // masked: no shot
    const Unit& battery = p->b.unit(g.guns);
    return std::tuple{battery.formation, battery.facing};
  };
  const auto [bearing_formation, bearing_facing] = after_a_turn(kNorth);
  CHECK(bearing_formation == Formation::limbered);
  const auto [away_formation, away_facing] = after_a_turn(90);
  CHECK(away_formation == Formation::unlimbered);
  CHECK(std::abs(turn_between(away_facing, kNorth)) < 20);
}

TEST_CASE("brigade commander: a battery goes with its brigade when the brigade is ordered to retire", "[ai][brigade]") {
  // An unlimbered Blue battery with a Grey line in its reach, its brigade under a retire order:
  // it limbers rather than fire on from where it stands, then goes back with the brigade.
  const GunsAndFoot g = guns_and_foot({48, 40}, kNorth, {40, 40}, {44, 36}, "retire", 60);
  const UnitId guns = g.guns;
  Played p(g.f.s, 3);
  p.turns(3);
  const Unit& battery = p.b.unit(guns);
  CHECK(battery.formation == Formation::limbered);
  CHECK(battery.position.y < 40 - 4);  // on its way to its own edge
  for (const auto& shot : p.recorder.all<UnitFired>()) CHECK(shot.unit != guns);
}

TEST_CASE("brigade commander: guns ordered off with no room to limber fire on rather than wait", "[ai][brigade]") {
  // As above, but the battery's own regiment stands close behind it: the limbered teams would
  // stand on it, so the rules refuse the limbering and the guns fire on from where they stand.
  const GunsAndFoot g = guns_and_foot({48, 40}, kNorth, {48, 37.5}, {48, 36}, "retire", 60);
  const UnitId guns = g.guns;
  Played p(g.f.s, 3);
  p.turns(1);
  const auto shots = p.recorder.all<UnitFired>();
  CHECK(std::any_of(shots.begin(), shots.end(), [&](const UnitFired& s) { return s.unit == guns; }));
}

namespace {

// A Blue regiment at y = 40 facing north, its brigade ordered to retire toward its edge (y = 0),
// and a Grey regiment holding straight ahead at `grey_y`.
struct Retiring {
  Fixture f;
  UnitId blue = kNone;
};
Retiring retiring_from(double grey_y) {
  Retiring r;
  r.blue = r.f.infantry("1st Blue", kUSA, {48, 40}, kNorth);
  r.f.brigade("Blue", kUSA, {48, 43}, {r.blue});
  node(r.f, "Blue").standing_order = "retire";
  UnitId grey = r.f.infantry("1st Grey", kCSA, {48, grey_y}, kSouth);
  r.f.brigade("Grey", kCSA, {48, grey_y + 3}, {grey});
  node(r.f, "Grey").standing_order = "hold";
  return r;
}

}  // namespace

TEST_CASE("brigade commander: a brigade ordered to retire turns its back and marches off out of the enemy's fire", "[ai][brigade]") {
  // Grey 22" off: within Blue's deploy distance, beyond Grey's 18" rifles and an inch. Blue turns
  // about and marches, rather than back off facing Grey.
  Retiring r = retiring_from(62);
  Played p(r.f.s, 5);
  p.turns(1);
  const Unit& u = p.b.unit(r.blue);
  CHECK(std::abs(turn_between(u.facing, kSouth)) < 30);
  CHECK(u.position.y < 40 - 2);
}

TEST_CASE("brigade commander: a retiring regiment within the enemy's fire and hemmed in by friends stands and fires, making no move of nothing", "[ai][brigade]") {
  // Grey 12" off, within its rifles, and a Blue regiment of another brigade holds right behind
  // the retiring one, so it has no room to back off. Stepping back by the rungs down to a turn in
  // place, it turned in place to the facing it had: a move of nothing each turn, which spent its
  // action, and it never fired.
  Retiring r = retiring_from(52);
  UnitId behind = r.f.infantry("2nd Blue", kUSA, {48, 37.5}, kNorth);
  r.f.brigade("Blue reserve", kUSA, {48, 34}, {behind});
  node(r.f, "Blue reserve").standing_order = "hold";
  node(r.f, "Blue reserve").objective_point = Vec2{48, 37.5};
  Played p(r.f.s, 5);
  p.turns(2);
  for (const auto& m : p.recorder.all<UnitMoved>())
    if (m.unit == r.blue) CHECK(distance(m.from, m.to) > 0.01);
  int shots = 0;
  for (const auto& shot : p.recorder.all<UnitFired>()) shots += shot.unit == r.blue;
  CHECK(shots >= 1);
}

}  // namespace test_brigade_commander
