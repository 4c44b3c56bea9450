#pragma once
// A small two-brigade battle built in C++ (no Lua), for tests of the driver and the log.
#include <memory>

#include "engine/scenario/scenario.hpp"

namespace caisson::testing {

inline FormationId add_brigade(Scenario& s, Side side, const std::string& name, Vec2 at, double facing,
                               std::initializer_list<const char*> regiments, const std::string& order = "advance") {
  FormationId army = s.oob.army_of(side);
  if (army == kNone) {
    FormationNode a;
    a.name = s.side_names[side] + " army";
    a.echelon = Echelon::army;
    a.side = side;
    army = s.oob.add(a);
  }
  FormationNode n;
  n.name = name;
  n.side = side;
  n.parent = army;
  n.standing_order = order;
  n.objective = s.field.objectives().empty() ? "" : s.field.objectives().front().name;
  FormationId id = s.oob.add(n);
  for (const char* r : regiments) {
    Unit u;
    u.id = static_cast<UnitId>(s.units.size());
    u.name = r;
    u.side = side;
    u.brigade = id;
    u.facing = facing;
    s.units.push_back(u);
    s.oob.node(id).units.push_back(u.id);
  }
  s.deployments.push_back({id, at, facing, Formation::line});
  return id;
}

// Two brigades of three regiments facing each other across open ground, a hill between them.
inline std::shared_ptr<Scenario> skirmish_scenario(int turns = 8) {
  auto s = std::make_shared<Scenario>();
  s->title = "Test skirmish";
  s->date = "1862-06-01";
  s->turns = turns;
  s->field = Battlefield(72, 48);
  s->field.add(Objective{"crest", {36, 24}, 5, 1, 0});
  Area hill;
  hill.name = "the crest";
  hill.kind = AreaKind::hill;
  hill.outline = Polygon({{28, 20}, {44, 20}, {44, 28}, {28, 28}});
  hill.height = 1;
  hill.rough = false;
  s->field.add(hill);
  add_brigade(*s, 0, "Blue brigade", {36, 8}, 0, {"1st Blue", "2nd Blue", "3rd Blue"}, "attack");
  add_brigade(*s, 1, "Grey brigade", {36, 40}, 180, {"1st Grey", "2nd Grey", "3rd Grey"}, "attack");
  return s;
}

}  // namespace caisson::testing
