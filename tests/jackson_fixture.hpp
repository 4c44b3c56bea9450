#pragma once
// A tiny battle builder for jackson's rule tests: a 96x48" table, units and brigades placed by
// hand, the battle's records captured. USA's edge is y = 0 (facing 0°), CSA's y = 48 (facing
// 180°). Each side has an army node (without a commander unless army_commander() gives it one);
// brigades hang under it, each with a brigadier standing where the test puts him.
//
// Footprints under jackson: a line is stands x 1.5" wide and 1" deep (a regiment of 2 stands
// 3" x 1"), a column 1.5" wide and stands x 1" deep, skirmishers twice a line's width, a
// battery's guns 1.5" x 2" each, abreast unlimbered and one behind another limbered.
//
// Every unit's morale rating is set to `rating` (3 unless given) after the battle is made,
// without the dice: the initial morale chart is tested on its own.
#include <array>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"
#include "engine/rules/jackson/cards.hpp"
#include "engine/rules/jackson/jackson_ruleset.hpp"
#include "engine/rules/jackson/jackson_state.hpp"
#include "engine/rules/jackson/troops.hpp"

#include "record_log.hpp"
#include "two_armies.hpp"
#include "rule_actions.hpp"

namespace jackson_test {

using namespace caisson;
namespace jr = caisson::jackson;

constexpr Side kUSA = 0, kCSA = 1;
constexpr double kNorth = 0, kSouth = 180;

using Recorder = test_support::RecordLog;
using test_support::act;
using test_support::phase_named;
using test_support::refusal;

struct Fixture : test_support::TwoArmies {
  Recorder recorder;
  int rating = 3;

  Fixture() : TwoArmies("jackson", "brigadier") {}

  UnitId add(std::string name, Side side, Arm arm, Vec2 at, double facing, Formation f, Quality q, Weapon w, int stands) {
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
  UnitId infantry(std::string name, Side side, Vec2 at, double facing, Formation f = Formation::line, int stands = 2,
                  Weapon w = Weapon::rifled) {
    return add(std::move(name), side, Arm::infantry, at, facing, f, Quality::seasoned, w, stands);
  }
  UnitId cavalry(std::string name, Side side, Vec2 at, double facing, Formation f = Formation::line, int stands = 2) {
    return add(std::move(name), side, Arm::cavalry, at, facing, f, Quality::seasoned, Weapon::carbine, stands);
  }
  UnitId battery(std::string name, Side side, Vec2 at, double facing, Formation f = Formation::unlimbered, int guns = 4) {
    return add(std::move(name), side, Arm::artillery, at, facing, f, Quality::seasoned, Weapon::rifled_guns, guns);
  }

  // The battle on turn 1 in `phase` ("": between phases, where the rules refuse every action; a
  // fire declared goes off at the phase's end: volley), each side's player turn begun, every
  // unit's rating set to `rating`, and the turn's state fresh (no card turned: use on_card to let
  // a brigade move).
  std::unique_ptr<Battle> battle(std::string_view phase = "", std::uint64_t seed = 1) {
    auto b = test_support::battle_on_turn_one(s, recorder, phase, seed);
    for (Side side : {kUSA, kCSA}) b->rules->begin_player_turn(*b, side);
    for (const Unit& u : b->units) jr::unit_state(*b, u.id).morale = rating;
    turn(*b).begin_turn(b->units.size(), b->oob.nodes().size());
    return b;
  }

  static jr::TurnState& turn(Battle& b) { return jr::state_of(b).turn; }
};

inline const jr::JacksonRuleset& ruleset(const Battle& b) { return static_cast<const jr::JacksonRuleset&>(*b.rules); }
inline const jr::JacksonParameters& params(const Battle& b) { return ruleset(b).params(); }
inline jr::TurnState& turn(Battle& b) { return jr::state_of(b).turn; }

// The brigade's card is up and its response passed; its units' move dice are these faces (for
// every unit of it, in order), so no dice are rolled.
inline void on_card(Battle& b, FormationId brigade, std::initializer_list<int> faces) {
  jr::TurnState& t = turn(b);
  const FormationNode& n = b.oob.node(brigade);
  t.card = {n.side, brigade};
  t.response[static_cast<std::size_t>(brigade)] = jr::Response::moves;
  for (UnitId id : n.units) {
    jr::MoveRoll& r = t.move_dice[static_cast<std::size_t>(id)];
    r.count = 0;
    for (int f : faces) r.faces[static_cast<std::size_t>(r.count++)] = static_cast<std::uint8_t>(f);
  }
  b.active = n.side;
}

// Runs a phase's automatic work the way the driver does (a fire phase's volleys, the close
// combats, the rally, the army morale).
inline void end_phase(Battle& b, std::string_view name, Side side = kUSA) {
  b.rules->run_phase(b, phase_named(b, name), side);
}

// A fire declared in `phase` by the firer's side, and the phase ended: the volley goes off, as
// the driver has it at the phase's end.
inline void volley(Battle& b, std::string_view phase, const Fire& f) {
  b.phase = phase;
  b.active = b.unit(f.unit).side;
  test_support::act(b, f);
  end_phase(b, phase, b.active);
}

// Gap between two units' footprints, edge to edge.
inline double gap(const Battle& b, UnitId a, UnitId c) { return b.unit(a).footprint.distance_to(b.unit(c).footprint); }

}  // namespace jackson_test
