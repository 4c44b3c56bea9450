#pragma once
// The last answer to each of many questions about two points (a line's ends, two footprints'
// centres): planners and rules ask the same ones again and again, and working them out costs
// more than looking. One slot per question, found by the two points; a question that lands on a
// taken slot replaces what was there. Belongs to one thread: callers keep it thread_local. The
// slots are on the heap: a thread's own storage is carved from its stack and copied at its
// start, and tables of a few megabytes there overran a sweep worker's stack.
#include <memory>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "engine/geometry/vec2.hpp"

namespace caisson {

template <class Question, class Answer, std::size_t kSlots>
class Remembered {
  static_assert(std::has_single_bit(kSlots));
  // The slot is the product's top bits: the low bits of round coordinates are all zero.
  static constexpr int kShift = 64 - std::bit_width(kSlots - 1);

 public:
  // The answer to `q`, which concerns points `a` and `b`; `work()` answers it when not remembered.
  template <class Work>
  Answer operator()(const Question& q, Vec2 a, Vec2 b, Work&& work) {
    return answer(q, a, b, work);
  }
  // The same, as the remembered answer itself: an answer that tells when it no longer holds
  // (a proof) is replaced by the caller.
  template <class Work>
  Answer& answer(const Question& q, Vec2 a, Vec2 b, Work&& work) {
    const auto bits = [](double x) { return std::bit_cast<std::uint64_t>(x); };
    const std::uint64_t h = (bits(a.x) ^ bits(a.y) * 3 ^ bits(b.x) * 5 ^ bits(b.y) * 7) * 0x9E3779B97F4A7C15ULL;
    Slot& slot = slots_[static_cast<std::size_t>(h >> kShift)];
    if (!slot.question || *slot.question != q) slot = {q, work()};
    return slot.answer;
  }

 private:
  struct Slot {
    std::optional<Question> question;
    Answer answer{};
  };
  std::unique_ptr<Slot[]> slots_ = std::make_unique<Slot[]>(kSlots);
};

}  // namespace caisson
