#include "engine/play/tally_json.hpp"

namespace caisson {

nlohmann::json tally_json(const Tally& t) {
  nlohmann::json mods = nlohmann::json::array();
  for (const Modifier& m : t.list()) mods.push_back({{"name", m.name}, {"amount", m.amount}});
  nlohmann::json j{{"table", t.table}, {"modifiers", mods}};
  if (!t.row.empty()) j["row"] = t.row;
  if (!t.column.empty()) j["column"] = t.column;
  return j;
}

}  // namespace caisson
