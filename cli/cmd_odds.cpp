// caisson odds: the exact chances of a rule procedure's outcomes — a shot's HITs, a morale check,
// a close combat — counted by enumerating every way the dice can fall, under the rules' own tables.
#include <algorithm>
#include <charconv>
#include <memory>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/errors.hpp"
#include "cli/exit_codes.hpp"
#include "cli/odds_menu.hpp"
#include "cli/odds_report.hpp"
#include "engine/rules/odds_registry.hpp"
#include "engine/rules/ruleset.hpp"
#include "engine/text/near_miss.hpp"

namespace caisson::cli {
namespace {

struct OddsOptions {
  std::string rules, procedure;
  bool json = false;
  std::vector<std::string> house_rules;  // NAME=VALUE
};

bool asks_for_help(const std::vector<std::string>& args) {
  return std::any_of(args.begin(), args.end(), [](const std::string& a) { return a == "--help" || a == "-h"; });
}

void check_rules(const std::string& id) {
  const auto ids = ruleset_ids();
  if (std::find(ids.begin(), ids.end(), id) != ids.end()) return;
  std::string message = fmt::format("unknown rule system \"{}\" (known: {})", id, fmt::join(ids, ", "));
  throw BadInput(message);
}

const odds::OddsProcedure& procedure_named(const std::string& rules, const std::string& name) {
  if (const odds::OddsProcedure* p = find_odds_procedure(rules, name)) return *p;
  std::vector<std::string_view> names;
  for (const odds::OddsProcedure& p : odds_procedures(rules)) names.push_back(p.name());
  std::string message = fmt::format("{} has no odds for \"{}\"", rules, name);
  if (auto guess = nearest(name, std::span<const std::string_view>(names))) message += fmt::format("; did you mean \"{}\"?", *guess);
  throw BadInput(message + fmt::format(" (it answers {})", fmt::join(names, ", ")));
}

odds::HouseRule house_rule(const std::string& text) {
  const auto eq = text.find('=');
  double value = 0;
  if (eq != std::string::npos && eq > 0) {
    const char* first = text.data() + eq + 1;
    const char* last = text.data() + text.size();
    if (*first == '+') ++first;
    const auto [end, error] = std::from_chars(first, last, value);
    if (error == std::errc() && end == last && first != last) return {text.substr(0, eq), value};
  }
  throw odds::OddsInputError(fmt::format("--house-rule takes NAME=VALUE (a rule parameter and a number), not \"{}\"", text));
}

// The procedure's options from the words after it: --name VALUE, --name=VALUE, or --flag.
void read_options(const odds::OddsProcedure& p, const std::vector<std::string>& args, odds::OddsQuery& q) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (!arg.starts_with("--")) throw odds::OddsInputError(fmt::format("unexpected \"{}\": options are written --name value", arg));
    std::string name = arg.substr(2), value;
    const auto eq = name.find('=');
    const bool inline_value = eq != std::string::npos;
    if (inline_value) {
      value = name.substr(eq + 1);
      name.resize(eq);
    }
    const odds::OddsOption* o = p.find_option(name);
    if (o && o->kind != odds::OptionKind::flag && !inline_value) {
      if (i + 1 >= args.size()) throw odds::OddsInputError(fmt::format("--{} needs a value ({})", name, o->help));
      value = args[++i];
    }
    q.set(name, value);  // an unknown name or a value it does not take throws, naming what it takes
  }
}

int answer_odds(const OddsOptions& o, const std::vector<std::string>& extras) {
  if (o.rules.empty()) {
    fmt::print("{}", odds_menu());
    return kSuccess;
  }
  check_rules(o.rules);
  if (o.procedure.empty()) {
    fmt::print("{}", odds_menu(o.rules));
    return kSuccess;
  }
  const odds::OddsProcedure& p = procedure_named(o.rules, o.procedure);
  if (asks_for_help(extras)) {
    fmt::print("{}", procedure_help(o.rules, p));
    return kSuccess;
  }
  try {
    odds::OddsQuery q(p);
    read_options(p, extras, q);
    for (const std::string& r : o.house_rules) {
      odds::HouseRule h = house_rule(r);
      q.add_house_rule(h.name, h.value);
    }
    const odds::OddsAnswer a = p.answer(q);
    fmt::print("{}", o.json ? odds_json(a, q.house_rules()) : odds_text(a, q.house_rules()));
  } catch (const odds::OddsInputError& e) {
    throw BadInput(fmt::format("odds {} {}: {}", o.rules, o.procedure, e.what()));
  } catch (const odds::OddsOutOfReach& e) {
    throw BadInput(fmt::format("odds {} {}: {}", o.rules, o.procedure, e.what()));
  }
  return kSuccess;
}

}  // namespace

CommandAction add_odds(CLI::App& app) {
  auto o = std::make_shared<OddsOptions>();
  CLI::App* cmd = app.add_subcommand("odds", "Exact chances of a rule procedure's outcomes (a shot, a morale check, a close combat)");
  cmd->add_option("rules", o->rules, "A rule system id (igor, minicampaign, north, ap, jackson); none lists them all");
  cmd->add_option("procedure", o->procedure, "What to count (fire, morale, close-combat...); none lists the rule system's");
  cmd->add_flag("--json", o->json, "Print the answer as one JSON object");
  cmd->add_option("--house-rule", o->house_rules, "A rule parameter set for this question: NAME=VALUE (repeatable)")
      ->allow_extra_args(false);
  // The procedure's own options (--dice, --quality...) are read against the procedure, and so is
  // --help after it: they come through as extras.
  cmd->allow_extras();
  cmd->set_help_flag();
  return [o, cmd] { return answer_odds(*o, cmd->remaining()); };
}

}  // namespace caisson::cli
