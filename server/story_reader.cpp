#include "server/story_reader.hpp"

#include "server/turn_story.hpp"

namespace caisson::server {
namespace {

bool is_turn_end(std::string_view line) {
  if (line.find("turn_end") == std::string_view::npos) return false;  // a cheap look first
  const nlohmann::json r = nlohmann::json::parse(line, nullptr, false);
  return r.is_object() && r.value("type", "") == "turn_end";
}

}  // namespace

void StoryReader::add(std::string_view more) {
  const std::size_t whole = more.rfind('\n');
  if (whole == std::string_view::npos) return;
  more = more.substr(0, whole + 1);
  for (std::size_t at = 0; at < more.size();) {
    const std::size_t end = more.find('\n', at);
    const std::string_view line = more.substr(at, end - at);
    if (records_ == 0) {
      setup_ = std::string(more.substr(at, end + 1 - at));
      tail_from_ = bytes_ + end + 1;
    } else if (is_turn_end(line)) {
      turn_ends_.push_back(bytes_ + at);
    }
    ++records_;
    at = end + 1;
  }
  tail_.append(more.substr(bytes_ == 0 ? setup_.size() : 0));  // the set-up is kept on its own
  bytes_ += more.size();
  // Two turns are shown: the log from the end of the turn before them on is all they need.
  if (turn_ends_.size() >= 3 && turn_ends_[turn_ends_.size() - 3] > tail_from_) {
    const std::size_t from = turn_ends_[turn_ends_.size() - 3];
    tail_.erase(0, from - tail_from_);
    tail_from_ = from;
  }
  turns_.reset();
}

const nlohmann::json& StoryReader::turns() {
  if (!turns_) turns_ = turn_story_json(setup_ + tail_)["turns"];
  return *turns_;
}

}  // namespace caisson::server
