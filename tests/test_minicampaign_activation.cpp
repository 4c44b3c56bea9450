// minicampaign: initiative, and unit-by-unit activation — the 1D6 ± modifiers table enumerated
// for every combination of modifiers, and what each result does.
#include <array>

#include "tests/minicampaign_fixture.hpp"

#include "engine/rules/minicampaign/activation.hpp"
#include "engine/rules/minicampaign/initiative.hpp"

namespace test_minicampaign_activation {

using namespace mini_test;
using mc::Activation;

namespace {

// Die faces (of six) giving each result for a total modifier, worked out by hand from the text:
// 5-6+ Steady, 3-4 Cautious, 1-2 Hesitant, 0 or less Broken.
struct Sixths { int broken, hesitant, cautious, steady; };
Sixths expected_for(int modifier) {
  switch (modifier) {
    case -2: return {2, 2, 2, 0};  // scores -1..4
    case -1: return {1, 2, 2, 1};  // scores 0..5
    case 0: return {0, 2, 2, 2};   // scores 1..6
    case 1: return {0, 1, 2, 3};   // scores 2..7
    case 2: return {0, 0, 2, 4};   // scores 3..8
  }
  FAIL("no modifier " << modifier);
  return {};
}

// A 4-stand brigade set up for one combination of the four modifiers.
UnitId brigade_with(Fixture& f, bool general, bool fresh_or_veteran, bool shaken, bool disordered) {
  UnitId id = f.infantry("1st Brigade", kUSA, {48, 10}, kNorth, 4, fresh_or_veteran ? Quality::veteran : Quality::seasoned);
  Unit& u = f.s.units.back();
  // Not fresh: one stand lost (2 hits); shaken: three of four lost (6 hits).
  if (!fresh_or_veteran || shaken) {
    u.hits = shaken ? 6 : 2;
    u.stands = u.stands_at_start - u.hits / 2;
  }
  u.disordered = disordered;
  f.general("Smith", kUSA, general ? Vec2{48, 4} : Vec2{90, 4});
  f.infantry("Enemy", kCSA, {10, 44}, kSouth);
  return id;
}

}  // namespace

TEST_CASE("minicampaign activation: scores fall into Steady, Cautious, Hesitant, Broken", "[minicampaign]") {
  mc::MiniParameters p;
  CHECK(mc::activation_for(p, 8) == Activation::steady);
  CHECK(mc::activation_for(p, 5) == Activation::steady);
  CHECK(mc::activation_for(p, 4) == Activation::cautious);
  CHECK(mc::activation_for(p, 3) == Activation::cautious);
  CHECK(mc::activation_for(p, 2) == Activation::hesitant);
  CHECK(mc::activation_for(p, 1) == Activation::hesitant);
  CHECK(mc::activation_for(p, 0) == Activation::broken);
  CHECK(mc::activation_for(p, -1) == Activation::broken);
}

TEST_CASE("minicampaign activation: every combination of modifiers, every face, exact sixths", "[minicampaign]") {
  for (int bits = 0; bits < 16; ++bits) {
    bool general = bits & 1, fresh = bits & 2, shaken = bits & 4, disordered = bits & 8;
    int modifier = int{general} + int{fresh} - int{shaken} - int{disordered};
    INFO("general " << general << " fresh/veteran " << fresh << " shaken " << shaken << " disordered " << disordered);
    std::array<int, 5> count{};
    for (int face = 1; face <= 6; ++face) {
      Fixture f;
      UnitId id = brigade_with(f, general, fresh, shaken, disordered);
      auto b = f.battle("movement");
      Unit& u = b->unit(id);
      auto m = mc::activation_modifiers(*b, params(*b), u);
      REQUIRE(m.general_near == general);
      REQUIRE(m.fresh_or_veteran == fresh);
      REQUIRE(m.shaken == shaken);
      REQUIRE(m.disordered == disordered);
      REQUIRE(m.total() == modifier);
      b->dice.load({face, 1});  // the second die: straggler hits if it breaks
      Activation a = mc::activate(*b, params(*b), u);
      ++count[static_cast<std::size_t>(a)];
    }
    Sixths want = expected_for(modifier);
    CHECK(count[static_cast<std::size_t>(Activation::broken)] == want.broken);
    CHECK(count[static_cast<std::size_t>(Activation::hesitant)] == want.hesitant);
    CHECK(count[static_cast<std::size_t>(Activation::cautious)] == want.cautious);
    CHECK(count[static_cast<std::size_t>(Activation::steady)] == want.steady);
  }
}

TEST_CASE("minicampaign activation: a brigade's own brigadier gives no +1 unless the house rule says so", "[minicampaign]") {
  Fixture f;
  UnitId id = f.infantry("1st Brigade", kUSA, {48, 10}, kNorth);
  FormationNode n;
  n.name = "1st Brigade";
  n.side = kUSA;
  Commander c;
  c.name = "Brigadier";
  c.side = kUSA;
  c.position = {48, 7};
  c.commands = f.s.oob.add(n);
  f.s.commanders.push_back(c);
  f.infantry("Enemy", kCSA, {10, 44}, kSouth);
  {
    auto b = f.battle();
    CHECK_FALSE(mc::activation_modifiers(*b, params(*b), b->unit(id)).general_near);
  }
  f.s.rule_overrides["brigadiers_count_as_generals"] = 1;
  auto b = f.battle();
  CHECK(mc::activation_modifiers(*b, params(*b), b->unit(id)).general_near);
}

TEST_CASE("minicampaign activation: Steady and Cautious rally from disorder, Hesitant does not", "[minicampaign]") {
  for (auto [face, rallies] : {std::pair{6, true}, {4, true}, {2, false}}) {
    Fixture f;
    UnitId id = f.infantry("1st Brigade", kUSA, {48, 10}, kNorth, 4, Quality::veteran);  // +1 fresh, -1 disordered
    f.s.units.back().disordered = true;
    f.infantry("Enemy", kCSA, {10, 44}, kSouth);
    auto b = f.battle("movement");
    b->dice.load({face});
    mc::activate(*b, params(*b), b->unit(id));
    CHECK(b->unit(id).disordered == !rallies);
  }
}

TEST_CASE("minicampaign activation: Broken retreats a full move in disorder and loses 1/2 D6 to stragglers", "[minicampaign]") {
  Fixture f;
  UnitId id = f.infantry("1st Brigade", kUSA, {48, 20}, kNorth);  // seasoned, not fresh: 0
  f.s.units.back().disordered = true;                              // -1
  f.s.units.back().hits = 6;                                       // shaken: -1 (3 of 4 stands lost)
  f.s.units.back().stands = 1;
  f.infantry("Enemy", kCSA, {10, 44}, kSouth);
  auto b = f.battle("movement");
  b->dice.load({1, 3});  // 1 - 2 = -1: Broken; stragglers 1/2 D6 of 3 = 2 hits (rounded up)
  CHECK(mc::activate(*b, params(*b), b->unit(id)) == Activation::broken);
  const Unit& u = b->unit(id);
  CHECK(u.position.y == Approx(8.0));  // 12" toward its own edge
  CHECK(u.disordered);
  CHECK(u.hits == 8);
  CHECK_FALSE(u.present());  // 8 hits: every one of its 4 stands is gone
}

TEST_CASE("minicampaign activation: a Cautious unit moves half, a Hesitant one does not advance", "[minicampaign]") {
  for (auto [face, want_y] : {std::pair{6, 22.0}, {4, 16.0}, {1, 10.0}}) {
    Fixture f;
    UnitId id = f.infantry("1st Brigade", kUSA, {48, 10}, kNorth, 4, Quality::seasoned);
    f.s.units.back().hits = 2;  // not fresh: no modifier
    f.s.units.back().stands = 3;
    f.infantry("Enemy", kCSA, {10, 44}, kSouth);
    auto b = f.battle("movement");
    b->dice.load({face});
    act(*b, Move{id, {48, 22}, kNorth});
    INFO("activation die " << face);
    CHECK(b->unit(id).position.y == Approx(want_y));
  }
}

TEST_CASE("minicampaign activation: disordered units the player did not move test at the end of movement", "[minicampaign]") {
  Fixture f;
  UnitId id = f.infantry("1st Brigade", kUSA, {48, 10}, kNorth);
  f.s.units.back().disordered = true;
  f.infantry("Enemy", kCSA, {10, 44}, kSouth);
  auto b = f.battle("movement");
  b->dice.load({5});  // 5 + 1 fresh - 1 disordered = 5: Steady, rallies
  b->rules->run_phase(*b, phase_named(*b, "movement"), kUSA);
  CHECK(mc::activation_of(*b, b->unit(id)) == Activation::steady);
  CHECK_FALSE(b->unit(id).disordered);
}

TEST_CASE("minicampaign initiative: the higher die moves first — a tie goes to the battle file's first side", "[minicampaign]") {
  Fixture f;
  f.s.first = kCSA;
  f.infantry("A", kUSA, {48, 10}, kNorth);
  f.infantry("B", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  b->dice.load({5, 3});
  CHECK(b->rules->first_player(*b) == kUSA);
  b->dice.load({2, 6});
  CHECK(b->rules->first_player(*b) == kCSA);
  b->dice.load({4, 4});
  CHECK(b->rules->first_player(*b) == kCSA);
  f.s.rule_overrides["initiative_tie_to_scenario_first"] = 0;
  auto c = f.battle();
  c->dice.load({4, 4, 6, 1});  // tied: roll again
  CHECK(c->rules->first_player(*c) == kUSA);
  CHECK(c->dice.scripted_left() == 0);
}

}  // namespace test_minicampaign_activation
