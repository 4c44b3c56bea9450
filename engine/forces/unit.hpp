#pragma once
// A unit on (or bound for) the table: a regiment, a battery, or — under brigade-scale rules — a
// brigade. Units are addressed by UnitId (their index in Battle::units) and are never erased, so
// an id stays valid for the whole battle; a unit that left the field keeps its record.
#include <cstdint>
#include <string>

#include "engine/forces/vocabulary.hpp"
#include "engine/geometry/oriented_rect.hpp"

namespace caisson {

using UnitId = std::int32_t;
using FormationId = std::int32_t;  // a node of the order of battle (army, corps, division, brigade)
using CommanderId = std::int32_t;
constexpr std::int32_t kNone = -1;

enum class UnitStatus : std::uint8_t {
  waiting,    // not yet arrived (a reinforcement)
  on_table,
  routed_off, // left the table by retreat or rout: counts as routed for victory
  destroyed,  // removed by the rules (overrun battery, no stands left)
};
std::string_view name_of(UnitStatus);

struct Unit {
  UnitId id = kNone;
  std::string name;
  Side side = 0;
  FormationId brigade = kNone;  // the order-of-battle node that commands it
  Arm arm = Arm::infantry;
  Quality quality = Quality::seasoned;
  Weapon weapon = Weapon::rifled;
  Formation formation = Formation::line;
  int stands = 2;          // present strength, in the scenario's stands
  int stands_at_start = 2;

  // Where it stands: the footprint's centre and facing; width and depth come from the ruleset.
  Vec2 position;
  double facing = 0;
  OrientedRect footprint;  // kept in step with position/facing/formation by Battle::place
  bool explicit_position = false;  // the battle file gave `at`; else its brigade deploys it
  int source_line = 0;  // where the battle file declares it (its brigade's, once merged), for set-up messages
  // The battle file said "roll": the ruleset's army generation rolls it from date and theatre.
  bool roll_quality = false, roll_weapon = false;

  UnitStatus status = UnitStatus::on_table;
  int hits = 0;
  bool routing = false;
  bool dismounted = false;  // cavalry fighting on foot
  bool fired_upon_before = false;  // igor: the first time a unit is fired upon it tests morale
  bool hit_by_guns = false;      // ap: some of its casualty markers came from artillery
  bool won_last_fight = false;   // ap: it won the last fight it fought
  int morale = 0;                // jackson: its morale rating, rolled at the start and altered in play
  bool falling_back = false;     // jackson: it fell back, and has not made a normal move since

  // What it did this turn; reset by the driver at the start of the owner's player turn.
  bool acted = false;
  bool fired = false;
  bool charged = false;
  int charged_on_turn = -100;  // igor: no charges on consecutive turns
  bool used_gallop = false;      // once per game
  bool used_double_time = false; // once per game
  int hits_this_phase = 0;       // HITs from any cause this phase (the commander's "already hurt")
  int fire_hits_this_phase = 0;  // igor: HITs from fire alone, for "2 or more HITs from fire in a phase"

  // Unit-by-unit activation (minicampaign): this player turn's result (0: not tested yet; the
  // ruleset's own codes otherwise), disorder (lasts until a test rallies it), and the part of its
  // move spent this player turn.
  int activation = 0;
  bool disordered = false;
  double move_spent = 0;

  int left_on_turn = 0;
  std::string left_how;  // "routed off the table", "destroyed in close combat"...

  bool present() const { return status == UnitStatus::on_table; }
  bool can_act() const { return present() && !routing; }
  bool mounted() const { return arm == Arm::cavalry && !dismounted; }  // cavalry on horseback
};

struct Commander {
  CommanderId id = kNone;
  std::string name;
  Side side = 0;
  FormationId commands = kNone;
  Quality quality = Quality::seasoned;
  Vec2 position;
  bool alive = true;
  bool on_table = true;
  bool on_table_given = false;  // the battle file placed him; else he stands behind his brigade
  bool roll_quality = false;    // the battle file said "roll" (see Unit::roll_quality)
  int fell_on_turn = 0;
};

}  // namespace caisson
