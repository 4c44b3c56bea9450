#pragma once
// A saved game resumed: its recorded choices are made again in order, then the live source
// (a person, a test) takes over. Play is deterministic, so the choices bring the battle back to
// exactly the decision the save was made at — the rule state, the dice and the built-in
// commander's plans made during the turn all come back as they were.
#include <cstddef>
#include <functional>
#include <stdexcept>
#include <vector>

#include "engine/play/person.hpp"

namespace caisson {

// A recorded choice the rules refused when played again: the save does not fit its battle.
struct ReplayDiverged : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class ReplayedChoices final : public ChoiceSource {
 public:
  // `caught_up` runs once, at the first decision the saved choices do not cover, before the live
  // source is asked (where an unbroken game's observers would be).
  ReplayedChoices(std::vector<Choice> saved, ChoiceSource& live, std::function<void()> caught_up = {})
      : saved_(std::move(saved)), live_(live), caught_up_(std::move(caught_up)) {}

  Choice next(const Decision& d) override;
  void told(const Choice& c, const Verdict& v) override;

  bool caught_up() const { return next_ >= saved_.size(); }
  std::size_t left() const { return saved_.size() - next_; }

 private:
  std::vector<Choice> saved_;
  std::size_t next_ = 0;
  bool replaying_last_ = false;  // the choice just made was a saved one
  bool announced_ = false;
  ChoiceSource& live_;
  std::function<void()> caught_up_;
};

}  // namespace caisson
