#pragma once
// The identity of a battle's text: a hash of the battle file and of every module it required,
// as loaded. A sweep shard records it, so shards played from different texts never merge and a
// shard is never resumed from an edited file. Paths play no part: the same files in another
// folder, or on another machine of a cluster, have the same identity.
#include <string>
#include <utility>
#include <vector>

namespace caisson::cli {

// "fnv1a64:<16 hex digits>" over each file's text, in load order, each preceded by its length
// (so no two lists of texts run together into the same bytes).
std::string battle_text_identity(const std::vector<std::pair<std::string, std::string>>& loaded_files);

}  // namespace caisson::cli
