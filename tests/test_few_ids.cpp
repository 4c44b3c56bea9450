// FewIds: a short list of units kept in place (the friends a forced move passes through).
#include <catch2/catch.hpp>

#include <vector>

#include "engine/forces/few_ids.hpp"
#include "heap_count.hpp"

namespace test_few_ids {

using namespace caisson;

namespace {

std::vector<UnitId> listed(const FewIds& ids) { return {ids.begin(), ids.end()}; }

FewIds counting(UnitId from, UnitId to) {
  FewIds ids;
  for (UnitId id = from; id < to; ++id) ids.push_back(id);
  return ids;
}

}  // namespace

TEST_CASE("few ids: a list as long as its room takes nothing from the heap", "[forces]") {
  const std::size_t before = test::heap_allocations();
  FewIds ids = counting(0, FewIds::kInPlace);
  ids.prepend(FewIds{});
  CHECK(test::heap_allocations() == before);
  CHECK(ids.size() == FewIds::kInPlace);
  CHECK(listed(ids) == std::vector<UnitId>{0, 1, 2, 3, 4, 5, 6, 7});
}

TEST_CASE("few ids: a list past its room keeps every id, in order", "[forces]") {
  FewIds ids = counting(0, 11);
  CHECK(ids.size() == 11);
  CHECK(listed(ids) == std::vector<UnitId>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
  ids.push_back(42);
  CHECK(listed(ids).back() == 42);
  CHECK(ids.size() == 12);
}

TEST_CASE("few ids: ids put ahead come first, in their own order", "[forces]") {
  FewIds later = counting(10, 13);
  later.prepend(counting(1, 4));
  CHECK(listed(later) == std::vector<UnitId>{1, 2, 3, 10, 11, 12});
  SECTION("and together past the room") {
    later.prepend(counting(20, 25));
    CHECK(listed(later) == std::vector<UnitId>{20, 21, 22, 23, 24, 1, 2, 3, 10, 11, 12});
  }
  SECTION("none put ahead leaves the list as it was") {
    later.prepend(FewIds{});
    CHECK(listed(later) == std::vector<UnitId>{1, 2, 3, 10, 11, 12});
  }
}

}  // namespace test_few_ids
