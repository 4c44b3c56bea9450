// igor's forced moves going round a blocker: a fall-back or rout move stopped by a unit's corner
// steps sideways (left, then right, nearest first, forced_move_sidestep at most) and goes on its
// full distance. Walked with scripted dice.
#include "igor_fixture.hpp"

namespace test_igor_sidestep {

using namespace igor_test;

namespace {

constexpr double kDepth = 50 / 25.4;  // a line's depth: one base
constexpr double kWidth = 2 * 100 / 25.4;

// A shaken regiment at (48, 20) facing north, failing its retreat check, with an enemy line 6"
// behind it whose flank reaches 0.67" across its path, on the side given (+1 right, -1 left).
struct BlockedRetreat {
  Fixture f;
  UnitId shaken, blocker;
  std::unique_ptr<Battle> b;

  // `beside`: a second enemy line further back, its centre that far across from the way (none
  // when 0), on the side away from the blocker.
  BlockedRetreat(double side, double sidestep = -1, double beside = 0) {
    if (sidestep >= 0) f.s.rule_overrides["forced_move_sidestep"] = sidestep;
    shaken = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
    blocker = f.infantry("4th Alabama", kCSA, {48 + side * (kWidth - 0.67), 14}, kSouth);
    if (beside > 0) f.infantry("6th Alabama", kCSA, {48 - side * beside, 10}, kSouth);
    b = f.battle();
    b->unit(shaken).hits = 5;
    b->dice.load({1, 1});  // the retreat check fails
    b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  }
};

}  // namespace

TEST_CASE("igor sidestep: a retreat blocked by an enemy's corner steps 1 inch aside and goes its full 10 inches",
          "[igor]") {
  BlockedRetreat right(+1);  // the corner on its right: half an inch is not enough, one inch left is
  CHECK(right.b->dice.scripted_left() == 0);
  CHECK(right.b->unit(right.shaken).position.x == Approx(47).margin(0.01));
  CHECK(right.b->unit(right.shaken).position.y == Approx(10).margin(0.01));
  CHECK(right.b->unit(right.shaken).facing == Approx(kNorth));
  CHECK(right.b->unit(right.shaken).hits == 6);  // the retreat's HIT; the way was not blocked

  BlockedRetreat left(-1);  // the corner on its left: it goes round to the right
  CHECK(left.b->unit(left.shaken).position.x == Approx(49).margin(0.01));
  CHECK(left.b->unit(left.shaken).position.y == Approx(10).margin(0.01));
  CHECK(left.b->unit(left.shaken).hits == 6);
}

TEST_CASE("igor sidestep: forced_move_sidestep 0 stops the retreat against the blocker, with a HIT", "[igor]") {
  BlockedRetreat r(+1, 0);
  CHECK(r.b->unit(r.shaken).position.x == Approx(48));
  CHECK(r.b->unit(r.shaken).position.y == Approx(14 + kDepth).margin(0.02));
  CHECK(r.b->unit(r.shaken).hits == 7);
}

TEST_CASE("igor sidestep: a blocker reaching farther across than the sidestep allows still stops it", "[igor]") {
  BlockedRetreat r(+1, 0.5);  // only half an inch allowed: not enough to clear 0.67"
  CHECK(r.b->unit(r.shaken).position.x == Approx(48));
  CHECK(r.b->unit(r.shaken).position.y == Approx(14 + kDepth).margin(0.02));
  CHECK(r.b->unit(r.shaken).hits == 7);
}

TEST_CASE("igor sidestep: a way round that meets a line standing beyond the straight way's reach is not taken",
          "[igor]") {
  // The second line's centre stands 8.5" across from the straight way: farther than the two
  // lines' half-diagonals (about 8.1"), nearer than that and the sidestep allowed. The straight
  // way passes 0.6" clear of it; one inch aside it would overlap it by 0.4", and half an inch
  // aside does not clear the blocker's corner. So the retreat stops against the blocker.
  BlockedRetreat r(+1, -1, 8.5);
  CHECK(r.b->unit(r.shaken).position.x == Approx(48));
  CHECK(r.b->unit(r.shaken).position.y == Approx(14 + kDepth).margin(0.02));
  CHECK(r.b->unit(r.shaken).hits == 7);
}

TEST_CASE("igor sidestep: a rout move goes round an enemy's corner toward its own edge", "[igor]") {
  Fixture f;
  auto router = f.infantry("5th Massachusetts", kUSA, {48, 30}, kNorth);
  f.infantry("4th Alabama", kCSA, {48 + kWidth - 0.67, 25}, kSouth);
  auto b = f.battle();
  b->unit(router).routing = true;
  b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  // Facing its edge (south) its left is east, toward the corner; it goes round to the west.
  CHECK(b->unit(router).position.x == Approx(47).margin(0.01));
  CHECK(b->unit(router).position.y == Approx(15).margin(0.01));
  CHECK(b->unit(router).hits == 1);  // the rout's HIT only
}

}  // namespace test_igor_sidestep
