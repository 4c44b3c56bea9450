#pragma once
// What the brigade commander's fixture tests share: igor fixture battles played by the brigade
// commander on both sides, two lines facing, one regiment against one.
#include <cstdint>
#include <string_view>

#include "engine/ai/army_command.hpp"
#include "engine/play/driver.hpp"
#include "igor_fixture.hpp"

namespace brigade_test {

using namespace igor_test;

inline FormationNode& node(Fixture& f, std::string_view name) { return f.s.oob.node(f.s.oob.find(name)); }

inline const CommanderNames kBrigadeBoth{"brigade", "brigade"};

struct Played {
  Recorder recorder;
  Battle b;
  ArmyCommand ai{ScenarioControllers{}, kBrigadeBoth};
  Driver driver{b, ai, ai};
  Played(const Scenario& s, std::uint64_t seed) : b(std::make_shared<Scenario>(s), seed) { b.log.attach(&recorder); }
  void turns(int n) {
    for (int i = 0; i < n && driver.play_turn(); ++i) {}
  }
};

// Three Blue regiments abreast at the south edge, ordered to attack a Grey line of three holding
// at the north.
inline Fixture lines_facing(double blue_y, double grey_y, const char* blue_order, double spacing = 12) {
  Fixture f;
  UnitId a = f.infantry("1st Blue", kUSA, {48 - spacing, blue_y}, kNorth);
  UnitId c = f.infantry("2nd Blue", kUSA, {48, blue_y}, kNorth);
  UnitId d = f.infantry("3rd Blue", kUSA, {48 + spacing, blue_y}, kNorth);
  f.brigade("Blue", kUSA, {48, blue_y - 3}, {a, c, d});
  node(f, "Blue").standing_order = blue_order;
  node(f, "Blue").objective_point = Vec2{48, grey_y};
  UnitId g1 = f.infantry("1st Grey", kCSA, {48 - spacing, grey_y}, kSouth);
  UnitId g2 = f.infantry("2nd Grey", kCSA, {48, grey_y}, kSouth);
  UnitId g3 = f.infantry("3rd Grey", kCSA, {48 + spacing, grey_y}, kSouth);
  f.brigade("Grey", kCSA, {48, grey_y + 3}, {g1, g2, g3});
  node(f, "Grey").standing_order = "hold";
  return f;
}

// A lone Blue regiment at `blue_at` under `order` for `objective` (added to the field), and a lone
// Grey regiment holding at `grey_at`, each its own brigade.
struct OneAgainstOne {
  Fixture f;
  UnitId blue = kNone, grey = kNone;
};
inline OneAgainstOne one_against_one(Vec2 blue_at, const char* order, const Objective& objective, Vec2 grey_at) {
  OneAgainstOne o;
  o.blue = o.f.infantry("1st Blue", kUSA, blue_at, kNorth);
  o.f.brigade("Blue", kUSA, {blue_at.x, blue_at.y - 3}, {o.blue});
  node(o.f, "Blue").standing_order = order;
  node(o.f, "Blue").objective = objective.name;
  o.f.s.field.add(objective);
  o.grey = o.f.infantry("1st Grey", kCSA, grey_at, kSouth);
  o.f.brigade("Grey", kCSA, {grey_at.x, grey_at.y + 3}, {o.grey});
  node(o.f, "Grey").standing_order = "hold";
  return o;
}

}  // namespace brigade_test
