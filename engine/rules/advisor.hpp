#pragma once
// What a rule system tells whoever chooses for a side — the built-in commanders, a person at the
// play page, a Lua controller — about what a unit may do now and how well. An advisor never
// decides an outcome: Ruleset::check and resolve do (engine/rules/ruleset.hpp). Its answers are
// cheap first looks and expectations, so a chooser can rank its options before it asks the rules
// about one.
#include <limits>
#include <optional>
#include <vector>

#include "engine/forces/unit.hpp"
#include "engine/geometry/shapes.hpp"
#include "engine/play/action.hpp"
#include "engine/rules/sequence_state.hpp"
#include "engine/rules/shot_quote.hpp"

namespace caisson {

struct Battle;
struct FormationNode;

class Advisor {
 public:
  virtual ~Advisor() = default;

  // Whether the unit may take this kind of action at all now (its side's turn, the phase, not
  // yet acted...): a cheap gate a chooser asks before planning one. Ruleset::check still decides.
  virtual bool may_act(const Battle&, const Unit&, ActionKind) const { return true; }
  // The same gate for a whole brigade: false only when may_act would say no for each of its
  // units, so a commander asked at every card of jackson's deck looks only at the brigade whose
  // card it is.
  virtual bool brigade_may_act(const Battle&, const FormationNode&, ActionKind) const { return true; }

  // How far the unit may move this phase, as it stands.
  virtual double move_allowance(const Battle& b, const Unit& u) const = 0;
  double fire_range(const Unit& u) const { return fire_range_in(u, u.formation); }  // 0: cannot fire
  // How far it could fire were it in formation `f` (a column asking about line, say).
  virtual double fire_range_in(const Unit& u, Formation f) const = 0;
  // How near an attacker closes before it settles into a firefight: where its fire is at its
  // best short of point blank. By default half its reach.
  virtual double closing_range(const Unit& u) const { return fire_range(u) / 2; }
  // No charge by this unit reaches an enemy farther than this (the most it could be given the
  // best ground), so a chooser need not ask the rules about enemies beyond it.
  virtual double charge_reach_bound(const Unit&) const { return std::numeric_limits<double>::infinity(); }

  // The HITs a shot would score on average as things stand: its dice times each die's chance
  // to hit (0 out of reach). Whether the shot is legal is the rules' to say. Cheap: a rule system
  // may leave out a modifier that would need a search of every unit.
  virtual double expected_hits(const Battle&, const Unit& /*firer*/, const Unit& /*target*/) const { return 0; }
  // The shot as these rules would throw it now, in its parts (the dice, what hits, and why), for
  // a person choosing a target; nullopt when the rules give no quote.
  virtual std::optional<ShotQuote> quote_shot(const Battle&, const Unit& /*firer*/, const Unit& /*target*/) const {
    return std::nullopt;
  }
  // Could the firer fire at the target from where it stands, as it stands, were it its fire
  // phase and had it not acted? For plans made in other phases: a battery deciding in the
  // movement phase whether it must wheel to bear.
  virtual bool could_fire_at(const Battle& b, const Unit& firer, const Unit& target) const = 0;
  // A first look, cheaper than could_fire_at, whatever the phase: false only when could_fire_at
  // would surely say no, so a chooser need not weigh that target at all.
  virtual bool might_fire_at(const Battle&, const Unit& /*firer*/, const Unit& /*target*/) const { return true; }

  // Whether the supporters a charge names count under these rules (igor's go in behind the
  // charger); where they do not, the rules find a charge's support themselves.
  virtual bool charges_name_supporters() const { return false; }
  // A first look at a charge's way: how far the charger would go toward the target before it
  // stops on someone else standing between (a friend's line, say), whatever its dice; nullopt
  // where no one stands between, and by default. The rules still decide.
  virtual std::optional<double> charge_stopped_after(const Battle&, const Unit& /*charger*/, const Unit& /*target*/) const {
    return std::nullopt;
  }
  // Whether a charge may name friends charging the same target alongside it (igor's `with`:
  // declared together, fought as one close combat); where not, each charges on its own.
  virtual bool charges_name_fellows() const { return false; }

  // A first look at steps along one line: the stretches of the way (inches from where the unit
  // stands, up to `longest`) at which a move ending there, facing `facing`, would surely be
  // refused for where it ends (on another unit, say). None by default; the rules still decide
  // every step.
  virtual void blocked_steps(const Battle&, const Unit&, Vec2 /*dir*/, double /*longest*/, double /*facing*/,
                             std::vector<OrientedRect::Stretch>& out) const {
    out.clear();
  }

  // How far along `dir` (up to `want` inches) one move ending facing `facing` may go as far as
  // the move's shape and the ground it crosses allow, other units aside: a line that may only
  // drift a little sideways, marching at a slant, goes no farther than its drift lets it. `want`
  // where the rules bound nothing so; the rules still decide every step.
  virtual double longest_step(const Battle&, const Unit&, Vec2 /*dir*/, double want, double /*facing*/) const {
    return want;
  }

  // What the rule system's own sequence holds now (cards, rounds, action points, activations,
  // attacks declared), in words a person follows; the phases alone say all by default.
  virtual SequenceState sequence_state(const Battle&) const { return {}; }
};

// Does a step of `length` end within one of these stretches?
inline bool blocked_at(std::span<const OrientedRect::Stretch> blocked, double length) {
  for (const OrientedRect::Stretch& s : blocked)
    if (length >= s.enter && length <= s.leave) return true;
  return false;
}

}  // namespace caisson
