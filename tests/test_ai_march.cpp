// engine/ai/march: the steps the built-in commander tries toward a point, longest first, and
// that it never asks the rules the same question twice.
#include <algorithm>
#include <memory>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/ai/carry_out.hpp"
#include "engine/ai/march.hpp"
#include "igor_fixture.hpp"

namespace test_ai_march {

using namespace igor_test;

namespace {

using RefusingPort = test_support::RefusingPort<Move>;

// A Blue regiment in line at (48, 10) facing north, its goal three tenths of a move ahead: the
// rungs at the whole, 0.8, 0.6 and 0.4 of a move all come to those three tenths.
struct ShortWay {
  Fixture f;
  UnitId u = f.infantry("1st Blue", kUSA, {48, 10}, kNorth);
  std::unique_ptr<Battle> b = f.battle("general movement");
  double step = b->rules->advisor().move_allowance(*b, b->unit(u));
  Vec2 to{48, 10 + 0.3 * step};
};

}  // namespace

TEST_CASE("ai march: a short way tries each length once, longest first, keeping the facing it already has", "[ai]") {
  ShortWay w;
  const double step = w.step;
  RefusingPort port;
  CHECK_FALSE(step_toward(*w.b, w.b->unit(w.u), w.to, kNorth, port));
  // Three tenths once, then a quarter, a tenth and turning in place.
  std::vector<double> lengths;
  for (const Move& m : port.tried) {
    CHECK(m.facing == kNorth);
    lengths.push_back(m.to.y - 10);
  }
  REQUIRE(lengths.size() == 4);
  CHECK(lengths[0] == Approx(0.3 * step));
  CHECK(lengths[1] == Approx(0.25 * step));
  CHECK(lengths[2] == Approx(0.1 * step));
  CHECK(lengths[3] == 0);
}

TEST_CASE("ai march: turning to a new facing, each length is tried turned and then as it stands", "[ai]") {
  ShortWay w;
  const double step = w.step;
  RefusingPort port;
  CHECK_FALSE(step_toward(*w.b, w.b->unit(w.u), w.to, 30, port));
  // Lengths of more than half an inch are also tried keeping the old facing; turning in place
  // is tried only turned.
  const double facings[] = {30, kNorth, 30, kNorth, 30, kNorth, 30};
  const double lengths[] = {0.3, 0.3, 0.25, 0.25, 0.1, 0.1, 0};
  REQUIRE(0.1 * step > 0.5);
  REQUIRE(port.tried.size() == 7);
  for (std::size_t i = 0; i < 7; ++i) {
    CHECK(port.tried[i].facing == facings[i]);
    CHECK(port.tried[i].to.y - 10 == Approx(lengths[i] * step).margin(1e-12));
  }
}

TEST_CASE("ai march: where every step is refused, a turn in place smaller than the least asked for is not tried", "[ai]") {
  // The brigade commander's holding occupier asks for 45 degrees: its small wheels in place were
  // most of Cedar Mountain's moves of an inch or less.
  ShortWay w;
  RefusingPort small_turn, large_turn;
  CHECK_FALSE(step_toward(*w.b, w.b->unit(w.u), w.to, 30, small_turn, 45));
  REQUIRE_FALSE(small_turn.tried.empty());
  for (const Move& m : small_turn.tried) CHECK(m.to.y > 10);  // every step, no turn in place
  CHECK_FALSE(step_toward(*w.b, w.b->unit(w.u), w.to, 60, large_turn, 45));
  REQUIRE_FALSE(large_turn.tried.empty());
  CHECK(large_turn.tried.back().to.y == 10);  // the last try: turning in place
  CHECK(large_turn.tried.back().facing == 60);
}

TEST_CASE("ai march: steps that would end on a friend are not asked about", "[ai]") {
  // A friend stands across the way, a third of a move ahead: the longer steps would end on him.
  Fixture f;
  const UnitId u = f.infantry("1st Blue", kUSA, {48, 10}, kNorth);
  const UnitId other = f.infantry("2nd Blue", kUSA, {20, 30}, kNorth);
  auto b = f.battle("general movement");
  const double step = b->rules->advisor().move_allowance(*b, b->unit(u));
  b->place(b->unit(other), {48, 10 + step * 0.75}, kNorth);
  RefusingPort port;
  CHECK_FALSE(step_toward(*b, b->unit(u), {48, 10 + step}, kNorth, port));
  // The rules would refuse each step left out; each step asked about does not end on the friend.
  std::vector<double> asked;
  for (const Move& m : port.tried) asked.push_back(m.to.y - 10);
  for (double k : {1.0, 0.8, 0.6, 0.4, 0.25, 0.1, 0.0}) {
    const Move m{u, {48, 10 + step * k}, kNorth};
    const bool was_asked = std::find_if(asked.begin(), asked.end(), [&](double y) { return y == Approx(step * k); }) != asked.end();
    INFO("a step of " << k << " of a move");
    if (!was_asked) CHECK(b->rules->check(*b, m).has_value());
  }
  CHECK(asked.size() < 7);
  CHECK(asked.size() >= 3);  // the short steps, which end short of him, are still asked
}

// The brigade commander's way of carrying out a move (engine/ai/carry_out): a unit with nowhere
// to go wheels where it stands only to face an enemy well off its front (45 degrees or more);
// a regiment a little askew still fires, and a wheel in place is a turn spent (#32's dithering).
TEST_CASE("ai carry out: a unit staying where it is turns in place only for 45 degrees or more", "[ai]") {
  Fixture f;
  const UnitId u = f.infantry("1st Blue", kUSA, {48, 10}, kNorth);
  auto b = f.battle("general movement");
  RefusingPort port;
  CHECK_FALSE(move_toward(*b, b->unit(u), {48, 10}, 40, port));
  CHECK(port.tried.empty());  // 40 degrees off: not even asked
  CHECK_FALSE(move_toward(*b, b->unit(u), {48, 10}, 50, port));
  REQUIRE(port.tried.size() == 1);
  CHECK(port.tried[0].to == Vec2{48, 10});
  CHECK(port.tried[0].facing == 50);
}

// A friend close before a unit is gone round, 35 degrees to one side or the other, where that
// way is clear of friends for two inches; failing both, the unit goes straight on (through him
// where the rules allow it). `beside`: a second friend on the right, a third of an inch off.
struct FriendAhead {
  Fixture f;
  UnitId u = f.infantry("1st Blue", kUSA, {48, 10}, kNorth);
  std::unique_ptr<Battle> b;
  explicit FriendAhead(bool beside) {
    f.infantry("2nd Blue", kUSA, {40.5, 13}, kNorth);  // ahead, overlapping its left by 0.37"
    if (beside) f.infantry("3rd Blue", kUSA, {56.2, 11}, kNorth);
    b = f.battle("general movement");
  }
  // The way of the first move asked about, in degrees off straight ahead (positive: right).
  double first_way() {
    RefusingPort port;
    move_toward(*b, b->unit(u), {48, 30}, kNorth, port);
    REQUIRE_FALSE(port.tried.empty());
    const Vec2 d = port.tried.front().to - Vec2{48, 10};
    return bearing({0, 0}, d) > 180 ? bearing({0, 0}, d) - 360 : bearing({0, 0}, d);
  }
};

TEST_CASE("ai carry out: a friend close before a unit is gone round to the side clear of friends", "[ai]") {
  FriendAhead alone(false);
  CHECK(alone.first_way() == Approx(35));  // the friend overlaps its left: round him to the right
  FriendAhead hemmed(true);
  CHECK(hemmed.first_way() == Approx(0).margin(1e-9));  // the right is taken too: straight on
}

}  // namespace test_ai_march
