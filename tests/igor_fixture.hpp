#pragma once
// A tiny battle builder for igor's rule tests: a 96x48" table, a few units placed by hand, the
// battle's records captured, and helpers to script dice and play one phase.
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/igor_ruleset.hpp"
#include "engine/rules/igor/igor_state.hpp"

#include "record_log.hpp"
#include "rule_actions.hpp"

namespace igor_test {

using namespace caisson;

constexpr Side kUSA = 0, kCSA = 1;
// USA's edge is y = 0 and it faces up the table (0°); CSA's is y = 48, facing 180°.
constexpr double kNorth = 0, kSouth = 180;

using Recorder = test_support::RecordLog;
using test_support::act;
using test_support::phase_named;
using test_support::refusal;

struct Fixture {
  Scenario s;

  Fixture() {
    s.rules = "igor";
    s.field = Battlefield(96, 48);
    s.home_edge_y = {0, 48};
  }

  UnitId add(std::string name, Side side, Arm arm, Vec2 at, double facing, Formation f,
             Quality q = Quality::seasoned, Weapon w = Weapon::rifled) {
    Unit u;
    u.id = static_cast<UnitId>(s.units.size());
    u.name = std::move(name);
    u.side = side;
    u.arm = arm;
    u.quality = q;
    u.weapon = w;
    u.formation = f;
    u.position = at;
    u.facing = facing;
    u.explicit_position = true;
    u.stands = u.stands_at_start = arm == Arm::artillery ? 4 : 2;
    s.units.push_back(u);
    return u.id;
  }
  UnitId infantry(std::string name, Side side, Vec2 at, double facing, Formation f = Formation::line,
                  Quality q = Quality::seasoned, Weapon w = Weapon::rifled) {
    return add(std::move(name), side, Arm::infantry, at, facing, f, q, w);
  }
  UnitId battery(std::string name, Side side, Vec2 at, double facing, Weapon w = Weapon::rifled_guns,
                 Formation f = Formation::unlimbered) {
    return add(std::move(name), side, Arm::artillery, at, facing, f, Quality::seasoned, w);
  }
  UnitId cavalry(std::string name, Side side, Vec2 at, double facing, Formation f = Formation::line) {
    return add(std::move(name), side, Arm::cavalry, at, facing, f, Quality::seasoned, Weapon::carbine);
  }

  // A brigade with a commander standing at `at`; the units given join it.
  void brigade(std::string name, Side side, Vec2 at, std::initializer_list<UnitId> units) {
    Commander c;
    c.id = static_cast<CommanderId>(s.commanders.size());
    c.name = name + "'s brigadier";
    c.side = side;
    c.position = at;
    FormationNode n;
    n.name = std::move(name);
    n.echelon = Echelon::brigade;
    n.side = side;
    n.commander = c.id;
    FormationId id = s.oob.add(n);
    c.commands = id;
    s.commanders.push_back(c);
    for (UnitId u : units) {
      s.units[static_cast<std::size_t>(u)].brigade = id;
      s.oob.node(id).units.push_back(u);
    }
  }

  void woods(std::string name, Vec2 lo, Vec2 hi, Cover cover = Cover::light) {
    Area a;
    a.name = std::move(name);
    a.kind = AreaKind::woods;
    a.outline = Polygon({lo, {hi.x, lo.y}, hi, {lo.x, hi.y}});
    a.cover = cover;
    a.rough = true;
    a.blocks_sight = true;
    s.field.add(a);
  }
  void hill(std::string name, Vec2 lo, Vec2 hi, double height = 1) {
    Area a;
    a.name = std::move(name);
    a.kind = AreaKind::hill;
    a.outline = Polygon({lo, {hi.x, lo.y}, hi, {lo.x, hi.y}});
    a.height = height;
    a.rough = false;
    s.field.add(a);
  }
  void road(std::string name, std::vector<Vec2> points) {
    LinearFeature l;
    l.name = std::move(name);
    l.kind = LineKind::road;
    l.path = Polyline(std::move(points));
    s.field.add(l);
  }

  // The battle on turn 1, USA's player turn, in `phase`.
  std::unique_ptr<Battle> battle(std::string_view phase = "", std::uint64_t seed = 1) {
    return test_support::battle_on_turn_one(s, recorder, phase, seed);
  }

  Recorder recorder;
};

inline const igor::IgorParameters& params(const Battle& b) {
  return static_cast<const igor::IgorRuleset&>(*b.rules).params();
}

// Checks then resolves, failing the test with the refusal if the rules refuse.
}  // namespace igor_test
