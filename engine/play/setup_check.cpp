#include "engine/play/setup_check.hpp"

#include <fmt/format.h>

namespace caisson {

std::vector<std::string> setup_problems(const Battle& b) {
  std::vector<std::string> problems;
  for (const Unit& u : b.units) {
    if (!u.present()) continue;
    if (!b.field().on_table(u.footprint))
      problems.push_back(fmt::format("unit \"{}\" at ({:.1f}, {:.1f}) does not fit on the {}\" x {}\" table in {}", u.name,
                                     u.position.x, u.position.y, b.field().width(), b.field().depth(), name_of(u.formation)));
  }
  for (std::size_t i = 0; i < b.units.size(); ++i) {
    const Unit& u = b.units[i];
    if (!u.present()) continue;
    for (std::size_t j = i + 1; j < b.units.size(); ++j) {
      const Unit& v = b.units[j];
      if (v.present() && u.footprint.overlaps(v.footprint))
        problems.push_back(fmt::format("units \"{}\" and \"{}\" stand on each other at ({:.1f}, {:.1f}): move one of them",
                                       u.name, v.name, v.position.x, v.position.y));
    }
  }
  return problems;
}

}  // namespace caisson
