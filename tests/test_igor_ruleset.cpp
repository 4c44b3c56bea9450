// igor's parameters, sequence of play and the general refusals every action shares.
#include "igor_fixture.hpp"

#include "engine/rules/igor/footprint.hpp"

namespace test_igor_ruleset {

using namespace igor_test;
using igor::Param;

TEST_CASE("igor is made by id and lists its parameters with defaults and meanings", "[igor]") {
  auto r = make_ruleset("igor");
  REQUIRE(r->id() == "igor");
  CHECK(std::find(ruleset_ids().begin(), ruleset_ids().end(), "igor") != ruleset_ids().end());
  bool found = false;
  for (const auto& p : r->parameters()) {
    CHECK_FALSE(p.meaning.empty());
    CHECK(p.value == p.default_value);
    if (p.name == "retreat_distance") {
      found = true;
      CHECK(p.value == 10);
    }
  }
  CHECK(found);
  CHECK_THROWS_WITH(make_ruleset("igr"), Catch::Contains("unknown rule system 'igr'"));
}

TEST_CASE("igor morale levels are raw 7, seasoned 6, veteran 5", "[igor]") {
  igor::IgorParameters p;
  CHECK(p.morale_level(Quality::raw) == 7);
  CHECK(p.morale_level(Quality::seasoned) == 6);
  CHECK(p.morale_level(Quality::veteran) == 5);
}

TEST_CASE("igor set_parameter overrides a number and refuses unknown names with a suggestion", "[igor]") {
  auto r = make_ruleset("igor");
  r->set_parameter("retreat_distance", 4);
  for (const auto& p : r->parameters()) {
    if (p.name != "retreat_distance") continue;
    CHECK(p.value == 4);
    CHECK(p.default_value == 10);
  }
  CHECK_THROWS_AS(r->set_parameter("retreat_distanse", 4), UnknownRuleParameter);
  CHECK_THROWS_WITH(r->set_parameter("retreat_distanse", 4), Catch::Contains("did you mean 'retreat_distance'"));
  CHECK_THROWS_WITH(r->set_parameter("zzzz_qqqq_xxxx", 1), Catch::Contains("has no rule parameter 'zzzz_qqqq_xxxx'"));
}

TEST_CASE("igor scenario rule_overrides reach the rules", "[igor]") {
  Fixture f;
  f.s.rule_overrides["morale_raw"] = 8;
  auto b = f.battle();
  CHECK(params(*b).morale_level(Quality::raw) == 8);
}

TEST_CASE("igor sequence of play: events, then artillery, general fire, charge, movement, rally, retreat, rout", "[igor]") {
  auto r = make_ruleset("igor");
  const auto& s = r->sequence();
  REQUIRE(s.turn_start.size() == 1);
  CHECK(s.turn_start[0].name == "events");
  std::vector<std::string_view> names;
  for (const auto& p : s.player_turn) names.push_back(p.name);
  CHECK(names == std::vector<std::string_view>{"artillery", "general fire", "charge", "general movement", "rally",
                                               "retreat", "rout movement"});
  CHECK(s.player_turn[0].allowed.has(ActionKind::fire));
  CHECK_FALSE(s.player_turn[0].allowed.has(ActionKind::move));
  CHECK(s.player_turn[2].allowed.has(ActionKind::charge));
  CHECK(s.player_turn[3].allowed.has(ActionKind::move));
  CHECK(s.player_turn[3].allowed.has(ActionKind::change_formation));
  CHECK(s.player_turn[3].allowed.has(ActionKind::fall_back));
  CHECK(s.player_turn[4].allowed.has(ActionKind::rally));
  CHECK(s.player_turn[5].actor == Actor::none);
  CHECK(s.player_turn[6].actor == Actor::none);
  for (const auto& p : s.player_turn) CHECK_FALSE(p.rule.empty());
}

TEST_CASE("igor footprints: two 100x50mm bases by formation, four 33x50mm guns", "[igor]") {
  igor::IgorParameters p;
  const double w = 100 / 25.4, d = 50 / 25.4, g = 33 / 25.4;
  auto fp = [&](Arm a, Formation f) { return igor::footprint_of(p, a, f, 4); };
  CHECK(fp(Arm::infantry, Formation::line).width == Approx(2 * w));
  CHECK(fp(Arm::infantry, Formation::line).depth == Approx(d));
  CHECK(fp(Arm::infantry, Formation::column).width == Approx(w));
  CHECK(fp(Arm::infantry, Formation::column).depth == Approx(2 * d));
  CHECK(fp(Arm::infantry, Formation::skirmish).width == Approx(3 * w));
  CHECK(fp(Arm::infantry, Formation::square).width == Approx(w));
  CHECK(fp(Arm::infantry, Formation::square).depth == Approx(2 * d));
  CHECK(fp(Arm::cavalry, Formation::line).width == Approx(2 * w));
  CHECK(fp(Arm::artillery, Formation::unlimbered).width == Approx(4 * g));
  CHECK(fp(Arm::artillery, Formation::unlimbered).depth == Approx(d));
  CHECK(fp(Arm::artillery, Formation::limbered).width == Approx(g));
  CHECK(fp(Arm::artillery, Formation::limbered).depth == Approx(4 * d));
  CHECK(igor::footprint_of(p, Arm::artillery, Formation::unlimbered, 2).width == Approx(2 * g));
}

TEST_CASE("igor a battle places units with igor's footprints", "[igor]") {
  Fixture f;
  auto id = f.infantry("5th Massachusetts", kUSA, {20, 10}, kNorth);
  auto b = f.battle();
  CHECK(b->unit(id).footprint.width == Approx(200 / 25.4));
}

TEST_CASE("igor refuses a second action by a unit in the same turn, naming unit and rule", "[igor]") {
  Fixture f;
  auto a = f.infantry("5th Massachusetts", kUSA, {20, 10}, kNorth);
  auto b = f.battle("general movement");
  act(*b, Move{a, {20, 14}, kNorth});
  CHECK(refusal(*b, Move{a, {20, 16}, kNorth}) ==
        "5th Massachusetts cannot move: it already acted this turn (igor: one action per unit per turn)");
  b->phase = "general fire";
  b->unit(a).fired = true;
  CHECK_THAT(refusal(*b, Fire{a, a}), Catch::Contains("it already fired this turn"));
}

TEST_CASE("igor refuses actions outside their phase and by the side not playing", "[igor]") {
  Fixture f;
  auto inf = f.infantry("5th Massachusetts", kUSA, {20, 10}, kNorth);
  auto guns = f.battery("Ricketts'", kUSA, {40, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {20, 20}, kSouth);
  auto b = f.battle("artillery");
  CHECK_THAT(refusal(*b, Fire{inf, reb}), Catch::Contains("only artillery fires in the artillery phase"));
  CHECK_THAT(refusal(*b, Move{inf, {20, 12}, kNorth}), Catch::Contains("cannot move: it is the artillery phase"));
  b->phase = "general fire";
  CHECK_THAT(refusal(*b, Fire{guns, reb}), Catch::Contains("artillery fires only in the artillery phase"));
  CHECK_THAT(refusal(*b, Fire{reb, inf}), Catch::Contains("it is USA's player turn"));
}

TEST_CASE("igor routing units may only rally", "[igor]") {
  Fixture f;
  auto inf = f.infantry("5th Massachusetts", kUSA, {20, 10}, kNorth);
  auto b = f.battle("general movement");
  b->unit(inf).routing = true;
  CHECK_THAT(refusal(*b, Move{inf, {20, 12}, kNorth}), Catch::Contains("it is routing"));
}

TEST_CASE("igor begin_player_turn clears the side's action flags", "[igor]") {
  Fixture f;
  auto inf = f.infantry("5th Massachusetts", kUSA, {20, 10}, kNorth);
  auto reb = f.infantry("4th Alabama", kCSA, {20, 30}, kSouth);
  auto b = f.battle();
  for (auto id : {inf, reb}) {
    b->unit(id).acted = b->unit(id).fired = true;
  }
  b->rules->begin_player_turn(*b, kUSA);
  CHECK_FALSE(b->unit(inf).acted);
  CHECK_FALSE(b->unit(inf).fired);
  CHECK(b->unit(reb).acted);
  CHECK(b->rules->first_player(*b) == f.s.first);
}

}  // namespace test_igor_ruleset
