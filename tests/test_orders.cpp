// engine/orders: couriers ride 10" then 20" a move, and retry failed rolls; orders find a
// brigade whose general fell; the loader reads objectives as names or points.
#include <cmath>
#include <filesystem>
#include <optional>
#include <vector>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/ai/brigade_commander.hpp"
#include "engine/orders/commanders.hpp"
#include "engine/orders/courier.hpp"
#include "engine/orders/order.hpp"
#include "engine/play/driver.hpp"
#include "igor_fixture.hpp"
#include "lua_test_support.hpp"

namespace test_orders {

using namespace igor_test;

namespace {

// A USA brigade whose general stands at (10, 5), and an army commander 45" away at (55, 5).
struct CourierFixture {
  Fixture f;
  FormationId brigade = kNone;
  CommanderId army_general = kNone;

  CourierFixture() {
    UnitId a = f.infantry("1st Ohio", kUSA, {10, 8}, kNorth);
    f.brigade("Schenck's", kUSA, {10, 5}, {a});
    brigade = f.s.oob.find("Schenck's");
    Commander mcdowell;
    mcdowell.id = static_cast<CommanderId>(f.s.commanders.size());
    mcdowell.name = "McDowell";
    mcdowell.side = kUSA;
    mcdowell.position = {55, 5};
    f.s.commanders.push_back(mcdowell);
    army_general = mcdowell.id;
  }
  Order attack() const { return Order{brigade, army_general, "attack", "", Vec2{10, 40}}; }
};

}  // namespace

TEST_CASE("orders: a courier 45\" away arrives on its third ride (10\" then 20\" a move)", "[orders]") {
  CourierFixture c;
  auto b = c.f.battle();
  issue_order(*b, c.attack());
  REQUIRE(b->couriers.size() == 1);
  const Courier& k = b->couriers[0];
  CHECK(k.state == CourierState::to_send);

  b->dice.load({4});  // the send roll
  advance_couriers(*b, kUSA);
  CHECK(k.state == CourierState::riding);
  CHECK(distance(k.position, Vec2{10, 5}) == Approx(35));
  CHECK(b->dice.scripted_left() == 0);

  b->turn = 2;
  advance_couriers(*b, kUSA);
  CHECK(k.state == CourierState::riding);
  CHECK(distance(k.position, Vec2{10, 5}) == Approx(15));

  b->turn = 3;
  b->dice.load({4});  // the receive roll
  advance_couriers(*b, kUSA);
  CHECK(k.state == CourierState::delivered);
  CHECK(k.rides == 3);
  CHECK(k.settled_on_turn == 3);
  CHECK(b->oob.node(c.brigade).standing_order == "attack");
  REQUIRE(b->oob.node(c.brigade).objective_point);
  CHECK(b->oob.node(c.brigade).objective_point->y == Approx(40));
}

TEST_CASE("orders: a failed send roll is tried again next turn", "[orders]") {
  CourierFixture c;
  auto b = c.f.battle();
  issue_order(*b, c.attack());
  b->dice.load({3});
  advance_couriers(*b, kUSA);
  CHECK(b->couriers[0].state == CourierState::to_send);
  CHECK(c.f.recorder.all<OrderFailed>().size() == 1);
  b->turn = 2;
  b->dice.load({4});
  advance_couriers(*b, kUSA);
  CHECK(b->couriers[0].state == CourierState::riding);
  CHECK(c.f.recorder.all<OrderSent>().size() == 1);
}

TEST_CASE("orders: a failed receive roll is tried again next turn", "[orders]") {
  CourierFixture c;
  c.f.s.commanders[static_cast<std::size_t>(c.army_general)].position = {18, 5};  // 8" away
  auto b = c.f.battle();
  issue_order(*b, c.attack());
  b->dice.load({4, 2});  // sent, rides 8", not understood
  advance_couriers(*b, kUSA);
  CHECK(b->couriers[0].state == CourierState::to_receive);
  CHECK(b->oob.node(c.brigade).standing_order == "advance");
  b->turn = 2;
  b->dice.load({5});
  advance_couriers(*b, kUSA);
  CHECK(b->couriers[0].state == CourierState::delivered);
  CHECK(b->oob.node(c.brigade).standing_order == "attack");
}

TEST_CASE("orders: an order to a brigade whose general fell reaches the brigade", "[orders]") {
  CourierFixture c;
  c.f.s.commanders[static_cast<std::size_t>(c.army_general)].position = {18, 8};
  auto b = c.f.battle();
  issue_order(*b, c.attack());
  b->commander(b->oob.node(c.brigade).commander).alive = false;
  b->dice.load({4, 4});
  advance_couriers(*b, kUSA);
  // It rode to the troops (the brigade's centre at (10, 8)), not to the dead general.
  CHECK(b->couriers[0].state == CourierState::delivered);
  CHECK(b->couriers[0].position.y == Approx(8));
  CHECK(b->oob.node(c.brigade).standing_order == "attack");
}

TEST_CASE("orders: the loader takes points, terrain features and formations as objectives", "[orders][lua]") {
  using lua_test::load_error;
  auto battle = [](const std::string& a_objective, const std::string& orders) {
    return "return battle \"T\" {\n"
           "  turns = 6,\n"
           "  terrain = { woods \"Chinn woods\" { {40,20}, {50,20}, {50,28}, {40,28} } },\n"
           "  forces = {\n"
           "    USA = army \"North\" { brigade \"A\" { at = {10,10}, objective = " + a_objective + ", infantry \"1st\" {} } },\n"
           "    CSA = army \"South\" { brigade \"B\" { at = {10,40}, infantry \"2nd\" {} } },\n"
           "  },\n" + orders + "}\n";
  };
  CHECK(load_error(battle("{48, 30}", "")) == "");
  CHECK(load_error(battle("\"Chinn woods\"", "")) == "");
  CHECK(load_error(battle("\"B\"", "")) == "");
  CHECK(load_error(battle("\"Chin woods\"", "")).find("did you mean \"Chinn woods\"") != std::string::npos);
  CHECK(load_error(battle("{480, 30}", "")).find("off the table") != std::string::npos);
  CHECK(load_error(battle("\"B\"", "  orders = { { turn = 2, side = \"USA\", to = \"A\", order = \"attack\", objective = {40, 40} } },\n")) == "");
  CHECK(load_error(battle("\"B\"", "  orders = { { turn = 2, side = \"USA\", to = \"A\", order = \"hold\", objective = \"Chinn woods\" } },\n")) == "");
  CHECK(load_error(battle("\"B\"", "  orders = { { turn = 2, side = \"USA\", to = \"A\", order = \"hold\", objective = \"Bee\" } },\n"))
            .find("unknown objective \"Bee\"") != std::string::npos);
}

TEST_CASE("orders: every formation's centre at once is each one's centre, and generals take post 3\" behind theirs", "[orders]") {
  auto loaded = lua::load_battle(std::filesystem::path(CAISSON_SOURCE_ROOT) / "scripts" / "first_bull_run.lua", CAISSON_SOURCE_ROOT);
  Battle b(loaded.scenario, 5);
  BrigadeCommander ai;
  Driver driver(b, ai, ai);
  int formations_seen = 0, generals_placed = 0;
  for (int turn = 0; turn < 4 && driver.play_turn(); ++turn) {
    std::vector<std::optional<Vec2>> centres;
    formation_centres(b, centres);
    REQUIRE(centres.size() == b.oob.nodes().size());
    for (const FormationNode& n : b.oob.nodes()) {
      // The centre worked out formation by formation: its units on the table, in unit order.
      Vec2 sum;
      int count = 0;
      for (const Unit& u : b.units)
        for (FormationId p = u.brigade; u.present() && p != kNone; p = b.oob.node(p).parent)
          if (p == n.id) {
            sum = sum + u.position;
            ++count;
            break;
          }
      INFO(n.name << " on turn " << b.turn);
      const auto& centre = centres[static_cast<std::size_t>(n.id)];
      REQUIRE(centre.has_value() == (count > 0));
      if (!centre) continue;
      CHECK(centre->x == (sum * (1.0 / count)).x);  // the same sums, to the bit
      CHECK(centre->y == (sum * (1.0 / count)).y);
      CHECK(formation_centre(b, n.id) == centre);
      formations_seen += n.parent != kNone ? 1 : 0;
    }
    // (A side's generals take post as its player turn ends: the other side's turn may have
    // pushed their troops back since.)
    for (Side side : {kUSA, kCSA}) keep_generals_with_commands(b, side);
    for (const Commander& c : b.commanders) {
      if (!c.alive || !c.on_table || c.commands == kNone) continue;
      const auto centre = formation_centre(b, c.commands);
      if (!centre) continue;
      INFO(c.name << " on turn " << b.turn);
      CHECK(c.position.x == Approx(centre->x));
      CHECK(std::abs(c.position.y - centre->y) == Approx(3.0));
      ++generals_placed;
    }
  }
  CHECK(formations_seen > 10);  // brigades under divisions: a unit counts in every level above it
  CHECK(generals_placed > 10);
}

}  // namespace test_orders
