#include "cli/odds_report.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace caisson::cli {
namespace {

std::string house_rules_line(std::span<const odds::HouseRule> rules) {
  std::string line;
  for (const odds::HouseRule& r : rules) line += fmt::format("{}{} = {}", line.empty() ? "" : ", ", r.name, r.value);
  return line;
}

// One table: a column each for the outcome, its chance, the exact fraction, and (for counts)
// the chance of that many or more.
std::string table_text(const odds::OddsTable& t) {
  const bool counts = std::any_of(t.rows.begin(), t.rows.end(), [](const odds::OddsRow& r) { return r.at_least.has_value(); });
  std::size_t outcome = t.heading.size(), percent = 6, fraction = 5, at_least = 8;
  for (const odds::OddsRow& r : t.rows) {
    outcome = std::max(outcome, r.outcome.size());
    percent = std::max(percent, r.chance.percent().size());
    fraction = std::max(fraction, r.chance.fraction().size());
    if (r.at_least) at_least = std::max(at_least, r.at_least->percent().size());
  }
  const auto line = [&](std::string_view a, std::string_view b, std::string_view c, std::string_view d) {
    std::string text = fmt::format("  {:<{}}  {:>{}}  {:<{}}", a, outcome, b, percent, c, fraction);
    if (counts) text += fmt::format("  {:>{}}", d, at_least);
    while (!text.empty() && text.back() == ' ') text.pop_back();
    return text + "\n";
  };
  std::string out = line(t.heading, "chance", "exact", "at least");
  for (const odds::OddsRow& r : t.rows)
    out += line(r.outcome, r.chance.percent(), r.chance.fraction(), r.at_least ? r.at_least->percent() : std::string());
  return out;
}

nlohmann::json chance_json(const odds::Chance& c) {
  return {{"fraction", c.fraction()}, {"probability", c.value()}};
}

}  // namespace

std::string odds_text(const odds::OddsAnswer& a, std::span<const odds::HouseRule> house_rules) {
  std::string out = fmt::format("{} {}: {}\n", a.rules, a.procedure, a.question);
  std::size_t width = 0;
  for (const odds::Given& g : a.givens) width = std::max(width, g.name.size());
  if (!house_rules.empty()) width = std::max<std::size_t>(width, 11);
  for (const odds::Given& g : a.givens) out += fmt::format("  {:<{}}  {}\n", g.name, width, g.value);
  if (!house_rules.empty()) out += fmt::format("  {:<{}}  {}\n", "house rules", width, house_rules_line(house_rules));
  for (const odds::OddsTable& t : a.tables) out += "\n" + table_text(t);
  return out;
}

std::string odds_json(const odds::OddsAnswer& a, std::span<const odds::HouseRule> house_rules) {
  nlohmann::json givens = nlohmann::json::object();
  for (const odds::Given& g : a.givens) givens[g.name] = g.value;
  nlohmann::json rules = nlohmann::json::object();
  for (const odds::HouseRule& r : house_rules) rules[r.name] = r.value;
  nlohmann::json tables = nlohmann::json::array();
  for (const odds::OddsTable& t : a.tables) {
    nlohmann::json rows = nlohmann::json::array();
    for (const odds::OddsRow& r : t.rows) {
      nlohmann::json row = chance_json(r.chance);
      row["outcome"] = r.outcome;
      if (r.at_least) row["at_least"] = chance_json(*r.at_least);
      rows.push_back(std::move(row));
    }
    tables.push_back({{"heading", t.heading}, {"rows", std::move(rows)}});
  }
  const nlohmann::json out{{"rules", a.rules},   {"procedure", a.procedure}, {"question", a.question},
                           {"givens", givens},   {"house_rules", rules},     {"tables", tables}};
  return out.dump() + "\n";
}

}  // namespace caisson::cli
