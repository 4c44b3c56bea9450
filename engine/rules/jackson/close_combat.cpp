#include "engine/rules/jackson/close_combat.hpp"

#include <algorithm>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/rules/jackson/morale.hpp"
#include "engine/rules/jackson/movement.hpp"
#include "engine/rules/jackson/troops.hpp"

namespace caisson::jackson {
namespace {

constexpr double kCombatSlack = 0.05;

bool within_reach(const JacksonParameters& p, const Unit& u, const Unit& target) {
  return u.present() && !u.routing && target.present() && u.footprint.distance_to(target.footprint) <= p[Param::close_to] + kCombatSlack;
}

// Another attacker closing on the same target lets a unit that would not close stay where it is.
bool others_attack(const Battle& b, const JacksonParameters& p, const TurnState& t, const Attack& a) {
  return std::any_of(t.attacks.begin(), t.attacks.end(), [&](const Attack& o) {
    return !o.ended && o.attacker != a.attacker && o.target == a.target && within_reach(p, b.unit(o.attacker), b.unit(o.target));
  });
}

// Officers leading a beaten unit: killed on a 0 of the D10, captured on a 9.
void officers_at_risk(Battle& b, const JacksonParameters& p, const Unit& loser) {
  const Commander* g = leading_general(b, p, loser);
  if (!g) return;
  switch (officer_fate(p, b.dice.roll(1, 10, "officer in a lost close combat").total)) {
    case OfficerFate::killed: b.kill_commander(b.commander(g->id), "is killed in the close combat"); break;
    case OfficerFate::captured: b.kill_commander(b.commander(g->id), "is captured in the close combat"); break;
    case OfficerFate::unhurt: break;
  }
}

// A side's stands grouped by their factors: the first `casualty_free_stands`, then the rest (a
// casualty stand's factor counts its casualties). The factors are the same within a group.
std::array<CloseCombat::Stands, 2> stands_of(const Battle& b, const JacksonParameters& p, const Unit& u, int stands,
                                             const Unit& other, bool flank_hit) {
  const int whole = std::min(stands, casualty_free_stands(p, u));
  std::array<CloseCombat::Stands, 2> groups{};
  if (whole > 0) groups[0] = {whole, stand_factors(b, p, u, 0, other, flank_hit)};
  if (stands > whole) groups[1] = {stands - whole, stand_factors(b, p, u, whole, other, flank_hit)};
  return groups;
}

// The factor of the side's `index`-th stand.
int factor_of(const std::array<CloseCombat::Stands, 2>& groups, int index) {
  return (index < groups[0].count ? groups[0] : groups[1]).factors.modifier_total();
}

void fight(Battle& b, const JacksonParameters& p, const Attack& a) {
  Unit& u = b.unit(a.attacker);
  Unit& e = b.unit(a.target);
  // Routed units attacked rout again, losing a D6 of casualties; no fight.
  if (e.routing) {
    take_casualties(b, p, e, b.dice.d6("casualties of a routed unit caught"), "caught while routed");
    const UnitId by[] = {u.id};
    rout(b, p, e, "attacked while routed", true, by);
    return;
  }
  const UnitId by_attacker[] = {u.id};
  const int rear = a.flank ? p.whole(Param::rear_attack_morale) : 0;
  MoraleResult stand = test_morale(b, p, e, a.flank ? "attacked in flank or rear" : "attacked", rear);
  if (a.flank && !passed(stand)) stand = MoraleResult::routs;
  if (!passed(stand)) {
    take_result(b, p, e, stand, "would not stand the attack", by_attacker);
    return;
  }
  const CombatResult r = fight_stands(b, p, u, e, a.flank);
  const bool attacker_won = r.attacker_won();
  Unit& loser = attacker_won ? e : u;
  Unit& winner = attacker_won ? u : e;
  if (!loser.present()) return;
  officers_at_risk(b, p, loser);
  const int total = morale_total(b, p, loser, "lost the close combat", 0, p.whole(Param::close_combat_stands_from));
  const UnitId by_winner[] = {winner.id};
  if (loser_falls_back(p, total)) fall_back(b, p, loser, "beaten in close combat");
  else rout(b, p, loser, "beaten in close combat", true, by_winner);
}

}  // namespace

Tally stand_factors(const Battle& b, const JacksonParameters& p, const Unit& u, int index, const Unit& other, bool flank_hit) {
  Tally f;
  f.row = "a stand's die";
  if (u.arm == Arm::artillery) f.add("a gun", p.whole(Param::artillery_factor));
  if (u.mounted()) {
    f.add("mounted cavalry", p.whole(Param::cavalry_factor));
    if (!did(b, u, kMoved)) f.add("standing cavalry", p.whole(Param::standing_cavalry_factor));
  }
  if (u.formation == Formation::square && other.mounted()) f.add("square against cavalry", p.whole(Param::square_factor));
  if (flank_hit) f.add("attacked in flank or rear", p.whole(Param::flank_factor));
  if (unit_state(b, u.id).falling_back) f.add("falling back", p.whole(Param::falling_back_factor));
  // Casualty stands fight last, the worse for each casualty they carry.
  if (index >= casualty_free_stands(p, u))
    f.add("casualties on the stand", p.whole(Param::casualty_stand_factor) * casualties_on_a_stand(p, u));
  return f;
}

OfficerFate officer_fate(const JacksonParameters& p, int roll) {
  if (roll >= p.whole(Param::officer_killed_on)) return OfficerFate::killed;
  if (roll >= p.whole(Param::officer_captured_on)) return OfficerFate::captured;
  return OfficerFate::unhurt;
}

bool loser_falls_back(const JacksonParameters& p, int total) { return total >= p.whole(Param::close_combat_stands_from); }

PairResult pair_result(int attacker_total, int defender_total, bool defender_wins_ties) {
  if (attacker_total > defender_total) return PairResult::attacker;
  if (defender_total > attacker_total || defender_wins_ties) return PairResult::defender;
  return PairResult::neither;
}

CombatResult fight_stands(Battle& b, const JacksonParameters& p, Unit& attacker, Unit& defender, bool flank) {
  const int a_stands = std::max(1, text_stands(p, attacker)), d_stands = std::max(1, text_stands(p, defender));
  const int pairs = std::max(a_stands, d_stands);
  const Throw a = b.dice.roll(std::min(pairs, Throw::kMaxFaces), 6, "close combat (attacker)");
  const Throw d = b.dice.roll(std::min(pairs, Throw::kMaxFaces), 6, "close combat (defender)");
  const bool defender_wins_ties = b.field().within(defender.position, AreaKind::town);
  // Each side's stands as they pair off: those free of casualties, then the casualty stand.
  CloseCombat::Pairs paired{a, d, stands_of(b, p, attacker, a_stands, defender, false),
                            stands_of(b, p, defender, d_stands, attacker, flank), defender_wins_ties};
  CombatResult r;
  int attacker_casualties = 0, defender_casualties = 0;
  for (int k = 0; k < a.count; ++k) {
    const int at = a.face(k) + factor_of(paired.attacker, k % a_stands);
    const int dt = d.face(k) + factor_of(paired.defender, k % d_stands);
    switch (pair_result(at, dt, defender_wins_ties)) {
      case PairResult::attacker:
        ++r.attacker_wins;
        if (d.face(k) <= 2) defender_casualties += d.face(k);
        break;
      case PairResult::defender:
        ++r.defender_wins;
        if (a.face(k) <= 2) attacker_casualties += a.face(k);
        break;
      case PairResult::neither: break;
    }
  }
  CloseCombat fought{attacker.id, defender.id, a.count, d.count, attacker_casualties, defender_casualties};
  fought.counts = "dice";
  for (Tally* dice : {&fought.attacker_tally, &fought.defender_tally}) {  // a die for each pair of stands
    dice->row = "a die a pair of stands";
    dice->table = pairs;
    dice->at_most(Throw::kMaxFaces, "the most dice one throw holds");
  }
  fought.pairs = paired;
  b.emit(fought);
  take_casualties(b, p, attacker, attacker_casualties, "close combat");
  take_casualties(b, p, defender, defender_casualties, "close combat");
  return r;
}

void resolve_close_combats(Battle& b, const JacksonParameters& p, TurnState& t) {
  // Fights change the attacks' units, not the list: none is declared now.
  for (std::size_t i = 0; i < t.attacks.size(); ++i) {
    const Attack a = t.attacks[i];
    if (a.ended) continue;
    Unit& u = b.unit(a.attacker);
    const Unit& e = b.unit(a.target);
    if (!within_reach(p, u, e)) continue;
    // Attackers from the flank or rear need no test to close; a halt does not close.
    if (!a.flank && test_morale(b, p, u, "closing with the enemy") != MoraleResult::carries_on) {
      if (!others_attack(b, p, t, a)) fall_back(b, p, u, "would not close");
      continue;
    }
    fight(b, p, a);
  }
  t.end_all_attacks();
}

}  // namespace caisson::jackson
