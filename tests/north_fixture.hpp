#pragma once
// A tiny battle builder for north's rule tests: a 96x48" table, units and brigades placed by
// hand, the battle's records captured. USA's edge is y = 0 (facing 0°), CSA's y = 48 (facing
// 180°). Each side has an army node (without a commander unless army_commander() gives it one);
// brigades hang under it. north musters a unit's stands from its quality when the Battle is
// made (raw 3, seasoned 4, veteran 5; batteries 1, 2, 3 crew stands), so the fixture sets none.
//
// Footprints under north: a line is stands x 1.5" wide and 1" deep (a seasoned regiment 6" x 1"),
// a column 1.5" wide and stands x 1" deep, skirmishers 10" x 2", a battery 1.5" x 3".
#include <array>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"
#include "engine/rules/north/combat.hpp"
#include "engine/rules/north/north_ruleset.hpp"

#include "record_log.hpp"
#include "two_armies.hpp"
#include "rule_actions.hpp"

namespace north_test {

using namespace caisson;
namespace nr = caisson::north;

constexpr Side kUSA = 0, kCSA = 1;
constexpr double kNorth = 0, kSouth = 180;

using Recorder = test_support::RecordLog;
using test_support::act;
using test_support::phase_named;
using test_support::refusal;

struct Fixture : test_support::TwoArmies {
  Recorder recorder;

  Fixture() : TwoArmies("north", "general") {}

  UnitId add(std::string name, Side side, Arm arm, Vec2 at, double facing, Formation f, Quality q, Weapon w) {
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
    u.stands = u.stands_at_start = 8;  // replaced by north's muster
    s.units.push_back(u);
    return u.id;
  }
  UnitId infantry(std::string name, Side side, Vec2 at, double facing, Quality q = Quality::seasoned,
                  Formation f = Formation::line) {
    return add(std::move(name), side, Arm::infantry, at, facing, f, q, Weapon::rifled);
  }
  UnitId cavalry(std::string name, Side side, Vec2 at, double facing, Quality q = Quality::seasoned,
                 Formation f = Formation::line) {
    return add(std::move(name), side, Arm::cavalry, at, facing, f, q, Weapon::carbine);
  }
  UnitId dismounted(std::string name, Side side, Vec2 at, double facing, Quality q = Quality::seasoned,
                    Formation f = Formation::line) {
    UnitId id = cavalry(std::move(name), side, at, facing, q, f);
    s.units.back().dismounted = true;
    return id;
  }
  UnitId battery(std::string name, Side side, Vec2 at, double facing, Quality q = Quality::seasoned,
                 Formation f = Formation::unlimbered) {
    return add(std::move(name), side, Arm::artillery, at, facing, f, q, Weapon::rifled_guns);
  }

  // The battle on turn 1, USA's player turn, in `phase` ("": between phases, where the rules
  // refuse every action). A fire declared is resolved when the phase ends (end_phase).
  std::unique_ptr<Battle> battle(std::string_view phase = "", std::uint64_t seed = 1) {
    return test_support::battle_on_turn_one(s, recorder, phase, seed);
  }
};

inline const nr::NorthRuleset& ruleset(const Battle& b) { return static_cast<const nr::NorthRuleset&>(*b.rules); }
inline const nr::NorthParameters& params(const Battle& b) { return ruleset(b).params(); }

// Ends the phase the way the driver does: the fire declared in it (or the melees) is resolved.
inline void end_phase(Battle& b, std::string_view name, Side side = kUSA) {
  b.rules->run_phase(b, phase_named(b, name), side);
}

// The combat die's modifier for these attackers on this target.
inline int modifier_of(const Battle& b, std::initializer_list<UnitId> attackers, UnitId target, nr::Combat c) {
  std::vector<const Unit*> units;
  for (UnitId a : attackers) units.push_back(&b.unit(a));
  return nr::combat_modifier(b, params(b), units, b.unit(target), c);
}

// Gap between two units' footprints, edge to edge.
inline double gap(const Battle& b, UnitId a, UnitId c) { return b.unit(a).footprint.distance_to(b.unit(c).footprint); }

}  // namespace north_test
