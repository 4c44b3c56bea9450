// ap shooting: small-arms dice by ranks (the front rank's bases and half the second's, rounded
// down) for 2 action points, twice a turn at most; rifles re-rolling their low misses once by
// quality (veteran 1-3, average 1-2, raw 1), muskets never; hits on 5+, only 6s when
// disordered; a gun's die per action point up to 4 a turn, hitting on 4+ at canister range and
// 5+ beyond, never re-rolled; the saving rolls counted over the six faces (small arms: short in
// the open 4+, short in cover or at guns 3+, long 2+; artillery 3+, one worse at canister, one
// better at long range or in cover, not both); casualty markers and the hits by guns noted; a
// disorder die for each marker, a 6 disordering; and the opportunity shot, once a turn at short
// range only, a gun's 4D6 canister (3D6 rifled), 2D6 at short range, a die less when damaged.
#include <tuple>

#include "tests/ap_fixture.hpp"

#include "engine/rules/ap/shooting.hpp"

namespace test_ap_shooting {

using namespace ap_test;

namespace {

// Firers stand at (48, 20) facing north: a line's front edge is at 20.5, a column's or gun's at 21.
constexpr double kLineFront = 20.5, kDeepFront = 21;

UnitId rifles(Fixture& f, Quality q = Quality::seasoned, Weapon w = Weapon::rifled, int stands = 8,
              Formation form = Formation::line) {
  return f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, stands, q, w, form);
}
UnitId guns(Fixture& f, Weapon w = Weapon::rifled_guns, Quality q = Quality::seasoned) {
  return f.battery("Hall's battery", kUSA, {48, 20}, kNorth, kNone, w, Formation::unlimbered, q);
}
// A CSA target `range` inches beyond the firer's front: a line of 8 (1" deep) or a gun (2" deep).
UnitId line_at(Fixture& f, double front, double range) {
  return f.infantry("Davis", kCSA, {48, front + range + 0.5}, kSouth);
}
UnitId gun_at(Fixture& f, double front, double range) {
  return f.battery("Pegram's battery", kCSA, {48, front + range + 1}, kSouth);
}
// Woods whose edge is 0.7" short of the target's centre: it is in cover, and still seen.
void cover_for(Fixture& f, UnitId target) {
  const Vec2 at = f.unit(target).position;
  f.woods("Herbst's woods", {at.x - 8, at.y - 0.7}, {at.x + 8, at.y + 6});
}

const UnitFired& the_shot(const Recorder& r) {
  static std::vector<UnitFired> shots;
  shots = r.all<UnitFired>();
  REQUIRE(shots.size() == 1);
  return shots[0];
}

}  // namespace

TEST_CASE("ap shooting: small arms roll the front rank's bases and half the second's, rounded down", "[ap]") {
  const std::tuple<int, Formation, int> cases[] = {
      {8, Formation::line, 4},   {6, Formation::line, 3},   {5, Formation::line, 2},   {2, Formation::line, 1},
      {8, Formation::column, 3}, {6, Formation::column, 2}, {4, Formation::column, 1}};
  for (auto [stands, form, dice] : cases) {
    Fixture f;
    UnitId u = rifles(f, Quality::seasoned, Weapon::smoothbore, stands, form);  // no re-rolls
    UnitId t = line_at(f, form == Formation::line ? kLineFront : kDeepFront, 2.5);
    auto b = f.battle(ap::kShooting);
    INFO(stands << " half-bases in " << name_of(form));
    CHECK(ap::small_arms_dice(b->unit(u)) == dice);
    ready(*b, u, 6);
    b->dice.load({1, 1, 1, 1});
    act(*b, Fire{u, t});
    CHECK(the_shot(f.recorder).dice == dice);
    CHECK(the_shot(f.recorder).hits == 0);
    CHECK(b->dice.scripted_left() == static_cast<std::size_t>(4 - dice));
  }
}

TEST_CASE("ap shooting: infantry shoot for 2 points, twice a turn at most", "[ap]") {
  Fixture f;
  UnitId u = rifles(f, Quality::seasoned, Weapon::smoothbore);
  UnitId t = line_at(f, kLineFront, 2.5);
  auto b = f.battle(ap::kShooting);
  ready(*b, u, 6);
  b->dice.load({1, 1, 1, 1, 1, 1, 1, 1});
  act(*b, Fire{u, t});
  CHECK(activity(*b, u).points == 4);
  act(*b, Fire{u, t});
  CHECK(activity(*b, u).points == 2);
  CHECK(activity(*b, u).shots == 2);
  CHECK_THAT(refusal(*b, Fire{u, t}), Catch::Contains("shot twice this turn"));
  ready(*b, u, 3);
  ap::Activity a = activity(*b, u);
  a.shots = 1;
  ap::store(*b, b->unit(u), a);
  b->dice.load({1, 1, 1, 1});
  act(*b, Fire{u, t});
  CHECK_THAT(refusal(*b, Fire{u, t}), Catch::Contains("shot twice this turn"));
  a = activity(*b, u);
  a.shots = 0;
  ap::store(*b, b->unit(u), a);
  CHECK_THAT(refusal(*b, Fire{u, t}), Catch::Contains("costs 2 action points and it has 1"));
}

TEST_CASE("ap shooting: rifles re-roll their misses once, veteran 1-3, average 1-2, raw 1 — muskets never", "[ap]") {
  const std::tuple<Quality, Weapon, int> cases[] = {
      {Quality::veteran, Weapon::rifled, 3},       {Quality::seasoned, Weapon::rifled, 2},
      {Quality::raw, Weapon::rifled, 1},           {Quality::veteran, Weapon::breechloader, 3},
      {Quality::veteran, Weapon::smoothbore, 0},   {Quality::raw, Weapon::smoothbore, 0}};
  for (auto [q, w, rerolls] : cases) {
    Fixture f;
    UnitId u = rifles(f, q, w);
    UnitId t = line_at(f, kLineFront, 2.5);
    auto b = f.battle(ap::kShooting);
    ready(*b, u, 6);
    // 1, 2, 3, 4: all miss; the re-rolls all hit; no save; the disorder dice all 1.
    b->dice.load({1, 2, 3, 4});
    for (int i = 0; i < 3 * rerolls; ++i) b->dice.load_face(i < rerolls ? 6 : 1);
    act(*b, Fire{u, t});
    INFO(name_of(q) << " " << name_of(w));
    CHECK(ap::reroll_at_most(params(*b), b->unit(u)) == rerolls);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(f.recorder.throws_for("shooting (re-rolls)") == (rerolls > 0 ? 1 : 0));
    CHECK(the_shot(f.recorder).hits == rerolls);
    CHECK(b->unit(t).hits == rerolls);
    CHECK_FALSE(b->unit(t).disordered);
  }
  // A hit is not re-rolled, and a re-roll that misses stands.
  Fixture f;
  UnitId u = rifles(f, Quality::veteran);
  UnitId t = line_at(f, kLineFront, 2.5);
  auto b = f.battle(ap::kShooting);
  ready(*b, u, 6);
  b->dice.load({3, 5, 6, 6, 2, 4, 4, 4});  // 3 hits; the 3 re-rolled to a 2; three saves of 4
  act(*b, Fire{u, t});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(the_shot(f.recorder).hits == 3);
  CHECK(b->unit(t).hits == 0);
}

TEST_CASE("ap shooting: small arms hit on 5 or 6, only on 6 when disordered", "[ap]") {
  for (bool disordered : {false, true}) {
    int hits = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      UnitId u = rifles(f, Quality::seasoned, Weapon::smoothbore, 2);  // one die
      UnitId t = line_at(f, kLineFront, 2.5);
      auto b = f.battle(ap::kShooting);
      b->unit(u).disordered = disordered;
      ready(*b, u, 2);
      b->dice.load({face, 6});  // a hit is saved
      act(*b, Fire{u, t});
      INFO((disordered ? "disordered" : "in order") << ", face " << face);
      CHECK(ap::hit_target(params(*b), b->unit(u), ap::Band::short_range) == (disordered ? 6 : 5));
      const int hit = the_shot(f.recorder).hits;
      CHECK(hit == (face >= (disordered ? 6 : 5) ? 1 : 0));
      CHECK(b->dice.scripted_left() == static_cast<std::size_t>(1 - hit));
      hits += hit;
    }
    CHECK(hits == (disordered ? 1 : 2));
  }
  // Disordered veterans still re-roll 1-3, not the 4s and 5s that now miss.
  Fixture f;
  UnitId u = rifles(f, Quality::veteran);
  UnitId t = line_at(f, kLineFront, 2.5);
  auto b = f.battle(ap::kShooting);
  b->unit(u).disordered = true;
  ready(*b, u, 2);
  b->dice.load({1, 4, 5, 6, 6, 6, 6});  // one hit; the 1 re-rolled to a 6; two saves
  act(*b, Fire{u, t});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(the_shot(f.recorder).hits == 2);
  auto throws = f.recorder.all<DiceRolled>();
  int rerolled = 0;
  for (const auto& r : throws) rerolled += r.dice.purpose == "shooting (re-rolls)" ? r.dice.count : 0;
  CHECK(rerolled == 1);
}

TEST_CASE("ap shooting: small-arms saves, short in the open 4+, in cover or at guns 3+, long 2+", "[ap]") {
  struct Case { const char* what; double range; bool cover; bool gun; int need; };
  const Case cases[] = {{"short, open", 3, false, false, 4}, {"short, cover", 3, true, false, 3},
                        {"short, a gun", 3, false, true, 3}, {"long, open", 7, false, false, 2},
                        {"long, cover", 7, true, false, 2},  {"long, a gun", 7, false, true, 2}};
  for (const Case& c : cases) {
    int saved = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      UnitId u = rifles(f, Quality::seasoned, Weapon::rifled, 2);  // one die
      UnitId t = c.gun ? gun_at(f, kLineFront, c.range) : line_at(f, kLineFront, c.range);
      if (c.cover) cover_for(f, t);
      auto b = f.battle(ap::kShooting);
      ready(*b, u, 2);
      b->dice.load({6, face, 1});  // a hit; the save; a disorder die (a marker on infantry)
      act(*b, Fire{u, t});
      INFO(c.what << ", face " << face);
      const ap::Band band = c.range > 4 ? ap::Band::long_range : ap::Band::short_range;
      CHECK(ap::save_target(*b, params(*b), b->unit(u), b->unit(t), band) == c.need);
      CHECK(the_shot(f.recorder).range == ap::name_of(band));
      const bool save = face >= c.need;
      CHECK(b->unit(t).hits == (save ? 0 : 1));
      CHECK(b->dice.scripted_left() == (save || c.gun ? 1u : 0u));  // guns take no disorder die
      saved += save;
    }
    INFO(c.what);
    CHECK(saved == 7 - c.need);
  }
}

TEST_CASE("ap shooting: a gun rolls a die per action point, up to 4 a turn, never re-rolled", "[ap]") {
  Fixture f;
  UnitId g = guns(f, Weapon::rifled_guns, Quality::veteran);
  UnitId t = line_at(f, kDeepFront, 12);
  auto b = f.battle(ap::kShooting);
  ready(*b, g, 6);
  b->dice.load({1, 1, 1, 1});
  act(*b, Fire{g, t});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.all<UnitFired>().back().dice == 4);
  CHECK(f.recorder.throws_for("shooting (re-rolls)") == 0);
  CHECK(activity(*b, g).points == 2);
  CHECK(activity(*b, g).shots == 4);
  CHECK_THAT(refusal(*b, Fire{g, t}), Catch::Contains("rolled all its shots"));

  // Three points: three dice, and it is done. Two, then two more later: 4 in all.
  ap::store(*b, b->unit(g), ap::Activity{});
  ready(*b, g, 3);
  b->dice.load({1, 1, 1});
  act(*b, Fire{g, t});
  CHECK(f.recorder.all<UnitFired>().back().dice == 3);
  CHECK(b->unit(g).acted);
  b->unit(g).acted = false;
  ap::store(*b, b->unit(g), ap::Activity{});
  ready(*b, g, 2);
  b->dice.load({1, 1});
  act(*b, Fire{g, t});
  CHECK(f.recorder.all<UnitFired>().back().dice == 2);
  b->unit(g).acted = false;
  ready(*b, g, 5);
  b->dice.load({1, 1});
  act(*b, Fire{g, t});
  CHECK(f.recorder.all<UnitFired>().back().dice == 2);
  CHECK(activity(*b, g).points == 3);
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("ap shooting: guns hit on 4+ at canister range, 5+ beyond", "[ap]") {
  const std::tuple<double, ap::Band, int> bands[] = {{3, ap::Band::canister, 4}, {7, ap::Band::short_range, 5},
                                                     {15, ap::Band::long_range, 5}, {35, ap::Band::rifled, 5}};
  for (auto [range, band, need] : bands) {
    int hits = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      UnitId g = guns(f);
      UnitId t = line_at(f, kDeepFront, range);
      auto b = f.battle(ap::kShooting);
      ready(*b, g, 1);
      b->dice.load({face, 6});  // a hit is saved
      act(*b, Fire{g, t});
      INFO(range << "\", face " << face);
      CHECK(the_shot(f.recorder).range == ap::name_of(band));
      CHECK(ap::hit_target(params(*b), b->unit(g), band) == need);
      const int hit = the_shot(f.recorder).hits;
      CHECK(hit == (face >= need ? 1 : 0));
      hits += hit;
    }
    CHECK(hits == 7 - need);
  }
  Fixture f;
  UnitId g = guns(f, Weapon::smoothbore_guns);
  UnitId t = line_at(f, kDeepFront, 35);
  auto b = f.battle(ap::kShooting);
  ready(*b, g, 1);
  CHECK_THAT(refusal(*b, Fire{g, t}), Catch::Contains("reaches 30"));
}

TEST_CASE("ap shooting: saves against artillery 3+, -1 canister, +1 long range or cover (once)", "[ap]") {
  struct Case { double range; bool cover; int need; };
  const Case cases[] = {{3, false, 4}, {7, false, 3}, {15, false, 2}, {35, false, 2},
                        {3, true, 3},  {7, true, 2},  {15, true, 2}};
  for (const Case& c : cases) {
    int saved = 0;
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      UnitId g = guns(f);
      UnitId t = line_at(f, kDeepFront, c.range);
      if (c.cover) cover_for(f, t);
      auto b = f.battle(ap::kShooting);
      ready(*b, g, 1);
      b->dice.load({6, face, 1});
      act(*b, Fire{g, t});
      INFO(c.range << "\"" << (c.cover ? " in cover" : "") << ", face " << face);
      const bool save = face >= c.need;
      CHECK(b->unit(t).hits == (save ? 0 : 1));
      CHECK(ap::unit_state(*b, t).hit_by_guns == !save);
      saved += save;
    }
    INFO(c.range << "\"" << (c.cover ? " in cover" : ""));
    CHECK(saved == 7 - c.need);
  }
}

TEST_CASE("ap shooting: casualty markers add up — a die for each, a 6 disorders", "[ap]") {
  for (int six_at : {-1, 0, 2}) {
    Fixture f;
    UnitId u = rifles(f, Quality::seasoned, Weapon::smoothbore);
    UnitId t = line_at(f, kLineFront, 2.5);
    auto b = f.battle(ap::kShooting);
    ready(*b, u, 6);
    // 3 hits, none saved, 3 disorder dice.
    b->dice.load({6, 6, 6, 1, 1, 1, 1});
    for (int i = 0; i < 3; ++i) b->dice.load_face(i == six_at ? 6 : 5);
    act(*b, Fire{u, t});
    INFO("a six at " << six_at);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(t).hits == 3);
    CHECK_FALSE(ap::unit_state(*b, t).hit_by_guns);
    CHECK(b->unit(t).disordered == (six_at >= 0));
    auto taken = f.recorder.all<HitsTaken>();
    REQUIRE(taken.size() == 1);
    CHECK(taken[0].hits == 3);
    CHECK(taken[0].total == 3);
    // A second volley: the markers add up; a disordered unit rolls no more disorder dice.
    b->dice.load({6, 1, 1, 1, 1});
    if (six_at < 0) b->dice.load_face(5);
    act(*b, Fire{u, t});
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(t).hits == 4);
    CHECK(f.recorder.all<HitsTaken>().back().total == 4);
  }
  // Guns are not disordered by shooting: no disorder dice.
  Fixture f;
  UnitId u = rifles(f, Quality::seasoned, Weapon::smoothbore);
  UnitId t = gun_at(f, kLineFront, 2.5);
  auto b = f.battle(ap::kShooting);
  ready(*b, u, 2);
  b->dice.load({6, 6, 1, 1, 1, 1});
  act(*b, Fire{u, t});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(t).hits == 2);
  CHECK_FALSE(b->unit(t).disordered);
  CHECK(f.recorder.throws_for("disorder from shooting") == 0);
}

TEST_CASE("ap opportunity fire: once a turn, at a mover that ends within short range", "[ap]") {
  // A CSA line (front at y = 30) watches; USA columns of 8 (2" deep) come on from y = 20.
  for (bool first_moves : {false, true}) {
    Fixture f;
    UnitId watch = f.infantry("Davis", kCSA, {48, 30.5}, kSouth);
    UnitId first = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    UnitId second = f.infantry("Meredith", kUSA, {44, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
    auto b = f.battle(ap::kMovement);
    ready(*b, first, 6);
    ready(*b, second, 6);
    if (first_moves) {
      b->dice.load({5, 6, 3, 4, 1, 1, 1, 1});  // 2 hits, no re-rolls; no saves; no disorder
      act(*b, Move{first, {48, 25.2}, kNorth});  // its front 3.8" from the line
      CHECK(b->dice.scripted_left() == 0);
      CHECK(gap(*b, first, watch) == Approx(3.8));
      CHECK(b->unit(first).hits == 2);
      CHECK(activity(*b, watch).opportunity_used);
      REQUIRE(f.recorder.all<UnitFired>().size() == 1);
      CHECK(f.recorder.all<UnitFired>()[0].unit == watch);
      CHECK(f.recorder.all<UnitFired>()[0].dice == 4);
    }
    b->dice.load({1, 1, 1, 1});
    act(*b, Move{second, {44, 25.2}, kNorth});
    INFO((first_moves ? "after the first" : "alone"));
    CHECK(gap(*b, second, watch) <= 4);
    CHECK(f.recorder.all<UnitFired>().size() == 1);  // its one shot: at whichever came first
    CHECK(b->dice.scripted_left() == (first_moves ? 4u : 0u));
  }
  // Its turn over and the enemy's begun again: a fresh shot.
  Fixture f;
  UnitId watch = f.infantry("Davis", kCSA, {48, 30.5}, kSouth);
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  auto b = f.battle(ap::kMovement);
  ap::Activity used;
  used.opportunity_used = true;
  ap::store(*b, b->unit(watch), used);
  start_turn(*b, kUSA, 2);
  ready(*b, u, 6);
  b->dice.load({1, 1, 1, 1});
  act(*b, Move{u, {48, 25.2}, kNorth});
  CHECK(f.recorder.all<UnitFired>().size() == 1);
  CHECK(b->dice.scripted_left() == 0);
}

TEST_CASE("ap opportunity fire: not at long range", "[ap]") {
  Fixture f;
  UnitId watch = f.infantry("Davis", kCSA, {48, 30.5}, kSouth);
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::rifled, Formation::column);
  auto b = f.battle(ap::kMovement);
  ready(*b, u, 6);
  act(*b, Move{u, {48, 23}, kNorth});  // 6" off: long range for rifles
  CHECK(gap(*b, u, watch) == Approx(6));
  CHECK(f.recorder.all<UnitFired>().empty());
  CHECK(b->dice.rolls_made() == 0);
  CHECK_FALSE(activity(*b, watch).opportunity_used);
}

TEST_CASE("ap opportunity fire: a gun's canister 4D6 (rifled 3D6), short range 2D6, a die less damaged", "[ap]") {
  struct Case { Weapon w; double range; bool damaged; int dice; };
  const Case cases[] = {{Weapon::smoothbore_guns, 4, false, 4}, {Weapon::rifled_guns, 4, false, 3},
                        {Weapon::smoothbore_guns, 7, false, 2}, {Weapon::rifled_guns, 7, false, 2},
                        {Weapon::smoothbore_guns, 4, true, 3},  {Weapon::rifled_guns, 4, true, 2},
                        {Weapon::smoothbore_guns, 7, true, 1},  {Weapon::smoothbore_guns, 12, false, 0}};
  for (const Case& c : cases) {
    Fixture f;
    // The gun's front at y = 39; a USA column of 4 half-bases (1.5" x 2") from y = 20 (front 21).
    UnitId g = f.battery("Pegram's battery", kCSA, {48, 40}, kSouth, kNone, c.w, Formation::unlimbered,
                         Quality::seasoned, c.damaged ? 1 : 2, 2);
    UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 4, Quality::seasoned, Weapon::rifled, Formation::column);
    auto b = f.battle(ap::kMovement);
    ready(*b, u, 6);
    b->dice.load({1, 1, 1, 1});
    act(*b, Move{u, {48, 38 - c.range}, kNorth});
    INFO(name_of(c.w) << " at " << c.range << "\"" << (c.damaged ? ", damaged" : ""));
    CHECK(gap(*b, u, g) == Approx(c.range));
    auto shots = f.recorder.all<UnitFired>();
    REQUIRE(shots.size() == (c.dice > 0 ? 1u : 0u));
    if (c.dice > 0) {
      CHECK(shots[0].unit == g);
      CHECK(shots[0].dice == c.dice);
      CHECK(shots[0].range == (c.range <= 5 ? "canister" : "short"));
    }
    CHECK(b->dice.scripted_left() == static_cast<std::size_t>(4 - c.dice));
  }
  // Its canister hits on 4+: a 4 hits, a 3 saves nothing against canister's 4+.
  Fixture f;
  UnitId g = f.battery("Pegram's battery", kCSA, {48, 40}, kSouth, kNone, Weapon::smoothbore_guns);
  UnitId u = f.infantry("Cutler", kUSA, {48, 20}, kNorth, kNone, 4, Quality::seasoned, Weapon::rifled, Formation::column);
  auto b = f.battle(ap::kMovement);
  ready(*b, u, 6);
  b->dice.load({4, 3, 1, 1, 3, 1});
  act(*b, Move{u, {48, 34}, kNorth});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(u).hits == 1);
  CHECK(ap::unit_state(*b, u).hit_by_guns);
  CHECK(activity(*b, g).opportunity_used);
}

TEST_CASE("ap shooting: ranges, muskets 3 and 6, rifles 4 and 10, guns 5, 10, 30 and rifled 40", "[ap]") {
  Fixture f;
  UnitId musket = rifles(f, Quality::seasoned, Weapon::smoothbore);
  UnitId rifle = f.infantry("Meredith", kUSA, {20, 20}, kNorth);
  UnitId breech = f.infantry("Berdan", kUSA, {30, 20}, kNorth, kNone, 8, Quality::seasoned, Weapon::breechloader);
  UnitId smooth_gun = f.battery("Napoleons", kUSA, {60, 20}, kNorth, kNone, Weapon::smoothbore_guns);
  UnitId rifled_gun = f.battery("Parrotts", kUSA, {70, 20}, kNorth);
  auto b = f.battle(ap::kShooting);
  const ap::ApParameters& p = params(*b);
  using ap::Band;
  const std::tuple<UnitId, double, Band> cases[] = {
      {musket, 2.9, Band::short_range}, {musket, 3.1, Band::long_range}, {musket, 5.9, Band::long_range},
      {musket, 6.1, Band::out_of_range}, {rifle, 3.9, Band::short_range}, {rifle, 4.1, Band::long_range},
      {rifle, 9.9, Band::long_range}, {rifle, 10.1, Band::out_of_range}, {breech, 4.1, Band::long_range},
      {breech, 9.9, Band::long_range}, {smooth_gun, 4.9, Band::canister}, {smooth_gun, 5.1, Band::short_range},
      {smooth_gun, 9.9, Band::short_range}, {smooth_gun, 10.1, Band::long_range}, {smooth_gun, 29.9, Band::long_range},
      {smooth_gun, 30.1, Band::out_of_range}, {rifled_gun, 30.1, Band::rifled}, {rifled_gun, 39.9, Band::rifled},
      {rifled_gun, 40.1, Band::out_of_range}};
  for (auto [id, range, band] : cases) {
    INFO(b->unit(id).name << " at " << range << "\"");
    CHECK(ap::band_at(p, b->unit(id), range) == band);
  }
  CHECK(ap::short_reach(p, b->unit(musket)) == 3);
  CHECK(ap::short_reach(p, b->unit(rifle)) == 4);
  CHECK(ap::short_reach(p, b->unit(smooth_gun)) == 10);
  // Beyond its reach a shot is refused.
  Fixture g;
  UnitId u = rifles(g);
  UnitId t = line_at(g, kLineFront, 10.5);
  auto c = g.battle(ap::kShooting);
  ready(*c, u, 6);
  CHECK_THAT(refusal(*c, Fire{u, t}), Catch::Contains("reaches 10"));
}

}  // namespace test_ap_shooting
