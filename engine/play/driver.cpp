#include "engine/play/driver.hpp"

#include <fmt/format.h>

#include "engine/play/reinforcements.hpp"
#include "engine/orders/commanders.hpp"
#include "engine/play/event_roll.hpp"
#include "engine/play/victory.hpp"
#include "engine/play/watchers.hpp"
#include "engine/rules/refusal_reasons.hpp"

namespace caisson {
namespace {

class DriverPort final : public ActionPort {
 public:
  explicit DriverPort(Driver& d) : d_(d) {}
  Verdict submit(const Action& a) override { return d_.submit(a); }
  // One check, not two: the driver's own is the rules' check.
  Verdict attempt(const Battle&, const Action& a) override { return d_.submit(a, Driver::Refusal::quiet); }
  std::optional<std::string> why_not(const Battle&, const Action& a) override { return d_.why_not(a); }

 private:
  Driver& d_;
};

// "artillery or general fire" — the phases of a player turn that allow an action kind.
std::string phases_allowing(const SequenceOfPlay& seq, ActionKind k) {
  std::string out;
  for (const auto* phases : {&seq.player_turn, &seq.turn_end})
    for (const auto& p : *phases) {
      if (!p.allowed.has(k)) continue;
      if (!out.empty()) out += " or ";
      out += p.name;
    }
  return out;
}

}  // namespace

Driver::Driver(Battle& b, Controller& first_side, Controller& second_side)
    : Driver(b, std::array<Controller*, 2>{&first_side, &second_side}) {}

Driver::Driver(Battle& b, std::array<Controller*, 2> controllers) : b_(b), controllers_(controllers) {}

void Driver::start_battle() {
  b_.emit(BattleBegan{b_.seed});
  for (const auto& p : b_.rules->parameters())
    if (p.value != p.default_value) b_.emit(RuleOverridden{p.name, p.value, p.default_value});
  b_.rules->begin_battle(b_);
  report_area_entries(b_);  // the first look notes where everyone stands
}

const Outcome& Driver::play() {
  paused_ = false;
  while (!b_.outcome) {
    if (!play_turn() || paused_) break;
    if (stop_after_ > 0 && b_.turn >= stop_after_ && !b_.outcome) break;
  }
  static const Outcome unfinished{-1, VictoryLevel::draw, "stopped before the end", 0};
  return b_.outcome ? *b_.outcome : unfinished;
}

bool Driver::play_turn() {
  if (b_.outcome) return false;
  paused_ = false;
  if (b_.turn_point.stage == TurnStage::between_turns) open_turn();
  if (!play_turn_start() || !play_player_turns() || !play_turn_end()) return true;  // paused between phases
  close_turn();
  return !b_.outcome;
}

void Driver::open_turn() {
  if (b_.turn == 0) start_battle();
  ++b_.turn;
  b_.phase = {};
  b_.emit(TurnBegan{b_.turn});
  b_.call(HookKind::turn_start, HookArgs{});
  const Side first = b_.rules->first_player(b_);
  b_.turn_point = {TurnStage::turn_start, 0, 0, 0, first};
  // The scenario's event table is rolled at the start of every turn: inside the ruleset's first
  // turn-start phase when it declares one (igor's events phase), else before the player turns.
  if (b_.rules->sequence().turn_start.empty()) roll_event_table(b_);
}

bool Driver::play_turn_start() {
  TurnPoint& at = b_.turn_point;
  if (at.stage != TurnStage::turn_start) return true;
  const std::span<const PhaseSpec> phases = b_.rules->sequence().turn_start;
  while (static_cast<std::size_t>(at.phases) < phases.size() && !b_.outcome) {
    const PhaseSpec& p = phases[static_cast<std::size_t>(at.phases)];
    if (at.phases == 0) {
      begin_phase(p);
      roll_event_table(b_);
      finish_phase(p, at.first);
    } else {
      play_phase(p, at.first);
    }
    ++at.phases;
    if (phase_played()) return false;
  }
  at.stage = TurnStage::player_turn;
  at.player = at.phases = 0;
  return true;
}

bool Driver::play_player_turns() {
  TurnPoint& at = b_.turn_point;
  if (at.stage != TurnStage::player_turn) return true;
  const std::span<const PhaseSpec> phases = b_.rules->sequence().player_turn;
  for (; at.player < 2 && !b_.outcome; ++at.player, at.phases = 0) {
    const Side side = at.player == 0 ? at.first : other(at.first);
    if (at.phases == 0) {
      b_.active = side;
      b_.phase = {};  // arrivals and couriers come between phases, at the player turn's start
      b_.rules->begin_player_turn(b_, side);
      bring_on_reinforcements(b_, side);
      apply_scheduled_orders(b_, side);
    }
    while (static_cast<std::size_t>(at.phases) < phases.size() && !b_.outcome) {
      play_phase(phases[static_cast<std::size_t>(at.phases)], side);
      ++at.phases;
      if (phase_played()) return false;
    }
    keep_generals_with_commands(b_, side);
    if (!b_.outcome) report_changes(b_);
  }
  at.stage = TurnStage::turn_end;
  at.player = at.phases = 0;
  return true;
}

// The phases both sides play together after the player turns (SequenceOfPlay::turn_end).
bool Driver::play_turn_end() {
  TurnPoint& at = b_.turn_point;
  const std::span<const PhaseSpec> phases = b_.rules->sequence().turn_end;
  if (phases.empty() || b_.outcome) return true;
  if (at.phases == 0) b_.active = at.first;
  while (static_cast<std::size_t>(at.phases) < phases.size() && !b_.outcome) {
    play_phase(phases[static_cast<std::size_t>(at.phases)], at.first);
    ++at.phases;
    if (phase_played()) return false;
  }
  for (Side side : {at.first, other(at.first)}) keep_generals_with_commands(b_, side);
  if (!b_.outcome) report_changes(b_);
  return true;
}

void Driver::close_turn() {
  b_.phase = {};
  b_.call(HookKind::turn_end, HookArgs{});
  if (!b_.outcome) decide_victory(b_);
  b_.emit(TurnEnded{b_.turn});
  b_.turn_point = {};
}

bool Driver::phase_played() {
  TurnPoint& at = b_.turn_point;
  ++at.played;
  paused_ = pause_phases_ > 0 && b_.turn == pause_turn_ && at.played == pause_phases_ && !b_.outcome;
  return paused_;
}

void Driver::begin_phase(const PhaseSpec& p) {
  b_.begin_phase(p.name);
  HookArgs a;
  a.side = b_.active;
  a.phase = p.name;
  b_.call(HookKind::phase_start, a);
}

void Driver::finish_phase(const PhaseSpec& p, Side side) {
  b_.rules->run_phase(b_, p, side);
  report_area_entries(b_);
  HookArgs a;
  a.side = side;
  a.phase = p.name;
  b_.call(HookKind::phase_end, a);
}

void Driver::play_phase(const PhaseSpec& p, Side side) {
  begin_phase(p);
  current_ = &p;
  DriverPort port(*this);
  if (p.actor == Actor::both) {
    // Both sides act, each in its turn as the rules deal them; the side asked is the active one.
    for (int step = 0; !b_.outcome; ++step) {
      std::optional<Side> next = b_.rules->next_to_act(b_, p, step, side);
      if (!next) break;
      acting_ = b_.active = *next;
      if (Controller* c = controllers_[acting_]) c->play_phase(b_, p, acting_, port);
    }
  } else if (p.actor != Actor::none) {
    acting_ = p.actor == Actor::active ? side : other(side);
    if (Controller* c = controllers_[acting_]) c->play_phase(b_, p, acting_, port);
  }
  current_ = nullptr;
  if (!b_.outcome) finish_phase(p, side);
}

Verdict Driver::submit(const Action& a, Refusal refusal) {
  auto refuse = [&](std::string why) {
    if (refusal == Refusal::quiet) return Verdict{false, std::move(why)};
    ++b_.refused[acting_];
    b_.emit(ActionRefused{acting_, actor_of(a), why});
    return Verdict{false, std::move(why)};
  };
  if (auto why = phase_refusal(a)) return refuse(std::move(*why));
  std::optional<QuietReasons> quiet;  // an attempt's reason is never read
  if (refusal == Refusal::quiet) quiet.emplace();
  auto why = b_.rules->check(b_, a);
  quiet.reset();
  if (why) return refuse(std::move(*why));
  b_.rules->resolve(b_, a);
  return {};
}

std::optional<std::string> Driver::why_not(const Action& a) const {
  if (auto why = phase_refusal(a)) return why;
  return b_.rules->check(b_, a);
}

std::optional<std::string> Driver::phase_refusal(const Action& a) const {
  UnitId id = actor_of(a);
  if (id < 0 || id >= static_cast<UnitId>(b_.units.size())) return fmt::format("there is no unit #{}", id);
  const Unit& u = b_.unit(id);
  ActionKind kind = kind_of(a);
  if (current_ == nullptr) return fmt::format("{} cannot {}: no phase is being played", u.name, name_of(kind));
  if (u.side != acting_)
    return fmt::format("{} belongs to {}, who does not act in the {} phase", u.name, b_.side_name(u.side), current_->name);
  if (!current_->allowed.has(kind)) {
    std::string where = phases_allowing(b_.rules->sequence(), kind);
    return fmt::format("{} cannot {} in the {} phase ({}: sequence of play{})", u.name, name_of(kind), current_->name,
                       b_.rules->id(),
                       where.empty() ? std::string(", never allowed") : fmt::format("; allowed in the {} phase", where));
  }
  return std::nullopt;
}

}  // namespace caisson
