#include "engine/play/invariant_watch.hpp"

#include <fmt/format.h>

namespace caisson {
namespace {

// Footprints a hair smaller than the real ones: units in base contact touch, they do not overlap.
OrientedRect invariant_shrunk(const OrientedRect& r) { return {r.center, r.width - 0.2, r.depth - 0.2, r.facing}; }

std::string invariant_unit_text(const Battle& b, const Unit& u) {
  return fmt::format("{} ({}, unit #{})", u.name, b.side_name(u.side), u.id);
}

bool invariant_was_present(UnitStatus s) { return s == UnitStatus::on_table; }

// Passes what a side submits on to the driver, and checks the invariants after each action the
// rules accepted (an attempt that was accepted is an action too).
class InvariantCheckedPort final : public ActionPort {
 public:
  InvariantCheckedPort(Battle& b, ActionPort& real, InvariantWatch& watch) : b_(b), real_(real), watch_(watch) {}
  Verdict submit(const Action& a) override { return checked(a, real_.submit(a)); }
  Verdict attempt(const Battle& b, const Action& a) override { return checked(a, real_.attempt(b, a)); }
  std::optional<std::string> why_not(const Battle& b, const Action& a) override { return real_.why_not(b, a); }

 private:
  Verdict checked(const Action& a, Verdict v) {
    if (v.accepted) {
      const UnitId id = actor_of(a);
      const std::string who = id >= 0 && id < static_cast<UnitId>(b_.units.size()) ? b_.unit(id).name : "?";
      watch_.check(b_, fmt::format("{} was ordered to {}", who, name_of(kind_of(a))));
    }
    return v;
  }
  Battle& b_;
  ActionPort& real_;
  InvariantWatch& watch_;
};

}  // namespace

void InvariantWatch::begin(Battle& b) {
  seen_.clear();
  first_broken_.clear();
  phase_ = "set-up";
  b.log.attach(this);
  check(b, "the set-up");
}

void InvariantWatch::finish(Battle& b) {
  b.log.detach(this);
  check(b, "the end of the battle");
  if (!first_broken_.empty()) throw InvariantBroken(first_broken_);
}

void InvariantWatch::record(const Battle& b, const Record& r) {
  if (const auto* refused = std::get_if<ActionRefused>(&r)) return check_refusal(b, *refused);
  // A phase begins, a turn or the battle ends: the work of the phase before is done.
  const bool boundary = std::holds_alternative<PhaseBegan>(r) || std::holds_alternative<TurnEnded>(r) ||
                        std::holds_alternative<BattleEnded>(r);
  if (!boundary) return;
  check(b, phase_.empty() ? std::string("the work between phases") : fmt::format("the {} phase's own work", phase_));
  if (const auto* p = std::get_if<PhaseBegan>(&r)) phase_ = p->phase;
  else phase_.clear();
}

void InvariantWatch::check(const Battle& b, std::string_view after) {
  if (seen_.size() < b.units.size()) seen_.resize(b.units.size());
  for (const Unit& u : b.units) {
    Seen& was = seen_[static_cast<std::size_t>(u.id)];
    check_unit(b, u, was, after);
    was = {u.position, u.facing, u.formation, u.status, u.routing};
  }
}

void InvariantWatch::check_unit(const Battle& b, const Unit& u, const Seen& was, std::string_view after) {
  const std::string who = invariant_unit_text(b, u);
  if (u.hits < 0) broken(b, fmt::format("{} has {} HITs after {}", who, u.hits, after));
  if (u.stands < 0 || u.stands > u.stands_at_start)
    broken(b, fmt::format("{} has {} stands of {} after {}", who, u.stands, u.stands_at_start, after));
  const bool was_gone = was.status == UnitStatus::routed_off || was.status == UnitStatus::destroyed;
  if (was_gone && u.status != was.status) broken(b, fmt::format("{} came back after {}", who, after));
  if (!u.present()) return;
  const bool moved = !invariant_was_present(was.status) || !(was.position == u.position) || was.facing != u.facing ||
                     was.formation != u.formation;
  if (!moved) return;
  // By its centre: a forced move (igor's fall back and rout) leaves a unit on the table as long as
  // its centre is; a footprint may overhang the edge.
  if (!b.field().on_table(u.position))
    broken(b, fmt::format("{} stands off the table at ({:.2f}, {:.2f}) yet is still on the field after {}", who,
                          u.position.x, u.position.y, after));
  const OrientedRect mine = invariant_shrunk(u.footprint);
  for (const Unit& o : b.units)
    if (o.id != u.id && o.present() && invariant_shrunk(o.footprint).overlaps(mine))
      broken(b, fmt::format("{} overlaps {} after {}", who, invariant_unit_text(b, o), after));
  if (invariant_was_present(was.status) && was.routing && u.routing) {
    // Toward its own edge means along the edge's direction (a router on the edge steps over it).
    const double toward_home = b.scenario->home_edge_y[u.side] < b.field().depth() / 2 ? -1.0 : 1.0;
    if ((u.position.y - was.position.y) * toward_home < -1e-9)
      broken(b, fmt::format("{} is routing, yet moved away from its own edge ({:.2f}, {:.2f}) -> ({:.2f}, {:.2f}) after {}",
                            who, was.position.x, was.position.y, u.position.x, u.position.y, after));
  }
}

void InvariantWatch::check_refusal(const Battle& b, const ActionRefused& r) {
  if (r.reason.empty())
    broken(b, fmt::format("an action of unit #{} by {} was refused without a reason", r.unit, b.side_name(r.side)));
}

void InvariantWatch::broken(const Battle& b, const std::string& what) {
  if (!first_broken_.empty()) return;  // the first says most; what follows may be its consequence
  // The phase being played, or (at a boundary) the one whose work just ended.
  first_broken_ = fmt::format("turn {}{}: {}", b.turn, phase_.empty() ? "" : fmt::format(", {} phase", phase_), what);
}

void InvariantCheckedController::play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) {
  InvariantCheckedPort checked(b, port, watch_);
  inner_.play_phase(b, phase, side, checked);
}

}  // namespace caisson
