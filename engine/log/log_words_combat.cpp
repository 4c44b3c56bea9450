// The words of a fight: fire, morale tests, HITs taken and rallied, close combat.
#include "engine/log/log_fields.hpp"
#include "engine/log/log_schema.hpp"
#include "engine/log/log_words_parts.hpp"

#include <fmt/format.h>

namespace caisson::words {

using nlohmann::json;
using schema::integer;
using schema::str;

std::string dice_count(int n) { return counted(n, "die", "dice"); }

std::string counted(int n, const char* one, const char* many) { return fmt::format("{} {}", n, n == 1 ? one : many); }

std::string fire(const json& r) {
  using F = schema::Fire;
  if (const std::string joined = str(r, F::joined); !joined.empty())
    return fmt::format("{} joins {} in firing on {}.", str(r, F::unit), joined, str(r, F::target));
  const std::string range = str(r, F::range);
  return fmt::format("{} fires on {}{}: {}, {}.", str(r, F::unit), str(r, F::target),
                     range.empty() ? "" : " at " + range + " range", dice_count(integer(r, F::dice)),
                     counted(integer(r, F::hits), "HIT", "HITs"));
}

std::string morale(const json& r) {
  using M = schema::Morale;
  std::string test = str(r, M::test);
  if (test.empty()) test = M::usual_test;
  const std::string unit = str(r, M::unit), reason = str(r, M::reason);
  const bool passed = schema::flag(r, M::passed);
  const int roll = integer(r, M::roll), modifier = integer(r, M::modifier), level = integer(r, M::level);
  // A dice pool (ap): the roll is the fails counted among `level` dice.
  if (schema::flag(r, M::pool))
    return fmt::format("{} {} {} ({}): {} on {}.", unit, passed ? "passes" : "fails", test, reason,
                       counted(roll, "fail", "fails"), dice_count(level));
  if (passed) return fmt::format("{} passes {} ({}): rolled {}{:+} against {}.", unit, test, reason, roll, modifier, level);
  // Failed though the score made the level: a roll that always fails (ap's 2D6 of 3 or less).
  if (const int margin = integer(r, M::margin); margin > 0)
    return fmt::format("{} fails {} ({}) by {}: rolled {}{:+} against {}.", unit, test, reason, margin, roll, modifier, level);
  return fmt::format("{} fails {} ({}): rolled {}{:+} against {}, a roll that always fails.", unit, test, reason, roll,
                     modifier, level);
}

// Rules that take stands away say how many went; what `total` counts differs between them (the
// stands lost in all, or those left), so the line does not repeat it.
std::string hits(const json& r) {
  using H = schema::Hits;
  if (schema::flag(r, H::stands))
    return fmt::format("{} loses {} ({}).", str(r, H::unit), counted(integer(r, H::hits), "stand", "stands"), str(r, H::cause));
  return fmt::format("{} takes {} ({}), now {}.", str(r, H::unit), counted(integer(r, H::hits), "HIT", "HITs"),
                     str(r, H::cause), integer(r, H::total));
}

std::string rally(const json& r) {
  using R = schema::Rally;
  return fmt::format("{} rallies: {} removed, now {}{}.", str(r, R::unit), counted(integer(r, R::removed), "HIT", "HITs"),
                     integer(r, R::total), schema::flag(r, R::stopped_routing) ? ", and stops running" : "");
}

std::string close_combat(const json& r) {
  using C = schema::CloseCombat;
  const std::string attacker = str(r, C::attacker), defender = str(r, C::defender);
  return fmt::format("Close combat: {} ({}) against {} ({}): {} takes {}, {} takes {}.", attacker,
                     dice_count(integer(r, C::attacker_dice)), defender, dice_count(integer(r, C::defender_dice)), attacker,
                     counted(integer(r, C::attacker_took), "hit", "hits"), defender,
                     counted(integer(r, C::defender_took), "hit", "hits"));
}

}  // namespace caisson::words
