#include "engine/play/tally_json.hpp"

#include "engine/log/log_schema.hpp"

namespace caisson {

nlohmann::json tally_json(const Tally& t) {
  using P = schema::Parts;
  nlohmann::json mods = nlohmann::json::array();
  for (const Modifier& m : t.list()) mods.push_back({{P::name, m.name}, {P::amount, m.amount}});
  nlohmann::json j{{P::table, t.table}, {P::modifiers, mods}};
  if (!t.row.empty()) j[P::row] = t.row;
  if (!t.column.empty()) j[P::column] = t.column;
  return j;
}

}  // namespace caisson
