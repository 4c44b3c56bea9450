#pragma once
// How a battle ended: who won, by how much, and what decided it.
#include <string>
#include <string_view>

namespace caisson {

enum class VictoryLevel : std::uint8_t { decisive, substantial, marginal, draw };
std::string_view name_of(VictoryLevel);

struct Outcome {
  int winner = -1;  // a Side, or -1 for a draw
  VictoryLevel level = VictoryLevel::marginal;
  std::string condition;  // "turn limit: CSA holds henry_house", "USA army broken"...
  int turn = 0;
};

}  // namespace caisson
