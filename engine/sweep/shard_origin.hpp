#pragma once
// Where a sweep's battles came from: the program that played them, the battle file's text and
// the rule system. Two shards merge, and a shard resumes, only where these agree: another
// caisson, an edited battle file or other rules may play the same seed differently, and a
// union of such battles would be exact about nothing.
#include <optional>
#include <string>

namespace caisson::sweep {

struct ShardOrigin {
  std::string caisson;  // the program's version ("0.1.0+g1a2b3c4"); empty when unknown (an older shard)
  std::string file;     // the battle file as it was named on the command line (for --resume)
  std::string text;     // the identity of the battle file's text and of every module it required
  std::string rules;    // the rule system the battles were played under

  friend bool operator==(const ShardOrigin&, const ShardOrigin&) = default;
};

// What makes two origins unable to share statistics, in words ("written by caisson 0.1.0 and
// caisson 0.2.0"), or nothing when they agree. The file's name may differ: the text decides.
std::optional<std::string> origin_conflict(const ShardOrigin& a, const ShardOrigin& b);

}  // namespace caisson::sweep
