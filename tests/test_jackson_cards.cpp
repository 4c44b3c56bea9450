// jackson: the random move deck (a card a brigade with troops that can act, bonus_cards a side
// with troops, shuffled with the battle's dice), the command response on a D10 by the senior
// officer within his zone of control (every face of every row of the chart), the bonus card for
// one brigade that failed its response, who moves on the card turned up, and the move dice each
// unit rolls.
#include <optional>
#include <utility>
#include <vector>

#include "tests/jackson_fixture.hpp"

#include "engine/rules/jackson/movement.hpp"

namespace test_jackson_cards {

using namespace jackson_test;
using Catch::Matchers::Contains;

namespace {

// A command node under `parent` with its officer (standing at `general_at`) and its units.
FormationId command(Fixture& f, std::string name, Side side, Echelon e, FormationId parent, Vec2 general_at,
                    std::initializer_list<UnitId> units = {}) {
  Commander c;
  c.id = static_cast<CommanderId>(f.s.commanders.size());
  c.name = name + "'s commander";
  c.side = side;
  c.position = general_at;
  c.on_table_given = true;
  FormationNode n;
  n.name = std::move(name);
  n.echelon = e;
  n.side = side;
  n.parent = parent;
  n.commander = c.id;
  const FormationId id = f.s.oob.add(n);
  c.commands = id;
  f.s.commanders.push_back(c);
  for (UnitId u : units) {
    f.s.units[static_cast<std::size_t>(u)].brigade = id;
    f.s.oob.node(id).units.push_back(u);
  }
  return id;
}

enum class Officer { army, corps, division, brigade };

// One regiment (a 3" x 1" line at (48,20), facing north) in a brigade under a division under a
// corps under the army; only the officers named stand within 12" of it, the rest 20" off.
struct Chain {
  Fixture f;
  UnitId regiment = kNone;
  FormationId brigade = kNone;

  explicit Chain(const std::vector<Officer>& near) {
    auto at = [&](Officer o) {
      for (Officer n : near)
        if (n == o) return Vec2{48, 26};
      return Vec2{48, 41};
    };
    regiment = f.infantry("20th Maine", kUSA, {48, 20}, kNorth);
    f.army_commander("Meade", kUSA, at(Officer::army));
    const FormationId corps = command(f, "V Corps", kUSA, Echelon::corps, f.army[kUSA], at(Officer::corps));
    const FormationId division = command(f, "Barnes's", kUSA, Echelon::division, corps, at(Officer::division));
    brigade = command(f, "Vincent's", kUSA, Echelon::brigade, division, at(Officer::brigade), {regiment});
    f.infantry("15th Alabama", kCSA, {48, 46}, kSouth);
  }
};

// Turns up `brigade`'s card alone, its response die and any move dice loaded.
void turn_up(Battle& b, FormationId brigade, std::initializer_list<int> faces) {
  jr::TurnState& t = turn(b);
  t.deck = {{b.oob.node(brigade).side, brigade}};
  t.next_card = 0;
  b.dice.load(faces);
  REQUIRE(jr::turn_card(b, params(b), t));
}

std::vector<int> faces_of(const jr::MoveRoll& r) {
  std::vector<int> out;
  for (int i = 0; i < r.count; ++i) out.push_back(r.faces[static_cast<std::size_t>(i)]);
  return out;
}

}  // namespace

TEST_CASE("jackson deck: a card a node with troops that can act, bonus_cards a side with troops", "[jackson]") {
  Fixture f;
  UnitId a1 = f.infantry("20th Maine", kUSA, {20, 10}, kNorth);
  UnitId a2 = f.infantry("83rd Pennsylvania", kUSA, {26, 10}, kNorth);
  UnitId routed = f.infantry("44th New York", kUSA, {40, 10}, kNorth);
  UnitId gone = f.infantry("16th Michigan", kUSA, {60, 10}, kNorth);
  UnitId c1 = f.infantry("15th Alabama", kCSA, {20, 40}, kSouth);
  FormationId vincent = f.brigade("Vincent's", kUSA, {23, 6}, {a1, a2});
  f.brigade("Weed's", kUSA, {40, 6}, {routed});
  f.brigade("Tilton's", kUSA, {60, 6}, {gone});
  FormationId law = f.brigade("Law's", kCSA, {20, 44}, {c1});
  f.brigade("Benning's", kCSA, {70, 44}, {});  // no troops at all
  auto b = f.battle();
  b->unit(routed).routing = true;                       // cannot act: no card
  b->unit(gone).status = UnitStatus::destroyed;         // left the field: no card
  jr::TurnState& t = turn(*b);

  SECTION("six cards; a shuffle die for each card from the last down to the second, each a d(cards left)") {
    b->dice.load({6, 5, 4, 3, 2});  // each card swaps with itself: the deal's order stands
    jr::deal_deck(*b, params(*b), t);
    REQUIRE(t.deck.size() == 6);
    const std::vector<std::pair<Side, FormationId>> dealt{{kUSA, vincent}, {kUSA, kNone}, {kUSA, kNone},
                                                         {kCSA, law},     {kCSA, kNone}, {kCSA, kNone}};
    for (std::size_t i = 0; i < dealt.size(); ++i) {
      INFO("card " << i);
      CHECK(t.deck[i].side == dealt[i].first);
      CHECK(t.deck[i].formation == dealt[i].second);
    }
    CHECK(t.next_card == 0);
    CHECK(b->dice.scripted_left() == 0);
    std::vector<int> sides;
    for (const DiceRolled& r : f.recorder.all<DiceRolled>())
      if (r.dice.purpose == "shuffle the move deck") sides.push_back(r.dice.sides);
    CHECK(sides == std::vector<int>{6, 5, 4, 3, 2});
  }
  SECTION("the shuffle is the battle's dice: all 1s turn the deck one card round") {
    b->dice.load({1, 1, 1, 1, 1});
    jr::deal_deck(*b, params(*b), t);
    REQUIRE(t.deck.size() == 6);
    CHECK(t.deck[0].formation == kNone);
    CHECK(t.deck[0].side == kUSA);
    CHECK(t.deck[2].side == kCSA);
    CHECK(t.deck[2].formation == law);
    CHECK(t.deck[5].side == kUSA);
    CHECK(t.deck[5].formation == vincent);
    CHECK(b->dice.scripted_left() == 0);
  }
  SECTION("bonus_cards is a parameter; a side whose troops all routed gets no card at all") {
    b->rules->set_parameter("bonus_cards", 3);
    b->unit(c1).routing = true;
    b->dice.load({4, 3, 2});
    jr::deal_deck(*b, params(*b), t);
    REQUIRE(t.deck.size() == 4);
    CHECK(t.deck[0].formation == vincent);
    for (const jr::Card& c : t.deck) CHECK(c.side == kUSA);
    CHECK(f.recorder.throws_for("shuffle the move deck") == 3);
  }
}

TEST_CASE("jackson command response: the number it fails from, by the senior officer within 12 inches", "[jackson]") {
  auto fails = [](const std::vector<Officer>& near) {
    Chain c(near);
    auto b = c.f.battle();
    return jr::response_fails_from(*b, params(*b), c.brigade);
  };
  CHECK(fails({}) == 7);                 // no officer within his zone: 7-10 fail
  CHECK(fails({Officer::brigade}) == 8); // brigadier: 8-10
  CHECK(fails({Officer::division}) == 9);
  CHECK(fails({Officer::corps}) == 10);
  CHECK(fails({Officer::army}) == 11);   // the commanding general: automatic
  // The senior officer in reach counts, whoever else stands near.
  CHECK(fails({Officer::brigade, Officer::division}) == 9);
  CHECK(fails({Officer::brigade, Officer::corps}) == 10);
  CHECK(fails({Officer::brigade, Officer::division, Officer::corps, Officer::army}) == 11);
  CHECK(fails({Officer::division, Officer::army}) == 11);
}

TEST_CASE("jackson command response: the zone of control reaches 12 inches to the nearest of the brigade's units", "[jackson]") {
  Fixture f;
  UnitId near = f.infantry("20th Maine", kUSA, {48, 20}, kNorth);  // its front edge at y = 20.5
  UnitId far = f.infantry("83rd Pennsylvania", kUSA, {20, 2}, kNorth);
  FormationId vincent = f.brigade("Vincent's", kUSA, {48, 32.5}, {near, far});
  auto b = f.battle();
  Commander& brigadier = b->commander(f.general_of(vincent));
  CHECK(jr::response_fails_from(*b, params(*b), vincent) == 8);  // 12" from the 20th's front
  brigadier.position = {48, 32.6};
  CHECK(jr::response_fails_from(*b, params(*b), vincent) == 7);
  brigadier.position = {48, 25};
  CHECK(jr::response_fails_from(*b, params(*b), vincent) == 8);
  brigadier.alive = false;  // a dead officer commands no one
  CHECK(jr::response_fails_from(*b, params(*b), vincent) == 7);
  brigadier.alive = true;
  b->rules->set_parameter("zone_of_control", 4);
  CHECK(jr::response_fails_from(*b, params(*b), vincent) == 7);
  b->rules->set_parameter("fails_no_officer", 6);
  CHECK(jr::response_fails_from(*b, params(*b), vincent) == 6);
}

TEST_CASE("jackson command response: every D10 face for each officer, the brigade's move dice on a pass", "[jackson]") {
  struct Row {
    std::vector<Officer> near;
    int fails_from;
  };
  const std::vector<Row> rows{{{}, 7}, {{Officer::brigade}, 8}, {{Officer::division}, 9}, {{Officer::corps}, 10}};
  for (const Row& row : rows) {
    for (int face = 1; face <= 10; ++face) {
      INFO("fails from " << row.fails_from << ", the D10 shows " << face);
      Chain c(row.near);
      auto b = c.f.battle();
      const bool moves = face < row.fails_from;
      if (moves) turn_up(*b, c.brigade, {face, 6, 5, 4, 3});  // the response, then a regiment's four move dice
      else turn_up(*b, c.brigade, {face});
      CHECK(b->dice.scripted_left() == 0);
      CHECK(c.f.recorder.throws_for("command response") == 1);
      CHECK(c.f.recorder.throws_for("move dice") == (moves ? 1 : 0));
      const auto checks = c.f.recorder.all<MoraleChecked>();
      REQUIRE(checks.size() == 1);
      CHECK(checks[0].roll == face);
      CHECK(checks[0].passed == moves);
      CHECK(checks[0].test == "the command response");
      CHECK(turn(*b).response[static_cast<std::size_t>(c.brigade)] == (moves ? jr::Response::moves : jr::Response::stays));
      CHECK(jr::moves_on_card(turn(*b), b->unit(c.regiment)) == moves);
      CHECK(faces_of(turn(*b).move_dice[static_cast<std::size_t>(c.regiment)]) ==
            (moves ? std::vector<int>{6, 5, 4, 3} : std::vector<int>{}));
    }
  }
  // The commanding general in reach: no die, it always moves.
  Chain c({Officer::army});
  auto b = c.f.battle();
  turn_up(*b, c.brigade, {1, 2, 3, 4});  // only the move dice
  CHECK(b->dice.scripted_left() == 0);
  CHECK(c.f.recorder.throws_for("command response") == 0);
  CHECK(c.f.recorder.all<MoraleChecked>().empty());
  CHECK(turn(*b).response[static_cast<std::size_t>(c.brigade)] == jr::Response::moves);
  CHECK(faces_of(turn(*b).move_dice[static_cast<std::size_t>(c.regiment)]) == std::vector<int>{1, 2, 3, 4});
}

TEST_CASE("jackson move dice: each unit of the brigade rolls its own, enough for its best move", "[jackson]") {
  Fixture f;
  UnitId foot = f.infantry("20th Maine", kUSA, {20, 10}, kNorth);
  UnitId horse = f.cavalry("1st Maine Cavalry", kUSA, {30, 10}, kNorth);
  UnitId guns = f.battery("Hazlett's", kUSA, {40, 10}, kNorth);
  UnitId routed = f.infantry("44th New York", kUSA, {50, 10}, kNorth);
  UnitId dismounted = f.cavalry("6th Pennsylvania Cavalry", kUSA, {60, 10}, kNorth);
  FormationId brigade = f.brigade("Vincent's", kUSA, {35, 6}, {foot, horse, guns, routed, dismounted});
  f.infantry("15th Alabama", kCSA, {48, 46}, kSouth);
  auto b = f.battle();
  b->unit(routed).routing = true;
  b->unit(dismounted).dismounted = true;
  // Response 1; infantry 4 dice (a road's), mounted cavalry 5, a battery 3 (limbered), dismounted
  // cavalry 4 as foot; none for the routed regiment.
  turn_up(*b, brigade, {1, 1, 2, 3, 4, 6, 5, 4, 3, 2, 2, 2, 2, 5, 5, 5, 5});
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("move dice") == 4);
  const jr::TurnState& t = turn(*b);
  auto dice = [&](UnitId u) { return faces_of(t.move_dice[static_cast<std::size_t>(u)]); };
  CHECK(dice(foot) == std::vector<int>{1, 2, 3, 4});
  CHECK(dice(horse) == std::vector<int>{6, 5, 4, 3, 2});
  CHECK(dice(guns) == std::vector<int>{2, 2, 2});
  CHECK(dice(routed).empty());
  CHECK(dice(dismounted) == std::vector<int>{5, 5, 5, 5});
  CHECK_FALSE(jr::moves_on_card(t, b->unit(routed)));
  CHECK(jr::moves_on_card(t, b->unit(guns)));
}

TEST_CASE("jackson cards: moves_on_card only for the card's own brigade, side and a passed response", "[jackson]") {
  Fixture f;
  UnitId a1 = f.infantry("20th Maine", kUSA, {20, 10}, kNorth);
  UnitId b1 = f.infantry("44th New York", kUSA, {40, 10}, kNorth);
  UnitId c1 = f.infantry("15th Alabama", kCSA, {20, 40}, kSouth);
  UnitId loose = f.infantry("Unbrigaded", kUSA, {70, 10}, kNorth);
  FormationId vincent = f.brigade("Vincent's", kUSA, {20, 6}, {a1});
  f.brigade("Weed's", kUSA, {40, 6}, {b1});
  FormationId law = f.brigade("Law's", kCSA, {20, 44}, {c1});
  auto b = f.battle();
  const jr::TurnState& t = turn(*b);
  on_card(*b, vincent, {3, 3});
  CHECK(jr::moves_on_card(t, b->unit(a1)));
  CHECK_FALSE(jr::moves_on_card(t, b->unit(b1)));
  CHECK_FALSE(jr::moves_on_card(t, b->unit(c1)));
  CHECK_FALSE(jr::moves_on_card(t, b->unit(loose)));
  b->unit(a1).routing = true;
  CHECK_FALSE(jr::moves_on_card(t, b->unit(a1)));
  b->unit(a1).routing = false;
  turn(*b).response[static_cast<std::size_t>(vincent)] = jr::Response::stays;
  CHECK_FALSE(jr::moves_on_card(t, b->unit(a1)));
  on_card(*b, law, {3, 3});
  CHECK(jr::moves_on_card(t, b->unit(c1)));
  CHECK_FALSE(jr::moves_on_card(t, b->unit(a1)));
  // A card whose troops all routed since the deal rolls nothing.
  b->unit(c1).routing = true;
  turn_up(*b, law, {});
  CHECK(f.recorder.throws_for("command response") == 0);
  // The deck run through: no card.
  CHECK_FALSE(jr::turn_card(*b, params(*b), turn(*b)));
}

TEST_CASE("jackson bonus card: one brigade that failed its response moves, the first to move under it", "[jackson]") {
  Fixture f;
  UnitId a1 = f.infantry("20th Maine", kUSA, {20, 10}, kNorth);
  UnitId a2 = f.infantry("83rd Pennsylvania", kUSA, {26, 10}, kNorth);
  UnitId b1 = f.infantry("44th New York", kUSA, {50, 10}, kNorth);
  UnitId m1 = f.infantry("140th New York", kUSA, {70, 10}, kNorth);
  UnitId c1 = f.infantry("15th Alabama", kCSA, {20, 40}, kSouth);
  FormationId vincent = f.brigade("Vincent's", kUSA, {23, 6}, {a1, a2});
  FormationId weed = f.brigade("Weed's", kUSA, {50, 6}, {b1});
  FormationId moved = f.brigade("O'Rorke's", kUSA, {70, 6}, {m1});
  FormationId law = f.brigade("Law's", kCSA, {20, 44}, {c1});
  auto b = f.battle(jr::kMovement);
  jr::TurnState& t = turn(*b);
  t.response[static_cast<std::size_t>(vincent)] = jr::Response::stays;
  t.response[static_cast<std::size_t>(weed)] = jr::Response::stays;
  t.response[static_cast<std::size_t>(moved)] = jr::Response::moves;
  t.response[static_cast<std::size_t>(law)] = jr::Response::stays;
  b->unit(m1).acted = true;
  t.deck = {{kUSA, kNone}};
  // Move dice for the failed brigades' units only, in order: 20th, 83rd, 44th.
  b->dice.load({2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4});
  REQUIRE(jr::turn_card(*b, params(*b), t));
  b->active = kUSA;
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("move dice") == 3);
  CHECK(f.recorder.throws_for("command response") == 0);
  CHECK(faces_of(t.move_dice[static_cast<std::size_t>(b1)]) == std::vector<int>{4, 4, 4, 4});
  CHECK(faces_of(t.move_dice[static_cast<std::size_t>(c1)]).empty());  // the other side's failures wait for theirs
  // Before anyone moves, either failed brigade may take it; not one that moved, nor the enemy.
  CHECK(jr::moves_on_card(t, b->unit(a1)));
  CHECK(jr::moves_on_card(t, b->unit(b1)));
  CHECK_FALSE(jr::moves_on_card(t, b->unit(m1)));
  CHECK_FALSE(jr::moves_on_card(t, b->unit(c1)));
  // Vincent's takes it: the 20th moves (2 dice in line: 4").
  act(*b, Move{a1, {20, 14}, kNorth});
  CHECK(jr::moves_on_card(t, b->unit(a2)));  // its brigade-mate still may
  act(*b, Move{a2, {26, 13}, kNorth});
  // Weed's may not: the bonus card was Vincent's.
  CHECK_FALSE(jr::moves_on_card(t, b->unit(b1)));
  CHECK_THAT(refusal(*b, Move{b1, {50, 13}, kNorth}), Contains("card is not up"));
}

TEST_CASE("jackson movement phase: next_to_act deals, passes cards that move no one, and hands over the card's side", "[jackson]") {
  Fixture f;
  UnitId a1 = f.infantry("20th Maine", kUSA, {20, 10}, kNorth);
  UnitId c1 = f.infantry("15th Alabama", kCSA, {20, 40}, kSouth);
  FormationId vincent = f.brigade("Vincent's", kUSA, {20, 6}, {a1});
  FormationId law = f.brigade("Law's", kCSA, {20, 44}, {c1});
  auto b = f.battle("movement");
  b->rules->set_parameter("bonus_cards", 1);
  const PhaseSpec& movement = phase_named(*b, "movement");
  // Deck: Vincent's, USA bonus, Law's, CSA bonus; the shuffle leaves it (4, 3, 2).
  // Vincent's fails (9 on a brigadier's 8-10): no one moves, the USA bonus card comes next and
  // rolls the 20th's dice.
  b->dice.load({4, 3, 2, 9, 1, 2, 3, 4});
  CHECK(b->rules->next_to_act(*b, movement, 0, kUSA) == std::optional<Side>(kUSA));
  const jr::TurnState& t = turn(*b);
  CHECK(t.next_card == 2);
  CHECK(t.card.formation == kNone);
  CHECK(t.response[static_cast<std::size_t>(vincent)] == jr::Response::stays);
  CHECK(jr::moves_on_card(t, b->unit(a1)));
  CHECK(faces_of(t.move_dice[static_cast<std::size_t>(a1)]) == std::vector<int>{1, 2, 3, 4});
  b->unit(a1).acted = true;
  // Law's passes on a 1 and the 15th rolls; the CSA bonus card then finds no failed brigade.
  b->dice.load({1, 6, 6, 6, 6});
  CHECK(b->rules->next_to_act(*b, movement, 1, kUSA) == std::optional<Side>(kCSA));
  CHECK(t.card.formation == law);
  CHECK(b->rules->next_to_act(*b, movement, 2, kUSA) == std::nullopt);
  CHECK(b->dice.scripted_left() == 0);
  CHECK(f.recorder.throws_for("command response") == 2);
}

}  // namespace test_jackson_cards
