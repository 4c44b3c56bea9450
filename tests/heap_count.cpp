// The test binary's operator new: malloc, counted per thread (see heap_count.hpp). The sized,
// aligned and nothrow forms all come here or to the library's defaults built on these.
#include "tests/heap_count.hpp"

#include <cstdlib>
#include <new>

namespace {
thread_local std::size_t allocations = 0;
}

std::size_t caisson::test::heap_allocations() { return allocations; }

void* operator new(std::size_t size) {
  ++allocations;
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}

void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
