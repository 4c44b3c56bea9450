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
  // Disorder, as rule systems that have it (ap, minicampaign) put it; the commander reads it of
  // any unit, so it is the shared word here. What else a rule system remembers of a unit is in
  // its own state in the Battle (engine/rules/rule_state.hpp).
  bool disordered = false;

  // What it did this turn; reset by the driver at the start of the owner's player turn.
  bool acted = false;
  bool fired = false;
  bool charged = false;
  int charged_on_turn = -100;    // the last turn it charged (igor: none on consecutive turns; ap: a first assault)
  int hits_this_phase = 0;       // HITs from any cause this phase (the commander's "already hurt")
  int fire_hits_this_phase = 0;  // HITs from fire alone this phase (igor: "2 or more HITs from fire in a phase")

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
