// jackson through the engine: a refusal in a phase both sides play names the phases that allow
// the action; the JSON log gives each record its unit's side there; an event's HITs are
// casualties; cavalry that dismounts after moving holds its fire; and the built-in commander
// bugs out of a fire-fight it is losing, as the rules' authors urge.
#include <cstdio>
#include <string>
#include <vector>

#include "tests/jackson_fixture.hpp"

#include "engine/ai/bugging_out.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/declared_effect.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "engine/rules/jackson/movement.hpp"

namespace test_jackson_play {

using namespace jackson_test;
using Catch::Matchers::Contains;

namespace {

using Port = test_support::ResolvingPort;

// A controller that asks its one unit to fire at the enemy in the movement phase, and keeps
// what the driver said.
struct FiresWhileMoving final : Controller {
  UnitId unit = kNone, target = kNone;
  std::vector<std::string> refusals;
  void play_phase(Battle&, const PhaseSpec& phase, Side, ActionPort& port) override {
    if (phase.name != jr::kMovement) return;
    Verdict v = port.submit(Fire{unit, target});
    if (!v.accepted) refusals.push_back(v.reason);
  }
};
struct Idle final : Controller {
  void play_phase(Battle&, const PhaseSpec&, Side, ActionPort&) override {}
};

// The lines written to `f` so far.
std::vector<std::string> lines_of(std::FILE* f) {
  std::rewind(f);
  std::string text;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) text.append(buffer, n);
  std::vector<std::string> lines;
  for (std::size_t at = 0, end; (end = text.find('\n', at)) != std::string::npos; at = end + 1)
    lines.push_back(text.substr(at, end - at));
  return lines;
}

// One Union regiment of a brigade under `order`, with `hits` casualties, facing two
// Confederate regiments and a battery, all in reach: the fire-fight phase, USA to act.
std::unique_ptr<Battle> outgunned(Fixture& f, std::string order, int hits) {
  const UnitId blue = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  f.brigade("Iron", kUSA, {48, 7}, {blue}, std::move(order));
  const UnitId a = f.infantry("26th North Carolina", kCSA, {44, 25}, kSouth);
  const UnitId c = f.infantry("11th North Carolina", kCSA, {52, 25}, kSouth);
  const UnitId g = f.battery("Pegram's", kCSA, {48, 40}, kSouth, Formation::unlimbered, 4);
  f.brigade("Pettigrew's", kCSA, {48, 44}, {a, c, g}, "hold");
  auto b = f.battle(jr::kFirefight);
  b->unit(blue).hits = hits;
  return b;
}

}  // namespace

TEST_CASE("jackson driver: fire asked for in the movement phase is refused, naming the four fire phases", "[jackson]") {
  Fixture f;
  const UnitId blue = f.infantry("1st Minnesota", kUSA, {48, 10}, kNorth);
  const UnitId grey = f.infantry("8th Florida", kCSA, {48, 30}, kSouth);
  f.brigade("Harrow's", kUSA, {48, 7}, {blue});
  f.brigade("Perry's", kCSA, {48, 33}, {grey});
  Battle b(std::make_shared<Scenario>(f.s), 1);
  FiresWhileMoving usa;
  usa.unit = blue;
  usa.target = grey;
  Idle csa;
  Driver(b, usa, csa).play_turn();
  REQUIRE_FALSE(usa.refusals.empty());
  CHECK_THAT(usa.refusals.front(),
             Contains("cannot fire in the movement phase (jackson: sequence of play; allowed in the standing artillery or "
                      "moving artillery or standing musketry or moving musketry phase)"));
  CHECK(b.refused[kUSA] == static_cast<int>(usa.refusals.size()));
}

TEST_CASE("jackson log: in a phase both sides play, a record is its unit's side, whoever was asked last", "[jackson]") {
  Fixture f;
  const UnitId blue = f.battery("Battery B", kUSA, {48, 10}, kNorth);
  const UnitId grey = f.infantry("8th Florida", kCSA, {48, 30}, kSouth);
  auto b = f.battle(jr::kStandingArtillery);
  b->active = kCSA;  // the Confederates declared their volley last
  std::FILE* out = std::tmpfile();
  REQUIRE(out != nullptr);
  JsonLinesWriter writer(out, false);
  b->log.attach(&writer);
  b->emit(UnitFired{blue, grey, "shot and shell", 4, 1});
  b->emit(Said{"smoke over the field"});
  b->phase = "";  // between phases (arrivals) the side is the one whose player turn it is
  b->emit(UnitArrived{grey});
  const std::vector<std::string> lines = lines_of(out);
  std::fclose(out);
  REQUIRE(lines.size() == 3);
  CHECK_THAT(lines[0], Contains("\"type\":\"fire\"") && Contains("\"side\":\"USA\""));
  CHECK(lines[1].find("\"side\"") == std::string::npos);  // the narrator's line belongs to neither
  CHECK_THAT(lines[2], Contains("\"side\":\"CSA\""));
}

TEST_CASE("jackson events: an event's HITs are casualties, a base full of them lost", "[jackson]") {
  Fixture f;
  const UnitId id = f.infantry("69th Pennsylvania", kUSA, {48, 10}, kNorth);
  auto b = f.battle();
  Unit& u = b->unit(id);
  apply_effect(*b, AddHits{{id}, 3});
  CHECK(u.hits == 3);
  CHECK(u.stands == 2);
  CHECK(jr::casualty_free_stands(params(*b), u) == 3);  // the fourth text stand carries the three
  apply_effect(*b, AddHits{{id}, 6});
  // Nine casualties: the first base's eight are gone with it, one marks the next.
  CHECK(u.stands == 1);
  CHECK(u.hits == 1);
  const auto lost = f.recorder.all<HitsTaken>();
  REQUIRE(lost.size() == 3);
  CHECK(lost[2].stands);
  CHECK(lost[2].hits == 1);
  CHECK(lost[0].cause == "event");
}

TEST_CASE("jackson cavalry: dismounted in place it fires — dismounted after moving it holds its fire that turn", "[jackson]") {
  Fixture f;
  const UnitId still = f.cavalry("6th Pennsylvania Cavalry", kUSA, {40, 10}, kNorth);
  const UnitId moved = f.cavalry("8th Illinois Cavalry", kUSA, {50, 10}, kNorth);
  const UnitId target = f.infantry("8th Florida", kCSA, {45, 20}, kSouth);
  const FormationId brigade = f.brigade("Gamble's", kUSA, {45, 5}, {still, moved});
  auto b = f.battle(jr::kMovement);
  on_card(*b, brigade, {3, 3, 3, 3, 3});
  act(*b, Move{moved, {50, 12}, kNorth});
  act(*b, ChangeFormation{moved, Formation::line, true, false});
  act(*b, ChangeFormation{still, Formation::line, true, false});
  CHECK(b->unit(moved).dismounted);
  CHECK(b->unit(still).dismounted);
  b->phase = jr::kStandingMusketry;
  CHECK_FALSE(b->rules->check(*b, Fire{still, target}).has_value());
  b->phase = jr::kMovingMusketry;
  CHECK_THAT(refusal(*b, Fire{moved, target}), Contains("cavalry that dismounts fires that turn only if it did not move"));
}

TEST_CASE("jackson commander: a unit losing its fire-fight falls back — attackers and the unhurt stay", "[jackson]") {
  BrigadeCommander commander;
  SECTION("holding, hurt and outgunned: it bugs out") {
    Fixture f;
    auto b = outgunned(f, "hold", 2);
    const FireBalance balance = fire_balance(*b, b->unit(0));
    CHECK(balance.taken >= 2 * balance.given);
    Port port(*b);
    commander.play_phase(*b, phase_named(*b, jr::kFirefight), kUSA, port);
    REQUIRE(port.submitted.size() == 1);
    CHECK(std::holds_alternative<FallBack>(port.submitted.front()));
    CHECK(jr::did(*b, b->unit(0), jr::kFellBackByChoice));
    CHECK(b->unit(0).position.y < 10);
  }
  SECTION("unhurt, it stands") {
    Fixture f;
    auto b = outgunned(f, "hold", 0);
    Port port(*b);
    commander.play_phase(*b, phase_named(*b, jr::kFirefight), kUSA, port);
    CHECK(port.submitted.empty());
  }
  SECTION("under attack orders, it presses on") {
    Fixture f;
    auto b = outgunned(f, "attack", 2);
    Port port(*b);
    commander.play_phase(*b, phase_named(*b, jr::kFirefight), kUSA, port);
    CHECK(port.submitted.empty());
  }
}

}  // namespace test_jackson_play
