#include "engine/rules/minicampaign/activation.hpp"

#include <cmath>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/rules/minicampaign/condition.hpp"
#include "engine/rules/minicampaign/movement.hpp"

namespace caisson::minicampaign {
namespace {

// Division and higher generals lead brigades; a brigade's own brigadier is part of the unit
// (brigadiers_count_as_generals says otherwise).
bool counts_as_general(const Battle& b, const MiniParameters& p, const Commander& c) {
  if (!c.alive || !c.on_table) return false;
  if (p.flag(Param::brigadiers_count_as_generals) || c.commands == kNone) return true;
  return b.oob.node(c.commands).echelon != Echelon::brigade;
}

bool general_near(const Battle& b, const MiniParameters& p, const Unit& u) {
  // Every general is asked about every unit activating: a bounding-box test first settles most.
  const double radius = p[Param::general_radius], reach = radius + u.footprint.radius();
  for (const Commander& c : b.commanders) {
    const Vec2 off = c.position - u.footprint.center;
    if (std::abs(off.x) > reach || std::abs(off.y) > reach) continue;
    if (c.side == u.side && counts_as_general(b, p, c) && u.footprint.distance_to(c.position) <= radius) return true;
  }
  return false;
}

void rally(Battle& b, Unit& u) {
  if (!u.disordered && !u.routing) return;
  bool was_routing = u.routing;
  u.disordered = false;
  u.routing = false;
  b.emit(HitsRallied{u.id, 0, u.hits, was_routing});
}

}  // namespace

std::string_view name_of(Activation a) {
  switch (a) {
    case Activation::untested: return "untested";
    case Activation::broken: return "Broken";
    case Activation::hesitant: return "Hesitant";
    case Activation::cautious: return "Cautious";
    case Activation::steady: return "Steady";
  }
  return "untested";
}

ActivationModifiers activation_modifiers(const Battle& b, const MiniParameters& p, const Unit& u) {
  ActivationModifiers m;
  m.general_near = general_near(b, p, u);
  m.fresh_or_veteran = is_fresh(u) || u.quality == Quality::veteran;
  m.shaken = is_shaken(p, u);
  m.disordered = u.disordered || u.routing;
  return m;
}

Activation activation_for(const MiniParameters& p, int score) {
  if (score >= p.whole(Param::steady_at)) return Activation::steady;
  if (score >= p.whole(Param::cautious_at)) return Activation::cautious;
  if (score >= p.whole(Param::hesitant_at)) return Activation::hesitant;
  return Activation::broken;
}

double move_fraction(const MiniParameters& p, Activation a) {
  switch (a) {
    case Activation::untested:
    case Activation::steady: return 1.0;
    case Activation::cautious: return p[Param::cautious_move_fraction];
    case Activation::hesitant:
    case Activation::broken: return 0.0;
  }
  return 0.0;
}

bool may_advance(Activation a) { return a == Activation::untested || a == Activation::steady || a == Activation::cautious; }
bool may_charge(Activation a) { return a == Activation::untested || a == Activation::steady; }

Activation activate(Battle& b, const MiniParameters& p, Unit& u) {
  ActivationModifiers m = activation_modifiers(b, p, u);
  int roll = b.dice.d6("activation");
  Activation a = activation_for(p, roll + m.total());
  unit_state(b, u.id).activation = static_cast<int>(a);
  // Logged as a test passed unless Broken, against the score that avoids breaking.
  MoraleChecked checked{u.id, "activation", roll, m.total(), p.whole(Param::hesitant_at), a != Activation::broken, 0};
  checked.parts = m.parts();
  checked.passes_if = ">=";
  b.emit(checked);
  if (b.log.observed()) b.say(fmt::format("{} is {}", u.name, name_of(a)));
  if (a == Activation::steady || a == Activation::cautious) rally(b, u);
  if (a == Activation::broken) {
    retreat(b, p, u, open_move(p, u), true, "broken on activation");
    if (u.present()) apply_hits(b, p, u, half_d6(b, p, "straggler hits"), "stragglers");
  }
  return a;
}

}  // namespace caisson::minicampaign
