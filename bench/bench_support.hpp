#pragma once
// Shared by the benchmarks: loading bench/battles/*, playing with the built-in commander, and
// the generated battle of N regiments a side.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/play/driver.hpp"

namespace bench {

inline const std::filesystem::path kRoot = CAISSON_SOURCE_ROOT;
inline const std::filesystem::path kBattles = kRoot / "bench" / "battles";

inline caisson::lua::LoadedBattle load_reference() { return caisson::lua::load_battle(kBattles / "reference.lua", kRoot); }

// bench/battles/generate.lua with its `local N = 50` line set to n.
inline caisson::lua::LoadedBattle load_generated(int n) {
  std::ifstream f(kBattles / "generate.lua");
  std::stringstream text;
  text << f.rdbuf();
  std::string s = text.str();
  const std::string line = "local N = 50";
  auto at = s.find(line);
  if (at == std::string::npos) throw std::runtime_error("generate.lua: no `local N = 50` line");
  s.replace(at, line.size(), "local N = " + std::to_string(n));
  return caisson::lua::load_battle_text("bench/battles/generate.lua", s, kRoot);
}

}  // namespace bench
