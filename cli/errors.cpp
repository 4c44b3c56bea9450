#include "cli/errors.hpp"

#include <cstdio>

#include <fmt/format.h>

#include "bindings/script_error.hpp"
#include "cli/exit_codes.hpp"
#include "engine/dice/dice_expression.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::cli {

int run_guarded(const CommandAction& action) {
  try {
    return action();
  } catch (const BadInput& e) {
    fmt::print(stderr, "caisson: {}\n", e.what());
  } catch (const lua::ScriptError& e) {
    fmt::print(stderr, "{}\n", e.what());
  } catch (const RuleParameterError& e) {
    fmt::print(stderr, "{}\n", e.what());  // a battle file's house rule: it names the file and line
  } catch (const DiceSyntaxError& e) {
    fmt::print(stderr, "caisson: {}\n", e.what());
  } catch (const std::exception& e) {
    fmt::print(stderr, "caisson: internal error: {}\n", e.what());
    return kEngineFailure;
  }
  return kBadInput;
}

}  // namespace caisson::cli
