// north's limits: where a move may not end, what a unit may not see or reach, and the few things
// skirmishers and cavalry may not do.
#include <utility>

#include "tests/north_fixture.hpp"

#include "engine/rules/north/movement.hpp"

namespace test_north_limits {

using namespace north_test;

namespace {

// Impassable ground on the table: "the slough".
void add_slough(Fixture& f, Polygon outline) {
  Area marsh;
  marsh.name = "the slough";
  marsh.kind = AreaKind::impassable;
  marsh.outline = std::move(outline);
  f.s.field.add(marsh);
}

}  // namespace

TEST_CASE("north movement: a move may not end on a friend, off the table or in impassable ground", "[north]") {
  Fixture f;
  add_slough(f, Polygon({{60, 5}, {70, 5}, {70, 15}, {60, 15}}));
  UnitId u = f.infantry("44th New York", kUSA, {48, 10}, kNorth, Quality::seasoned, Formation::column);
  f.infantry("12th New York", kUSA, {48, 16}, kNorth);
  UnitId edge = f.infantry("2nd Maine", kUSA, {5, 10}, kNorth, Quality::seasoned, Formation::column);
  UnitId by_marsh = f.infantry("9th Massachusetts", kUSA, {56, 10}, kNorth, Quality::seasoned, Formation::column);
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, Move{u, {48, 16}, kNorth}), Catch::Contains("it would end on top of 12th New York"));
  CHECK_THAT(refusal(*b, Move{edge, {-2, 10}, kNorth}), Catch::Contains("it would leave the table"));
  CHECK_THAT(refusal(*b, Move{by_marsh, {65, 10}, kNorth}), Catch::Contains("the ground is impassable"));
}

TEST_CASE("north charges: not across impassable ground", "[north]") {
  Fixture f;
  add_slough(f, Polygon({{44, 22}, {52, 22}, {52, 24}, {44, 24}}));
  UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
  UnitId t = f.infantry("28th North Carolina", kCSA, {48, 26}, kSouth);  // beyond the slough, within a move
  UnitId c = f.infantry("2nd Maine", kUSA, {20, 20}, kNorth);
  UnitId open = f.infantry("7th North Carolina", kCSA, {20, 26}, kSouth);  // the same, on open ground
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, Charge{a, t, {}}), Catch::Contains("the ground is impassable"));
  CHECK_FALSE(b->rules->check(*b, Charge{c, open, {}}).has_value());
}

TEST_CASE("north fire: woods between hide the target — a battery reaches 48\" and no farther", "[north]") {
  Fixture f;
  f.woods("Kinney's woods", {30, 18}, {40, 22});
  UnitId rifles = f.infantry("25th New York", kUSA, {35, 10}, kNorth);
  f.infantry("28th North Carolina", kCSA, {35, 28}, kSouth);  // beyond the woods, 17" off
  // Across the table: the gun's front at x = 3.5, the regiment's near edge 47.9" beyond it.
  UnitId guns = f.battery("Martin's", kUSA, {2, 40}, 90);
  UnitId near = f.infantry("37th North Carolina", kCSA, {3.5 + 47.9 + 0.5, 40}, 270);
  auto b = f.battle("musketry");
  CHECK_THAT(refusal(*b, Fire{rifles, 1}), Catch::Contains("it cannot see 28th North Carolina"));
  b->phase = "artillery";
  const double range = gap(*b, guns, near);
  INFO("range " << range);
  REQUIRE(range < 48.0);
  CHECK_FALSE(b->rules->check(*b, Fire{guns, near}).has_value());
  b->place(b->unit(near), b->unit(near).position + Vec2{1.0, 0}, 270);
  CHECK_THAT(refusal(*b, Fire{guns, near}), Catch::Contains("beyond its 48\" range"));
}

TEST_CASE("north charges: only at an enemy in front, and not past another enemy in the way", "[north]") {
  Fixture f;
  UnitId a = f.infantry("25th New York", kUSA, {48, 20}, kNorth);
  UnitId behind = f.infantry("18th North Carolina", kCSA, {48, 17}, kNorth);  // 2" behind its rear
  UnitId c = f.infantry("2nd Maine", kUSA, {20, 20}, kNorth);
  f.infantry("28th North Carolina", kCSA, {20, 22.5}, kSouth);                  // 1.5" in front
  UnitId far = f.infantry("7th North Carolina", kCSA, {20, 26}, kSouth);         // 5" off, behind it
  auto b = f.battle("activation");
  CHECK_THAT(refusal(*b, Charge{a, behind, {}}), Catch::Contains("18th North Carolina is not in front of it"));
  CHECK_THAT(refusal(*b, Charge{c, far, {}}), Catch::Contains("28th North Carolina is in the way"));
}

TEST_CASE("north melee: skirmishers touching an enemy do not attack it", "[north]") {
  Fixture f;
  UnitId s = f.infantry("Berdan's", kUSA, {48, 20}, kNorth, Quality::seasoned, Formation::skirmish);
  f.infantry("18th North Carolina", kCSA, {48, 21.5}, kSouth);  // touching its front (skirmishers are 2" deep)
  auto b = f.battle("melee");
  REQUIRE(nr::in_melee(*b, b->unit(s)));
  end_phase(*b, "melee");
  CHECK(f.recorder.all<CloseCombat>().empty());
  CHECK(f.recorder.throws_for("melee") == 0);
}

TEST_CASE("north remounting: dismounted cavalry mount again on an accomplishment toss", "[north]") {
  for (auto [face, mounts] : {std::pair{4, true}, {5, false}}) {
    Fixture f;
    UnitId c = f.dismounted("1st Virginia Cavalry", kCSA, {48, 30}, kSouth);  // 4 stands
    auto b = f.battle("activation");
    b->active = kCSA;
    b->dice.load({face});
    act(*b, ChangeFormation{c, Formation::line, false, true});
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(c).dismounted == !mounts);
  }
}

}  // namespace test_north_limits
