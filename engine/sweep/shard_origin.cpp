#include "engine/sweep/shard_origin.hpp"

#include <fmt/format.h>

namespace caisson::sweep {
namespace {

std::string program(const std::string& version) {
  return version.empty() ? "an unknown caisson (a shard from before versions were recorded)" : "caisson " + version;
}

std::string named(const std::string& text) { return text.empty() ? "(not recorded)" : text; }

}  // namespace

std::optional<std::string> origin_conflict(const ShardOrigin& a, const ShardOrigin& b) {
  if (a.caisson != b.caisson)
    return fmt::format("written by different caisson versions: {} and {}", program(a.caisson), program(b.caisson));
  if (a.text != b.text)
    return fmt::format("played from different battle-file texts: {} ({}) and {} ({})", named(a.file), named(a.text),
                       named(b.file), named(b.text));
  if (a.rules != b.rules) return fmt::format("played under different rules: {} and {}", named(a.rules), named(b.rules));
  return std::nullopt;
}

}  // namespace caisson::sweep
