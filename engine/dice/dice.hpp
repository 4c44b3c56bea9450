#pragma once
// The battle's dice: one seeded pcg32 per battle. Every roll names its purpose and is reported
// to the roll listener (the event log), so a battle's log shows every number that decided it.
// Tests load the dice with scripted faces to walk a rule procedure step by step.
#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>

#include <pcg_random.hpp>

#include "engine/dice/dice_expression.hpp"

namespace caisson {

// One throw of one or more dice of the same kind (at most kMaxFaces of them).
struct Throw {
  static constexpr int kMaxFaces = 48;
  std::string_view purpose;  // a static string naming why: "morale check", "artillery fire"
  int sides = 6;
  int count = 0;
  int total = 0;
  std::array<std::uint8_t, kMaxFaces> faces{};

  int face(int i) const { return faces[static_cast<std::size_t>(i)]; }
  int count_at_least(int n) const;  // dice showing n or more (hits on a 6, on a 5 or 6...)
};

class RollListener {
 public:
  virtual ~RollListener() = default;
  virtual void rolled(const Throw& t) = 0;
};

struct ScriptedDiceExhausted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Dice {
 public:
  explicit Dice(std::uint64_t seed = 0);

  // Rolls `count` dice of `sides` faces. Unbiased (pcg32's bounded draw).
  Throw roll(int count, int sides, std::string_view purpose);
  int d6(std::string_view purpose) { return roll(1, 6, purpose).total; }
  int two_d6(std::string_view purpose) { return roll(2, 6, purpose).total; }
  // The total of an expression (d66 read as tens and units), modifier included.
  int roll(const DiceExpression& e, std::string_view purpose);

  // Scripted faces are used, in order, before the generator is touched again. A scripted face
  // that does not fit the die rolled is an error in the test.
  void load(std::initializer_list<int> faces);
  void load_face(int face) { scripted_.push_back(face); }
  std::size_t scripted_left() const { return scripted_.size(); }

  void set_listener(RollListener* l) { listener_ = l; }
  std::uint64_t rolls_made() const { return rolls_made_; }

  // The generator's whole state as text (pcg's stream format) for saves.
  std::string state() const;
  void restore(const std::string& state);

 private:
  int one_face(int sides);

  pcg32 rng_;
  std::deque<int> scripted_;
  RollListener* listener_ = nullptr;
  std::uint64_t rolls_made_ = 0;
};

}  // namespace caisson
