#pragma once
// A tiny battle builder for ap's rule tests: a 96x48" table, brigades placed by hand, the
// battle's records captured. USA's edge is y = 0 (facing 0°), CSA's ("CSA": the Confederates)
// y = 48 (facing 180°). Each side has an army node (without a commander unless army_commander()
// gives it one); corps and divisions hang under it, each with its general; brigades under them.
//
// ap plays each brigade as one unit (units_are_brigades): the fixture gives every brigade one
// regiment, so the Battle's merged unit is the brigade itself, named as given, with the UnitId
// add() returned (ids keep their order). Stands are half-bases (2..8). Footprints under ap: a
// line is one rank, (half-bases + 1) / 2 bases x 1.5" wide and 1" deep (8 half-bases: 6" x 1",
// frontage 4, 2 increments); a column two ranks, the front half its bases rounded up to whole
// bases (8 half-bases: 3" x 2", frontage 2, 4 increments); a gun 1.5" x 2" (limbered 3" deep).
// Batteries are not grouped: they hang from the node given (a division, or kNone).
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/activity.hpp"
#include "engine/rules/ap/ap_ruleset.hpp"
#include "engine/rules/ap/ap_state.hpp"
#include "engine/rules/ap/assault.hpp"
#include "engine/rules/ap/motivation.hpp"
#include "engine/rules/ap/troops.hpp"

#include "record_log.hpp"
#include "rule_actions.hpp"

namespace ap_test {

using namespace caisson;  // caisson::ap is `ap` here and in every test that uses this namespace

constexpr Side kUSA = 0, kCSA = 1;
constexpr double kNorth = 0, kSouth = 180;

using Recorder = test_support::RecordLog;
using test_support::act;
using test_support::phase_named;
using test_support::refusal;

struct Fixture {
  Scenario s;
  Recorder recorder;
  std::array<FormationId, 2> army{kNone, kNone};

  Fixture() {
    s.rules = "ap";
    s.field = Battlefield(96, 48);
    s.home_edge_y = {0, 48};
    s.side_names = {"USA", "CSA"};
    for (Side side : {kUSA, kCSA}) {
      FormationNode n;
      n.name = side == kUSA ? "Army of the Potomac" : "Army of Northern Virginia";
      n.echelon = Echelon::army;
      n.side = side;
      army[side] = s.oob.add(n);
    }
  }

  // --- the order of battle ---------------------------------------------------------------

  // A node of `echelon` under `parent` (kNone: the side's army), its general (of quality q)
  // standing at `general_at`; `general_at` empty: a node without a general.
  FormationId command(std::string name, Side side, Echelon echelon, std::optional<Vec2> general_at,
                      Quality q = Quality::seasoned, FormationId parent = kNone) {
    FormationNode n;
    n.name = name;
    n.echelon = echelon;
    n.side = side;
    n.parent = parent == kNone ? army[side] : parent;
    const FormationId id = s.oob.add(n);
    if (general_at) {
      Commander c;
      c.id = static_cast<CommanderId>(s.commanders.size());
      c.name = name + "'s general";
      c.side = side;
      c.quality = q;
      c.position = *general_at;
      c.on_table_given = true;
      c.commands = id;
      s.oob.node(id).commander = c.id;
      s.commanders.push_back(c);
    }
    return id;
  }
  // A division (2D6" ride) under `parent` (kNone: the army), its general at `general_at`.
  FormationId division(std::string name, Side side, Vec2 general_at, Quality q = Quality::seasoned,
                       FormationId parent = kNone) {
    return command(std::move(name), side, Echelon::division, general_at, q, parent);
  }
  // A corps (3D6" ride) under the army, its general at `general_at`.
  FormationId corps(std::string name, Side side, Vec2 general_at, Quality q = Quality::seasoned) {
    return command(std::move(name), side, Echelon::corps, general_at, q);
  }
  // The side's army commander (3D6" ride), standing at `at`.
  CommanderId army_commander(std::string name, Side side, Vec2 at, Quality q = Quality::seasoned) {
    Commander c;
    c.id = static_cast<CommanderId>(s.commanders.size());
    c.name = std::move(name);
    c.side = side;
    c.quality = q;
    c.position = at;
    c.on_table_given = true;
    c.commands = army[side];
    s.oob.node(army[side]).commander = c.id;
    s.commanders.push_back(c);
    return c.id;
  }
  CommanderId general_of(FormationId node) const { return s.oob.node(node).commander; }

  // --- units ---------------------------------------------------------------------------------

  // A brigade of one regiment (a battery: the battery alone) under `parent` (a division or
  // corps; kNone: the army). Infantry and cavalry become a brigade node named `name`.
  UnitId add(std::string name, Side side, Arm arm, Vec2 at, double facing, FormationId parent, int stands,
             Formation f, Quality q, Weapon w) {
    Unit u;
    u.id = static_cast<UnitId>(s.units.size());
    u.name = name;
    u.side = side;
    u.arm = arm;
    u.quality = q;
    u.weapon = w;
    u.formation = f;
    u.position = at;
    u.facing = facing;
    u.explicit_position = true;
    u.stands = u.stands_at_start = stands;
    const FormationId above = parent == kNone ? army[side] : parent;
    if (arm == Arm::artillery) {
      u.brigade = above;
    } else {
      FormationNode n;
      n.name = std::move(name);
      n.echelon = Echelon::brigade;
      n.side = side;
      n.parent = above;
      u.brigade = s.oob.add(n);
    }
    s.oob.node(u.brigade).units.push_back(u.id);
    s.units.push_back(u);
    return u.id;
  }
  UnitId infantry(std::string name, Side side, Vec2 at, double facing, FormationId parent = kNone, int stands = 8,
                  Quality q = Quality::seasoned, Weapon w = Weapon::rifled, Formation f = Formation::line) {
    return add(std::move(name), side, Arm::infantry, at, facing, parent, stands, f, q, w);
  }
  UnitId cavalry(std::string name, Side side, Vec2 at, double facing, FormationId parent = kNone, int stands = 8,
                 Quality q = Quality::seasoned, bool dismounted = false) {
    const UnitId id = add(std::move(name), side, Arm::cavalry, at, facing, parent, stands, Formation::line, q, Weapon::carbine);
    s.units.back().dismounted = dismounted;
    return id;
  }
  // A gun: `stands` crew (below stands_at_start = `crew_at_start` it is damaged).
  UnitId battery(std::string name, Side side, Vec2 at, double facing, FormationId parent = kNone,
                 Weapon w = Weapon::rifled_guns, Formation f = Formation::unlimbered, Quality q = Quality::seasoned,
                 int stands = 2, int crew_at_start = 2) {
    const UnitId id = add(std::move(name), side, Arm::artillery, at, facing, parent, stands, f, q, w);
    s.units.back().stands_at_start = crew_at_start;
    return id;
  }
  Unit& unit(UnitId id) { return s.units[static_cast<std::size_t>(id)]; }

  // A reinforcement of `node` due on `turn`; its index (set Battle::arrived_on[index] to mark it arrived).
  std::size_t reinforcement(FormationId node, Side side, int turn = 1) {
    Reinforcement r;
    r.side = side;
    r.formation = node;
    r.turn = turn;
    s.reinforcements.push_back(r);
    return s.reinforcements.size() - 1;
  }

  // --- terrain -------------------------------------------------------------------------------

  void area(std::string name, AreaKind kind, Vec2 lo, Vec2 hi, Cover cover = Cover::none, double height = 0,
            bool rough = true, bool blocks_sight = false) {
    Area a;
    a.name = std::move(name);
    a.kind = kind;
    a.outline = Polygon({lo, {hi.x, lo.y}, hi, {lo.x, hi.y}});
    a.cover = cover;
    a.height = height;
    a.rough = rough;
    a.blocks_sight = blocks_sight;
    s.field.add(a);
  }
  void woods(std::string name, Vec2 lo, Vec2 hi, Cover cover = Cover::light) {
    area(std::move(name), AreaKind::woods, lo, hi, cover, 0, true, true);
  }
  void town(std::string name, Vec2 lo, Vec2 hi) { area(std::move(name), AreaKind::town, lo, hi, Cover::heavy, 0, true, true); }
  // As a battle file reads them: crops neither slow a move nor block sight unless told to.
  void crops(std::string name, Vec2 lo, Vec2 hi) { area(std::move(name), AreaKind::crops, lo, hi, Cover::none, 0, false, false); }
  void hill(std::string name, Vec2 lo, Vec2 hi, double height = 1) {
    area(std::move(name), AreaKind::hill, lo, hi, Cover::none, height, false, false);
  }
  void line(std::string name, LineKind kind, std::vector<Vec2> points, Cover cover = Cover::none) {
    LinearFeature l;
    l.name = std::move(name);
    l.kind = kind;
    l.path = Polyline(std::move(points));
    l.cover = cover;
    s.field.add(l);
  }
  void road(std::string name, std::vector<Vec2> points) { line(std::move(name), LineKind::road, std::move(points)); }

  // --- the battle ----------------------------------------------------------------------------

  // The battle on turn 1, USA's player turn begun (begin_player_turn: activities cleared, who
  // is disordered at its start noted), in `phase` ("": between phases, where the rules refuse
  // every action). A unit acting that no motivation phase has tested is motivated as it acts,
  // its general first trying.
  std::unique_ptr<Battle> battle(std::string_view phase = "", std::uint64_t seed = 1) {
    auto b = test_support::battle_on_turn_one(s, recorder, phase, seed);
    b->rules->begin_player_turn(*b, kUSA);
    return b;
  }
};

inline const ap::ApRuleset& ruleset(const Battle& b) { return static_cast<const ap::ApRuleset&>(*b.rules); }
inline const ap::ApParameters& params(const Battle& b) { return ruleset(b).params(); }

// Begins `side`'s player turn (the driver's begin_player_turn), on turn `turn` (0: as it is).
inline void start_turn(Battle& b, Side side, int turn = 0) {
  if (turn > 0) b.turn = turn;
  b.active = side;
  b.rules->begin_player_turn(b, side);
}

// Runs a phase the way the driver does ("morale": the marked units test; "motivation": the
// generals motivate the side's units until each fails).
inline void end_phase(Battle& b, std::string_view name, Side side = kUSA) {
  b.rules->run_phase(b, phase_named(b, name), side);
}

inline ap::Activity activity(const Battle& b, UnitId id) { return ap::activity_of(b, b.unit(id)); }

// The unit motivated (as if its roll passed) with `points` action points and nothing done yet:
// no dice are rolled.
inline void ready(Battle& b, UnitId id, int points) {
  ap::Activity a = ap::activity_of(b, b.unit(id));
  a.motivation = ap::Motivation::motivated;
  a.points = points;
  ap::store(b, b.unit(id), a);
}

// Gap between two units' footprints, edge to edge.
inline double gap(const Battle& b, UnitId a, UnitId c) { return b.unit(a).footprint.distance_to(b.unit(c).footprint); }

// A fight between two units in contact, `a` the assaulter, from the front.
inline void fight(Battle& b, UnitId a, UnitId d) { ap::fight(b, params(b), b.unit(a), b.unit(d), false); }

// The battle, without opportunity fire (none of the assault tests faces any), `assaulter`
// motivated with 6 action points.
inline std::unique_ptr<Battle> assault_battle(Fixture& f, UnitId assaulter) {
  f.s.rule_overrides["opportunity_fire"] = 0;
  auto b = f.battle(ap::kMovement);
  ready(*b, assaulter, 6);
  return b;
}

}  // namespace ap_test
