// engine/ai: whom the built-in commander shoots, and when it holds its fire to close or charge
// instead (firing is a unit's action for the turn in igor).
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "engine/ai/brigade_commander.hpp"
#include "engine/ai/fire_plan.hpp"
#include "engine/ai/targeting.hpp"
#include "igor_fixture.hpp"

namespace test_ai_fire {

using namespace igor_test;

namespace {

FormationNode& node(Fixture& f, std::string_view name) { return f.s.oob.node(f.s.oob.find(name)); }

using Port = test_support::ResolvingPort;

// The built-in commander plays USA's part of one phase.
void play(Battle& b, std::string_view phase, Port& port) {
  b.begin_phase(phase);
  BrigadeCommander ai;
  ai.play_phase(b, phase_named(b, phase), kUSA, port);
}

// A Blue regiment (rifled muskets) in line at (48, 10) facing Grey's regiment `gap_y` up the
// table; Blue's brigade is under `order`, its objective beyond Grey.
Fixture facing_off(std::string order, double gap_y) {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {48, 10}, kNorth);
  f.brigade("Blue", kUSA, {48, 6}, {a});
  node(f, "Blue").standing_order = std::move(order);
  node(f, "Blue").objective_point = Vec2{48, 44};
  UnitId g = f.infantry("1st Grey", kCSA, {48, 10 + gap_y}, kSouth);
  f.brigade("Grey", kCSA, {48, 14 + gap_y}, {g});
  node(f, "Grey").standing_order = "hold";
  return f;
}

double gap(const Battle& b) { return b.unit(0).footprint.distance_to(b.unit(1).footprint); }

// The fire plan of the unit's brigade, its plan going for `objective`.
std::vector<UnitId> fire_plan_of(const Battle& b, const Unit& u, const std::optional<Vec2>& objective = std::nullopt) {
  BrigadePlan plan;
  plan.goal = objective;
  std::vector<UnitId> targets;
  draw_fire_plan(b, b.oob.node(u.brigade), plan, targets);
  return targets;
}

// The target the commander would fire at: the first of its brigade's fire plan that the rules accept.
std::optional<UnitId> best_target(const Battle& b, const Unit& u, const std::optional<Vec2>& objective = std::nullopt) {
  for (UnitId id : fire_plan_of(b, u, objective))
    if (b.rules->allows(b, Fire{u.id, id})) return id;
  return std::nullopt;
}

}  // namespace

TEST_CASE("ai: igor's closing range is the end of the medium band, or a short weapon's reach", "[ai]") {
  Fixture f;
  UnitId rifles = f.infantry("rifles", kUSA, {10, 10}, kNorth);
  UnitId breech = f.infantry("breech", kUSA, {20, 10}, kNorth, Formation::line, Quality::seasoned, Weapon::breechloader);
  UnitId smooth = f.infantry("smooth", kUSA, {30, 10}, kNorth, Formation::line, Quality::seasoned, Weapon::smoothbore);
  UnitId guns = f.battery("guns", kUSA, {40, 10}, kNorth);
  auto b = f.battle();
  CHECK(b->rules->advisor().closing_range(b->unit(rifles)) == 12);
  CHECK(b->rules->advisor().closing_range(b->unit(breech)) == 16);
  CHECK(b->rules->advisor().closing_range(b->unit(smooth)) == 6);
  CHECK(b->rules->advisor().closing_range(b->unit(guns)) == 40);
}

TEST_CASE("ai: igor's expected HITs are the fire table's dice times the chance of a 6", "[ai]") {
  Fixture f = facing_off("hold", 12);
  auto b = f.battle();
  REQUIRE(gap(*b) > 6);
  REQUIRE(gap(*b) <= 12);
  // Medium range, open ground: 3 dice hitting on 6s.
  CHECK(b->rules->advisor().expected_hits(*b, b->unit(0), b->unit(1)) == Approx(3.0 / 6));
  b->place(b->unit(1), {48, 40}, kSouth);  // beyond long range
  CHECK(b->rules->advisor().expected_hits(*b, b->unit(0), b->unit(1)) == 0);
}

namespace {

// Blue's battery at (48, 6) facing north (unit 0), and Grey's 1st and 2nd regiments (units 1
// and 2) at `first` and `second` facing it, in the artillery phase.
std::unique_ptr<Battle> battery_before_two(Vec2 first, Vec2 second) {
  Fixture f;
  UnitId gun = f.battery("Ricketts'", kUSA, {48, 6}, kNorth);
  f.brigade("Blue guns", kUSA, {48, 2}, {gun});
  UnitId a = f.infantry("1st Grey", kCSA, first, kSouth);
  UnitId c = f.infantry("2nd Grey", kCSA, second, kSouth);
  f.brigade("Grey", kCSA, {48, 36}, {a, c});
  return f.battle("artillery");
}

}  // namespace

TEST_CASE("ai: a brigade's fire plan puts the more damaged of two equal targets first, else the first in unit order", "[ai]") {
  auto b = battery_before_two({40, 30}, {56, 30});
  const UnitId gun = 0, left = 1, right = 2;
  REQUIRE(b->rules->advisor().expected_hits(*b, b->unit(gun), b->unit(left)) ==
          Approx(b->rules->advisor().expected_hits(*b, b->unit(gun), b->unit(right))));
  CHECK(best_target(*b, b->unit(gun)) == left);
  b->unit(right).hits = 2;
  CHECK(best_target(*b, b->unit(gun)) == right);
  // A target threatening the battery's objective outweighs one HIT on the other.
  b->unit(right).hits = 0;
  b->unit(left).hits = 1;
  CHECK(best_target(*b, b->unit(gun), Vec2{56, 36}) == right);
  CHECK(best_target(*b, b->unit(gun)) == left);
}

TEST_CASE("ai: of two targets worth the same, a brigade's fire plan puts the nearer first, whatever their order", "[ai]") {
  auto b = battery_before_two({40, 32}, {56, 29});
  const UnitId gun = 0, far = 1, near = 2;
  REQUIRE(b->unit(gun).footprint.distance_to(b->unit(near).footprint) <
          b->unit(gun).footprint.distance_to(b->unit(far).footprint));
  REQUIRE(b->rules->advisor().expected_hits(*b, b->unit(gun), b->unit(far)) ==
          b->rules->advisor().expected_hits(*b, b->unit(gun), b->unit(near)));
  CHECK(fire_plan_of(*b, b->unit(gun)) == std::vector<UnitId>{near, far});
  // A fifth more for a HIT outweighs the farther one's distance (it costs it under a tenth).
  b->unit(far).hits = 1;
  CHECK(fire_plan_of(*b, b->unit(gun)) == std::vector<UnitId>{far, near});
}

TEST_CASE("ai: a brigade's fire plan prefers a flank shot to a frontal one", "[ai]") {
  Fixture f;
  UnitId gun = f.battery("Ricketts'", kUSA, {48, 6}, kNorth);
  UnitId front = f.infantry("1st Grey", kCSA, {40, 30}, kSouth);
  UnitId flank = f.infantry("2nd Grey", kCSA, {56, 30}, 90);
  f.brigade("Blue guns", kUSA, {48, 2}, {gun});
  f.brigade("Grey", kCSA, {48, 36}, {front, flank});
  auto b = f.battle("artillery");
  CHECK(b->unit(flank).footprint.aspect_of(b->unit(gun).position) != Aspect::front);
  CHECK(best_target(*b, b->unit(gun)) == flank);
  b->place(b->unit(flank), b->unit(flank).position, kSouth);
  CHECK(best_target(*b, b->unit(gun)) == front);  // both frontal: the first in unit order
}

TEST_CASE("ai: a battery goes down its brigade's fire plan until the rules take a shot", "[ai]") {
  // Seven Grey regiments abreast 24" before Blue's battery, all of them within its arc and range.
  Fixture f;
  UnitId gun = f.battery("Ricketts'", kUSA, {48, 6}, kNorth);
  f.brigade("Blue guns", kUSA, {48, 2}, {gun});
  std::vector<UnitId> grey;
  for (int i = 0; i < 7; ++i) grey.push_back(f.infantry(fmt::format("{}th Grey", i + 1), kCSA, {24.0 + 8 * i, 30}, kSouth));
  f.brigade("Grey", kCSA, {48, 36}, {grey[0], grey[1], grey[2], grey[3], grey[4], grey[5], grey[6]});
  auto b = f.battle("artillery");
  const std::vector<UnitId> plan = fire_plan_of(*b, b->unit(gun));
  REQUIRE(plan.size() == 7);
  for (UnitId id : plan) REQUIRE(b->rules->advisor().might_fire_at(*b, b->unit(gun), b->unit(id)));
  // Every one is tried, each once, while the rules refuse.
  test_support::RefusingPort<Fire> port;
  CHECK_FALSE(fire_by_plan(*b, b->unit(gun), plan, port));
  REQUIRE(port.tried.size() == 7);
  for (std::size_t i = 0; i < plan.size(); ++i) CHECK(port.tried[i].target == plan[i]);
  // The rules taking the shot, it goes at the first.
  Port taking(*b);
  CHECK(fire_by_plan(*b, b->unit(gun), plan, taking));
  REQUIRE(taking.count<Fire>() == 1);
  CHECK(std::get<Fire>(taking.submitted.front()).target == plan.front());
}

// Blue's unlimbered battery at (48, 6) facing north, Grey's regiment 30" straight ahead in its
// arc, and a nearer Grey regiment 23" off to its right: out of its arc, but the nearest enemy.
Fixture battery_with_enemy_ahead_and_aside() {
  Fixture f;
  UnitId gun = f.battery("Ricketts'", kUSA, {48, 6}, kNorth);
  f.brigade("Blue guns", kUSA, {48, 2}, {gun});
  node(f, "Blue guns").standing_order = "hold";
  UnitId ahead = f.infantry("1st Grey", kCSA, {48, 40}, kSouth);
  UnitId aside = f.infantry("2nd Grey", kCSA, {72, 10}, 270);
  f.brigade("Grey", kCSA, {60, 44}, {ahead, aside});
  return f;
}

TEST_CASE("ai: in the movement phase a battery with a target in its arc does not wheel to a nearer enemy", "[ai]") {
  Fixture f = battery_with_enemy_ahead_and_aside();
  auto b = f.battle();
  const UnitId gun = 0, ahead = 1, aside = 2;
  REQUIRE(b->unit(gun).formation == Formation::unlimbered);
  REQUIRE(b->unit(gun).footprint.distance_to(b->unit(aside).footprint) <
          b->unit(gun).footprint.distance_to(b->unit(ahead).footprint));
  // The question is asked outside the fire phase, so it cannot depend on the phase.
  b->begin_phase("general movement");
  CHECK(b->rules->advisor().could_fire_at(*b, b->unit(gun), b->unit(ahead)));
  CHECK_FALSE(b->rules->advisor().could_fire_at(*b, b->unit(gun), b->unit(aside)));
  Port port(*b);
  play(*b, "general movement", port);
  CHECK(port.count<Move>() == 0);
  CHECK(b->unit(gun).facing == kNorth);

  SECTION("with the target ahead gone, it wheels to bear on the one aside") {
    b->remove_from_field(b->unit(ahead), UnitStatus::destroyed, "test");
    play(*b, "general movement", port);
    CHECK(port.count<Move>() == 1);
    CHECK(b->unit(gun).facing == Approx(bearing(b->unit(gun).position, b->unit(aside).position)));
  }
}

TEST_CASE("ai: under Attack a line holds its fire at long range and closes instead", "[ai]") {
  Fixture f = facing_off("attack", 17);
  auto b = f.battle();
  const double start = gap(*b);
  REQUIRE(start > b->rules->advisor().closing_range(b->unit(0)));
  REQUIRE(start <= b->rules->advisor().fire_range(b->unit(0)));
  Port port(*b);
  play(*b, "general fire", port);
  CHECK(port.count<Fire>() == 0);
  play(*b, "general movement", port);
  CHECK(port.count<Move>() == 1);
  CHECK(gap(*b) <= b->rules->advisor().closing_range(b->unit(0)));
}

TEST_CASE("ai: under Hold the same line fires at long range", "[ai]") {
  Fixture f = facing_off("hold", 17);
  auto b = f.battle();
  Port port(*b);
  play(*b, "general fire", port);
  CHECK(port.count<Fire>() == 1);
}

TEST_CASE("ai: under Attack at closing range with fair odds a line holds its fire and charges", "[ai]") {
  Fixture f = facing_off("attack", 10);
  auto b = f.battle();
  REQUIRE(gap(*b) <= b->rules->advisor().closing_range(b->unit(0)));
  Port port(*b);
  play(*b, "general fire", port);
  CHECK(port.count<Fire>() == 0);
  play(*b, "charge", port);
  CHECK(port.count<Charge>() == 1);
}

TEST_CASE("ai: under Advance a line not yet fired on, in the open, holds its fire and advances", "[ai]") {
  Fixture f = facing_off("advance", 17);
  auto b = f.battle();
  Port port(*b);
  play(*b, "general fire", port);
  CHECK(port.count<Fire>() == 0);
  play(*b, "general movement", port);
  CHECK(port.count<Move>() == 1);
}

}  // namespace test_ai_fire
