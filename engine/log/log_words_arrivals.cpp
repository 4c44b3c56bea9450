// The words of reinforcements on their way: the arrival roll, and an arrival held up.
#include "engine/log/log_fields.hpp"
#include "engine/log/log_schema.hpp"
#include "engine/log/log_words_parts.hpp"

#include <string_view>

#include <fmt/format.h>

namespace caisson::words {
namespace {

using nlohmann::json;
using schema::integer;
using schema::str;

// "the Sudley Road", but "The Pike" as it is.
std::string with_article(std::string_view name) {
  if (name.starts_with("the ") || name.starts_with("The ")) return std::string(name);
  return fmt::format("the {}", name);
}

// "on its road in, the Pike", or "at its entry (60, 48)" for a point entry.
std::string entry_of(const json& r) {
  using A = schema::ArrivalBlocked;
  if (const std::string road = str(r, A::road); !road.empty()) return "on its road in, " + with_article(road);
  const auto at = r.find(A::at);
  if (at == r.end() || !at->is_array() || at->size() != 2 || !(*at)[0].is_number() || !(*at)[1].is_number())
    return "at its entry";
  return fmt::format("at its entry ({:g}, {:g})", (*at)[0].get<double>(), (*at)[1].get<double>());
}

}  // namespace

// The dice and each modifier by its cause, so the reader sees why it came or not.
std::string arrival_roll(const json& r) {
  using A = schema::ArrivalRoll;
  std::string modifiers;
  if (const auto list = r.find(A::modifiers); list != r.end() && list->is_array())
    for (const json& m : *list)
      if (m.is_object()) modifiers += fmt::format(", {:+} {}", integer(m, schema::Parts::amount), str(m, schema::Parts::name));
  const std::string total = modifiers.empty() ? "" : fmt::format("{} = {}", modifiers, integer(r, A::roll));
  return fmt::format("Arrival roll for {}: rolled {}{} — {}.", str(r, A::formation), integer(r, A::dice), total,
                     schema::flag(r, A::arrives) ? "on its way in" : "not yet");
}

std::string arrival_blocked(const json& r) {
  using A = schema::ArrivalBlocked;
  const std::string formation = str(r, A::formation);
  // Logs written before the record named who was in the way give the formation alone.
  if (!r.contains(A::blocker)) return fmt::format("{} waits: its way in is blocked.", formation);
  const std::string blocker = str(r, A::blocker), entry = entry_of(r);  // no blocker: no room on the table
  if (integer(r, A::came_on) == 0) {
    if (blocker.empty())
      return fmt::format("{} cannot come on: there is no room on the table {}; it tries again next turn.", formation, entry);
    return fmt::format("{} cannot come on: {} is in the way {}; it tries again next turn.", formation, blocker, entry);
  }
  const int waiting = integer(r, A::waiting);
  const std::string held = blocker.empty() ? "finding no room on the table" : "held up by " + blocker;
  return fmt::format("{}: {} came on; {} more, {} {}, tr{} again next turn.", formation, integer(r, A::came_on), waiting,
                     held, entry, waiting == 1 ? "ies" : "y");
}

}  // namespace caisson::words
