#include "engine/play/person.hpp"

#include <fmt/format.h>

#include "engine/orders/courier.hpp"
#include "engine/orders/order_check.hpp"
#include "engine/play/battle.hpp"

namespace caisson {
namespace {

constexpr ActionKind kPersonActionKinds[] = {ActionKind::move, ActionKind::change_formation, ActionKind::fall_back,
                                             ActionKind::fire, ActionKind::charge, ActionKind::rally};

// The port the commander gets for what a person left to it: actions for the person's own units
// are refused before the driver sees them, quietly, so nothing is counted or logged.
class LeftToCommanderPort final : public ActionPort {
 public:
  LeftToCommanderPort(ActionPort& driver, const PersonController& person, bool everyone)
      : driver_(driver), person_(person), everyone_(everyone) {}
  Verdict submit(const Action& a) override { return left(a) ? driver_.submit(a) : kept(); }
  Verdict attempt(const Battle& b, const Action& a) override { return left(a) ? driver_.attempt(b, a) : kept(); }
  std::optional<std::string> why_not(const Battle& b, const Action& a) override {
    if (!left(a)) return kept().reason;
    return driver_.why_not(b, a);
  }

 private:
  bool left(const Action& a) const { return everyone_ || person_.delegated(actor_of(a)); }
  static Verdict kept() { return Verdict{false, "the person commands that unit"}; }
  ActionPort& driver_;
  const PersonController& person_;
  bool everyone_;
};

}  // namespace

bool anyone_may_act(const Battle& b, const PhaseSpec& phase, Side side) {
  for (const Unit& u : b.units) {
    if (u.side != side || !u.present()) continue;
    for (ActionKind k : kPersonActionKinds)
      if (phase.allowed.has(k) && b.advisor().may_act(b, u, k)) return true;
  }
  return false;
}

void PersonController::play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) {
  delegated_.resize(b.units.size(), false);
  bool everyone = false;
  if (anyone_may_act(b, phase, side)) {
    for (;;) {
      const Decision d{b, phase, side, port, *this};
      Choice c = source_.next(d);
      Verdict v = carry_out(b, d, c);
      source_.told(c, v);
      if (!v.accepted) continue;
      record_.push_back(c);
      if (ends_phase(c)) {
        everyone = std::holds_alternative<LeavePhase>(c);
        break;
      }
    }
  }
  play_delegated(b, phase, side, port, everyone);
}

bool PersonController::delegated(UnitId u) const {
  return u >= 0 && static_cast<std::size_t>(u) < delegated_.size() && delegated_[static_cast<std::size_t>(u)];
}

std::optional<std::string> PersonController::why_not(const Decision& d, const Choice& c) const {
  const Battle& b = d.battle;
  struct Check {
    const Decision& d;
    const Battle& b;
    std::optional<std::string> operator()(const Act& a) const {
      UnitId id = actor_of(a.action);
      if (id >= 0 && static_cast<std::size_t>(id) < b.units.size() && b.unit(id).side != d.side)
        return fmt::format("{} is not one of {}'s units", b.unit(id).name, b.side_name(d.side));
      return d.port.why_not(b, a.action);
    }
    std::optional<std::string> operator()(const GiveOrder& o) const { return order_refusal(b, d.side, o.order); }
    std::optional<std::string> operator()(const Delegate& g) const {
      if ((g.unit == kNone) == (g.formation == kNone)) return std::string("leave either a unit or a formation to the commander");
      if (g.unit != kNone) {
        if (g.unit < 0 || static_cast<std::size_t>(g.unit) >= b.units.size()) return fmt::format("there is no unit #{}", g.unit);
        if (b.unit(g.unit).side != d.side) return fmt::format("{} is not one of {}'s units", b.unit(g.unit).name, b.side_name(d.side));
        return std::nullopt;
      }
      if (g.formation < 0 || static_cast<std::size_t>(g.formation) >= b.oob.nodes().size())
        return fmt::format("there is no formation #{}", g.formation);
      const FormationNode& n = b.oob.node(g.formation);
      if (n.side != d.side) return fmt::format("{} is not one of {}'s formations", n.name, b.side_name(d.side));
      return std::nullopt;
    }
    std::optional<std::string> operator()(const LeavePhase&) const { return std::nullopt; }
    std::optional<std::string> operator()(const EndPhase&) const { return std::nullopt; }
  };
  return std::visit(Check{d, b}, c);
}

Verdict PersonController::carry_out(Battle& b, const Decision& d, const Choice& c) {
  if (auto why = why_not(d, c)) return Verdict{false, std::move(*why)};
  if (const Act* a = std::get_if<Act>(&c)) return d.port.submit(a->action);
  if (const GiveOrder* o = std::get_if<GiveOrder>(&c)) issue_order(b, o->order);
  if (const Delegate* g = std::get_if<Delegate>(&c)) delegate(b, *g);
  return {};
}

void PersonController::delegate(const Battle& b, const Delegate& d) {
  delegated_.resize(b.units.size(), false);
  if (d.unit != kNone) {
    delegated_[static_cast<std::size_t>(d.unit)] = d.to_commander;
    return;
  }
  for (const Unit& u : b.units)
    if (u.brigade != kNone && in_subtree(b.oob, u.brigade, d.formation)) delegated_[static_cast<std::size_t>(u.id)] = d.to_commander;
}

void PersonController::play_delegated(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port, bool everyone) {
  bool any = everyone;
  for (const Unit& u : b.units) any = any || (u.side == side && delegated(u.id));
  if (!any) return;
  LeftToCommanderPort left(port, *this, everyone);
  commander_.play_phase(b, phase, side, left);
}

}  // namespace caisson
