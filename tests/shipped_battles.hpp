#pragma once
// Every shipped battle (scripts/*.lua) and the reference battle, in path order: the battle files
// a test that must hold for any battle file goes through.
#include <algorithm>
#include <filesystem>
#include <vector>

namespace test_support {

inline std::vector<std::filesystem::path> shipped_battle_files() {
  const std::filesystem::path root = CAISSON_SOURCE_ROOT;
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(root / "scripts"))
    if (e.path().extension() == ".lua") files.push_back(e.path());
  files.push_back(root / "bench" / "battles" / "reference.lua");
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace test_support
