// engine/ai/brigade_commander on whole shipped battles: at most two rules checks per unit per
// phase, replayed exactly from a seed, and every rule system's order words read as it means them.
#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <tuple>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/play/driver.hpp"
#include "engine/rules/ruleset.hpp"
#include "igor_fixture.hpp"

namespace test_brigade_commander_battles {

using namespace igor_test;

namespace {

// Counts the brigade commander's questions to the rules (attempts, and its first looks before a
// dearer question of its own), and the units it had to decide for, phase by phase.
struct CountingPort final : ActionPort {
  ActionPort& inner;
  long attempts = 0;
  explicit CountingPort(ActionPort& p) : inner(p) {}
  Verdict submit(const Action& a) override { return inner.submit(a); }
  Verdict attempt(const Battle& b, const Action& a) override {
    ++attempts;
    return inner.attempt(b, a);
  }
  bool allows(const Battle& b, const Action& a) override {
    ++attempts;
    return inner.allows(b, a);
  }
};

struct CountingCommander final : Controller {
  BrigadeCommander commander;
  long attempts = 0, unit_phases = 0;
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override {
    CountingPort counting(port);
    commander.play_phase(b, phase, side, counting);
    attempts += counting.attempts;
    for (const Unit& u : b.units) unit_phases += u.side == side && u.can_act();
  }
};

const CommanderNames kBrigadeBoth{"brigade", "brigade"};

const std::filesystem::path kRoot = CAISSON_SOURCE_ROOT;

lua::LoadedBattle load(const char* name) {
  return lua::load_battle((kRoot / "scripts" / (std::string(name) + ".lua")).string(), kRoot);
}

}  // namespace

TEST_CASE("brigade commander: over the shipped battles it asks the rules at most twice a unit a phase", "[ai][brigade][slow]") {
  for (const char* name : {"first_bull_run", "mcphersons_ridge", "centreville", "blackburns_ford", "cedar_mountain",
                           "hanover_court_house", "gaines_mill", "fredericksburg"}) {
    auto loaded = load(name);
    long attempts = 0, unit_phases = 0;
    for (std::uint64_t seed : {1, 2}) {
      Battle b(loaded.scenario, seed);
      CountingCommander both;
      Driver(b, both, both).play();
      attempts += both.attempts;
      unit_phases += both.unit_phases;
      CHECK(b.refused[0] == 0);
      CHECK(b.refused[1] == 0);
    }
    const double per_unit_phase = static_cast<double>(attempts) / static_cast<double>(std::max(1L, unit_phases));
    INFO(name << ": " << attempts << " checks over " << unit_phases << " unit-phases");
    CHECK(per_unit_phase <= 2.0);
  }
}

TEST_CASE("brigade commander: a shipped battle replays exactly from its seed", "[ai][brigade]") {
  auto loaded = load("first_bull_run");
  auto play = [&](std::uint64_t seed) {
    Battle b(loaded.scenario, seed);
    Recorder r;
    b.log.attach(&r);
    ArmyCommand ai(loaded.scenario->controllers, kBrigadeBoth);
    Driver(b, ai, ai).play();
    return std::tuple{b.outcome->winner, b.losses_in_stands(0), b.losses_in_stands(1), r.records.size()};
  };
  CHECK(play(4) == play(4));
  CHECK(play(4) != play(5));
}

TEST_CASE("brigade commander: every rule system's order words tell the commander what they ask", "[ai][brigade]") {
  // The commander reads a word only through its rule system's table: north's "withdraw" is a
  // retirement, its "advance" an advance; every rule system has a word for each intent.
  for (std::string_view id : ruleset_ids()) {
    INFO(id);
    const auto rules = make_ruleset(id);
    std::set<OrderIntent> meant;
    for (const OrderWord& w : rules->order_words()) meant.insert(w.intent);
    CHECK(meant.size() == 4);
  }
  const auto north = make_ruleset("north");
  std::map<std::string_view, OrderIntent> read;
  for (const OrderWord& w : north->order_words()) read[w.word] = w.intent;
  CHECK(read.at("withdraw") == OrderIntent::retire);
  CHECK(read.at("advance") == OrderIntent::advance);
  CHECK(read.at("hold") == OrderIntent::hold);
}

}  // namespace test_brigade_commander_battles
