// jackson fire-fight: the deadly ground, what a unit fires at (its last target, an attacker
// coming at it, the nearest; an attacker of someone else one volley a turn), attackers closing
// to 1" round by round, attacks ending, and attackers halted by fire fighting it out; the
// search for the nearest target against a plain sort of every enemy in reach.
#include <algorithm>
#include <optional>
#include <random>
#include <utility>
#include <vector>

#include "tests/jackson_fixture.hpp"

#include "engine/rules/jackson/fire.hpp"
#include "engine/rules/jackson/firefight.hpp"
#include "engine/rules/jackson/movement.hpp"

namespace test_jackson_firefight {

using namespace jackson_test;

namespace {

void attack(Battle& b, UnitId attacker, UnitId target, bool flank = false) {
  turn(b).declare({attacker, target, flank});
}

// What the fire-fight's search must find, the plain way: every enemy in reach sorted by
// (distance, id), the first it may shoot at.
UnitId nearest_by_sorting(const Battle& b, const Unit& u) {
  const auto& p = params(b);
  const double reach = jr::deadly_ground(p, u);
  std::vector<std::pair<double, UnitId>> by_distance;
  for (const Unit& e : b.units)
    if (e.present() && e.side != u.side) by_distance.emplace_back(u.footprint.distance_to(e.footprint), e.id);
  std::sort(by_distance.begin(), by_distance.end());
  for (const auto& [d, id] : by_distance)
    if (jr::clear_shot(b, p, u, b.unit(id), d, reach)) return id;
  return kNone;
}

}  // namespace

TEST_CASE("jackson fire-fight: deadly ground is small arms' range — a battery's only its canister", "[jackson]") {
  Fixture f;
  UnitId rifles = f.infantry("2nd Wisconsin", kUSA, {10, 10}, kNorth);
  UnitId muskets = f.infantry("6th Wisconsin", kUSA, {20, 10}, kNorth, Formation::line, 2, Weapon::smoothbore);
  UnitId repeaters = f.infantry("Berdan's", kUSA, {30, 10}, kNorth, Formation::skirmish, 2, Weapon::breechloader);
  UnitId column = f.infantry("7th Wisconsin", kUSA, {45, 10}, kNorth, Formation::column);
  UnitId horse = f.cavalry("1st Maine", kUSA, {55, 10}, kNorth);
  UnitId foot_horse = f.cavalry("2nd Maine", kUSA, {65, 10}, kNorth);
  UnitId guns = f.battery("Campbell's", kUSA, {80, 10}, kNorth);
  UnitId limbered = f.battery("Reynolds'", kUSA, {90, 10}, kNorth, Formation::limbered);
  auto b = f.battle();
  b->unit(foot_horse).dismounted = true;
  const auto& p = params(*b);
  CHECK(jr::deadly_ground(p, b->unit(rifles)) == 24);
  CHECK(jr::deadly_ground(p, b->unit(muskets)) == 15);
  CHECK(jr::deadly_ground(p, b->unit(repeaters)) == 24);
  CHECK(jr::deadly_ground(p, b->unit(column)) == 0);
  CHECK(jr::deadly_ground(p, b->unit(horse)) == 0);
  CHECK(jr::deadly_ground(p, b->unit(foot_horse)) == 15);
  CHECK(jr::deadly_ground(p, b->unit(guns)) == 15);  // canister, not the 54" of shot and shell
  CHECK(jr::deadly_ground(p, b->unit(limbered)) == 0);
}

TEST_CASE("jackson fire-fight target: the last target, then an attacker coming at it, then the nearest", "[jackson]") {
  Fixture f;
  UnitId firer = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
  UnitId friend_ = f.infantry("6th Wisconsin", kUSA, {20, 20}, kNorth);
  UnitId nearest = f.infantry("4th Alabama", kCSA, {48, 27}, kSouth);    // 6" off
  UnitId attacker = f.infantry("5th Alabama", kCSA, {40, 33}, kSouth);   // 13" off
  UnitId last = f.infantry("6th Alabama", kCSA, {56, 38}, kSouth);       // 17.7" off
  UnitId beyond = f.infantry("12th Alabama", kCSA, {48, 47}, kSouth);    // 26" off
  auto b = f.battle();
  auto target = [&] { return jr::firefight_target(*b, params(*b), turn(*b), b->unit(firer)); };
  CHECK(target() == nearest);
  attack(*b, attacker, friend_);  // coming at someone else: the nearest still
  CHECK(target() == nearest);
  turn(*b).end_attack(attacker);
  attack(*b, attacker, firer);
  CHECK(target() == attacker);
  turn(*b).last_target[static_cast<std::size_t>(firer)] = last;
  CHECK(target() == last);
  turn(*b).last_target[static_cast<std::size_t>(firer)] = beyond;  // out of its deadly ground now
  CHECK(target() == attacker);
  turn(*b).last_target[static_cast<std::size_t>(firer)] = last;
  b->remove_from_field(b->unit(last), UnitStatus::routed_off, "routed off the table");
  CHECK(target() == attacker);
  b->remove_from_field(b->unit(attacker), UnitStatus::routed_off, "routed off the table");
  CHECK(target() == nearest);
  b->unit(firer).formation = Formation::column;  // a column has no deadly ground
  CHECK(target() == kNone);
}

TEST_CASE("jackson fire-fight: attackers go forward a normal move on fresh dice, halting 1\" short", "[jackson]") {
  Fixture f;
  UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  UnitId t = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);  // 19" off
  auto b = f.battle();
  attack(*b, a, t);
  b->dice.load({3, 4});  // a line's 2 dice: 7"
  CHECK(jr::attackers_advance(*b, params(*b), turn(*b)));
  CHECK(b->dice.scripted_left() == 0);
  CHECK(gap(*b, a, t) == Approx(12));
  CHECK(b->unit(a).position.y == Approx(17));
  CHECK(jr::did(*b, b->unit(a), jr::kMoved));
  auto moved = f.recorder.all<UnitMoved>();
  REQUIRE(moved.size() == 1);
  CHECK(moved[0].how == "advances to attack");
  b->dice.load({6, 6});  // 12": it stops 1" away
  CHECK(jr::attackers_advance(*b, params(*b), turn(*b)));
  CHECK(gap(*b, a, t) == Approx(1));
  CHECK(b->unit(a).position.y == Approx(28));
  // Closed: no dice, no move.
  CHECK_FALSE(jr::attackers_advance(*b, params(*b), turn(*b)));
  CHECK(f.recorder.all<DiceRolled>().size() == 2);
  CHECK(turn(*b).attack_by(a) != nullptr);
}

TEST_CASE("jackson fire-fight: an attacker's advance halts at impassable ground in its way", "[jackson]") {
  Fixture f;
  UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  UnitId t = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);  // 19" off
  f.area("Quarry", AreaKind::impassable, {40, 20}, {56, 22});
  auto b = f.battle();
  attack(*b, a, t);
  b->dice.load({6, 6});  // 12" would take it to y 22, across the quarry's edge: it halts at the edge
  CHECK(jr::attackers_advance(*b, params(*b), turn(*b)));
  CHECK(b->unit(a).position.y == Approx(20));
}

TEST_CASE("jackson fire-fight: an attack ends when its target is gone, or has fallen back beyond 30\"", "[jackson]") {
  for (bool off_the_table : {true, false}) {
    Fixture f;
    UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
    UnitId t = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
    auto b = f.battle();
    attack(*b, a, t);
    if (off_the_table) b->remove_from_field(b->unit(t), UnitStatus::routed_off, "routed off the table");
    else b->place(b->unit(t), {85, 40}, kSouth);  // 37" and more off
    CHECK_FALSE(jr::attackers_advance(*b, params(*b), turn(*b)));
    CHECK(turn(*b).attack_by(a) == nullptr);
    CHECK(f.recorder.all<DiceRolled>().empty());
    CHECK(b->unit(a).position.y == Approx(10));
  }
}

TEST_CASE("jackson fire-fight round: false when nothing moved and nothing fired — units in reach fire", "[jackson]") {
  Fixture f;
  UnitId usa = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  UnitId csa = f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);  // 29": out of reach
  auto b = f.battle();
  CHECK_FALSE(jr::firefight_round(*b, params(*b), turn(*b)));
  CHECK(f.recorder.all<DiceRolled>().empty());
  b->place(b->unit(csa), {48, 30}, kSouth);  // 19": in each other's deadly ground
  b->dice.load({1, 2, 3, 1, 3, 3, 2, 1});     // 4 dice each, no 4s: no hits
  CHECK(jr::firefight_round(*b, params(*b), turn(*b)));
  CHECK(b->dice.scripted_left() == 0);
  auto fired = f.recorder.all<UnitFired>();
  REQUIRE(fired.size() == 2);
  CHECK(fired[0].unit == usa);
  CHECK(fired[0].target == csa);
  CHECK(fired[0].dice == 4);
  CHECK(fired[1].unit == csa);
  CHECK(fired[1].hits == 0);
  CHECK(turn(*b).last_target[static_cast<std::size_t>(usa)] == csa);
}

TEST_CASE("jackson fire-fight: an attacker halted by fire stops attacking and fights it out — one that carries on goes on", "[jackson]") {
  for (int face : {3, 4, 1}) {
    Fixture f;
    UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
    UnitId d = f.infantry("4th Alabama", kCSA, {48, 27}, kSouth);  // 6" off
    auto b = f.battle();
    attack(*b, a, d);
    // Its advance 2" (1 + 1); the 4th fires its 4 dice at it, 2 hits; it tests: 3 + face.
    b->dice.load({1, 1, 4, 4, 1, 1, face});
    if (face == 1) b->dice.load({3, 3});  // falls back 6"
    CHECK(jr::firefight_round(*b, params(*b), turn(*b)));
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    CHECK(b->unit(a).hits == 2);
    auto fired = f.recorder.all<UnitFired>();
    REQUIRE(fired.size() == 1);  // the attacker does not fire
    CHECK(fired[0].unit == d);
    CHECK(fired[0].hits == 2);
    if (face == 4) {  // 7: it carries on
      CHECK(turn(*b).attack_by(a) != nullptr);
      CHECK(b->unit(a).position.y == Approx(22));
      continue;
    }
    CHECK(turn(*b).attack_by(a) == nullptr);
    if (face == 1) {  // 4: it falls back
      CHECK(b->unit(a).position.y == Approx(16));
      CHECK(jr::unit_state(*b, a).falling_back);
      continue;
    }
    // 6: it halts where it is, and next round fires (3 dice: a casualty stand does not fire).
    CHECK(b->unit(a).position.y == Approx(22));
    CHECK_FALSE(jr::unit_state(*b, a).falling_back);
    b->dice.load({1, 1, 1, 1, 1, 1, 1});
    CHECK(jr::firefight_round(*b, params(*b), turn(*b)));
    CHECK(b->dice.scripted_left() == 0);
    fired = f.recorder.all<UnitFired>();
    REQUIRE(fired.size() == 3);
    CHECK(fired[1].unit == a);
    CHECK(fired[1].target == d);
    CHECK(fired[1].dice == 3);
    CHECK(b->unit(a).position.y == Approx(22));
  }
}


TEST_CASE("jackson fire-fight: a unit fires one volley a turn at an attacker charging someone else, no fire-fight", "[jackson]") {
  Fixture f;
  const UnitId target = f.infantry("69th Pennsylvania", kUSA, {40, 10}, kNorth);
  const UnitId helper = f.infantry("71st Pennsylvania", kUSA, {52, 10}, kNorth);
  const UnitId attacker = f.infantry("9th Virginia", kCSA, {46, 24}, kSouth);
  auto b = f.battle();
  attack(*b, attacker, target);
  jr::TurnState& t = turn(*b);
  // The first round: the 71st may fire at the Virginians though they charge the 69th...
  CHECK(jr::firefight_target(*b, params(*b), t, b->unit(helper)) == attacker);
  CHECK(jr::firefight_target(*b, params(*b), t, b->unit(target)) == attacker);
  b->dice.load({1, 1,                 // the attacker's advance: 2"
                1, 1, 1, 1, 1, 1, 1, 1});  // both Pennsylvania regiments miss
  CHECK(jr::firefight_round(*b, params(*b), t));
  CHECK(b->dice.scripted_left() == 0);
  CHECK(t.assisted[static_cast<std::size_t>(helper)]);
  CHECK_FALSE(t.assisted[static_cast<std::size_t>(target)]);
  // ...and once only; the 69th, charged, fires on round after round.
  CHECK(jr::firefight_target(*b, params(*b), t, b->unit(helper)) == kNone);
  CHECK(jr::firefight_target(*b, params(*b), t, b->unit(target)) == attacker);
}

TEST_CASE("jackson fire-fight search: the qualifying prospect nearest by (distance, id), whatever the bounds' order", "[jackson]") {
  // Exact distances on a coarse grid so that ties are common; each prospect's bound is its
  // distance less some slack, so the bounds' order is not the distances'.
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> tenths(0, 60), slack(0, 40), coin(0, 2);
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 1 + trial % 12;
    std::vector<double> exact(static_cast<std::size_t>(n));
    std::vector<bool> qualifies(static_cast<std::size_t>(n));
    std::vector<jr::Prospect> prospects;
    for (int id = 0; id < n; ++id) {
      const auto i = static_cast<std::size_t>(id);
      exact[i] = tenths(rng) / 10.0;
      qualifies[i] = coin(rng) != 0;
      prospects.push_back({exact[i] - slack(rng) / 10.0, id});
    }
    std::shuffle(prospects.begin(), prospects.end(), rng);
    UnitId expected = kNone;
    for (int id = 0; id < n; ++id) {
      const auto i = static_cast<std::size_t>(id);
      if (qualifies[i] && (expected == kNone || exact[i] < exact[static_cast<std::size_t>(expected)])) expected = id;
    }
    int asked = 0;
    const UnitId found = jr::nearest_qualifying(prospects, [&](UnitId id) -> std::optional<double> {
      ++asked;
      const auto i = static_cast<std::size_t>(id);
      return qualifies[i] ? std::optional<double>(exact[i]) : std::nullopt;
    });
    INFO("trial " << trial);
    REQUIRE(found == expected);
    CHECK(asked <= n);
  }
  // A tie goes to the lower id though its bound comes later; a prospect whose bound is beyond
  // the best found is never asked about.
  std::vector<jr::Prospect> tied{{4.0, 9}, {4.5, 3}, {8.0, 5}};
  std::vector<UnitId> asked;
  const UnitId nearest = jr::nearest_qualifying(tied, [&](UnitId id) -> std::optional<double> {
    asked.push_back(id);
    return id == 5 ? 8.0 : 6.0;
  });
  CHECK(nearest == 3);
  CHECK(asked == std::vector<UnitId>{9, 3});
}

TEST_CASE("jackson fire-fight target: the nearest enemy it can aim at and see, ties to the first unit, as a plain sort finds it",
          "[jackson]") {
  Fixture f;
  // A firer with, nearer to farther: an enemy behind it, one out of its cone, one hidden by a wood,
  // then two at the same distance either side of straight ahead, the second listed first.
  const UnitId firer = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
  const UnitId behind = f.infantry("2nd Mississippi", kCSA, {48, 16}, kNorth);
  const UnitId aside = f.infantry("11th Mississippi", kCSA, {58, 21}, kSouth);
  f.woods("Herbst Woods", {46.5, 24}, {49.5, 27});
  const UnitId hidden = f.infantry("42nd Mississippi", kCSA, {48, 29}, kSouth);
  const UnitId right = f.infantry("55th North Carolina", kCSA, {55, 32}, kSouth);
  const UnitId left = f.infantry("2nd North Carolina", kCSA, {41, 32}, kSouth);
  auto b = f.battle();
  REQUIRE(gap(*b, firer, behind) < gap(*b, firer, aside));
  REQUIRE(gap(*b, firer, aside) < gap(*b, firer, hidden));
  REQUIRE(gap(*b, firer, hidden) < gap(*b, firer, left));
  REQUIRE(gap(*b, firer, left) == gap(*b, firer, right));
  const auto target = [&] { return jr::firefight_target(*b, params(*b), turn(*b), b->unit(firer)); };
  CHECK(target() == right);
  CHECK(nearest_by_sorting(*b, b->unit(firer)) == right);
  b->remove_from_field(b->unit(right), UnitStatus::routed_off, "routed off the table");
  CHECK(target() == left);
  b->place(b->unit(hidden), {44, 26}, kSouth);  // out of the wood's shadow, nearer than the rest
  CHECK(target() == hidden);
  CHECK(nearest_by_sorting(*b, b->unit(firer)) == hidden);
  // Alone in its cone, a hair beyond its 24" and then a hair within.
  b->remove_from_field(b->unit(hidden), UnitStatus::routed_off, "routed off the table");
  b->remove_from_field(b->unit(left), UnitStatus::routed_off, "routed off the table");
  const UnitId far = aside;
  b->place(b->unit(far), {60, 43.6}, kSouth);
  REQUIRE(gap(*b, firer, far) > 24);
  REQUIRE(gap(*b, firer, far) < 24.5);
  CHECK(target() == kNone);
  b->place(b->unit(far), {60, 43}, kSouth);
  REQUIRE(gap(*b, firer, far) < 24);
  CHECK(target() == far);
}

TEST_CASE("jackson fire-fight target: across a field of woods, a ridge and crowded lines, every unit's as a plain sort finds it",
          "[jackson]") {
  Fixture f;
  f.woods("Rose Woods", {30, 22}, {38, 27});
  f.woods("Trostle Woods", {60, 20}, {66, 26});
  Area ridge;
  ridge.name = "Cemetery Ridge";
  ridge.kind = AreaKind::hill;
  ridge.outline = Polygon({{10, 19}, {86, 19}, {86, 21}, {10, 21}});
  ridge.height = 1;
  ridge.rough = false;
  f.s.field.add(ridge);
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> across(6, 90), tilt(-40, 40);
  std::uniform_int_distribution<int> stands(2, 4);
  // Two ragged lines facing each other across the ridge, some of them on it, at every angle.
  for (int i = 0; i < 24; ++i) {
    const double y = 12 + (i % 4) * 3.5;
    f.infantry("Union " + std::to_string(i), kUSA, {across(rng), y}, kNorth + tilt(rng), Formation::line, stands(rng));
    f.infantry("Rebel " + std::to_string(i), kCSA, {across(rng), 48 - y}, kSouth + tilt(rng), Formation::line, stands(rng));
  }
  auto b = f.battle();
  int targets = 0;
  for (const Unit& u : b->units) {
    const UnitId found = jr::firefight_target(*b, params(*b), turn(*b), u);
    INFO(u.name);
    CHECK(found == nearest_by_sorting(*b, u));
    targets += found != kNone;
  }
  CHECK(targets > 10);  // the layout is not all out of reach or out of sight
}

}  // namespace test_jackson_firefight
