#pragma once
// What a loaded save may hold. A save is untrusted input: a file edited by hand, damaged on disk,
// or made to attack the engine, its checksum recomputed. Every id, index, enum, count and number
// is checked before any of it reaches a battle, so a bad save is refused with a message naming
// the save and the field, never a crash, a hang or an "internal error".
#include <string>

#include "engine/persist/battle_save.hpp"

namespace caisson {

// Generous bounds, far beyond any battle a battle file may describe (bindings/battle_limits.hpp):
// what lies beyond is damage.
inline constexpr int kMaxSavedTurn = 1000;                 // the battle-file cap on turns
inline constexpr int kMaxSavedStands = 100000;             // stands or HITs of one unit
inline constexpr double kMaxSavedCoordinate = 100000;      // inches from the table's corner, either way
inline constexpr int kMaxSavedPhases = 1000;               // phases of one turn

// Checks what a save holds on its own (ranges, enums, finite numbers, the rule system, the dice
// state, the built-in commanders); throws SaveError "<what> is damaged: ...".
void check_battle_save(const BattleSave& save, const std::string& what);

// Checks the save against the battle made afresh from its battle file: as many units, formations
// and reinforcements, ids within them, a turn within the battle's. Throws SaveError (without the
// file's name: restore_state's caller adds it). Called by restore_state before it changes anything.
void check_save_fits(const Battle& b, const BattleSave& save);

}  // namespace caisson
