#pragma once
// The sweep's report on the terminal, and its one-row-per-battle CSV (the JSON shard: shard_file.hpp).
#include <cstdio>
#include <string>

#include "engine/sweep/sweep_stats.hpp"

namespace caisson::cli {

// `planned`: the battles asked for (more than were played when the sweep was interrupted).
void print_sweep_report(std::FILE* out, const sweep::SweepStats& s, std::size_t planned);
// seed,winner,level,turn,lost_<side0>,lost_<side1>, written atomically (shard_file.hpp); throws
// BadInput when it cannot write.
void write_sweep_csv(const std::string& path, const sweep::SweepStats& s);

}  // namespace caisson::cli
