#pragma once
// How many times this thread has taken memory from the heap through operator new: the test
// binary replaces the global operator new to count (heap_count.cpp), so a test can check that
// a piece of steady-state work allocates nothing.
#include <cstddef>

namespace caisson::test {

std::size_t heap_allocations();

}  // namespace caisson::test
