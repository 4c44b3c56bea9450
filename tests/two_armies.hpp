#pragma once
// The scenario the rule fixtures build by hand: a 96x48" table, USA's edge at y = 0 and CSA's at
// y = 48, an army node for each side, brigades under them with a general each, an army
// commander when asked for, woods, towns and lines. Each rule fixture adds its own units.
#include <array>
#include <initializer_list>
#include <string>
#include <vector>

#include "engine/scenario/scenario.hpp"

namespace test_support {

class TwoArmies {
 public:
  caisson::Scenario s;
  std::array<caisson::FormationId, 2> army{caisson::kNone, caisson::kNone};

  // `general` names a brigade's commander after it: "Iron's general".
  TwoArmies(std::string rules, std::string general) : general_(std::move(general)) {
    using namespace caisson;
    s.rules = std::move(rules);
    s.field = Battlefield(96, 48);
    s.home_edge_y = {0, 48};
    for (Side side : {Side{0}, Side{1}}) {
      FormationNode n;
      n.name = side == 0 ? "Army of the Potomac" : "Army of Northern Virginia";
      n.echelon = Echelon::army;
      n.side = side;
      army[side] = s.oob.add(n);
    }
  }

  // A brigade under its army, its general standing at `general_at`; the units given join it.
  caisson::FormationId brigade(std::string name, caisson::Side side, caisson::Vec2 general_at,
                               std::initializer_list<caisson::UnitId> units, std::string order = "advance") {
    using namespace caisson;
    Commander c;
    c.id = static_cast<CommanderId>(s.commanders.size());
    c.name = name + "'s " + general_;
    c.side = side;
    c.position = general_at;
    c.on_table_given = true;
    FormationNode n;
    n.name = std::move(name);
    n.echelon = Echelon::brigade;
    n.side = side;
    n.parent = army[side];
    n.commander = c.id;
    n.standing_order = std::move(order);
    FormationId id = s.oob.add(n);
    c.commands = id;
    s.commanders.push_back(c);
    for (UnitId u : units) {
      s.units[static_cast<std::size_t>(u)].brigade = id;
      s.oob.node(id).units.push_back(u);
    }
    return id;
  }
  caisson::CommanderId general_of(caisson::FormationId brigade) const { return s.oob.node(brigade).commander; }

  // The side's army commander, standing at `at`.
  caisson::CommanderId army_commander(std::string name, caisson::Side side, caisson::Vec2 at) {
    using namespace caisson;
    Commander c;
    c.id = static_cast<CommanderId>(s.commanders.size());
    c.name = std::move(name);
    c.side = side;
    c.position = at;
    c.on_table_given = true;
    c.commands = army[side];
    s.oob.node(army[side]).commander = c.id;
    s.commanders.push_back(c);
    return c.id;
  }

  // A rectangle of ground: woods and towns block sight, all but hills are rough.
  void area(std::string name, caisson::AreaKind kind, caisson::Vec2 lo, caisson::Vec2 hi,
            caisson::Cover cover = caisson::Cover::none) {
    using namespace caisson;
    Area a;
    a.name = std::move(name);
    a.kind = kind;
    a.outline = Polygon({lo, {hi.x, lo.y}, hi, {lo.x, hi.y}});
    a.cover = cover;
    a.rough = kind != AreaKind::hill;
    a.blocks_sight = kind == AreaKind::woods || kind == AreaKind::town;
    s.field.add(a);
  }
  void woods(std::string name, caisson::Vec2 lo, caisson::Vec2 hi, caisson::Cover cover = caisson::Cover::light) {
    area(std::move(name), caisson::AreaKind::woods, lo, hi, cover);
  }
  void town(std::string name, caisson::Vec2 lo, caisson::Vec2 hi) {
    area(std::move(name), caisson::AreaKind::town, lo, hi, caisson::Cover::heavy);
  }
  void line(std::string name, caisson::LineKind kind, std::vector<caisson::Vec2> points,
            caisson::Cover cover = caisson::Cover::none) {
    caisson::LinearFeature l;
    l.name = std::move(name);
    l.kind = kind;
    l.path = caisson::Polyline(std::move(points));
    l.cover = cover;
    s.field.add(l);
  }

 private:
  std::string general_;
};

}  // namespace test_support
