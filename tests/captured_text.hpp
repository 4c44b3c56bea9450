#pragma once
// What a log observer writes to a FILE*, kept in memory and read back as text (shared by the
// tests of the narrative and of saves).
#include <cstdio>
#include <cstdlib>
#include <string>

namespace test_support {

struct CapturedText {
  char* buffer = nullptr;
  std::size_t size = 0;
  std::FILE* f = open_memstream(&buffer, &size);
  CapturedText() = default;
  CapturedText(const CapturedText&) = delete;
  CapturedText& operator=(const CapturedText&) = delete;
  std::string text() {
    std::fflush(f);
    return std::string(buffer, size);
  }
  ~CapturedText() {
    std::fclose(f);
    std::free(buffer);
  }
};

}  // namespace test_support
