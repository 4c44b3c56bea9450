#pragma once
// The event log's typed records: everything that happens in a battle is one of these. Records
// carry ids and numbers, not text; observers (narrative, JSON Lines, statistics) turn them into
// whatever they need, so a battle with no observer builds no strings.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "engine/dice/dice.hpp"
#include "engine/dice/tally.hpp"
#include "engine/forces/unit.hpp"
#include "engine/scenario/outcome.hpp"

namespace caisson {

struct BattleBegan { std::uint64_t seed = 0; };
struct RuleOverridden { std::string_view parameter; double value = 0, default_value = 0; };
struct TurnBegan { int turn = 0; };
struct PhaseBegan { std::string_view phase; };
struct DiceRolled { Throw dice; UnitId unit = kNone; };
struct EventRolled { int result = 0; int entry = -1; std::string_view title; std::string_view text; };
struct UnitArrived { UnitId unit = kNone; };
struct UnitMoved { UnitId unit = kNone; Vec2 from, to; double facing = 0; Formation formation{}; std::string_view how; };
struct FormationChanged { UnitId unit = kNone; Formation from{}, to{}; };
struct UnitFired {
  UnitId unit = kNone;
  UnitId target = kNone;
  std::string_view range;
  int dice = 0;
  int hits = 0;
  UnitId joined = kNone;  // its fire went into this unit's throw (rules where attackers combine)
  // Itemised: what `counts` says the tally adds up to (the dice thrown, or the score a die must
  // reach to hit), the tally itself, the faces thrown (none when nothing was thrown), and the
  // score a die needed to hit.
  std::string_view counts{};  // "dice" or "hit on"; empty: not itemised
  Tally tally{};
  Throw thrown{};
  int hit_on = 0;
};
struct MoraleChecked {
  UnitId unit = kNone;
  std::string_view reason;  // "first time under fire", "retreat phase", "charge"...
  int roll = 0, modifier = 0, level = 0;
  bool passed = false;
  int margin = 0;           // by how much it failed (0 when passed)
  std::string_view test = "a morale check";  // what the toss is called in the rules ("an accomplishment toss")
  // A dice pool (ap): `roll` is the fails counted among `level` dice, and `margin` the fails.
  bool pool = false;
  // Itemised: the modifier in its parts (they add up to `modifier`, or to `level` where
  // `parts_of` says so), and how roll + modifier is judged against `level` to pass: ">", ">=",
  // "<=" or "<" (empty: not itemised).
  Tally parts{};
  std::string_view passes_if{};
  std::string_view parts_of{};  // "level" (ap's motivation target, a pool's dice); empty: `modifier`
  // Rolls that decide the test whatever the score (ap's motivation: 2-3 always fail, 11-12
  // always pass, as does a general with the unit).
  struct Outright {
    int fails_at_most = 0, passes_from = 0;  // 0: the test has no such rolls
    std::string_view decided_by{};           // what decided this one outright; empty: the score
  } outright{};
};
struct HitsTaken {
  UnitId unit = kNone;
  int hits = 0;
  int total = 0;
  std::string_view cause;
  bool stands = false;  // the rules take stands away rather than mark HITs: `hits` stands lost, `total` in all
};
struct HitsRallied { UnitId unit = kNone; int removed = 0; int total = 0; bool stopped_routing = false; };
struct FellBack { UnitId unit = kNone; double distance = 0; std::string_view cause; };
struct Routed { UnitId unit = kNone; std::string_view cause; };
struct LeftField { UnitId unit = kNone; std::string_view how; };
struct CommanderFell { CommanderId commander = kNone; std::string_view how; };
struct CommanderReplaced { CommanderId fallen = kNone; CommanderId replacement = kNone; };
struct ChargeDeclared { UnitId unit = kNone; UnitId target = kNone; };
// `attacker_took` are the HITs (or losses) the attacker took, scored by the defender's dice.
// Itemised: each side's tally in its parts, and what the tallies count: "dice" (they add up to
// the dice fields), "score" (a die and its modifiers, in the dice fields: minicampaign) or "hit on"
// (the score the attacker's one die needed: north). Empty: not itemised.
struct CloseCombat {
  UnitId attacker = kNone;
  UnitId defender = kNone;
  int attacker_dice = 0, defender_dice = 0, attacker_took = 0, defender_took = 0;
  std::string_view counts{};
  Tally attacker_tally{}, defender_tally{};
  // Stand against stand (jackson): a die a side for each pair, and each side's stands grouped by
  // their factors in the order they pair off (the casualty stand last). Pair k is die k of each
  // side, fought by the side's stand k mod its stands; the higher total wins it, equal totals
  // going to the defender when `ties_to_defender`.
  struct Stands {
    int count = 0;
    Tally factors{};  // added to each of these stands' dice
  };
  struct Pairs {
    Throw attacker_faces{}, defender_faces{};
    std::array<Stands, 2> attacker{}, defender{};
    bool ties_to_defender = false;
  };
  std::optional<Pairs> pairs{};
};
struct OrderIssued { FormationId formation = kNone; std::string_view order; std::string_view objective; };
struct OrderSent { int courier = 0; FormationId formation = kNone; };
struct CourierRode { int courier = 0; FormationId formation = kNone; Vec2 at; double still_to_ride = 0; };
struct OrderDelivered { int courier = 0; FormationId formation = kNone; std::string_view order; std::string_view objective; };
struct OrderFailed { int courier = 0; FormationId formation = kNone; std::string_view why; };
// The standard modifiers to an arrival roll, each by its cause.
struct ArrivalModifiers {
  int road = 0;     // entering by a road
  int quality = 0;  // mostly veterans, or mostly raw troops
  int general = 0;  // the division's general off the table, hurrying his brigades up the road
  int total() const { return road + quality + general; }
};
// `roll` is what the dice read (`dice`) with the modifiers added.
struct ArrivalRolled {
  FormationId formation = kNone;
  int roll = 0;
  bool arrived = false;
  int dice = 0;
  ArrivalModifiers modifiers;
};
// An arriving formation could not bring all its units on this turn: `came_on` came, `waiting` wait
// for the next, held up by `blocker` (kNone: no room on the table there). `road` is the road it
// enters by (empty for a point entry); `entry` where it enters.
struct ArrivalBlocked {
  FormationId formation = kNone;
  UnitId blocker = kNone;
  int came_on = 0;
  int waiting = 0;
  std::string_view road;
  Vec2 entry;
};
struct ArrivalAnnounced { FormationId formation = kNone; };  // it comes on next turn
struct WeatherChanged { std::string_view weather; };
struct CountdownTicked { int roll = 0; int left = 0; };
struct AreaEntered { UnitId unit = kNone; std::string_view area; };
struct ActionRefused { Side side = 0; UnitId unit = kNone; std::string reason; };
struct Said { std::string text; };
struct TurnEnded { int turn = 0; };  // observers that draw the battle take a snapshot here
struct BattleEnded { Outcome outcome; };

using Record = std::variant<BattleBegan, RuleOverridden, TurnBegan, PhaseBegan, DiceRolled, EventRolled,
                            UnitArrived, UnitMoved, FormationChanged, UnitFired, MoraleChecked, HitsTaken,
                            HitsRallied, FellBack, Routed, LeftField, CommanderFell, CommanderReplaced,
                            ChargeDeclared, CloseCombat, OrderIssued, OrderSent, CourierRode, OrderDelivered,
                            OrderFailed, ArrivalRolled, ArrivalBlocked, ArrivalAnnounced, WeatherChanged,
                            CountdownTicked, AreaEntered, ActionRefused, Said, TurnEnded, BattleEnded>;

}  // namespace caisson
