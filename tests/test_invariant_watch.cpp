// The soak's invariant checks (engine/play/invariant_watch, sweep --check-invariants): each
// broken invariant is caught and named — turn, phase, unit — and checking changes nothing of play.
#include <catch2/catch.hpp>

#include "cli_support.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "bindings/battle_loader.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/invariant_watch.hpp"

namespace test_invariant_watch {

using namespace caisson;

namespace {

const std::filesystem::path kWatchRoot = CAISSON_SOURCE_ROOT;

// The teaching battle, set up, with the watch attached and its first look taken.
struct WatchedBattle {
  lua::LoadedBattle loaded = lua::load_battle(kWatchRoot / "scripts/teaching_battle.lua", kWatchRoot);
  Battle b{loaded.scenario, 1};
  InvariantWatch watch;
  WatchedBattle() { watch.begin(b); }
  ~WatchedBattle() { b.log.detach(&watch); }

  Unit& first_present(Side side) {
    for (Unit& u : b.units)
      if (u.side == side && u.present()) return u;
    FAIL("no unit present");
    return b.units.front();
  }
  std::string check() {
    watch.check(b, "a test's meddling");
    return watch.first_broken();
  }
};

std::string watch_file_text(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("the invariant watch passes a battle set up and played as the rules play it", "[invariants]") {
  WatchedBattle w;
  REQUIRE(w.check().empty());
  BrigadeCommander ai;
  InvariantCheckedController checked(ai, w.watch);
  Driver(w.b, checked, checked).play();
  CHECK_NOTHROW(w.watch.finish(w.b));
}

TEST_CASE("the invariant watch names a unit moved onto another", "[invariants]") {
  WatchedBattle w;
  Unit& a = w.first_present(0);
  Unit& other = w.first_present(1);
  w.b.place(a, other.position, other.facing);
  const std::string broken = w.check();
  CHECK_THAT(broken, Catch::Contains(a.name + " (") && Catch::Contains("overlaps " + other.name) &&
                         Catch::Contains("turn 0") && Catch::Contains("after a test's meddling"));
  CHECK_THROWS_WITH(w.watch.finish(w.b), Catch::Contains("overlaps"));
}

TEST_CASE("the invariant watch names a unit still on the field but off the table", "[invariants]") {
  WatchedBattle w;
  Unit& a = w.first_present(0);
  w.b.place(a, {a.position.x, -10}, a.facing);
  CHECK_THAT(w.check(), Catch::Contains(a.name) && Catch::Contains("off the table"));
}

TEST_CASE("the invariant watch names stands and HITs out of bounds", "[invariants]") {
  SECTION("negative HITs") {
    WatchedBattle w;
    w.first_present(0).hits = -1;
    CHECK_THAT(w.check(), Catch::Contains("has -1 HITs"));
  }
  SECTION("more stands than it began with") {
    WatchedBattle w;
    Unit& a = w.first_present(1);
    a.stands = a.stands_at_start + 1;
    CHECK_THAT(w.check(), Catch::Contains(a.name) && Catch::Contains("stands of"));
  }
}

TEST_CASE("the invariant watch names a router that moved away from its own edge", "[invariants]") {
  WatchedBattle w;
  Unit& a = w.first_present(0);  // the first side's edge is at y = home_edge_y[0]
  a.routing = true;
  REQUIRE(w.check().empty());
  const double away = w.b.scenario->home_edge_y[0] < w.b.field().depth() / 2 ? 1.0 : -1.0;
  w.b.place(a, {a.position.x, a.position.y + 0.5 * away}, a.facing);
  CHECK_THAT(w.check(), Catch::Contains(a.name) && Catch::Contains("moved away from its own edge"));
}

TEST_CASE("the invariant watch names a unit that came back after leaving the field", "[invariants]") {
  WatchedBattle w;
  Unit& a = w.first_present(0);
  w.b.remove_from_field(a, UnitStatus::routed_off, "routed off the table");
  REQUIRE(w.check().empty());
  a.status = UnitStatus::on_table;
  CHECK_THAT(w.check(), Catch::Contains(a.name) && Catch::Contains("came back"));
}

TEST_CASE("the invariant watch names a refusal that gives no reason", "[invariants]") {
  WatchedBattle w;
  w.b.emit(ActionRefused{0, 0, ""});
  CHECK_THAT(w.watch.first_broken(), Catch::Contains("refused without a reason"));
}

TEST_CASE("sweep --check-invariants plays exactly the battles a sweep plays", "[invariants][cli]") {
  const auto dir = std::filesystem::temp_directory_path() / "caisson_invariants_sweep";
  std::filesystem::create_directories(dir);
  for (const char* rules : {"igor", "jackson"}) {
    const std::string plain = (dir / "plain.csv").string(), checked = (dir / "checked.csv").string();
    const std::string battle = (kWatchRoot / "scripts/blackburns_ford.lua").string();
    const auto a = cli_test::run_caisson("sweep " + battle + " --rules " + rules + " --seeds 1:5 -j 2 --csv " + plain);
    const auto b = cli_test::run_caisson("sweep " + battle + " --rules " + rules + " --seeds 1:5 -j 2 --check-invariants --csv " + checked);
    INFO(rules << "\n" << a.out << "\n" << b.out);
    REQUIRE(a.code == 0);
    REQUIRE(b.code == 0);
    CHECK(a.out == b.out);
    CHECK(watch_file_text(plain) == watch_file_text(checked));
  }
  std::filesystem::remove_all(dir);
}

}  // namespace test_invariant_watch
