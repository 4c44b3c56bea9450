// igor's interpenetration: through a friend, ending once clear of it, on rough-going terms,
// with a disorder test for both.
#include "igor_fixture.hpp"

namespace test_igor_interpenetration {

using namespace igor_test;

TEST_CASE("igor interpenetration: a line may pass through a friend and stop just beyond it — both test, failing takes 1 HIT", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  auto friend_ = f.infantry("11th Massachusetts", kUSA, {48, 12.5}, kNorth);
  auto b = f.battle("general movement");
  b->dice.load({1, 1, 6, 6});  // the mover fails (2), the friend passes (12)
  act(*b, Move{a, {48, 14.9}, kNorth});
  CHECK(b->unit(a).position.y == Approx(14.9));
  CHECK(b->unit(a).hits == 1);
  CHECK(b->unit(friend_).hits == 0);
  auto checks = f.recorder.all<MoraleChecked>();
  REQUIRE(checks.size() == 2);
  CHECK(checks[0].reason == "interpenetration");
  CHECK(checks[1].unit == friend_);
}

TEST_CASE("igor interpenetration: the move must end once clear of the friend (interpenetration_clearance)", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth, Formation::column);
  f.infantry("11th Massachusetts", kUSA, {48, 14}, kNorth);
  auto b = f.battle("general movement");
  CHECK_THAT(refusal(*b, Move{a, {48, 20}, kNorth}),
             Catch::Contains("passing through 11th Massachusetts it must stop once clear of it"));
}

TEST_CASE("igor interpenetration: passing through friends is rough going", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  f.infantry("11th Massachusetts", kUSA, {48, 13}, kNorth);
  auto alone = f.infantry("1st Minnesota", kUSA, {20, 10}, kNorth);
  auto b = f.battle("general movement");
  // 6" ahead: a line's 10" in the open, 5" through a friend.
  CHECK_FALSE(b->rules->check(*b, Move{alone, {20, 16}, kNorth}).has_value());
  CHECK_THAT(refusal(*b, Move{a, {48, 15.5}, kNorth}), Catch::Contains("the move costs 5.5\" and it has 5.0\""));
}

TEST_CASE("igor interpenetration: moving beside a friend, edge to edge, is no interpenetration", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {48, 10}, kNorth);
  f.infantry("11th Massachusetts", kUSA, {48 + 50 / 25.4 * 4, 14}, kNorth);  // a line's width to the right
  auto b = f.battle("general movement");
  act(*b, Move{a, {48, 18}, kNorth});
  CHECK(f.recorder.all<MoraleChecked>().empty());
}

}  // namespace test_igor_interpenetration
