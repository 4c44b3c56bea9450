// igor's forced moves and friends passed through, worked out exactly: a forced move stops a
// millionth of an inch short of first contact however briefly its way clips a unit, passes
// friends in chains, and a move lists every friend its footprint sweeps over, in the order met.
#include "igor_fixture.hpp"

#include <cmath>

#include "engine/rules/igor/footprint.hpp"
#include "engine/rules/igor/forced_move.hpp"
#include "engine/rules/igor/interpenetration.hpp"
#include "engine/rules/igor/movement.hpp"

namespace test_igor_forced_contact {

using namespace igor_test;

namespace {

constexpr double kDepth = 50 / 25.4;  // a line's depth: one base
constexpr double kWidth = 2 * 100 / 25.4;
// Friends may stand edge to edge: a moving footprint is shrunk 0.02" (0.01" a side) before it is
// tested against others, so it meets a line once the two centres are this close along an axis.
constexpr double kEdgeToEdge = 0.02;
constexpr double kMeetAcross = kWidth - kEdgeToEdge / 2;  // half the two widths
constexpr double kMeetAlong = kDepth - kEdgeToEdge / 2;   // half the two depths
const double kHalfRoot2 = std::sqrt(0.5);

// The friends a move passes through, copied out of the rules' buffer.
std::vector<UnitId> passed_through(const Battle& b, const igor::IgorParameters& p, const Unit& u, const Move& m) {
  const auto met = igor::friends_passed_through(b, p, u, m);
  return {met.begin(), met.end()};
}

// The moving footprint as the rules test it against others.
OrientedRect shrunk(OrientedRect r) {
  r.width -= kEdgeToEdge;
  r.depth -= kEdgeToEdge;
  return r;
}

// Where `at` lies, given in a footprint frame: `across` along its right, `along` along its front.
Vec2 offset(Vec2 at, double facing, double across, double along) {
  const OrientedRect frame{at, 1, 1, facing};
  return at + frame.right() * across + frame.forward() * along;
}

// A routing line at (48, 30) facing 45°, a friend 0.5" in front of it leaving no room to turn
// south where it stands. Routing south with its footprint still at 45°, it goes slantwise, and
// its rear corner clips the near corner of an enemy line (also at 45°) from 4.1" to 4.4" of the
// way only: a stretch no half-inch sample (4", 4.5") lands in.
struct ClippedRout {
  Fixture f;
  UnitId router, beside, clipped = kNone;
  std::unique_ptr<Battle> b;

  explicit ClippedRout(bool with_enemy) {
    f.s.rule_overrides["forced_move_sidestep"] = 0;  // no going round: it stops
    f.s.rule_overrides["rout_blocked_surrenders"] = 0;  // and stays, routing, short of the enemy
    const Vec2 at{48, 30};
    router = f.infantry("5th Massachusetts", kUSA, at, 45);
    beside = f.infantry("11th Massachusetts", kUSA, offset(at, 45, 0, kDepth + 0.5), 45);
    // Going south moves the router √½" back and √½" to its right per inch. It meets the enemy
    // across its front-to-back axis at 4.1", and is past him across its width at 4.4".
    if (with_enemy)
      clipped = f.infantry("4th Alabama", kCSA,
                           offset(at, 45, 4.4 * kHalfRoot2 - kMeetAcross, -(4.1 * kHalfRoot2 + kMeetAlong)), 45);
    b = f.battle();
    b->unit(router).routing = true;
    b->rules->run_phase(*b, phase_named(*b, "rout movement"), kUSA);
  }
};

}  // namespace

TEST_CASE("igor forced contact: a rout whose way clips an enemy's corner for only 0.3 inch stops just short of him",
          "[igor][forced]") {
  ClippedRout r(true);
  const Unit& router = r.b->unit(r.router);
  const Unit& enemy = r.b->unit(r.clipped);
  // The setup is what it claims: the way south (at 45°) meets him from 4.1" to 4.4" only.
  const auto met = shrunk(OrientedRect{{48, 30}, kWidth, kDepth, 45}).overlap_along({0, -1}, 15, enemy.footprint);
  REQUIRE(met.has_value());
  REQUIRE(met->enter == Approx(4.1).margin(1e-6));
  REQUIRE(met->leave == Approx(4.4).margin(1e-6));

  CHECK(router.facing == Approx(45));  // no room to turn where it stood
  CHECK(router.position.x == Approx(48).margin(1e-9));
  CHECK(router.position.y == Approx(30 - 4.1).margin(1e-5));
  // Clear of him, by no more than a hair: the rules' footprint does not touch him.
  const double gap = shrunk(router.footprint).distance_to(enemy.footprint);
  CHECK(gap > 0);
  CHECK(gap < 1e-5);
  CHECK(router.hits == 2);  // the rout's HIT and the blocked one
}

TEST_CASE("igor forced contact: without the enemy the same rout runs its full 15 inches, still at 45 degrees",
          "[igor][forced]") {
  ClippedRout r(false);
  const Unit& router = r.b->unit(r.router);
  CHECK(router.facing == Approx(45));
  CHECK(router.position.x == Approx(48).margin(1e-9));
  CHECK(router.position.y == Approx(15).margin(1e-9));
  CHECK(router.hits == 1);  // the rout's HIT only
}

TEST_CASE("igor forced contact: a retreat through a friend ends at the first spot past him where it may stand",
          "[igor][forced]") {
  Fixture f;
  auto shaken = f.infantry("5th Massachusetts", kUSA, {48, 20}, kNorth);
  auto friend_ = f.infantry("11th Massachusetts", kUSA, {48, 20 - kDepth - 1}, kNorth);  // 1" behind
  auto b = f.battle();
  b->unit(shaken).hits = 5;
  b->dice.load({1, 1, 6, 6, 6, 6});  // the retreat check fails; both pass their disorder tests
  b->rules->run_phase(*b, phase_named(*b, "retreat"), kUSA);
  REQUIRE(b->dice.scripted_left() == 0);
  const Unit& u = b->unit(shaken);
  const Unit& o = b->unit(friend_);
  // Its front edge 0.01" over his rear edge: edge to edge, as friends may stand.
  CHECK(u.position.y == Approx(o.position.y - kDepth + kEdgeToEdge / 2).margin(1e-5));
  const double gap = shrunk(u.footprint).distance_to(o.footprint);
  CHECK(gap > 0);
  CHECK(gap < 1e-5);
  // Where it ended it may stand; a ten-thousandth of an inch farther back toward him it may not.
  CHECK_FALSE(placement_problem(*b, u, u.footprint, igor::kIgorPlacement).has_value());
  OrientedRect nearer = u.footprint;
  nearer.center.y += 1e-4;
  CHECK(placement_problem(*b, u, nearer, igor::kIgorPlacement).has_value());
}

namespace {

// A line at (48, 30) facing north, forced 10" straight back (south) through what stands behind.
struct BackThrough {
  Fixture f;
  UnitId mover;
  std::unique_ptr<Battle> b;

  BackThrough() { mover = f.infantry("5th Massachusetts", kUSA, {48, 30}, kNorth); }
  UnitId behind(Side side, double y) { return f.infantry(side == kUSA ? "a friend" : "an enemy", side, {48, y}, kNorth); }
  igor::ForcedPath trace(double inches = 10) {
    b = f.battle();
    const Unit& u = b->unit(mover);
    return igor::trace_forced_path(*b, params(*b), u, {0, -1}, inches, u.facing, true, 0);
  }
};

// A line this far behind another's centre stands `gap` inches behind it.
double behind_by(double gap) { return kDepth + gap; }

}  // namespace

TEST_CASE("igor forced contact: friends overlapping one another on the way are passed as one, ending clear of the last",
          "[igor][forced]") {
  BackThrough t;
  const double y1 = 30 - behind_by(1), y2 = y1 - behind_by(1);  // a friend 1" back, another 1" behind him
  auto near = t.behind(kUSA, y1), far = t.behind(kUSA, y2);
  const igor::ForcedPath path = t.trace();
  CHECK_FALSE(path.blocked);
  // Still in the first when it meets the second (1" gaps are less than its depth); clear of the
  // second once its shrunk front edge passes his rear edge.
  CHECK(path.covered == Approx(30 - y2 + kMeetAlong).margin(1e-5));
  CHECK(std::vector<UnitId>(path.passed.begin(), path.passed.end()) == std::vector<UnitId>{near, far});
}

TEST_CASE("igor forced contact: a friend met only after clearing the first is not passed — the move ends clear of the first",
          "[igor][forced]") {
  BackThrough t;
  const double y1 = 30 - behind_by(1), y2 = y1 - behind_by(3);  // 3" behind the first: room between
  auto near = t.behind(kUSA, y1);
  t.behind(kUSA, y2);
  const igor::ForcedPath path = t.trace();
  CHECK_FALSE(path.blocked);
  CHECK(path.covered == Approx(30 - y1 + kMeetAlong).margin(1e-5));
  CHECK(std::vector<UnitId>(path.passed.begin(), path.passed.end()) == std::vector<UnitId>{near});
}

TEST_CASE("igor forced contact: an enemy among the friends on the way stops the move just short of the first friend",
          "[igor][forced]") {
  BackThrough t;
  const double y1 = 30 - behind_by(1), y2 = y1 - behind_by(1);
  t.behind(kUSA, y1);
  t.behind(kCSA, y2);
  const igor::ForcedPath path = t.trace();
  CHECK(path.blocked);
  CHECK(path.covered == Approx(30 - y1 - kMeetAlong).margin(1e-5));  // its rear edge on the friend's front
  CHECK(path.covered < 30 - y1 - kMeetAlong);                          // and not touching him
  CHECK(path.passed.empty());
}

TEST_CASE("igor forced contact: running out of distance inside a friend stops the move just short of him",
          "[igor][forced]") {
  BackThrough t;
  const double y1 = 30 - behind_by(1);
  t.behind(kUSA, y1);
  const igor::ForcedPath path = t.trace(3);  // clear of him only after 4.93"
  CHECK(path.blocked);
  CHECK(path.covered == Approx(30 - y1 - kMeetAlong).margin(1e-5));
  CHECK(path.passed.empty());
}

TEST_CASE("igor friends passed through: a friend whose corner the move grazes for 0.3 inch is passed through",
          "[igor][interpenetration]") {
  // Going 10" north-east without turning, the line's front-left corner crosses the rear-right
  // corner of a friend to the north-west from 4.1" to 4.4" of the way: between any tenths.
  for (double aside : {0.0, 0.5}) {  // 0.5" farther west it misses him
    Fixture f;
    const Vec2 from{30, 10};
    auto mover = f.infantry("5th Massachusetts", kUSA, from, kNorth);
    auto grazed = f.infantry("11th Massachusetts", kUSA,
                             {from.x + 4.4 * kHalfRoot2 - kMeetAcross - aside, from.y + 4.1 * kHalfRoot2 + kMeetAlong}, kNorth);
    auto b = f.battle("general movement");
    const Move m{mover, from + Vec2{kHalfRoot2, kHalfRoot2} * 10, kNorth};
    const auto passed = passed_through(*b, params(*b), b->unit(mover), m);
    INFO("friend " << aside << "\" farther aside");
    if (aside == 0)
      CHECK(passed == std::vector<UnitId>{grazed});
    else
      CHECK(passed.empty());
  }
}

TEST_CASE("igor friends passed through: friends are listed in the order the way meets them, not by unit", "[igor][interpenetration]") {
  Fixture f;
  auto mover = f.infantry("5th Massachusetts", kUSA, {48, 5}, kNorth);
  auto far = f.infantry("1st Minnesota", kUSA, {48, 32}, kNorth);
  auto near = f.infantry("11th Massachusetts", kUSA, {48, 12}, kNorth);
  auto middle = f.infantry("2nd Wisconsin", kUSA, {48, 22}, kNorth);
  f.infantry("4th Alabama", kCSA, {48, 27}, kSouth);  // an enemy on the way is no friend passed
  auto b = f.battle("general movement");
  const auto passed = passed_through(*b, params(*b), b->unit(mover), Move{mover, {48, 40}, kNorth});
  CHECK(passed == std::vector<UnitId>{near, middle, far});
}

TEST_CASE("igor friends passed through: two friends met at the same distance are listed in unit order", "[igor][interpenetration]") {
  Fixture f;
  auto mover = f.infantry("5th Massachusetts", kUSA, {48, 5}, kNorth);
  // Side by side, 0.13" apart, each across half the way; the east one is the lower unit.
  auto east = f.infantry("1st Minnesota", kUSA, {52, 15}, kNorth);
  auto west = f.infantry("11th Massachusetts", kUSA, {44, 15}, kNorth);
  auto b = f.battle("general movement");
  const auto passed = passed_through(*b, params(*b), b->unit(mover), Move{mover, {48, 25}, kNorth});
  CHECK(passed == std::vector<UnitId>{east, west});
}

TEST_CASE("igor friends passed through: ending edge to edge behind a friend is not passing through him", "[igor][interpenetration]") {
  Fixture f;
  auto mover = f.infantry("5th Massachusetts", kUSA, {20, 5}, kNorth);
  auto ahead = f.infantry("11th Massachusetts", kUSA, {20, 10 + kDepth}, kNorth);
  auto b = f.battle("general movement");
  const auto& p = params(*b);
  CHECK(passed_through(*b, p, b->unit(mover), Move{mover, {20, 10}, kNorth}).empty());
  // A tenth of an inch farther is into him.
  CHECK(passed_through(*b, p, b->unit(mover), Move{mover, {20, 10.1}, kNorth}) == std::vector<UnitId>{ahead});
}

}  // namespace test_igor_forced_contact
