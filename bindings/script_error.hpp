#pragma once
// The one error bindings report: a message a scenario writer can act on, naming the file, the
// line and the object. what() is the whole message; nothing is added when it is printed.
#include <stdexcept>
#include <string>

namespace caisson::lua {

struct ScriptError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace caisson::lua
