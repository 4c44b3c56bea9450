#pragma once
// GET /api/story's reading of the game's log, kept from one request to the next. The log only
// grows: each request hands over only what was written since the last one; the story is read
// from the set-up record and the log from the end of the turn before the two it shows (its
// snapshot says where every unit stood), never the whole log; and read once per length of the log.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace caisson::server {

class StoryReader {
 public:
  std::size_t bytes() const { return bytes_; }      // of the log read so far (whole records)
  std::size_t records() const { return records_; }  // the log's records read so far
  // The log written after bytes(): whole records are taken, a part-written one is left for later.
  void add(std::string_view more);
  // The story's "turns" (server/turn_story.hpp) of the log read so far.
  const nlohmann::json& turns();

 private:
  std::string setup_;                   // record 0, the set-up
  std::string tail_;                    // the log from tail_from_ on
  std::size_t tail_from_ = 0;
  std::vector<std::size_t> turn_ends_;  // where each turn_end record starts
  std::size_t bytes_ = 0, records_ = 0;
  std::optional<nlohmann::json> turns_;  // read at records_
};

}  // namespace caisson::server
