// Who holds an objective (Battle::holder_of) is asked of the units the grid finds near it: as
// units come and go about it, routing or not, the answer is the one every unit measured gives.
#include <optional>
#include <random>

#include <catch2/catch.hpp>

#include "igor_fixture.hpp"

namespace test_objective_holder {

using namespace igor_test;

namespace {

// The holder as the rule reads: a side with some unit present, not routing, at the objective,
// and the other side with none.
std::optional<Side> holder_measuring_everyone(const Battle& b, const Objective& o) {
  bool near[2] = {false, false};
  for (const Unit& u : b.units)
    if (u.present() && !u.routing && at_objective(u, o)) near[u.side] = true;
  if (near[0] == near[1]) return std::nullopt;
  return near[0] ? Side{0} : Side{1};
}

}  // namespace

TEST_CASE("objective holder: the units near it decide, as measuring every unit would", "[battle]") {
  Fixture f;
  f.s.field.add(Objective{"Cemetery Hill", {48, 24}, 4, 3, 0});
  for (int i = 0; i < 12; ++i) {
    f.infantry("blue " + std::to_string(i), kUSA, {6.0 + 7 * i, 6}, kNorth);
    f.infantry("grey " + std::to_string(i), kCSA, {6.0 + 7 * i, 42}, kSouth);
  }
  auto b = f.battle("movement");
  const Objective& o = b->field().objectives().front();
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> x(36, 60), y(12, 36), facing(0, 360);
  std::uniform_int_distribution<int> who(0, 23), what(0, 9);
  int held[3] = {0, 0, 0};  // by USA, by CSA, by neither
  for (int step = 0; step < 2000; ++step) {
    Unit& u = b->unit(who(rng));
    switch (what(rng)) {
      case 0: u.routing = !u.routing; break;
      case 1:
        if (u.present()) b->remove_from_field(u, UnitStatus::destroyed, "gone");
        break;
      default:
        if (u.present()) b->place(u, {x(rng), y(rng)}, facing(rng));
    }
    const auto holder = b->holder_of(0);
    INFO("step " << step);
    REQUIRE(holder == holder_measuring_everyone(*b, o));
    ++held[holder ? *holder : 2];
  }
  CHECK(held[0] > 50);  // each answer given many times
  CHECK(held[1] > 50);
  CHECK(held[2] > 50);
}

}  // namespace test_objective_holder
