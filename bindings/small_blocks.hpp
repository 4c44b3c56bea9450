#pragma once
// The Lua state's small blocks (strings, table parts, closures) come from a pool of its own: a
// battle's state lives for one battle, and a sweep makes one for every battle, so the general
// allocator's work per block (a fifth of loading a battle file) is spent on nothing. Lua says
// each block's size when it frees it, so a free list per size class needs no header.
#include <cstddef>
#include <memory>
#include <vector>

namespace caisson::lua {

class SmallBlocks {
 public:
  static constexpr std::size_t kLargest = 256;  // larger blocks go to the general allocator

  // Whether blocks of this size come from the pool.
  static bool small(std::size_t size) { return size > 0 && size <= kLargest; }
  // Whether a small block of one size serves for the other as it is.
  static bool same_class(std::size_t a, std::size_t b) { return class_of(a) == class_of(b); }
  // A block of `size` (small), or null once the pool would hold more than `cap` bytes (or the
  // machine has no more).
  void* take(std::size_t size, std::size_t cap);
  // A block of `size` taken from this pool, free again.
  void give(void* block, std::size_t size);

 private:
  static constexpr std::size_t kGrain = 16;
  static constexpr std::size_t kClasses = kLargest / kGrain;
  static constexpr std::size_t kChunk = 16 * 1024;
  static std::size_t class_of(std::size_t size) { return (size - 1) / kGrain; }

  struct Free {
    Free* next;
  };
  Free* free_[kClasses] = {};
  std::vector<std::unique_ptr<std::byte[]>> chunks_;
  std::byte* next_ = nullptr;  // the unused rest of the last chunk
  std::size_t left_ = 0;
};

}  // namespace caisson::lua
