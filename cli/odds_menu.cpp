#include "cli/odds_menu.hpp"

#include <fmt/format.h>

#include "engine/rules/odds_registry.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson::cli {
namespace {

std::string usage_of(const odds::OddsOption& o) {
  switch (o.kind) {
    case odds::OptionKind::flag: return fmt::format("--{}", o.name);
    case odds::OptionKind::word: return fmt::format("--{} WORD", o.name);
    case odds::OptionKind::number: break;
  }
  return fmt::format("--{} N", o.name);
}

std::string takes(const odds::OddsOption& o) {
  std::string what;
  switch (o.kind) {
    case odds::OptionKind::flag: return "";
    case odds::OptionKind::word: what = fmt::format("{}", fmt::join(o.words, ", ")); break;
    case odds::OptionKind::number:
      what = fmt::format("{} to {}", o.least, o.most);
      for (const auto& [word, n] : o.named_numbers) what += fmt::format(", {} = {}", word, n);
      break;
  }
  if (!o.fallback.empty()) what += fmt::format("; default {}", o.fallback);
  return fmt::format(" ({})", what);
}

std::string options_text(const odds::OddsProcedure& p) {
  std::string out;
  for (const odds::OddsOption& o : p.options()) out += fmt::format("      {:<26} {}{}\n", usage_of(o), o.help, takes(o));
  return out;
}

}  // namespace

std::string odds_menu() {
  std::string out = "caisson odds RULES PROCEDURE [options] [--json] [--house-rule NAME=VALUE]...\n"
                    "Exact chances of a rule procedure's outcomes, counted from the rules' own tables.\n\n";
  for (std::string_view id : ruleset_ids()) {
    out += fmt::format("{}\n", id);
    for (const odds::OddsProcedure& p : odds_procedures(id)) out += fmt::format("  {:<14} {}\n", p.name(), p.summary());
  }
  out += "\n`caisson odds RULES` lists one rule system's procedures with their options.\n";
  return out;
}

std::string odds_menu(std::string_view rules) {
  std::string out = fmt::format("caisson odds {} PROCEDURE [options] [--json] [--house-rule NAME=VALUE]...\n\n", rules);
  for (const odds::OddsProcedure& p : odds_procedures(rules)) {
    out += fmt::format("  {:<14} {}\n", p.name(), p.summary());
    out += options_text(p);
  }
  return out;
}

std::string procedure_help(std::string_view rules, const odds::OddsProcedure& p) {
  return fmt::format("caisson odds {} {} [options] [--json] [--house-rule NAME=VALUE]...\n{}\n\n{}", rules, p.name(), p.summary(),
                     p.options().empty() ? std::string("      (no options)\n") : options_text(p));
}

}  // namespace caisson::cli
