#pragma once
// How big a battle file may make a battle. Generous: the largest shipped battle and the
// benchmark's generated 1,000-regiments-a-side battle (838" x 152", 2,000 units) sit far inside;
// what lies beyond is a typo or a hostile file, which would otherwise take minutes and
// gigabytes to check. docs/scripting.md lists them.
#include <cstddef>

namespace caisson::lua {

inline constexpr double kMaxTableInches = 2000;    // each of width and depth
inline constexpr std::size_t kMaxUnits = 20000;    // units (regiments and batteries), both sides
inline constexpr int kMaxTurns = 1000;

}  // namespace caisson::lua
