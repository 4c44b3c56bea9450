#pragma once
// What a rule system's own sequence holds at this moment, for a person following it (the play
// page's spine): the card turned up and the cards left, the fire-fight's round, each unit's action
// points and who must motivate it, each unit's activation, the attacks declared. Plain words and
// numbers read from the rules' turn state, each rule system in one function of its own
// (Ruleset::sequence_state), so where that state is kept may change without a front end knowing.
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "engine/forces/unit.hpp"

namespace caisson {

struct SequenceFact {
  std::string key;    // stable, for front ends and tests: "card", "cards_left", "points"...
  std::string label;  // what a person is shown: "card turned", "cards left", "action points"
  std::variant<int, std::string> value;
};

struct UnitSequenceFacts {
  UnitId unit = kNone;
  std::vector<SequenceFact> facts;
};

struct SequenceState {
  std::vector<SequenceFact> turn;       // the turn's or the phase's: the card, the round, attacks
  std::vector<UnitSequenceFacts> units;  // a unit's own, for the units the rules say something of

  void add(std::string key, std::string label, std::variant<int, std::string> value) {
    turn.push_back({std::move(key), std::move(label), std::move(value)});
  }
  // The facts of `unit`, begun when first asked for.
  std::vector<SequenceFact>& of(UnitId unit) {
    if (units.empty() || units.back().unit != unit) units.push_back({unit, {}});
    return units.back().facts;
  }
};

}  // namespace caisson
