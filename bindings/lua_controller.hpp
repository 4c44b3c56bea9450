#pragma once
// A Lua function as a controller: for a whole side or one brigade, it is called once per phase
// in which that side acts, with (b, phase, side, refused), and returns a list of actions such as
// { unit = "33rd Virginia", fire = "Griffin's" }. Every action goes through the same port (phase
// and rules checks) as the built-in commander's; `refused` lists what this controller's previous
// call had refused, with the reasons. See docs/controllers.md.
#include <memory>
#include <string>
#include <vector>

#include "bindings/lua_hooks.hpp"
#include "engine/play/controller.hpp"

namespace caisson::lua {

struct Refusal {
  std::string unit;
  std::string action;
  std::string reason;
};

class LuaController final : public Controller {
 public:
  // `brigade` kNone: the function commands its whole side.
  LuaController(ScriptFunction f, FormationId brigade) : f_(std::move(f)), brigade_(brigade) {}
  void play_phase(Battle& b, const PhaseSpec& phase, Side side, ActionPort& port) override;

  const std::vector<Refusal>& last_refusals() const { return refusals_; }

 private:
  struct Asked {
    Action action;
    std::string unit;  // as the script named it
  };
  std::vector<Asked> ask(Battle& b, const PhaseSpec& phase, Side side);
  bool commands(const Battle& b, const Unit& u) const;

  ScriptFunction f_;
  FormationId brigade_;
  std::vector<Refusal> refusals_;  // from the latest call, shown to the next
};

}  // namespace caisson::lua
