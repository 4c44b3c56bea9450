// The Lua state's pool of small blocks: a freed block serves the next of its size class, no two
// blocks overlap, the pool stops growing at its cap, and Lua's own work through it (strings,
// tables growing past the pool's largest block and shrinking back) keeps every value.
#include <catch2/catch.hpp>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "bindings/lua_state.hpp"
#include "bindings/small_blocks.hpp"
#include "lua_test_support.hpp"

namespace test_small_blocks {

using caisson::lua::LuaState;
using caisson::lua::SmallBlocks;

TEST_CASE("small blocks: a freed block serves the next block of its size class, not another's", "[lua]") {
  SmallBlocks pool;
  void* a = pool.take(24, SIZE_MAX);
  void* b = pool.take(24, SIZE_MAX);
  REQUIRE(a != b);
  pool.give(a, 24);
  CHECK(pool.take(100, SIZE_MAX) != a);  // another class
  CHECK(pool.take(20, SIZE_MAX) == a);   // 17..32 bytes: one class
  CHECK(SmallBlocks::same_class(17, 32));
  CHECK_FALSE(SmallBlocks::same_class(16, 17));
  CHECK(SmallBlocks::small(SmallBlocks::kLargest));
  CHECK_FALSE(SmallBlocks::small(SmallBlocks::kLargest + 1));
  CHECK_FALSE(SmallBlocks::small(0));
}

TEST_CASE("small blocks: blocks taken together never overlap", "[lua]") {
  SmallBlocks pool;
  struct Taken {
    unsigned char* at;
    std::size_t size;
  };
  std::vector<Taken> taken;
  int misaligned = 0;
  for (int i = 0; i < 3000; ++i) {
    const std::size_t size = 1 + static_cast<std::size_t>(i * 37) % SmallBlocks::kLargest;
    auto* p = static_cast<unsigned char*>(pool.take(size, SIZE_MAX));
    REQUIRE(p != nullptr);
    misaligned += reinterpret_cast<std::uintptr_t>(p) % alignof(std::max_align_t) != 0;
    std::memset(p, i & 0xff, size);
    taken.push_back({p, size});
  }
  CHECK(misaligned == 0);
  int overwritten = 0;
  for (std::size_t i = 0; i < taken.size(); ++i)
    for (std::size_t k = 0; k < taken[i].size; ++k) overwritten += taken[i].at[k] != (i & 0xff);
  CHECK(overwritten == 0);
}

TEST_CASE("small blocks: the pool stops growing at its cap, and a block given back is still there", "[lua]") {
  SmallBlocks pool;
  std::vector<void*> blocks;
  const std::size_t cap = 16 * 1024;  // one chunk
  while (void* p = pool.take(256, cap)) blocks.push_back(p);
  CHECK(blocks.size() == cap / 256);
  pool.give(blocks.back(), 256);
  CHECK(pool.take(256, cap) == blocks.back());
  CHECK(pool.take(256, cap) == nullptr);
  CHECK(pool.take(256, 2 * cap) != nullptr);  // a larger cap lets it grow
}

TEST_CASE("small blocks: Lua's strings and tables keep their values through the pool", "[lua]") {
  LuaState s({lua_test::no_content(), lua_test::no_content(), {}});
  // Strings of every small size and past the largest; a table grown past the pool's blocks and
  // emptied again (its parts shrink back into small blocks); the sum tells whether any was lost.
  const std::string code = R"(
    local t, total = {}, 0
    for i = 1, 2000 do t[i] = string.rep('x', i % 300) .. i end
    for i = 1, 2000 do total = total + #t[i] end
    for i = 2000, 11, -1 do t[i] = nil end
    collectgarbage()
    local keyed = {}
    for i = 1, 500 do keyed['k' .. i] = { i, tostring(i) } end
    local check = 0
    for i = 1, 500 do check = check + keyed['k' .. i][1] + #keyed['k' .. i][2] end
    return total + #t + check
  )";
  // 2000 strings: the repeated x's (i % 300 each) and the digits of i; 10 left in t; 500 pairs.
  long expected = 0;
  for (int i = 1; i <= 2000; ++i) expected += i % 300 + static_cast<long>(std::to_string(i).size());
  expected += 10;
  for (int i = 1; i <= 500; ++i) expected += i + static_cast<long>(std::to_string(i).size());
  CHECK(lua_test::run_chunk(s, code) == std::to_string(expected));
}

}  // namespace test_small_blocks
