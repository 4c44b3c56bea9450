#pragma once
// A rule's number told in its parts, as a player reads it off the chart: the table's value, the
// row and column it was read from, and each modifier by name. The parts always add up: a floor
// or a cap the rules put on the number is a modifier of its own ("at least 1 die"), so a log
// reader can check every throw from the record alone. Fixed room, no heap: tallies are made
// for every shot and morale check, and the commander's planning asks for many.
#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace caisson {

struct Modifier {
  std::string_view name;  // a static string: "enfilade", "2 HITs", "general in contact"
  int amount = 0;
};

struct Tally {
  static constexpr int kMaxModifiers = 12;  // ap's morale pool can list 11

  std::string_view row, column;  // where the table was read: "in heavy cover", "long range"
  int table = 0;
  std::array<Modifier, kMaxModifiers> modifiers{};
  std::uint8_t count = 0;

  // A modifier that changes nothing is not listed; past the room, the last one absorbs the rest
  // (the total stays exact).
  void add(std::string_view name, int amount) {
    if (amount == 0) return;
    if (count == kMaxModifiers) {
      modifiers[kMaxModifiers - 1].amount += amount;
      return;
    }
    modifiers[count++] = {name, amount};
  }
  void add_modifiers(const Tally& parts) {
    for (const Modifier& m : parts.list()) add(m.name, m.amount);
  }
  // The rules' floor and cap, as modifiers bringing the value up or down to them.
  void at_least(int floor, std::string_view name) {
    if (value() < floor) add(name, floor - value());
  }
  void at_most(int cap, std::string_view name) {
    if (value() > cap) add(name, cap - value());
  }

  int modifier_total() const {
    int sum = 0;
    for (const Modifier& m : list()) sum += m.amount;
    return sum;
  }
  int value() const { return table + modifier_total(); }
  std::span<const Modifier> list() const { return {modifiers.data(), count}; }
};

}  // namespace caisson
