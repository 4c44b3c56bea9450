#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/igor/procedures.hpp"

namespace caisson::igor {
namespace {

// "Next to any unit of that brigade": the rules leave the unit to the player; the engine takes
// the brigade's first unit still on the table and able to act (or, failing that, still on the
// table), and puts him just behind its centre. docs/rules/igor.md, "Commanders".
const Unit* unit_to_stand_by(const Battle& b, const FormationNode& brigade) {
  const Unit* fallback = nullptr;
  for (UnitId id : brigade.units) {
    const Unit& u = b.unit(id);
    if (u.can_act()) return &u;
    if (u.present() && !fallback) fallback = &u;
  }
  return fallback;
}

void replace(Battle& b, FormationNode& brigade, const Unit& beside) {
  const CommanderId fallen = brigade.commander;
  Commander c;
  c.id = static_cast<CommanderId>(b.commanders.size());
  c.name = fmt::format("Col. {} (acting)", beside.name);
  c.side = brigade.side;
  c.commands = brigade.id;
  c.quality = Quality::seasoned;  // the text gives him no quality: the middle one
  c.position = beside.position - beside.footprint.forward() * (beside.footprint.depth / 2 + 1);
  c.on_table_given = true;
  b.commanders.push_back(std::move(c));
  brigade.commander = b.commanders.back().id;
  b.emit(CommanderReplaced{fallen, brigade.commander});
}

}  // namespace

void replace_fallen_brigadiers(Battle& b, Side side) {
  for (FormationNode& n : b.oob.nodes()) {
    if (n.side != side || n.echelon != Echelon::brigade || n.commander == kNone) continue;
    if (b.commander(n.commander).alive) continue;
    if (const Unit* beside = unit_to_stand_by(b, n)) replace(b, n, *beside);
  }
}

}  // namespace caisson::igor
