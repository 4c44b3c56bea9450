// igor's optional generals rules as house-rule parameters: what couriers do follows them.
#include <catch2/catch.hpp>

#include "engine/orders/courier.hpp"
#include "engine/play/battle.hpp"
#include "play_fixture.hpp"

namespace test_igor_orders {

using namespace caisson;

namespace {

// The skirmish fixture with an army general for each side, 30" behind his brigade.
std::shared_ptr<Scenario> with_generals(std::map<std::string, double> house_rules) {
  auto s = testing::skirmish_scenario(6);
  for (Side side : {Side{0}, Side{1}}) {
    Commander g;
    g.id = static_cast<CommanderId>(s->commanders.size());
    g.name = side == 0 ? "Blue general" : "Grey general";
    g.side = side;
    g.commands = s->oob.army_of(side);
    g.position = side == 0 ? Vec2{36, 8 - 6} : Vec2{36, 46};
    g.on_table_given = true;
    s->oob.node(g.commands).commander = g.id;
    s->commanders.push_back(g);
  }
  s->rule_overrides = std::move(house_rules);
  return s;
}

FormationId blue_brigade(const Battle& b) { return b.oob.find("Blue brigade"); }

}  // namespace

TEST_CASE("igor orders: the courier rules are igor's parameters, with the text's numbers by default", "[igor][orders]") {
  Battle b(with_generals({}), 1);
  CourierRules r = b.rules->courier_rules();
  CHECK(r.couriers);
  CHECK(r.send_target == 4);
  CHECK(r.receive_target == 4);
  CHECK(r.veteran_modifier == 1);
  CHECK(r.raw_modifier == -1);
  CHECK(r.first_ride == 10);
  CHECK(r.later_ride == 20);
  CHECK(r.retry_failed_send);
  CHECK(r.retry_failed_receive);
}

TEST_CASE("igor orders: with order_couriers = 0 an order takes effect at once, no roll", "[igor][orders]") {
  Battle b(with_generals({{"order_couriers", 0}}), 1);
  issue_order(b, Order{blue_brigade(b), kNone, "hold", "crest", std::nullopt});
  CHECK(b.couriers.back().state == CourierState::delivered);
  CHECK(b.oob.node(blue_brigade(b)).standing_order == "hold");
  CHECK(b.dice.rolls_made() == 0);
}

TEST_CASE("igor orders: a failed send roll loses the order when order_retry_failed_send = 0", "[igor][orders]") {
  Battle b(with_generals({{"order_retry_failed_send", 0}}), 1);
  issue_order(b, Order{blue_brigade(b), kNone, "hold", "crest", std::nullopt});
  b.dice.load({2});  // 2 + 0 (seasoned sender) < 4
  advance_couriers(b, 0);
  CHECK(b.couriers.back().state == CourierState::lost);
  CHECK(b.oob.node(blue_brigade(b)).standing_order == "attack");
}

TEST_CASE("igor orders: a failed send roll is tried again next turn by default", "[igor][orders]") {
  Battle b(with_generals({}), 1);
  issue_order(b, Order{blue_brigade(b), kNone, "hold", "crest", std::nullopt});
  b.dice.load({3});
  advance_couriers(b, 0);
  CHECK(b.couriers.back().state == CourierState::to_send);
  b.dice.load({4, 4});  // sent; the brigade's general is 6" away: the courier arrives and is received
  advance_couriers(b, 0);
  CHECK(b.couriers.back().state == CourierState::delivered);
  CHECK(b.oob.node(blue_brigade(b)).standing_order == "hold");
}

TEST_CASE("igor orders: a longer first ride is a house rule", "[igor][orders]") {
  Battle b(with_generals({{"courier_first_ride", 2}}), 1);
  issue_order(b, Order{blue_brigade(b), kNone, "hold", "crest", std::nullopt});
  b.dice.load({6});
  advance_couriers(b, 0);
  CHECK(b.couriers.back().state == CourierState::riding);
  CHECK(b.couriers.back().rides == 1);
}

}  // namespace test_igor_orders
