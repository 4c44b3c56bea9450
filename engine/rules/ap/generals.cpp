#include "engine/rules/ap/generals.hpp"

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/ap/troops.hpp"

namespace caisson::ap {
namespace {

Quality one_worse(Quality q) { return q == Quality::veteran ? Quality::seasoned : Quality::raw; }

// A unit of the fallen general's command still on the table, to stand the new one beside.
const Unit* unit_of_command(const Battle& b, FormationId command) {
  for (const Unit& u : b.units)
    if (u.present() && u.brigade != kNone && in_subtree(b.oob, u.brigade, command)) return &u;
  return nullptr;
}

}  // namespace

void generals_with_unit_at_risk(Battle& b, const ApParameters& p, const Unit& u, std::string_view risk) {
  // By index: a replacement joins the list as we go, and is not at risk yet.
  const std::size_t generals = b.commanders.size();
  for (std::size_t i = 0; i < generals; ++i) {
    Commander& c = b.commanders[i];
    if (c.side != u.side || !c.alive || !c.on_table || c.commands == kNone) continue;
    if (b.oob.node(c.commands).echelon == Echelon::brigade) continue;
    if (u.footprint.distance_to(c.position) <= p[Param::general_with]) risk_roll(b, p, c, risk);
  }
}

bool risk_roll(Battle& b, const ApParameters& p, Commander& c, std::string_view risk) {
  if (b.dice.d6("general's risk") < p.whole(Param::general_risk_on)) return false;
  b.kill_commander(c, risk);
  replace_general(b, c);
  return true;
}

void replace_general(Battle& b, const Commander& fallen) {
  const int roll = b.dice.d6("replacing a general");
  if (roll <= 2 || fallen.commands == kNone) return;
  const Unit* beside = unit_of_command(b, fallen.commands);
  if (!beside) return;
  Commander c;
  c.id = static_cast<CommanderId>(b.commanders.size());
  c.name = fmt::format("{} (acting)", b.oob.node(fallen.commands).name);
  c.side = fallen.side;
  c.commands = fallen.commands;
  c.quality = roll <= 4 ? one_worse(fallen.quality) : fallen.quality;
  c.position = beside->position - beside->footprint.forward() * (beside->footprint.depth / 2 + 1);
  c.on_table_given = true;
  const CommanderId was = fallen.id;  // `fallen` may move when the list grows
  b.commanders.push_back(std::move(c));
  b.oob.node(b.commanders.back().commands).commander = b.commanders.back().id;
  b.emit(CommanderReplaced{was, b.commanders.back().id});
}

}  // namespace caisson::ap
