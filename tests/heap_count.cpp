// The test binary's operator new: malloc, counted per thread (see heap_count.hpp). Every form
// that is not over-aligned is replaced, deletes included, so that each allocation is freed by
// its own kind (AddressSanitizer checks that new and delete match).
#include "tests/heap_count.hpp"

#include <cstdlib>
#include <new>

namespace {

thread_local std::size_t allocations = 0;

void* counted(std::size_t size) noexcept {
  ++allocations;
  return std::malloc(size == 0 ? 1 : size);
}

void* counted_or_throw(std::size_t size) {
  if (void* p = counted(size)) return p;
  throw std::bad_alloc();
}

}  // namespace

std::size_t caisson::test::heap_allocations() { return allocations; }

void* operator new(std::size_t size) { return counted_or_throw(size); }
void* operator new[](std::size_t size) { return counted_or_throw(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return counted(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return counted(size); }

void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }
