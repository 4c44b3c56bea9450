#pragma once
// A sweep's statistics as JSON, for shards that `caisson merge` combines. The document carries
// a format name and version; a document of another format, a newer version, or a damaged one
// is refused with a message saying which.
#include <nlohmann/json.hpp>

#include "engine/sweep/sweep_stats.hpp"

namespace caisson::sweep {

struct StatsFormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

nlohmann::json to_json(const SweepStats& s);
SweepStats stats_from_json(const nlohmann::json& j);  // throws StatsFormatError

}  // namespace caisson::sweep
