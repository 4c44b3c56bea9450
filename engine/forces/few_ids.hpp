#pragma once
// A short list of units kept in place, such as the few friends a forced move passes through:
// lists that short take nothing from the heap. A longer one spills to the heap whole, so no list
// is ever cut short.
#include <array>
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include "engine/forces/unit.hpp"

namespace caisson {

class FewIds {
 public:
  static constexpr std::size_t kInPlace = 8;

  void push_back(UnitId id) {
    if (spilled_.empty() && count_ < kInPlace) {
      in_place_[count_++] = id;
      return;
    }
    if (spilled_.empty()) spilled_.assign(in_place_.begin(), in_place_.begin() + static_cast<std::ptrdiff_t>(count_));
    spilled_.push_back(id);
    ++count_;
  }
  // `first` ahead of those already listed.
  void prepend(std::span<const UnitId> first) {
    FewIds joined;
    for (UnitId id : first) joined.push_back(id);
    for (UnitId id : ids()) joined.push_back(id);
    *this = std::move(joined);
  }

  std::span<const UnitId> ids() const {
    return spilled_.empty() ? std::span<const UnitId>(in_place_.data(), count_) : std::span<const UnitId>(spilled_);
  }
  operator std::span<const UnitId>() const { return ids(); }
  auto begin() const { return ids().begin(); }
  auto end() const { return ids().end(); }
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }

 private:
  std::array<UnitId, kInPlace> in_place_{};
  std::vector<UnitId> spilled_;  // every id, once there are more than kInPlace
  std::size_t count_ = 0;
};

}  // namespace caisson
