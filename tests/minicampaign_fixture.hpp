#pragma once
// A tiny battle builder for minicampaign's rule tests: a 96x48" table, brigades placed by hand,
// the battle's records captured. USA's edge is y = 0 (facing 0°), CSA's y = 48 (facing 180°).
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"
#include "engine/rules/minicampaign/minicampaign_ruleset.hpp"
#include "engine/rules/minicampaign/minicampaign_state.hpp"

#include "record_log.hpp"
#include "rule_actions.hpp"

namespace mini_test {

using namespace caisson;
namespace mc = caisson::minicampaign;

constexpr Side kUSA = 0, kCSA = 1;
constexpr double kNorth = 0, kSouth = 180;

using Recorder = test_support::RecordLog;
using test_support::act;
using test_support::phase_named;
using test_support::refusal;

struct Fixture {
  Scenario s;
  Recorder recorder;

  Fixture() {
    s.rules = "minicampaign";
    s.field = Battlefield(96, 48);
    s.home_edge_y = {0, 48};
  }

  UnitId add(std::string name, Side side, Arm arm, Vec2 at, double facing, int stands, Formation f = Formation::line,
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
    u.stands = u.stands_at_start = stands;
    s.units.push_back(u);
    return u.id;
  }
  UnitId infantry(std::string name, Side side, Vec2 at, double facing, int stands = 4, Quality q = Quality::seasoned,
                  Weapon w = Weapon::rifled, Formation f = Formation::line) {
    return add(std::move(name), side, Arm::infantry, at, facing, stands, f, q, w);
  }
  UnitId battery(std::string name, Side side, Vec2 at, double facing, Formation f = Formation::unlimbered) {
    return add(std::move(name), side, Arm::artillery, at, facing, 4, f, Quality::seasoned, Weapon::rifled_guns);
  }
  UnitId cavalry(std::string name, Side side, Vec2 at, double facing, int stands = 4) {
    return add(std::move(name), side, Arm::cavalry, at, facing, stands, Formation::line, Quality::seasoned, Weapon::carbine);
  }

  // A division general standing at `at`, commanding a division node (he gives the +1).
  CommanderId general(std::string name, Side side, Vec2 at) {
    FormationNode n;
    n.name = name + "'s division";
    n.echelon = Echelon::division;
    n.side = side;
    Commander c;
    c.id = static_cast<CommanderId>(s.commanders.size());
    c.name = std::move(name);
    c.side = side;
    c.position = at;
    c.commands = s.oob.add(n);
    s.oob.node(c.commands).commander = c.id;
    s.commanders.push_back(c);
    return c.id;
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
  void impassable(std::string name, Vec2 lo, Vec2 hi) {
    Area a;
    a.name = std::move(name);
    a.kind = AreaKind::impassable;
    a.outline = Polygon({lo, {hi.x, lo.y}, hi, {lo.x, hi.y}});
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
};

inline const mc::MiniParameters& params(const Battle& b) {
  return static_cast<const mc::MinicampaignRuleset&>(*b.rules).params();
}

}  // namespace mini_test
