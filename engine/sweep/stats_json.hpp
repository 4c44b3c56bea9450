#pragma once
// A sweep's statistics as JSON, for shards that `caisson merge` combines. The document carries
// a format name and version; a document of another format, a newer version, or a damaged one
// is refused with a message saying which.
#include <ostream>

#include <nlohmann/json.hpp>

#include "engine/sweep/sweep_stats.hpp"

namespace caisson::sweep {

struct StatsFormatError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

nlohmann::json to_json(const SweepStats& s);
// The same document, written as it goes: the battle rows (most of a large shard) are never
// held as JSON values, so writing a 10,000-battle shard costs no more memory than the rows.
void write_json(std::ostream& out, const SweepStats& s);
SweepStats stats_from_json(const nlohmann::json& j);  // throws StatsFormatError

}  // namespace caisson::sweep
