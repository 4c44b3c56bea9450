#include "engine/rules/share_lost.hpp"

#include <algorithm>

namespace caisson {

double share_of(double lost, double of) { return of <= 0 ? 0.0 : std::clamp(lost / of, 0.0, 1.0); }

double share_of_stands_lost(const Unit& u) { return share_of(u.stands_at_start - u.stands, u.stands_at_start); }

}  // namespace caisson
