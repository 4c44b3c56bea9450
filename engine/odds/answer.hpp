#pragma once
// What `caisson odds` answers: the question as the rules read it (the dice thrown, the number
// needed, and where each came from), then one or more tables of outcomes with their exact chances.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/odds/chance.hpp"
#include "engine/odds/distribution.hpp"

namespace caisson::odds {

struct OddsRow {
  std::string outcome;              // "2 HITs", "passes", "fails by 3"
  Chance chance;
  std::optional<Chance> at_least;   // for counts: this many or more
};

struct OddsTable {
  std::string heading;  // "HITs on the target"
  std::vector<OddsRow> rows;
};

// One fact the answer rests on: "dice" = "8 (table 4, enfilade +3, friend behind... )".
struct Given {
  std::string name;
  std::string value;
};

struct OddsAnswer {
  std::string rules;      // "igor"
  std::string procedure;  // "fire"
  std::string question;   // one line: "8 dice, each a HIT on a 6"
  std::vector<Given> givens;
  std::vector<OddsTable> tables;

  const OddsTable* table(std::string_view heading) const;
  // The chance of the row whose outcome reads `outcome` in the table `heading`; throws
  // std::out_of_range when there is none (for tests and scripts reading answers).
  Chance chance(std::string_view heading, std::string_view outcome) const;
};

// A table of counts ("0 HITs", "1 HIT", ...) with the chance of each and of that many or more,
// from `d`; `one` and `many` name the thing counted.
OddsTable count_table(std::string heading, const Distribution& d, std::string_view one, std::string_view many);

}  // namespace caisson::odds
