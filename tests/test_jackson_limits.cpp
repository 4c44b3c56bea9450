// jackson at its edges: each formation's footprint; the narrative's line prefix in a phase both
// sides play; may_act following the phase and the card; falling back by choice (once a turn, not
// when routing, the attack given up); the fire-fight's rounds as the driver walks them, and their
// cap; falling back past friends, or staying for want of room; a routed unit under fire; a close
// combat of equal pairs; the words the battle ends with; and orders taking effect at once.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "tests/jackson_fixture.hpp"

#include "engine/orders/courier.hpp"
#include "engine/play/narrative.hpp"
#include "engine/rules/jackson/army_morale.hpp"
#include "engine/rules/jackson/close_combat.hpp"
#include "engine/rules/jackson/firefight.hpp"
#include "engine/rules/jackson/morale.hpp"
#include "engine/rules/jackson/movement.hpp"

namespace test_jackson_limits {

using namespace jackson_test;
using Catch::Matchers::Contains;

namespace {

// The lines the narrative tells of the records `emit` sends, in the battle's phase as it stands.
template <class Emit>
std::vector<std::string> told(Battle& b, Emit emit) {
  char* buffer = nullptr;
  std::size_t size = 0;
  std::FILE* mem = open_memstream(&buffer, &size);
  REQUIRE(mem != nullptr);
  {
    Narrative narrative(mem);
    b.log.attach(&narrative);
    emit();
    b.log.detach(&narrative);
  }
  std::fclose(mem);
  const std::string text(buffer, size);
  std::free(buffer);
  std::vector<std::string> lines;
  for (std::size_t at = 0, end; (end = text.find('\n', at)) != std::string::npos; at = end + 1)
    lines.push_back(text.substr(at, end - at));
  return lines;
}

bool alike(const Footprint& fp, double width, double depth) {
  return fp.width == Approx(width) && fp.depth == Approx(depth);
}
bool alike(const OrientedRect& r, double width, double depth) { return alike(Footprint{r.width, r.depth}, width, depth); }

}  // namespace

TEST_CASE("jackson footprints: line, column, skirmishers twice a line, square, a battery abreast or limbered in file", "[jackson]") {
  Fixture f;
  const UnitId line = f.infantry("2nd Wisconsin", kUSA, {6, 10}, kNorth);
  const UnitId wide = f.infantry("6th Wisconsin", kUSA, {16, 10}, kNorth, Formation::line, 3);
  const UnitId column = f.infantry("7th Wisconsin", kUSA, {26, 10}, kNorth, Formation::column, 3);
  const UnitId skirmish = f.infantry("Berdan's", kUSA, {36, 10}, kNorth, Formation::skirmish);
  const UnitId square2 = f.infantry("19th Indiana", kUSA, {46, 10}, kNorth, Formation::square);
  const UnitId square3 = f.infantry("24th Michigan", kUSA, {56, 10}, kNorth, Formation::square, 3);
  const UnitId square4 = f.infantry("14th Brooklyn", kUSA, {66, 10}, kNorth, Formation::square, 4);
  const UnitId guns = f.battery("Campbell's", kUSA, {76, 10}, kNorth, Formation::unlimbered, 4);
  const UnitId limbered = f.battery("Reynolds'", kUSA, {86, 20}, kNorth, Formation::limbered, 3);
  const UnitId horse = f.cavalry("1st Maine", kUSA, {10, 30}, kNorth, Formation::column);
  auto b = f.battle();
  CHECK(alike(b->unit(line).footprint, 3, 1));        // stands x 1.5" by 1"
  CHECK(alike(b->unit(wide).footprint, 4.5, 1));
  CHECK(alike(b->unit(column).footprint, 1.5, 3));    // 1.5" by stands x 1"
  CHECK(alike(b->unit(horse).footprint, 1.5, 2));
  CHECK(alike(b->unit(skirmish).footprint, 6, 1));    // twice a line's frontage
  CHECK(alike(b->unit(square2).footprint, 0.75, 0.75));  // half the stands, rounded up, x 0.75"
  CHECK(alike(b->unit(square3).footprint, 1.5, 1.5));
  CHECK(alike(b->unit(square4).footprint, 1.5, 1.5));
  CHECK(alike(b->unit(guns).footprint, 6, 2));        // guns abreast: guns x 1.5" by 2"
  CHECK(alike(b->unit(limbered).footprint, 1.5, 6));  // one behind another: 1.5" by guns x 2"
  // The sizes are the parameters'.
  b->rules->set_parameter("stand_width", 2);
  b->rules->set_parameter("stand_depth", 1.25);
  b->rules->set_parameter("gun_width", 1);
  b->rules->set_parameter("gun_depth", 3);
  const auto& p = params(*b);
  CHECK(alike(jr::footprint_in(p, b->unit(line), Formation::line), 4, 1.25));
  CHECK(alike(jr::footprint_in(p, b->unit(line), Formation::column), 2, 2.5));
  CHECK(alike(jr::footprint_in(p, b->unit(line), Formation::skirmish), 8, 1.25));
  CHECK(alike(jr::footprint_in(p, b->unit(square4), Formation::square), 2, 2));
  CHECK(alike(jr::footprint_in(p, b->unit(guns), Formation::unlimbered), 4, 3));
  CHECK(alike(jr::footprint_in(p, b->unit(guns), Formation::limbered), 1, 12));
}

TEST_CASE("jackson narrative: a line of a phase both sides play is the phase alone — another ruleset's player phase names the side", "[jackson]") {
  Fixture f;
  const UnitId blue = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  const UnitId grey = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto b = f.battle(jr::kFirefight);
  b->active = kCSA;  // whoever was asked last
  auto lines = told(*b, [&] {
    b->emit(UnitFired{blue, grey, "musketry", 4, 1});
    b->emit(FellBack{grey, 7, "falls back by choice"});
    b->emit(UnitMoved{grey, {48, 30}, {48, 37}, kSouth, Formation::line, "falls back"});
  });
  REQUIRE(lines.size() == 3);
  CHECK(lines[0] == "[fire-fight] 2nd Wisconsin fires on 4th Alabama at musketry range: 4 dice, 1 HIT.");
  CHECK(lines[1] == "    4th Alabama falls back 7\" (falls back by choice).");
  CHECK(lines[2] == "[fire-fight] 4th Alabama moves 7\" to (48.0, 37.0) in line (falls back).");
  b->phase = jr::kStandingMusketry;
  b->active = kUSA;
  lines = told(*b, [&] { b->emit(UnitFired{blue, grey, "musketry", 4, 0}); });
  REQUIRE(lines.size() == 1);
  CHECK(lines[0] == "[standing musketry] 2nd Wisconsin fires on 4th Alabama at musketry range: 4 dice, 0 HITs.");
  // igor's phases belong to one player: the line names his side.
  Fixture g;
  g.s.rules = "igor";
  const UnitId iron = g.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  const UnitId rebs = g.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto igor = test_support::battle_on_turn_one(g.s, g.recorder, "general fire", 1);  // not jackson's: no fixture turn
  REQUIRE(igor->rules->sequence().player_phase("general fire") != nullptr);
  lines = told(*igor, [&] { igor->emit(UnitFired{iron, rebs, "musketry", 4, 2}); });
  REQUIRE(lines.size() == 1);
  CHECK(lines[0] == "[USA general fire] 2nd Wisconsin fires on 4th Alabama at musketry range: 4 dice, 2 HITs.");
}

TEST_CASE("jackson may_act: charge and move for the card's units in the movement phase — fire by the fire phase, not the card", "[jackson]") {
  Fixture f;
  const UnitId on = f.infantry("20th Maine", kUSA, {30, 10}, kNorth);
  const UnitId off = f.infantry("140th New York", kUSA, {60, 10}, kNorth);
  const UnitId enemy = f.infantry("15th Alabama", kCSA, {30, 30}, kSouth);
  const FormationId vincent = f.brigade("Vincent's", kUSA, {30, 6}, {on});
  f.brigade("Weed's", kUSA, {60, 6}, {off});
  f.brigade("Law's", kCSA, {30, 34}, {enemy});
  auto b = f.battle(jr::kMovement);
  const Advisor& r = b->advisor();
  using K = ActionKind;
  CHECK_FALSE(r.may_act(*b, b->unit(on), K::charge));  // no card turned yet
  on_card(*b, vincent, {3, 3});
  CHECK(r.may_act(*b, b->unit(on), K::charge));
  CHECK(r.may_act(*b, b->unit(on), K::move));
  CHECK_FALSE(r.may_act(*b, b->unit(off), K::charge));   // off the card
  CHECK_FALSE(r.may_act(*b, b->unit(enemy), K::charge));  // the other side's
  CHECK_FALSE(r.may_act(*b, b->unit(on), K::fire));       // no fire in the movement phase
  act(*b, Charge{on, enemy, {}});
  CHECK_FALSE(r.may_act(*b, b->unit(on), K::charge));  // its move is spent
  CHECK_FALSE(r.may_act(*b, b->unit(on), K::move));
  b->phase = jr::kStandingMusketry;
  CHECK_FALSE(r.may_act(*b, b->unit(off), K::charge));
  CHECK_FALSE(r.may_act(*b, b->unit(off), K::move));
  CHECK(r.may_act(*b, b->unit(off), K::fire));       // standing, in line: the card does not matter
  CHECK_FALSE(r.may_act(*b, b->unit(on), K::fire));  // attacking: attackers do not fire
  b->phase = jr::kMovingMusketry;
  CHECK_FALSE(r.may_act(*b, b->unit(off), K::fire));  // it did not move
  b->phase = jr::kFirefight;
  CHECK_FALSE(r.may_act(*b, b->unit(off), K::charge));
  CHECK(r.may_act(*b, b->unit(off), K::fall_back));
}

TEST_CASE("jackson fall back by choice: once a turn, never routing, and the attack given up", "[jackson]") {
  Fixture f;
  const UnitId u = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
  const UnitId runner = f.infantry("6th Wisconsin", kUSA, {20, 20}, kNorth);
  const UnitId enemy = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto b = f.battle(jr::kFirefight);
  turn(*b).declare({u, enemy, false});
  REQUIRE(turn(*b).attack_by(u) != nullptr);
  b->dice.load({3, 4});  // a line's two dice: 7"
  act(*b, FallBack{u});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(u).position.y == Approx(13));
  CHECK(b->unit(u).facing == Approx(kNorth));
  CHECK(jr::unit_state(*b, u).falling_back);
  CHECK(jr::did(*b, b->unit(u), jr::kFellBackByChoice));
  CHECK(turn(*b).attack_by(u) == nullptr);  // the attack is given up
  REQUIRE(turn(*b).attacks.size() == 1);
  CHECK(turn(*b).attacks[0].ended);
  const auto fell = f.recorder.all<FellBack>();
  REQUIRE(fell.size() == 1);
  CHECK(fell[0].cause == "falls back by choice");
  CHECK(fell[0].distance == Approx(7));
  CHECK(refusal(*b, FallBack{u}) == "2nd Wisconsin cannot fall back: it has already fallen back this turn (jackson: the fire-fight)");
  CHECK_FALSE(b->rules->advisor().may_act(*b, b->unit(u), ActionKind::fall_back));
  b->unit(runner).routing = true;
  CHECK_THAT(refusal(*b, FallBack{runner}), Contains("6th Wisconsin cannot fall back: it is routing"));
  CHECK_FALSE(b->rules->advisor().may_act(*b, b->unit(runner), ActionKind::fall_back));
  CHECK(b->unit(runner).position.y == Approx(20));
}

TEST_CASE("jackson fire-fight: next_to_act fires round after round, each side asked after each, until a round does nothing", "[jackson]") {
  Fixture f;
  const UnitId blue = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  const UnitId grey = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);  // 19": in each other's deadly ground
  auto b = f.battle(jr::kFirefight);
  const PhaseSpec& ff = phase_named(*b, jr::kFirefight);
  auto next = [&](int step) { return b->rules->next_to_act(*b, ff, step, kUSA); };
  for (int round = 1; round <= 2; ++round) {  // both miss: they fire on
    b->dice.load({1, 1, 1, 1, 1, 1, 1, 1});
    CHECK(next(2 * round - 2) == std::optional<Side>(kUSA));
    CHECK(next(2 * round - 1) == std::optional<Side>(kCSA));  // the odd step: the other side, no round
    CHECK(b->dice.scripted_left() == 0);
    CHECK(turn(*b).rounds == round);
  }
  // The third round: two hits; the Alabamians test 3 + 1 = 4 and fall back 6 + 6 = 12", beyond 24".
  b->dice.load({4, 4, 1, 1, 1, 1, 1, 1, 1, 6, 6});
  CHECK(next(4) == std::optional<Side>(kUSA));
  CHECK(next(5) == std::optional<Side>(kCSA));
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(grey).position.y == Approx(42));
  // The fourth: nobody in reach, nothing fires, and the fire-fight is over.
  CHECK_FALSE(next(6).has_value());
  CHECK(turn(*b).rounds == 4);
  const auto fired = f.recorder.all<UnitFired>();
  REQUIRE(fired.size() == 6);  // two volleys a round, three rounds
  CHECK(fired[4].unit == blue);
  CHECK(fired[4].hits == 2);
  CHECK(jr::unit_state(*b, grey).falling_back);
}

TEST_CASE("jackson fire-fight: firefight_rounds_at_most caps the rounds — at 2 no third is fired though units could fire", "[jackson]") {
  Fixture f;
  f.s.rule_overrides = {{"firefight_rounds_at_most", 2}};
  const UnitId blue = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  const UnitId grey = f.infantry("4th Alabama", kCSA, {48, 30}, kSouth);
  auto b = f.battle(jr::kFirefight);
  REQUIRE(params(*b).whole(jr::Param::firefight_rounds_at_most) == 2);
  const PhaseSpec& ff = phase_named(*b, jr::kFirefight);
  for (int i = 0; i < 24; ++i) b->dice.load_face(1);  // every die a miss: three rounds' worth
  CHECK(b->rules->next_to_act(*b, ff, 0, kUSA) == std::optional<Side>(kUSA));
  CHECK(b->rules->next_to_act(*b, ff, 1, kUSA) == std::optional<Side>(kCSA));
  CHECK(b->rules->next_to_act(*b, ff, 2, kUSA) == std::optional<Side>(kUSA));
  CHECK(b->rules->next_to_act(*b, ff, 3, kUSA) == std::optional<Side>(kCSA));
  CHECK_FALSE(b->rules->next_to_act(*b, ff, 4, kUSA).has_value());
  CHECK(turn(*b).rounds == 2);
  CHECK(b->dice.scripted_left() == 8);  // the third round's dice are never thrown
  CHECK(f.recorder.all<UnitFired>().size() == 4);
  // ...though both could still fire at each other.
  CHECK(jr::firefight_target(*b, params(*b), turn(*b), b->unit(blue)) == grey);
  CHECK(jr::firefight_target(*b, params(*b), turn(*b), b->unit(grey)) == blue);
}

TEST_CASE("jackson fall back: a friend in the way is passed to the first room — with no room the unit stays", "[jackson]") {
  Fixture f;
  const UnitId past = f.infantry("2nd Wisconsin", kUSA, {30, 20}, kNorth);
  const UnitId friend_ = f.infantry("6th Wisconsin", kUSA, {30, 13}, kNorth);  // just where a 7" fall back would end
  const UnitId boxed = f.infantry("7th Wisconsin", kUSA, {70, 20}, kNorth);
  f.infantry("19th Indiana", kUSA, {70, 17}, kNorth, Formation::column, 4);  // y 15 to 19: no room in 2" to 4"
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  b->dice.load({3, 4, 1, 1});
  jr::fall_back(*b, params(*b), b->unit(past), "under fire");   // 7": on past the 6th, to touch it
  jr::fall_back(*b, params(*b), b->unit(boxed), "under fire");  // 2", and no room up to 4"
  CHECK(b->dice.scripted_left() == 0);
  CHECK(b->unit(past).position.x == Approx(30));
  CHECK(b->unit(past).position.y == Approx(12));  // 13 is taken, 12.5 overlaps, 12 is the first room
  CHECK(b->unit(past).footprint.distance_to(b->unit(friend_).footprint) == Approx(0).margin(1e-6));
  CHECK(b->unit(boxed).position.y == Approx(20));
  CHECK(b->unit(boxed).present());
  CHECK(jr::unit_state(*b, boxed).falling_back);
  const auto fell = f.recorder.all<FellBack>();
  REQUIRE(fell.size() == 2);
  CHECK(fell[0].cause == "under fire");
  CHECK(fell[1].unit == boxed);
  CHECK(fell[1].distance == 0);
  CHECK(fell[1].cause == "no room to fall back");
}

TEST_CASE("jackson volleys: a routed unit hit tests - passing it stays put, failing it routs again and its hitters gain +1", "[jackson]") {
  for (int face : {3, 2}) {
    Fixture f;
    const UnitId missed = f.infantry("1st Minnesota", kUSA, {40, 10}, kNorth);
    const UnitId hit = f.infantry("15th Massachusetts", kUSA, {50, 10}, kNorth);
    const UnitId target = f.infantry("8th Florida", kCSA, {45, 25}, kSouth);
    f.infantry("2nd Florida", kCSA, {85, 44}, kSouth);  // fresh: the army is not shaken
    auto b = f.battle(jr::kStandingMusketry);
    b->unit(target).routing = true;
    act(*b, Fire{missed, target});
    act(*b, Fire{hit, target});
    b->dice.load({1, 1, 1, 1, 6, 6, 1, 1, face});  // no hit, two hits; the Floridians' test: 3 + face
    if (face == 2) b->dice.load({3, 3});           // routs again: twice 6"
    end_phase(*b, jr::kStandingMusketry);
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    const auto checks = f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 1);
    CHECK(checks[0].unit == target);
    CHECK(checks[0].reason == "routed, under fire");
    CHECK(checks[0].modifier == 3);
    CHECK(b->unit(target).routing);
    CHECK(b->unit(target).hits == 2);
    CHECK(jr::unit_state(*b, missed).morale == 3);
    const auto fell = f.recorder.all<FellBack>();
    if (face == 3) {  // 6: it passes, and stays routed where it is
      CHECK(checks[0].passed);
      CHECK(b->unit(target).position.y == Approx(25));
      CHECK(fell.empty());
      CHECK(jr::unit_state(*b, hit).morale == 3);
    } else {  // 5: it routs again
      CHECK_FALSE(checks[0].passed);
      CHECK(b->unit(target).position.y == Approx(37));
      REQUIRE(fell.size() == 1);
      CHECK(fell[0].cause == "routs again");
      CHECK(fell[0].distance == Approx(12));
      CHECK(jr::unit_state(*b, hit).morale == 4);
    }
    CHECK(f.recorder.all<Routed>().empty());  // routing already: no new rout is told
  }
}

TEST_CASE("jackson close combat: equal counts of pairs won go to the defender — the attacker tests as the loser", "[jackson]") {
  for (int face : {3, 2}) {
    Fixture f;
    const UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
    const UnitId d = f.infantry("4th Alabama", kCSA, {48, 22}, kSouth);
    auto b = f.battle();
    turn(*b).declare({a, d, false});
    // Closes (7), the defender stands (7); two pairs each, no 1 or 2 among the losers; the
    // attacker's test (3 + face), and its fall back (6") or rout (12").
    b->dice.load({4, 4, 6, 6, 3, 3, 3, 3, 6, 6, face, 3, 3});
    end_phase(*b, jr::kCloseCombat);
    INFO("face " << face);
    CHECK(b->dice.scripted_left() == 0);
    const auto combats = f.recorder.all<CloseCombat>();
    REQUIRE(combats.size() == 1);
    CHECK(combats[0].attacker_took == 0);
    CHECK(combats[0].defender_took == 0);
    const auto checks = f.recorder.all<MoraleChecked>();
    REQUIRE(checks.size() == 3);
    CHECK(checks[2].unit == a);
    CHECK(checks[2].reason == "lost the close combat");
    CHECK(b->unit(a).position.y == Approx(face == 3 ? 14 : 8));
    CHECK(jr::unit_state(*b, a).falling_back == (face == 3));
    CHECK(b->unit(a).routing == (face == 2));
    CHECK(b->unit(d).position.y == Approx(22));  // the defender held
    CHECK_FALSE(jr::unit_state(*b, d).falling_back);
    CHECK(jr::unit_state(*b, d).morale == (face == 2 ? 4 : 3));
  }
  Fixture f;
  const UnitId a = f.infantry("2nd Wisconsin", kUSA, {48, 20}, kNorth);
  const UnitId d = f.infantry("4th Alabama", kCSA, {48, 22}, kSouth);
  auto b = f.battle();
  b->dice.load({6, 3, 6, 3, 3, 6, 3, 6});
  const jr::CombatResult r = jr::fight_stands(*b, params(*b), b->unit(a), b->unit(d), false);
  CHECK(r.attacker_wins == 2);
  CHECK(r.defender_wins == 2);
  CHECK_FALSE(r.attacker_won());
}

TEST_CASE("jackson army morale: the words of each ending, one-sided and the two stalemates", "[jackson]") {
  Fixture f;
  const UnitId usa = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  const UnitId csa = f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  const auto& p = params(*b);
  CHECK_FALSE(jr::end_of_turn_outcome(*b, p));
  b->unit(csa).stands = 1;  // a stand lost: no fresh unit, 0% effectiveness; its stand still fights
  auto o = jr::end_of_turn_outcome(*b, p);
  REQUIRE(o);
  CHECK(o->winner == kUSA);
  CHECK(o->level == VictoryLevel::decisive);  // 50% of its stands lost against none
  CHECK(o->condition == "CSA quit the field: army effectiveness below 25%");
  b->unit(usa).stands = 1;
  o = jr::end_of_turn_outcome(*b, p);
  REQUIRE(o);
  CHECK(o->winner == -1);
  CHECK(o->level == VictoryLevel::draw);
  CHECK(o->condition == "a stalemate: both armies quit the field: army effectiveness below 25%");
  b->unit(usa).routing = b->unit(csa).routing = true;  // no stand of either fights
  o = jr::end_of_turn_outcome(*b, p);
  REQUIRE(o);
  CHECK(o->winner == -1);
  CHECK(o->level == VictoryLevel::draw);
  CHECK(o->condition == "a stalemate: neither army has a casualty-free fighting stand left");
  b->unit(csa).routing = false;
  b->unit(csa).stands = 2;
  o = jr::end_of_turn_outcome(*b, p);
  REQUIRE(o);
  CHECK(o->winner == kCSA);
  CHECK(o->condition == "USA has no casualty-free fighting stands left");
  b->unit(usa).routing = false;
  b->unit(csa).stands = 1;
  b->unit(usa).stands = 1;
  end_phase(*b, jr::kArmyMorale);  // the phase ends the battle in the same words
  REQUIRE(b->outcome);
  CHECK(b->outcome->condition == "a stalemate: both armies quit the field: army effectiveness below 25%");
}

TEST_CASE("jackson orders: no couriers — an order changes the brigade's standing order at once", "[jackson]") {
  Fixture f;
  const UnitId u = f.infantry("2nd Wisconsin", kUSA, {48, 10}, kNorth);
  const FormationId iron = f.brigade("Iron", kUSA, {48, 7}, {u}, "advance");
  f.army_commander("Burnside", kUSA, {5, 2});  // far from the brigade: a courier would have to ride
  f.infantry("4th Alabama", kCSA, {48, 40}, kSouth);
  auto b = f.battle();
  CHECK_FALSE(b->rules->courier_rules().couriers);
  const auto rolls = b->dice.rolls_made();
  issue_order(*b, Order{iron, kNone, "hold", "", std::nullopt});
  CHECK(b->oob.node(iron).standing_order == "hold");
  REQUIRE(b->couriers.size() == 1);
  CHECK(b->couriers.back().state == CourierState::delivered);
  CHECK(b->couriers.back().order.from == b->oob.node(f.army[kUSA]).commander);
  CHECK(b->dice.rolls_made() == rolls);  // no send or receive roll
  const auto delivered = f.recorder.all<OrderDelivered>();
  REQUIRE(delivered.size() == 1);
  CHECK(delivered[0].formation == iron);
  CHECK(delivered[0].order == "hold");
  CHECK(f.recorder.all<OrderSent>().empty());
}

}  // namespace test_jackson_limits
