// igor's invariants over many seeds of every shipped battle, played by the built-in commander:
// no unit stands on another at set-up; HITs never negative; no move or change of formation makes
// two present units overlap; only retreat and rout take a unit off the table; routing units move
// toward their own edge; a unit acts once a turn; every action belongs to its phase.
#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/setup_check.hpp"

namespace test_igor_invariants {

using namespace caisson;

namespace {

// Footprints a hair smaller than the real ones: units in base contact touch, they do not overlap.
OrientedRect shrunk(const OrientedRect& r) { return {r.center, r.width - 0.2, r.depth - 0.2, r.facing}; }

bool is_rout_or_retreat(std::string_view how) {
  return how == "routed off the table" || how == "fell back off the table";
}

// Watches the log; every broken invariant becomes one line of `broken`.
struct Watch final : LogObserver {
  std::vector<std::string> broken;

  void record(const Battle& b, const Record& r) override {
    if (auto* c = std::get_if<FormationChanged>(&r)) check_overlaps(b, b.unit(c->unit), "changing formation");
    if (auto* h = std::get_if<HitsTaken>(&r)) check_hits(b, h->unit);
    if (auto* m = std::get_if<UnitMoved>(&r)) check_move(b, *m);
    if (auto* l = std::get_if<LeftField>(&r)) check_left(b, *l);
    if (auto* f = std::get_if<HitsRallied>(&r)) check_hits(b, f->unit);
  }

  void fail(const Battle& b, std::string what) {
    std::ostringstream s;
    s << "turn " << b.turn << " " << b.phase << ": " << what;
    broken.push_back(s.str());
  }

  void check_hits(const Battle& b, UnitId id) {
    if (b.unit(id).hits < 0) fail(b, b.unit(id).name + " has negative HITs");
  }

  // No unit may stand on another, ever: shipped battles set up clear (checked before play), and
  // no move or change of formation may bring two units together.
  void check_overlaps(const Battle& b, const Unit& u, std::string_view how) {
    if (!u.present()) return;
    for (const Unit& o : b.units)
      if (o.id != u.id && o.present() && shrunk(o.footprint).overlaps(shrunk(u.footprint)))
        fail(b, u.name + " overlaps " + o.name + " after " + std::string(how));
  }

  void check_move(const Battle& b, const UnitMoved& m) {
    const Unit& u = b.unit(m.unit);
    if (m.how == "rout") check_rout_direction(b, u, m);
    check_overlaps(b, u, "moving (" + std::string(m.how) + ")");
  }

  void check_rout_direction(const Battle& b, const Unit& u, const UnitMoved& m) {
    double home = b.scenario->home_edge_y[u.side];
    // Toward its own edge means along the edge's direction (a router on the edge steps over it).
    const double toward_home = home < b.field().depth() / 2 ? -1.0 : 1.0;
    if ((m.to.y - m.from.y) * toward_home < -1e-9) fail(b, u.name + " routs toward the enemy");
  }

  void check_left(const Battle& b, const LeftField& l) {
    const Unit& u = b.unit(l.unit);
    if (u.status == UnitStatus::routed_off && !is_rout_or_retreat(l.how))
      fail(b, u.name + " left the table by " + std::string(l.how));
  }
};

// Stands between the built-in commander and the driver: counts each unit's accepted actions per
// player turn and checks each belongs to the phase it was asked in.
struct Counting final : Controller {
  BrigadeCommander ai;
  Watch* watch = nullptr;
  std::map<std::pair<int, Side>, std::map<UnitId, int>> acts;

  struct Port final : ActionPort {
    Counting& self;
    Battle& b;
    const PhaseSpec& phase;
    ActionPort& real;
    Port(Counting& s, Battle& bb, const PhaseSpec& p, ActionPort& r) : self(s), b(bb), phase(p), real(r) {}
    Verdict submit(const Action& a) override {
      Verdict v = real.submit(a);
      if (!v.accepted) return v;
      if (!phase.allowed.has(kind_of(a)))
        self.watch->fail(b, b.unit(actor_of(a)).name + " acted out of its phase");
      if (++self.acts[{b.turn, b.active}][actor_of(a)] > 1)
        self.watch->fail(b, b.unit(actor_of(a)).name + " acted twice in a turn");
      return v;
    }
  };

  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override {
    Port p(*this, b, phase, port);
    ai.play_phase(b, phase, side, p);
  }
};

void play_and_watch(const std::filesystem::path& file, std::uint64_t seed) {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  auto loaded = lua::load_battle(file, root);
  loaded.scenario->rules = "igor";
  Battle b(loaded.scenario, seed);
  for (const auto& problem : setup_problems(b)) FAIL_CHECK(file << ": " << problem);
  Watch watch;
  b.log.attach(&watch);
  Counting side;
  side.watch = &watch;
  Driver(b, side, side).play();
  std::string broken;
  for (const auto& w : watch.broken) broken += w + "\n";
  INFO(file << " seed " << seed << "\n" << broken);
  CHECK(watch.broken.empty());
  CHECK(b.refused[0] == 0);
  CHECK(b.refused[1] == 0);
  for (const Unit& u : b.units) {
    CHECK(u.hits >= 0);
    if (u.status == UnitStatus::routed_off) CHECK(is_rout_or_retreat(u.left_how));
  }
}

}  // namespace

TEST_CASE("igor invariants hold over 20 seeds of every shipped battle", "[igor][invariants]") {
  std::vector<std::filesystem::path> battles;
  for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts"))
    if (e.path().extension() == ".lua") battles.push_back(e.path());
  std::sort(battles.begin(), battles.end());
  REQUIRE_FALSE(battles.empty());
  // The sanitizer build (there to find memory errors, about ten times slower) watches five seeds of each.
#ifdef CAISSON_SANITIZED
  constexpr std::uint64_t kSeeds = 5;
#else
  constexpr std::uint64_t kSeeds = 20;
#endif
  for (const auto& file : battles)
    for (std::uint64_t seed = 1; seed <= kSeeds; ++seed) play_and_watch(file, seed);
}

}  // namespace test_igor_invariants
