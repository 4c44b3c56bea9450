#include "cli/errors.hpp"

#include <cstdio>
#include <exception>

#include <fmt/format.h>

#include "bindings/script_error.hpp"
#include "cli/exit_codes.hpp"
#include "engine/dice/dice_expression.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::cli {

CommandFailure failure_of_current_exception() {
  try {
    throw;
  } catch (const BadInput& e) {
    return {kBadInput, fmt::format("caisson: {}", e.what())};
  } catch (const lua::ScriptError& e) {
    return {kBadInput, e.what()};
  } catch (const RuleParameterError& e) {
    return {kBadInput, e.what()};  // a battle file's house rule: it names the file and line
  } catch (const DiceSyntaxError& e) {
    return {kBadInput, fmt::format("caisson: {}", e.what())};
  } catch (const std::exception& e) {
    return {kEngineFailure, fmt::format("caisson: internal error: {}", e.what())};
  }
}

int run_guarded(const CommandAction& action) {
  try {
    return action();
  } catch (const std::exception&) {
    const CommandFailure failure = failure_of_current_exception();
    fmt::print(stderr, "{}\n", failure.message);
    return failure.exit_code;
  }
}

}  // namespace caisson::cli
