#pragma once
// A side played by a person: at each decision point of its phases the controller asks a
// ChoiceSource (a page in a browser, a test's script, a save's recorded choices) what to do,
// carries out what the rules accept, and hands what the person left to it to the built-in
// commander. Every accepted choice goes on the record, so the seed and the record replay the
// game exactly (engine/persist/play_save.hpp).
#include <optional>
#include <string>
#include <vector>

#include "engine/play/choice.hpp"
#include "engine/play/controller.hpp"

namespace caisson {

class PersonController;

// One moment where a person is asked to choose: valid until the choice is made.
struct Decision {
  const Battle& battle;
  const PhaseSpec& phase;
  Side side;
  ActionPort& port;  // asks the driver why an action would be refused, without trying it
  const PersonController& person;
};

class ChoiceSource {
 public:
  virtual ~ChoiceSource() = default;
  // The next choice at this decision point. May throw to stop play here (a test's save point,
  // a server closing): the battle is left as it stood at the decision.
  virtual Choice next(const Decision& d) = 0;
  // What became of the choice: a refused one changed nothing and is not on the record.
  virtual void told(const Choice&, const Verdict&) {}
};

// The accepted choices, in the order played.
using ChoiceRecord = std::vector<Choice>;

class PersonController final : public Controller {
 public:
  // `commander` plays what the person leaves to it; `record` may be shared by both sides' persons.
  PersonController(ChoiceSource& source, Controller& commander, ChoiceRecord& record)
      : source_(source), commander_(commander), record_(record) {}

  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

  // Why the choice would be refused at this decision point; nullopt when it would be carried out.
  std::optional<std::string> why_not(const Decision& d, const Choice& c) const;
  // Is the unit left to the built-in commander?
  bool delegated(UnitId u) const;

 private:
  Verdict carry_out(Battle& b, const Decision& d, const Choice& c);
  void delegate(const Battle& b, const Delegate& d);
  // The commander plays the units left to it (all the side's with `everyone`).
  void play_delegated(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port, bool everyone);

  ChoiceSource& source_;
  Controller& commander_;
  ChoiceRecord& record_;
  std::vector<bool> delegated_;  // by UnitId
};

// Could any of the side's units take an action the phase allows (by the rules' cheap gate)? A
// person is not asked in a phase where none could.
bool anyone_may_act(const Battle& b, const PhaseSpec& phase, Side side);

}  // namespace caisson
