#pragma once
// The invariants every rule system keeps, checked while a battle plays (sweep --check-invariants,
// tools/soak.sh): after every action and after each phase's own work, no unit that moved stands
// on another or with its centre off the table, stands and HITs stay within bounds, routers moved only toward
// their own edge, and every refused action says why. Off (the default) it costs nothing: nothing
// is attached to the battle.
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/play/battle.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

// A broken invariant: the message names the turn, the phase, the unit and what happened.
struct InvariantBroken : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class InvariantWatch final : public LogObserver {
 public:
  // Attach to a battle before it plays (its set-up is the first picture).
  void begin(Battle& b);
  // Detach after play, checking the final state; throws InvariantBroken naming the first
  // invariant the battle broke. (Nothing is thrown while it plays: a record may be emitted from
  // inside a Lua call, which would turn the exception into a Lua error.)
  void finish(Battle& b);
  // Phase boundaries and refusals come as records.
  void record(const Battle& b, const Record& r) override;
  // Checks every unit against the last picture, `after` saying what happened since.
  void check(const Battle& b, std::string_view after);
  // The first invariant broken so far, or "".
  const std::string& first_broken() const { return first_broken_; }

 private:
  // What the last check saw of a unit.
  struct Seen {
    Vec2 position;
    double facing = 0;
    Formation formation{};
    UnitStatus status = UnitStatus::waiting;
    bool routing = false;
  };
  void check_unit(const Battle& b, const Unit& u, const Seen& was, std::string_view after);
  void check_refusal(const Battle& b, const ActionRefused& r);
  void broken(const Battle& b, const std::string& what);

  std::vector<Seen> seen_;
  std::string phase_;  // the phase whose own work a boundary check follows
  std::string first_broken_;
};

// Plays a side through `inner` and checks the invariants after each action it has accepted.
class InvariantCheckedController final : public Controller {
 public:
  InvariantCheckedController(Controller& inner, InvariantWatch& watch) : inner_(inner), watch_(watch) {}
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

 private:
  Controller& inner_;
  InvariantWatch& watch_;
};

}  // namespace caisson
