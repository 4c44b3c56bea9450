#include "engine/dice/dice.hpp"

#include <sstream>

#include <fmt/format.h>

namespace caisson {

int Throw::count_at_least(int n) const {
  int hits = 0;
  for (int i = 0; i < count; ++i)
    if (faces[static_cast<std::size_t>(i)] >= n) ++hits;
  return hits;
}

// A fixed stream constant keeps seeds the only input: the same seed is the same battle.
Dice::Dice(std::uint64_t seed) : rng_(seed, 0xca15'5011'1861'0721ULL) {}

int Dice::one_face(int sides) {
  if (!scripted_.empty()) {
    int f = scripted_.front();
    scripted_.pop_front();
    if (f < 1 || f > sides)
      throw std::logic_error(fmt::format("scripted die face {} does not fit a d{}", f, sides));
    return f;
  }
  return static_cast<int>(rng_(static_cast<std::uint32_t>(sides))) + 1;
}

Throw Dice::roll(int count, int sides, std::string_view purpose) {
  // Rule tables never come near the cap; a larger pool is a rules bug, not a player's choice.
  if (count < 0 || count > Throw::kMaxFaces)
    throw std::logic_error(fmt::format("cannot roll {} dice at once for {} (at most {})", count, purpose, Throw::kMaxFaces));
  Throw t;
  t.purpose = purpose;
  t.sides = sides;
  t.count = count;
  for (int i = 0; i < count; ++i) {
    int f = one_face(sides);
    t.faces[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(f);
    t.total += f;
  }
  ++rolls_made_;
  if (listener_) listener_->rolled(t);
  return t;
}

int Dice::roll(const DiceExpression& e, std::string_view purpose) {
  Throw t = roll(e.count, e.sides, purpose);
  if (e.d66) return t.face(0) * 10 + t.face(1);
  return t.total + e.modifier;
}

void Dice::load(std::initializer_list<int> faces) {
  for (int f : faces) scripted_.push_back(f);
}

std::string Dice::state() const {
  std::ostringstream out;
  out << rng_;
  return out.str();
}

void Dice::restore(const std::string& state) {
  std::istringstream in(state);
  in >> rng_;
  if (!in) throw std::runtime_error("the saved dice state is damaged");
}

}  // namespace caisson
