#pragma once
// Room on the stack for the few short lists a rule keeps while it resolves one action (the
// chargers that arrived, the friends a move passed through): std::pmr vectors made with it take
// nothing from the heap unless they outgrow it, when the heap takes over. Unlike a thread's own
// buffer it is safe however rules nest (a hook run mid-resolution may resolve another action).
#include <array>
#include <cstddef>
#include <memory_resource>

namespace caisson {

class ShortLists {
 public:
  ShortLists() = default;
  ShortLists(const ShortLists&) = delete;
  ShortLists& operator=(const ShortLists&) = delete;
  std::pmr::memory_resource* room() { return &resource_; }

 private:
  alignas(std::max_align_t) std::array<std::byte, 512> bytes_;  // a few dozen ids
  std::pmr::monotonic_buffer_resource resource_{bytes_.data(), bytes_.size()};
};

}  // namespace caisson
