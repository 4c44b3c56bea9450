#include "render/narrative_lines.hpp"

#include <nlohmann/json.hpp>

#include "engine/log/log_fields.hpp"
#include "engine/log/log_schema.hpp"
#include "engine/log/log_words.hpp"

namespace caisson::render {

std::optional<NarrativeLine> narrate(const nlohmann::json& record) {
  std::string type = schema::str(record, schema::Line::type);
  if (type == schema::Roll::kind) return std::nullopt;
  auto text = words_of(record);
  if (!text) return std::nullopt;
  return NarrativeLine{std::move(type), std::move(*text), {}};
}

}  // namespace caisson::render
