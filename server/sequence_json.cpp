#include "server/sequence_json.hpp"

namespace caisson::server {

nlohmann::json sequence_facts_json(const std::vector<SequenceFact>& facts) {
  nlohmann::json out = nlohmann::json::array();
  for (const SequenceFact& f : facts) {
    nlohmann::json value = std::visit([](const auto& v) { return nlohmann::json(v); }, f.value);
    out.push_back({{"key", f.key}, {"label", f.label}, {"value", std::move(value)}});
  }
  return out;
}

}  // namespace caisson::server
