#include "engine/odds/answer.hpp"

#include <stdexcept>

#include <fmt/format.h>

namespace caisson::odds {

const OddsTable* OddsAnswer::table(std::string_view heading) const {
  for (const OddsTable& t : tables)
    if (t.heading == heading) return &t;
  return nullptr;
}

Chance OddsAnswer::chance(std::string_view heading, std::string_view outcome) const {
  if (const OddsTable* t = table(heading))
    for (const OddsRow& r : t->rows)
      if (r.outcome == outcome) return r.chance;
  throw std::out_of_range(fmt::format("no outcome \"{}\" under \"{}\" in the odds of {} {}", outcome, heading, rules, procedure));
}

OddsTable count_table(std::string heading, const Distribution& d, std::string_view one, std::string_view many) {
  OddsTable t{std::move(heading), {}};
  // Every count from the fewest possible to the most, so a reader sees the impossible gaps too.
  for (int n = d.lowest(); n <= d.highest(); ++n)
    t.rows.push_back({fmt::format("{} {}", n, n == 1 ? one : many), d.chance_of(n), d.chance_at_least(n)});
  return t;
}

}  // namespace caisson::odds
