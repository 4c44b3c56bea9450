#pragma once
// A controller chooses what a side's units do in a phase — the built-in commander or a Lua
// function. It submits actions through the port, which applies the same checks to everyone.
#include <optional>
#include <string>

#include "engine/play/action.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson {

struct Battle;

struct Verdict {
  bool accepted = true;
  std::string reason;  // why not, when refused
};

class ActionPort {
 public:
  virtual ~ActionPort() = default;
  virtual Verdict submit(const Action& a) = 0;
  // The action if the rules accept it now, else nothing: a commander trying what might be
  // possible. A refused attempt is not a mistake, so the driver neither counts nor logs it, and
  // its reason may be left unwritten (see engine/rules/refusal_reasons.hpp).
  virtual Verdict attempt(const Battle& b, const Action& a);
  // Why the action would be refused now, with the reason written out; nothing is counted,
  // logged or resolved. For a person choosing (engine/play/person.hpp): what is offered, and why
  // not. nullopt: it would be accepted.
  virtual std::optional<std::string> why_not(const Battle& b, const Action& a);
  // Would the rules accept the action now? Nothing is resolved, counted or logged, and the
  // reason goes unwritten: a commander's cheap first question before a dearer one of its own.
  virtual bool allows(const Battle& b, const Action& a);
};

class Controller {
 public:
  virtual ~Controller() = default;
  // Called once per phase in which `side` acts; the controller submits zero or more actions.
  virtual void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) = 0;
};

}  // namespace caisson
