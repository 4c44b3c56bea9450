// engine/ai: the built-in commander on small fixture battles — attack, hold, artillery, retire,
// reserves — and over many seeds of the shipped battles: nothing refused, nobody idle.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <random>
#include <filesystem>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/ai/brigade_plan.hpp"
#include "engine/ai/deploy.hpp"
#include "engine/ai/reserves.hpp"
#include "engine/ai/targeting.hpp"
#include "engine/play/driver.hpp"
#include "igor_fixture.hpp"

namespace test_ai {

using namespace igor_test;

namespace {

FormationNode& node(Fixture& f, std::string_view name) { return f.s.oob.node(f.s.oob.find(name)); }

// The turn on which each side first fired or charged.
struct EngagementNoter final : LogObserver {
  std::optional<int> first[2];
  void record(const Battle& b, const Record& r) override {
    UnitId by = kNone;
    if (auto* f = std::get_if<UnitFired>(&r)) by = f->unit;
    if (auto* c = std::get_if<ChargeDeclared>(&r)) by = c->unit;
    if (by == kNone) return;
    auto& when = first[b.unit(by).side];
    if (!when) when = b.turn;
  }
};

// A battle from the fixture, with the records kept and the default commander on both sides.
struct Played {
  Recorder recorder;
  EngagementNoter engagements;
  Battle b;
  ArmyCommand ai{ScenarioControllers{}, default_commanders()};
  Driver driver{b, ai, ai};
  Played(const Scenario& s, std::uint64_t seed) : b(std::make_shared<Scenario>(s), seed) {
    b.log.attach(&recorder);
    b.log.attach(&engagements);
  }
  void turns(int n) {
    for (int i = 0; i < n && driver.play_turn(); ++i) {}
  }
  bool engaged(Side side) const {
    for (const auto& f : recorder.all<UnitFired>())
      if (b.unit(f.unit).side == side) return true;
    for (const auto& c : recorder.all<ChargeDeclared>())
      if (b.unit(c.unit).side == side) return true;
    return false;
  }
};

// A Grey regiment standing on (48, 40), holding where it is.
void grey_defender(Fixture& f) {
  UnitId g = f.infantry("1st Grey", kCSA, {48, 40}, kSouth);
  f.brigade("Grey", kCSA, {48, 44}, {g});
  node(f, "Grey").standing_order = "hold";
}

}  // namespace

TEST_CASE("ai: a brigade ordered to attack an objective 30\" away reaches and engages it in time", "[ai]") {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {44, 6}, kNorth, Formation::column);
  UnitId c = f.infantry("2nd Blue", kUSA, {52, 6}, kNorth, Formation::column);
  f.brigade("Blue", kUSA, {48, 3}, {a, c});
  node(f, "Blue").standing_order = "attack";
  node(f, "Blue").objective_point = Vec2{48, 36};
  grey_defender(f);
  Played p(f.s, 7);
  // The march rates give the turn: columns (15") until the enemy is a musket range and a line's
  // move away, a turn to deploy, then lines (10") to the closing range, where it fights.
  const Unit& blue = p.b.unit(a);
  const Unit& grey = p.b.unit(p.b.oob.node(p.b.oob.find("Grey")).units.front());
  Unit in_line = blue;
  in_line.formation = Formation::line;
  const double column_move = p.b.advisor().move_allowance(p.b, blue);
  const double line_move = p.b.advisor().move_allowance(p.b, in_line);
  const double deploy_at = deploy_distance(p.b, blue);
  const double closing = p.b.advisor().closing_range(in_line);
  const double gap = blue.footprint.distance_to(grey.footprint);
  const int column_turns = static_cast<int>(std::ceil(std::max(0.0, gap - deploy_at) / column_move));
  const int line_turns = static_cast<int>(std::ceil((std::min(gap, deploy_at) - closing) / line_move));
  // The brigade commander may take one turn more: it forms the brigade's line once, at its
  // assault position, before the line closes together.
  const int expected = column_turns + 1 + line_turns + 1;  // fired on the turn after the last step
  p.turns(expected + 2);
  REQUIRE(p.engagements.first[kUSA]);
  INFO("gap " << gap << ", column turns " << column_turns << ", line turns " << line_turns);
  CHECK(*p.engagements.first[kUSA] >= expected);
  CHECK(*p.engagements.first[kUSA] <= expected + 1);
  // It closed before it fired: never a shot at long range.
  for (const auto& shot : p.recorder.all<UnitFired>())
    if (p.b.unit(shot.unit).side == kUSA) CHECK(shot.range != "long");
  CHECK(p.b.refused[kUSA] == 0);
  CHECK(p.b.refused[kCSA] == 0);
}

TEST_CASE("ai: a Hold brigade stays within 3\" of its objective facing the nearest enemy", "[ai]") {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {42, 14}, kNorth);
  f.brigade("Blue", kUSA, {42, 11}, {a});
  node(f, "Blue").standing_order = "hold";
  node(f, "Blue").objective_point = Vec2{48, 22};
  UnitId g = f.infantry("1st Grey", kCSA, {84, 40}, kSouth);
  f.brigade("Grey", kCSA, {84, 44}, {g});
  node(f, "Grey").standing_order = "hold";
  Played p(f.s, 3);
  p.turns(4);
  const Unit& u = p.b.unit(a);
  CHECK(distance(u.position, Vec2{48, 22}) <= 3.0);
  auto enemy = nearest_enemy(p.b, u);
  REQUIRE(enemy);
  CHECK(std::abs(turn_between(u.facing, bearing(u.position, p.b.unit(enemy->unit).position))) <= 30);
  CHECK(p.b.refused[kUSA] == 0);
}

TEST_CASE("ai: the nearest enemy is remembered only until the asker or an enemy moves, comes on or leaves", "[ai]") {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {40, 10}, kNorth);
  UnitId near = f.infantry("1st Grey", kCSA, {40, 30}, kSouth);
  UnitId far = f.infantry("2nd Grey", kCSA, {70, 40}, kSouth);
  Played p(f.s, 1);
  const Unit& u = p.b.unit(a);
  REQUIRE(nearest_enemy(p.b, u));
  CHECK(nearest_enemy(p.b, u)->unit == near);
  // The nearer one marches off: the other is nearest now, asked of the same unit.
  p.b.place(p.b.unit(near), {10, 45}, 180);
  CHECK(nearest_enemy(p.b, u)->unit == far);
  const double before = nearest_enemy(p.b, u)->distance;
  // The asker moves: the distance is measured anew.
  p.b.place(p.b.unit(a), {40, 20}, 0);
  CHECK(nearest_enemy(p.b, u)->distance < before);
  // The asker wheels where it stands: its flank, not its front, now faces the enemy.
  const double facing_north = nearest_enemy(p.b, u)->distance;
  p.b.place(p.b.unit(a), {40, 20}, 90);
  CHECK(nearest_enemy(p.b, u)->distance != facing_north);
  // The nearest leaves the field: the one left is nearest.
  p.b.remove_from_field(p.b.unit(far), UnitStatus::destroyed, "test");
  CHECK(nearest_enemy(p.b, u)->unit == near);
}

// The answer carried on from the last search past the few enemies that moved since is the one a
// search afresh gives: enemies moving near and far, the nearest among them, one leaving, the
// asker standing still and moving, many at once (the search made afresh).
TEST_CASE("ai: the nearest enemy carried past a few enemies' moves is the nearest a full search finds", "[ai]") {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {48, 20}, kNorth);
  std::vector<UnitId> grey;
  for (int i = 0; i < 10; ++i)
    grey.push_back(f.infantry(fmt::format("{} Grey", i + 1), kCSA, {8.0 + 8 * i, 40.0 + (i % 3) * 5}, kSouth));
  Played p(f.s, 1);
  const Unit& u = p.b.unit(a);
  const auto truth = [&] {
    std::optional<Sighting> best;
    for (UnitId id : grey) {
      const Unit& e = p.b.unit(id);
      if (!e.present()) continue;
      const double d = u.footprint.distance_to(e.footprint);
      if (!best || d < best->distance || (d == best->distance && id < best->unit)) best = Sighting{id, d};
    }
    return best;
  };
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> x(4, 92), y(24, 46);
  for (int step = 0; step < 300; ++step) {
    // One to three enemies move (now and then a dozen at once), now and then the asker.
    const int moving = step % 17 == 0 ? 12 : 1 + step % 3;
    for (int k = 0; k < moving; ++k) {
      Unit& e = p.b.unit(grey[rng() % grey.size()]);
      if (e.present()) p.b.place(e, {x(rng), y(rng)}, kSouth);
    }
    if (step % 11 == 0) p.b.place(p.b.unit(a), {x(rng), 12 + y(rng) / 4}, kNorth);
    if (step == 150) p.b.remove_from_field(p.b.unit(truth()->unit), UnitStatus::destroyed, "test");
    const auto asked = nearest_enemy(p.b, u), expected = truth();
    REQUIRE(asked.has_value() == expected.has_value());
    CHECK(asked->unit == expected->unit);
    CHECK(asked->distance == expected->distance);
  }
}

TEST_CASE("ai: a side's layout, which remembered searches of the enemy go by, changes only with that side's units", "[ai]") {
  Fixture f;
  UnitId blue = f.infantry("1st Blue", kUSA, {40, 10}, kNorth);
  UnitId grey = f.infantry("1st Grey", kCSA, {40, 30}, kSouth);
  Played p(f.s, 1);
  const auto usa = p.b.layout_of(kUSA), csa = p.b.layout_of(kCSA), both = p.b.layout();
  p.b.place(p.b.unit(blue), {40, 12}, 0);
  CHECK(p.b.layout_of(kUSA) != usa);
  CHECK(p.b.layout_of(kCSA) == csa);
  CHECK(p.b.layout() != both);
  const auto usa_moved = p.b.layout_of(kUSA);
  p.b.remove_from_field(p.b.unit(grey), UnitStatus::destroyed, "test");
  CHECK(p.b.layout_of(kCSA) != csa);
  CHECK(p.b.layout_of(kUSA) == usa_moved);
}

TEST_CASE("ai: artillery under Attack unlimbers in range with a clear line of fire before firing", "[ai]") {
  Fixture f;
  UnitId gun = f.battery("Ricketts'", kUSA, {48, 4}, kNorth, Weapon::rifled_guns, Formation::limbered);
  f.brigade("Blue guns", kUSA, {48, 2}, {gun});
  node(f, "Blue guns").standing_order = "attack";
  node(f, "Blue guns").objective_point = Vec2{48, 36};
  grey_defender(f);
  Played p(f.s, 11);
  p.turns(8);
  std::optional<std::size_t> unlimbered, fired;
  for (std::size_t i = 0; i < p.recorder.records.size(); ++i) {
    const Record& r = p.recorder.records[i];
    if (auto* c = std::get_if<FormationChanged>(&r); c && c->unit == gun && c->to == Formation::unlimbered && !unlimbered)
      unlimbered = i;
    if (auto* x = std::get_if<UnitFired>(&r); x && x->unit == gun && !fired) fired = i;
  }
  REQUIRE(unlimbered);
  REQUIRE(fired);
  CHECK(*unlimbered < *fired);
  CHECK(p.b.refused[kUSA] == 0);
}

TEST_CASE("ai: a retiring brigade reaches its own edge", "[ai]") {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {40, 24}, kNorth);
  UnitId c = f.infantry("2nd Blue", kUSA, {56, 24}, kNorth);
  f.brigade("Blue", kUSA, {48, 26}, {a, c});
  node(f, "Blue").standing_order = "retire";
  UnitId g = f.infantry("1st Grey", kCSA, {10, 46}, kSouth);
  f.brigade("Grey", kCSA, {10, 47}, {g});
  node(f, "Grey").standing_order = "hold";
  Played p(f.s, 5);
  const double march = p.b.advisor().move_allowance(p.b, p.b.unit(a));
  p.turns(static_cast<int>(std::ceil(24 / march)) + 2);
  for (UnitId id : {a, c}) {
    const Unit& u = p.b.unit(id);
    INFO(u.name << " at " << u.position.x << ", " << u.position.y);
    CHECK((!u.present() || u.position.y <= 4.0));
  }
  CHECK(p.b.refused[kUSA] == 0);
}

TEST_CASE("ai: a reserve is ordered in when a front-line brigade breaks", "[ai]") {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {40, 20}, kNorth);
  UnitId c = f.infantry("2nd Blue", kUSA, {56, 20}, kNorth);
  f.brigade("Blue", kUSA, {48, 18}, {a, c});
  node(f, "Blue").standing_order = "attack";
  node(f, "Blue").objective_point = Vec2{48, 36};
  UnitId r = f.infantry("1st Reserve", kUSA, {48, 6}, kNorth);
  f.brigade("Reserve", kUSA, {48, 3}, {r});
  node(f, "Reserve").reserve = true;
  grey_defender(f);
  auto b = f.battle();
  CHECK_FALSE(brigade_broken(*b, b->oob.node(b->oob.find("Blue"))));
  b->unit(a).routing = true;
  b->unit(c).status = UnitStatus::destroyed;
  REQUIRE(brigade_broken(*b, b->oob.node(b->oob.find("Blue"))));
  CHECK(reserve_waiting(*b, b->oob.node(b->oob.find("Reserve"))));
  commit_reserves(*b, kUSA);
  REQUIRE(b->couriers.size() == 1);
  CHECK(b->couriers[0].order.to == b->oob.find("Reserve"));
  CHECK(b->couriers[0].order.order == "attack");
  REQUIRE(b->couriers[0].order.point);
  CHECK(b->couriers[0].order.point->y == Approx(36));
  CHECK_FALSE(reserve_waiting(*b, b->oob.node(b->oob.find("Reserve"))));
  commit_reserves(*b, kUSA);  // answered once only
  CHECK(b->couriers.size() == 1);
}

TEST_CASE("ai: over many seeds of every shipped battle nobody is refused and no attacker idles", "[ai][slow]") {
  namespace fs = std::filesystem;
  const fs::path root = CAISSON_SOURCE_ROOT;
  // The issue asks for 100 seeds; a debug build plays 40 (about 25 s on one core), the
  // sanitizer build 20 (it exists to find memory errors, not rare seeds), and
  // CAISSON_AI_SEEDS asks for more or fewer.
#if defined(CAISSON_SANITIZED)
  std::uint64_t seeds = 20;
#elif defined(NDEBUG)
  std::uint64_t seeds = 100;
#else
  std::uint64_t seeds = 40;
#endif
  if (const char* env = std::getenv("CAISSON_AI_SEEDS")) seeds = std::strtoull(env, nullptr, 10);
  for (const auto& entry : fs::directory_iterator(root / "scripts")) {
    if (entry.path().extension() != ".lua") continue;
    auto loaded = lua::load_battle(entry.path().string(), root);
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      Battle b(loaded.scenario, seed);
      Recorder rec;
      b.log.attach(&rec);
      // Brigades on the table from the start, under Attack or Advance with somewhere to go.
      std::vector<FormationId> expected_to_act;
      for (const FormationNode& n : b.oob.nodes()) {
        const OrderIntent order = order_intent(b, n);
        if (!(order == OrderIntent::attack || order == OrderIntent::advance) || n.units.empty() || !brigade_goal(b, n)) continue;
        if (b.unit(n.units.front()).status == UnitStatus::on_table) expected_to_act.push_back(n.id);
      }
      ArmyCommand ai(loaded.scenario->controllers);
      const Outcome& o = Driver(b, ai, ai).play();
      INFO(entry.path().filename().string() << " seed " << seed);
      CHECK(b.refused[0] == 0);
      CHECK(b.refused[1] == 0);
      for (const auto& r : rec.all<ActionRefused>()) FAIL_CHECK("refused: " << r.reason);
      // Ended by a victory condition or the turn limit, never by a stall.
      CHECK_FALSE(o.condition.empty());
      CHECK(o.turn <= b.scenario->turns);
      // Each of them moved, changed formation, fired or was fired at, or charged.
      std::vector<bool> active(b.units.size(), false);
      for (const auto& m : rec.all<UnitMoved>()) active[static_cast<std::size_t>(m.unit)] = true;
      for (const auto& x : rec.all<UnitFired>()) active[static_cast<std::size_t>(x.unit)] = true;
      for (const auto& x : rec.all<UnitFired>()) active[static_cast<std::size_t>(x.target)] = true;
      for (const auto& x : rec.all<ChargeDeclared>()) active[static_cast<std::size_t>(x.unit)] = true;
      for (const auto& x : rec.all<FormationChanged>()) active[static_cast<std::size_t>(x.unit)] = true;
      if (o.turn < 2) continue;
      for (FormationId f : expected_to_act) {
        bool any_active = false;
        for (UnitId id : b.oob.node(f).units) any_active = any_active || active[static_cast<std::size_t>(id)];
        INFO("brigade " << b.oob.node(f).name);
        CHECK(any_active);
      }
    }
  }
}

}  // namespace test_ai
