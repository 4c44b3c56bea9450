// engine/play: the driver enforces the sequence of play; battles are reproducible from a seed;
// battles share no state.
#include <array>
#include <cstdio>
#include <string>
#include <thread>

#include <catch2/catch.hpp>

#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "engine/play/narrative.hpp"
#include "engine/rules/refusal_reasons.hpp"
#include "play_fixture.hpp"

namespace test_play {

using namespace caisson;

namespace {

// Plays a battle to the end and returns its whole JSON Lines log (or narrative).
std::string play_logged(std::shared_ptr<const Scenario> s, std::uint64_t seed, bool json = true) {
  char* buffer = nullptr;
  std::size_t size = 0;
  std::FILE* mem = open_memstream(&buffer, &size);
  {
    Battle b(s, seed);
    JsonLinesWriter writer(mem);
    Narrative narrative(mem, true);
    if (json) b.log.attach(&writer);
    else b.log.attach(&narrative);
    BrigadeCommander ai;
    Driver(b, ai, ai).play();
  }
  std::fclose(mem);
  std::string out(buffer, size);
  std::free(buffer);
  return out;
}

// A controller that asks for one fixed action in the named phase.
struct Insistent final : Controller {
  std::string_view in_phase;
  Action action;
  Verdict verdict;
  bool asked = false;
  bool only_attempt = false;  // as the built-in commander asks: a quiet attempt
  void play_phase(Battle& b, const PhaseSpec& p, Side, ActionPort& port) override {
    if (p.name == in_phase && !asked) {
      verdict = only_attempt ? port.attempt(b, action) : port.submit(action);
      asked = true;
    }
  }
};

struct Idle final : Controller {
  void play_phase(Battle&, const PhaseSpec&, Side, ActionPort&) override {}
};

}  // namespace

TEST_CASE("play: the same scenario and seed give a byte-identical log", "[play]") {
  auto s = testing::skirmish_scenario();
  std::string a = play_logged(s, 1861), b = play_logged(s, 1861);
  REQUIRE(!a.empty());
  CHECK(a == b);
  CHECK(play_logged(s, 1861, false) == play_logged(s, 1861, false));
}

TEST_CASE("play: another seed gives another battle", "[play]") {
  auto s = testing::skirmish_scenario();
  CHECK(play_logged(s, 1) != play_logged(s, 2));
}

TEST_CASE("play: two battles play at once on two threads exactly as they do alone", "[play]") {
  auto s1 = testing::skirmish_scenario();
  auto s2 = testing::skirmish_scenario(6);
  std::string alone1 = play_logged(s1, 11), alone2 = play_logged(s2, 12);
  std::string together1, together2;
  std::thread t1([&] { together1 = play_logged(s1, 11); });
  std::thread t2([&] { together2 = play_logged(s2, 12); });
  t1.join();
  t2.join();
  CHECK(together1 == alone1);
  CHECK(together2 == alone2);
}

TEST_CASE("play: a battle ends by its victory condition or at the turn limit", "[play]") {
  auto s = testing::skirmish_scenario(5);
  Battle b(s, 3);
  BrigadeCommander ai;
  const Outcome& o = Driver(b, ai, ai).play();
  CHECK(b.outcome.has_value());
  CHECK(o.turn <= 5);
  CHECK(b.turn == o.turn);
}

TEST_CASE("play: the scenario's victory function decides when it returns a result", "[play]") {
  auto s = testing::skirmish_scenario(10);
  s->hooks.victory = [](Battle& b) -> std::optional<Outcome> {
    if (b.turn == 2) return Outcome{1, VictoryLevel::substantial, "test condition", 0};
    return std::nullopt;
  };
  Battle b(s, 3);
  Idle idle;
  const Outcome& o = Driver(b, idle, idle).play();
  CHECK(o.winner == 1);
  CHECK(o.turn == 2);
  CHECK(o.condition == "test condition");
}

TEST_CASE("play: an action asked for in the wrong phase is refused naming phase, unit and rule", "[play]") {
  auto s = testing::skirmish_scenario(1);
  Battle b(s, 5);
  Insistent blue;
  blue.in_phase = "general movement";
  blue.action = Fire{0, 3};
  Idle grey;
  Driver(b, blue, grey).play();
  REQUIRE(blue.asked);
  CHECK_FALSE(blue.verdict.accepted);
  CHECK_THAT(blue.verdict.reason, Catch::Contains("1st Blue") && Catch::Contains("general movement") &&
                                      Catch::Contains("fire") && Catch::Contains("igor"));
  CHECK(b.refused[0] == 1);
}

TEST_CASE("play: a refused attempt is neither counted nor logged — an accepted one is played", "[play]") {
  auto s = testing::skirmish_scenario(1);
  Battle b(s, 5);
  Insistent blue;
  blue.in_phase = "general movement";
  blue.action = Fire{0, 3};
  blue.only_attempt = true;
  Idle grey;
  Driver(b, blue, grey).play();
  REQUIRE(blue.asked);
  CHECK_FALSE(blue.verdict.accepted);
  CHECK_THAT(blue.verdict.reason, Catch::Contains("general movement"));
  CHECK(b.refused[0] == 0);

  Battle b2(s, 5);
  const Vec2 ahead = b2.unit(0).position + heading(b2.unit(0).facing) * 2.0;
  Insistent mover;
  mover.in_phase = "general movement";
  mover.action = Move{0, ahead, b2.unit(0).facing};
  mover.only_attempt = true;
  Driver(b2, mover, grey).play_turn();
  REQUIRE(mover.verdict.accepted);
  CHECK(distance(b2.unit(0).position, ahead) < 1e-9);
  CHECK(b2.refused[0] == 0);
}

TEST_CASE("play: a quiet check refuses exactly what check refuses, without writing the reason", "[play]") {
  auto s = testing::skirmish_scenario(1);
  Battle b(s, 5);
  b.begin_phase("general movement");
  const Action fire = Fire{0, 3};
  const Action step = Move{0, b.unit(0).position + heading(b.unit(0).facing) * 2.0, b.unit(0).facing};
  REQUIRE(b.rules->check(b, fire));
  CHECK_THAT(*b.rules->check(b, fire), Catch::Contains("1st Blue"));
  CHECK_FALSE(b.rules->allows(b, fire));
  CHECK(b.rules->allows(b, step));
  {
    QuietReasons quiet;
    auto why = b.rules->check(b, fire);
    REQUIRE(why);
    CHECK(why->empty());
  }
  CHECK_FALSE(b.rules->check(b, fire)->empty());  // reasons are written again
}

TEST_CASE("play: a side cannot order the other side's units", "[play]") {
  auto s = testing::skirmish_scenario(1);
  Battle b(s, 5);
  Insistent blue;
  blue.in_phase = "general movement";
  blue.action = Move{3, {36, 30}, 180};
  Idle grey;
  Driver(b, blue, grey).play();
  CHECK_FALSE(blue.verdict.accepted);
  CHECK_THAT(blue.verdict.reason, Catch::Contains("1st Grey") && Catch::Contains("belongs to CSA"));
}

TEST_CASE("play: hooks fire at turn start and end, once per turn", "[play]") {
  auto s = testing::skirmish_scenario(3);
  int starts = 0, ends = 0;
  s->hooks.on[static_cast<std::size_t>(HookKind::turn_start)] = [&](Battle&, const HookArgs&) { ++starts; };
  s->hooks.on[static_cast<std::size_t>(HookKind::turn_end)] = [&](Battle&, const HookArgs&) { ++ends; };
  Battle b(s, 9);
  Idle idle;
  Driver(b, idle, idle).play();
  CHECK(starts == 3);
  CHECK(ends == 3);
}

// The commander acts only through attempts (never refused, so never counted): what is left to
// check is that those attempts come to something on every seed.
TEST_CASE("play: the built-in commander's attempts move both sides and draw blood on every seed", "[play][ai]") {
  auto s = testing::skirmish_scenario(10);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Battle b(s, seed);
    const Battle at_start(s, seed);
    BrigadeCommander ai;
    Driver(b, ai, ai).play();
    INFO("seed " << seed);
    std::array<bool, 2> moved{};
    int hits = 0;
    for (const Unit& u : b.units) {
      const Unit& start = at_start.unit(u.id);
      if (distance(u.position, start.position) > 0.5) moved[static_cast<std::size_t>(u.side)] = true;
      hits += u.hits + (u.stands_at_start - u.stands);
    }
    CHECK(moved[0]);
    CHECK(moved[1]);
    CHECK(hits > 0);
    CHECK(b.refused[0] + b.refused[1] == 0);
  }
}

}  // namespace test_play
