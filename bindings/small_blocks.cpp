#include "bindings/small_blocks.hpp"

#include <new>

namespace caisson::lua {

void* SmallBlocks::take(std::size_t size, std::size_t cap) {
  const std::size_t c = class_of(size);
  if (Free* f = free_[c]) {
    free_[c] = f->next;
    return f;
  }
  const std::size_t bytes = (c + 1) * kGrain;
  if (left_ < bytes) {
    // What the pool holds counts against the state's memory cap, as what Lua holds does.
    if ((chunks_.size() + 1) * kChunk > cap) return nullptr;
    std::unique_ptr<std::byte[]> chunk(new (std::nothrow) std::byte[kChunk]);
    if (!chunk) return nullptr;
    next_ = chunk.get(), left_ = kChunk;
    chunks_.push_back(std::move(chunk));
  }
  void* block = next_;
  next_ += bytes, left_ -= bytes;
  return block;
}

void SmallBlocks::give(void* block, std::size_t size) {
  Free* f = static_cast<Free*>(block);
  const std::size_t c = class_of(size);
  f->next = free_[c];
  free_[c] = f;
}

}  // namespace caisson::lua
