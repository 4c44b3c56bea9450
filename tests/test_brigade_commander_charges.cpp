// engine/ai/brigade_commander's charges on small fixture battles: with supporters, off an
// objective only at an enemy sharing it, what makes a charge worth making (cover, units that are
// whole brigades), and a holding brigade's counterattack.
#include <memory>

#include <catch2/catch.hpp>

#include "brigade_commander_fixture.hpp"
#include "engine/ai/carry_out.hpp"
#include "engine/rules/cover.hpp"
#include "minicampaign_fixture.hpp"

namespace test_brigade_commander_charges {

using namespace brigade_test;

TEST_CASE("brigade commander: a charge goes in with brigade mates in support", "[ai][brigade]") {
  // Blue attacks a worn Grey regiment (3 HITs) a couple of inches off: the nearest Blue charges
  // it and its mates go in behind.
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {48, 20}, kNorth);
  UnitId c = f.infantry("2nd Blue", kUSA, {40, 16}, kNorth);
  UnitId d = f.infantry("3rd Blue", kUSA, {56, 16}, kNorth);
  f.brigade("Blue", kUSA, {48, 12}, {a, c, d});
  node(f, "Blue").standing_order = "attack";
  node(f, "Blue").objective_point = Vec2{48, 30};
  UnitId g = f.infantry("1st Grey", kCSA, {48, 24}, kSouth);
  f.s.units[static_cast<std::size_t>(g)].hits = 3;
  f.brigade("Grey", kCSA, {48, 30}, {g});
  node(f, "Grey").standing_order = "hold";
  Played p(f.s, 2);
  p.turns(1);
  const auto charges = p.recorder.all<ChargeDeclared>();
  REQUIRE_FALSE(charges.empty());
  CHECK(charges.front().unit == a);
  CHECK(charges.front().target == g);
  // Its mates did not fire or charge on their own: they went in with it.
  for (const auto& shot : p.recorder.all<UnitFired>()) CHECK(p.b.unit(shot.unit).side == kCSA);
}

TEST_CASE("brigade commander: a regiment does not send a charge that a friend just before it would stop", "[ai][brigade]") {
  // A Blue regiment attacks a worn Grey regiment (3 HITs) 4.5" off, but a Blue battery of another
  // brigade stands half an inch before it, across its way. Its charge would stop on the guns at
  // once, a move of nothing that spends its turn: it is not sent. With the guns elsewhere, it is.
  auto charges_with_guns_at = [](Vec2 guns_at) {
    Fixture f;
    UnitId blue = f.infantry("1st Blue", kUSA, {48, 17.5}, kNorth);
    f.brigade("Blue", kUSA, {48, 12}, {blue});
    node(f, "Blue").standing_order = "attack";
    node(f, "Blue").objective_point = Vec2{48, 30};
    UnitId guns = f.battery("Blue battery", kUSA, guns_at, kNorth);
    f.brigade("Guns", kUSA, guns_at - Vec2{0, 3}, {guns});
    node(f, "Guns").standing_order = "hold";
    node(f, "Guns").objective_point = guns_at;
    UnitId g = f.infantry("1st Grey", kCSA, {48, 24}, kSouth);
    f.s.units[static_cast<std::size_t>(g)].hits = 3;
    f.brigade("Grey", kCSA, {48, 30}, {g});
    node(f, "Grey").standing_order = "hold";
    Played p(f.s, 2);
    p.turns(1);
    int from_blue = 0;
    for (const auto& c : p.recorder.all<ChargeDeclared>()) from_blue += c.unit == blue && c.target == g;
    return from_blue;
  };
  CHECK(charges_with_guns_at({48, 20}) == 0);
  CHECK(charges_with_guns_at({20, 17.5}) == 1);
}

TEST_CASE("brigade commander: the regiment on its objective charges an enemy standing on it too, and only such an enemy", "[ai][brigade]") {
  // A lone Blue regiment holds the crossroads (radius 4); a worn Grey regiment stands before it.
  // Where a unit is a whole brigade (ap, the minicampaign) the occupier is all the brigade has:
  // it held still while the enemy's brigade shared the objective, which counted for neither.
  auto charges_from = [](double grey_y) {
    OneAgainstOne o = one_against_one({48, 25}, "attack", Objective{"crossroads", {48, 26}, 4, 1, 0}, {48, grey_y});
    o.f.s.units[static_cast<std::size_t>(o.grey)].hits = 3;
    Played p(o.f.s, 2);
    p.turns(1);
    int from_blue = 0;
    for (const auto& c : p.recorder.all<ChargeDeclared>()) from_blue += c.unit == o.blue && c.target == o.grey;
    return from_blue;
  };
  // The Grey regiment's centre 3" from the crossroads: on it, so Blue goes in.
  CHECK(charges_from(29) == 1);
  // 5" off, beside it: Blue stays on its objective.
  CHECK(charges_from(31) == 0);
}

TEST_CASE("brigade commander: a charge at an enemy in cover wants one HIT more on it, whatever his size", "[ai][brigade]") {
  Fixture f = lines_facing(20, 26, "attack");
  Area wood;
  wood.name = "the wood";
  wood.kind = AreaKind::woods;
  wood.outline = Polygon({{30, 23}, {42, 23}, {42, 30}, {30, 30}});
  wood.cover = Cover::light;
  wood.blocks_sight = true;
  f.s.field.add(wood);
  Battle b(std::make_shared<Scenario>(f.s), 1);
  const Unit& blue = b.unit(b.oob.node(b.oob.find("Blue")).units[0]);
  Unit in_wood = b.unit(b.oob.node(b.oob.find("Grey")).units[0]);  // (36, 26): in the wood
  Unit in_open = b.unit(b.oob.node(b.oob.find("Grey")).units[1]);  // (48, 26): in the open
  REQUIRE(b.field().cover_of(in_wood.footprint) != Cover::none);
  REQUIRE(b.field().cover_of(in_open.footprint) == Cover::none);
  const Temperament middling{};
  // Fresh against fresh: worth it in the open, not against the wood.
  CHECK(charge_worthwhile(b, blue, in_open, middling));
  CHECK_FALSE(charge_worthwhile(b, blue, in_wood, middling));
  // A HIT on the enemy in the wood makes it worth it; any enemy running is always worth it.
  in_wood.hits = 1;
  CHECK(charge_worthwhile(b, blue, in_wood, middling));
  in_wood.hits = 0;
  in_wood.routing = true;
  CHECK(charge_worthwhile(b, blue, in_wood, middling));
  // Whatever his size: an enemy two stands larger in the open is worth it at parity.
  in_open.stands = blue.stands + 2;
  CHECK(charge_worthwhile(b, blue, in_open, middling));
}

TEST_CASE("brigade commander: where a unit is a whole brigade, a charge is worth making whatever HITs either carries", "[ai][brigade]") {
  // Under the minicampaign a unit's HITs are the men its brigade has lost over the day: a worn
  // brigade still charges a fresh one in a wood (under igor it wants the enemy a HIT more worn).
  mini_test::Fixture f;
  const UnitId blue = f.infantry("Blue brigade", mini_test::kUSA, {48, 20}, mini_test::kNorth);
  const UnitId grey = f.infantry("Grey brigade", mini_test::kCSA, {48, 26}, mini_test::kSouth);
  f.woods("the wood", {40, 23}, {56, 30});
  const std::unique_ptr<Battle> b = f.battle();
  REQUIRE(in_cover(*b, b->unit(grey)));
  Unit worn = b->unit(blue);
  worn.hits = 3;
  CHECK(charge_worthwhile(*b, worn, b->unit(grey), Temperament{}));
}

TEST_CASE("brigade commander: a holding brigade counterattacks an enemy worn a HIT more than an attack wants, and only such an enemy", "[ai][brigade]") {
  // A Blue brigade holds a ridge: its occupier on it, a regiment of smoothbores beside it. A Grey
  // regiment stands 7" before that regiment: beyond its muskets' 6", within its charge.
  auto blue_charges = [](int grey_hits) {
    Fixture f;
    UnitId on = f.infantry("1st Blue", kUSA, {40, 20}, kNorth);
    UnitId beside = f.infantry("2nd Blue", kUSA, {52, 20}, kNorth, Formation::line, Quality::seasoned, Weapon::smoothbore);
    f.brigade("Blue", kUSA, {46, 17}, {on, beside});
    node(f, "Blue").standing_order = "hold";
    node(f, "Blue").objective = "ridge";
    f.s.field.add(Objective{"ridge", {40, 20}, 3, 1, 0});
    UnitId grey = f.infantry("1st Grey", kCSA, {52, 28}, kSouth);
    f.s.units[static_cast<std::size_t>(grey)].hits = grey_hits;
    f.brigade("Grey", kCSA, {52, 31}, {grey});
    node(f, "Grey").standing_order = "hold";
    Played p(f.s, 2);
    REQUIRE(p.b.unit(beside).footprint.distance_to(p.b.unit(grey).footprint) > 6);
    p.turns(1);
    int charges = 0;
    for (const auto& c : p.recorder.all<ChargeDeclared>()) charges += c.unit == beside && c.target == grey;
    return charges;
  };
  // Grey as fresh as Blue: an attack would go in; a holding brigade keeps its ground.
  CHECK(blue_charges(0) == 0);
  // Grey a HIT the worse: it goes out at him.
  CHECK(blue_charges(1) == 1);

  // The test itself: a HIT more than an attack wants, wherever units are whole brigades too.
  Fixture g = lines_facing(20, 26, "hold");
  Battle b(std::make_shared<Scenario>(g.s), 1);
  const Unit& blue = b.unit(b.oob.node(b.oob.find("Blue")).units[0]);
  Unit grey = b.unit(b.oob.node(b.oob.find("Grey")).units[1]);  // in the open
  const Temperament middling{}, reckless{1.0, 0.5};
  CHECK(charge_worthwhile(b, blue, grey, middling));
  CHECK_FALSE(counterattack_worthwhile(b, blue, grey, middling));
  CHECK(counterattack_worthwhile(b, blue, grey, reckless));
  grey.hits = 1;
  CHECK(counterattack_worthwhile(b, blue, grey, middling));
  grey.hits = 0;
  grey.routing = true;
  CHECK(counterattack_worthwhile(b, blue, grey, middling));
  mini_test::Fixture m;
  const UnitId mb = m.infantry("Blue brigade", mini_test::kUSA, {48, 20}, mini_test::kNorth);
  const UnitId mg = m.infantry("Grey brigade", mini_test::kCSA, {48, 26}, mini_test::kSouth);
  const std::unique_ptr<Battle> mini = m.battle();
  CHECK(charge_worthwhile(*mini, mini->unit(mb), mini->unit(mg), middling));
  CHECK_FALSE(counterattack_worthwhile(*mini, mini->unit(mb), mini->unit(mg), middling));
  Unit worn = mini->unit(mg);
  worn.hits = 1;
  CHECK(counterattack_worthwhile(*mini, mini->unit(mb), worn, middling));
}

}  // namespace test_brigade_commander_charges
