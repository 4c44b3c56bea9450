#pragma once
// Sweep shards on disk (the --json of `caisson sweep`, read by `merge` and `sweep --resume`).
// Writes are atomic — a temporary file beside the target, flushed to disk, renamed over it — so
// a sweep killed at any moment leaves the previous shard or the new one, never half of one. A
// shard read back is untrusted: anything wrong with it is bad input naming the file.
#include <string>

#include "engine/sweep/sweep_stats.hpp"

namespace caisson::cli {

// Throws BadInput ("PATH: damaged sweep file: ...") for a file that is missing, not JSON, or not
// a sound shard.
sweep::SweepStats read_shard(const std::string& path);
// Throws BadInput, naming the option `what`, when it cannot write.
void write_shard(const std::string& path, const sweep::SweepStats& s, const std::string& what = "--json");
// Writes bytes to `path` atomically; throws BadInput naming `what` (the option, say) when it cannot.
void write_file_atomically(const std::string& path, const std::string& bytes, const std::string& what);

}  // namespace caisson::cli
