#include "engine/play/replayed_choices.hpp"

#include <cmath>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "engine/play/battle.hpp"

namespace caisson {
namespace {

// A saved choice comes from a file: every id in it must name something of this battle, and every
// number be finite, before the rules are asked about it (they take ids on trust).
std::optional<std::string> replayed_choice_flaw(const Choice& c, const Battle& b) {
  const auto units = static_cast<long long>(b.units.size()), formations = static_cast<long long>(b.oob.nodes().size());
  auto unit_flaw = [&](UnitId id) -> std::optional<std::string> {
    if (id < kNone || id >= units) return fmt::format("it names unit #{}, but the battle has {} units", id, units);
    return std::nullopt;
  };
  auto place_flaw = [](double x) -> std::optional<std::string> {
    if (!std::isfinite(x) || std::abs(x) > 1e6) return std::string("it holds a number that is not finite or out of range");
    return std::nullopt;
  };
  if (const auto* act = std::get_if<Act>(&c)) {
    return std::visit(
        [&](const auto& a) -> std::optional<std::string> {
          using A = std::decay_t<decltype(a)>;
          if (auto f = unit_flaw(a.unit)) return f;
          if constexpr (std::is_same_v<A, Move>) {
            for (double x : {a.to.x, a.to.y, a.facing})
              if (auto f = place_flaw(x)) return f;
          } else if constexpr (std::is_same_v<A, ChangeFormation>) {
            if (static_cast<std::size_t>(a.to) >= kFormationNames.size()) return std::string("it names no formation");
          } else if constexpr (std::is_same_v<A, Fire>) {
            for (UnitId id : {a.target, a.split_target})
              if (auto f = unit_flaw(id)) return f;
            if (a.split_dice < 0 || a.split_dice > Throw::kMaxFaces) return fmt::format("it splits {} dice", a.split_dice);
          } else if constexpr (std::is_same_v<A, Charge>) {
            if (auto f = unit_flaw(a.target)) return f;
            for (const auto* list : {&a.supporters, &a.with})
              for (UnitId id : *list)
                if (auto f = unit_flaw(id)) return f;
          }
          return std::nullopt;
        },
        act->action);
  }
  if (const auto* give = std::get_if<GiveOrder>(&c)) {
    const Order& o = give->order;
    if (o.to < 0 || o.to >= formations) return fmt::format("it orders formation #{}, but the battle has {}", o.to, formations);
    if (o.from < kNone || o.from >= static_cast<long long>(b.commanders.size()))
      return fmt::format("it names general #{}, but the battle has {}", o.from, b.commanders.size());
    if (o.point)
      for (double x : {o.point->x, o.point->y})
        if (auto f = place_flaw(x)) return f;
  }
  if (const auto* d = std::get_if<Delegate>(&c)) {
    if (auto f = unit_flaw(d->unit)) return f;
    if (d->formation < kNone || d->formation >= formations)
      return fmt::format("it names formation #{}, but the battle has {}", d->formation, formations);
  }
  return std::nullopt;
}

}  // namespace

Choice ReplayedChoices::next(const Decision& d) {
  if (next_ < saved_.size()) {
    replaying_last_ = true;
    if (auto flaw = replayed_choice_flaw(saved_[next_], d.battle))
      throw ReplayDiverged(fmt::format("saved choice {} ({}) cannot be played: {}", next_ + 1, name_of(saved_[next_]), *flaw));
    return saved_[next_++];
  }
  replaying_last_ = false;
  if (!announced_) {
    announced_ = true;
    if (caught_up_) caught_up_();
  }
  return live_.next(d);
}

void ReplayedChoices::told(const Choice& c, const Verdict& v) {
  if (!replaying_last_) return live_.told(c, v);
  if (!v.accepted)
    throw ReplayDiverged(fmt::format("saved choice {} ({}) was refused when played again: {}", next_, name_of(c), v.reason));
}

}  // namespace caisson
