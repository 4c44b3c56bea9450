#include "engine/play/setup_check.hpp"

#include <utility>

#include <fmt/format.h>

#include "engine/play/objective_reach.hpp"
#include "engine/play/reinforcements.hpp"
#include "engine/rules/brigade_stands.hpp"

namespace caisson {
namespace {

// "scripts/x.lua:12", where the battle file declares the unit; as much of it as is known.
std::string declared_at(const Battle& b, const Unit& u) {
  const std::string& file = b.scenario->source_file;
  if (file.empty() || u.source_line <= 0) return file;
  return fmt::format("{}:{}", file, u.source_line);
}

// `unit "1st" of brigade "A"`: the brigade finds it in the file when the unit's name does not.
std::string labelled(const Battle& b, const Unit& u) {
  if (u.brigade == kNone) return fmt::format("unit \"{}\"", u.name);
  const FormationNode& node = b.oob.node(u.brigade);
  return fmt::format("unit \"{}\" of {} \"{}\"", u.name, name_of(node.echelon), node.name);
}

// Messages lead with the file and line, as the loader's do, so an editor can jump there.
std::string leading(const Battle& b, const Unit& u) {
  std::string at = declared_at(b, u);
  return at.empty() ? "" : at + ": ";
}

}  // namespace

std::vector<std::string> setup_problems(const Battle& b) {
  std::vector<std::string> problems;
  for (const Unit& u : b.units) {
    if (!u.present()) continue;
    if (!b.field().on_table(u.footprint))
      problems.push_back(fmt::format("{}{} at ({:.1f}, {:.1f}) does not fit on the {}\" x {}\" table in {}", leading(b, u),
                                     labelled(b, u), u.position.x, u.position.y, b.field().width(), b.field().depth(),
                                     name_of(u.formation)));
  }
  for (std::size_t i = 0; i < b.units.size(); ++i) {
    const Unit& u = b.units[i];
    if (!u.present()) continue;
    for (std::size_t j = i + 1; j < b.units.size(); ++j) {
      const Unit& v = b.units[j];
      if (!v.present() || !u.footprint.overlaps(v.footprint)) continue;
      // The later unit leads: it is usually the one just written.
      std::string other = declared_at(b, u);
      problems.push_back(fmt::format("{}{} at ({:.1f}, {:.1f}) stands on {} at ({:.1f}, {:.1f}){}: move one of them",
                                     leading(b, v), labelled(b, v), v.position.x, v.position.y, labelled(b, u),
                                     u.position.x, u.position.y, other.empty() ? "" : ", declared at " + other));
    }
  }
  return problems;
}

std::vector<std::string> setup_warnings(const Battle& b) {
  std::vector<std::string> warnings;
  const std::string& file = b.scenario->source_file;
  for (std::size_t i = 0; i < b.scenario->reinforcements.size(); ++i) {
    const auto held = head_would_be_held(b, i);
    if (!held) continue;
    const Reinforcement& r = b.scenario->reinforcements[i];
    const std::string at = r.source_line > 0 ? fmt::format("{}:{}: ", file, r.source_line) : file.empty() ? "" : file + ": ";
    std::string why = "the table's edge leaves it none";
    if (*held != kNone) {
      const Unit& u = b.unit(*held);
      why = u.side == r.side ? fmt::format("{} stands in its way, and every spot near the entry is taken", labelled(b, u))
                             : fmt::format("the enemy's {} stands across its way at the entry", labelled(b, u));
      if (u.source_line > 0) why += fmt::format(" (line {})", u.source_line);
    }
    warnings.push_back(fmt::format("{}warning: reinforcements[{}] ({}) could not come on as the battle is set up: {}", at,
                                   i + 1, b.oob.node(r.formation).name, why));
  }
  for (std::string& w : unreachable_objectives(b)) warnings.push_back(std::move(w));
  return warnings;
}

TroopConversion troop_conversion(const Battle& b) {
  TroopConversion lines;
  const std::vector<Unit>& regiments = b.scenario->units;
  std::vector<int> file_stands(b.units.size(), 0), file_units(b.units.size(), 0);
  for (const Unit& r : regiments) {
    const auto v = static_cast<std::size_t>(b.unit_from_scenario(r.id));
    file_stands[v] += r.stands;
    ++file_units[v];
  }
  // Only a brigade-scale rule system has a scale to name; another's changes are its own muster.
  const bool brigades = b.rules->units_are_brigades();
  const BrigadeScale scale = brigades ? b.rules->brigade_scale() : BrigadeScale{};
  for (Side side : {Side{0}, Side{1}}) {
    int from_units = 0, from_stands = 0, to_units = 0, to_stands = 0;
    for (const Unit& r : regiments) from_units += r.side == side, from_stands += r.side == side ? r.stands : 0;
    for (const Unit& u : b.units) to_units += u.side == side, to_stands += u.side == side ? u.stands : 0;
    if (from_units == to_units && from_stands == to_stands) continue;
    std::string line = fmt::format("{}'s {} units of the file play as {}, its {} stands as {}", b.side_name(side), from_units,
                                   to_units, from_stands, to_stands);
    if (brigades)
      line += fmt::format("; brigades of {} to {} stands (house rules {}, {})", scale.min_stands, scale.max_stands,
                          kBrigadeStandsLeast, kBrigadeStandsMost);
    lines.sides.push_back(std::move(line));
  }
  for (const Unit& u : b.units) {
    const auto v = static_cast<std::size_t>(u.id);
    if (file_stands[v] == u.stands) continue;
    std::string line = fmt::format("{}: {} unit{} of {} stands play{} as one unit of {}", u.name, file_units[v],
                                   file_units[v] == 1 ? "" : "s", file_stands[v], file_units[v] == 1 ? "s" : "", u.stands);
    std::string why;
    if (brigades && file_stands[v] > scale.max_stands && u.stands == scale.max_stands)
      why = fmt::format(", cut to {} {}", kBrigadeStandsMost, scale.max_stands);
    else if (brigades && file_stands[v] < scale.min_stands && u.stands == scale.min_stands)
      why = fmt::format(", raised to {} {}", kBrigadeStandsLeast, scale.min_stands);
    if (!why.empty()) lines.cut.push_back(line + why);
    lines.units.push_back(line + why);
  }
  return lines;
}

}  // namespace caisson
