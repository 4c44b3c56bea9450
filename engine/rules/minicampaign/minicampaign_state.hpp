#pragma once
// What minicampaign remembers between actions, as plain data the Battle holds and saves with the
// rest (engine/rules/rule_state.hpp): each unit's activation and move spent this player turn, the
// charges awaiting resolution and the hits that count in them.
#include <fmt/format.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <cereal/cereal.hpp>
#include <cereal/types/vector.hpp>

#include "engine/forces/unit.hpp"
#include "engine/rules/state_bounds.hpp"

namespace caisson {
struct Battle;
}

namespace caisson::minicampaign {

struct MiniUnitState {
  int activation = 0;     // this player turn's result (Activation; 0: not tested yet)
  double move_spent = 0;  // the part of its move spent this player turn

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("activation", activation), CEREAL_NVP_("move_spent", move_spent));
  }
};

// A charge made and awaiting resolution, within one player turn.
struct PendingCharge {
  UnitId charger = kNone;
  UnitId target = kNone;
  bool over_obstacle = false;  // its fire has half effect

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("charger", charger), CEREAL_NVP_("target", target), CEREAL_NVP_("over_obstacle", over_obstacle));
  }
};

// Hits each unit inflicted on each other unit this player turn (they count in charge resolution).
struct HitsLedger {
  struct Entry {
    UnitId by = kNone, on = kNone;
    int hits = 0;
    template <class Archive>
    void serialize(Archive& ar) {
      ar(CEREAL_NVP_("by", by), CEREAL_NVP_("on", on), CEREAL_NVP_("hits", hits));
    }
  };
  std::vector<Entry> entries;

  void add(UnitId by, UnitId on, int hits);
  int inflicted(UnitId by, UnitId on) const;
  void cancel_one(UnitId by, UnitId on);
  void clear() { entries.clear(); }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("entries", entries));
  }
};

struct MiniState {
  static constexpr std::string_view rules = "minicampaign";
  std::vector<MiniUnitState> units;    // by UnitId
  std::vector<PendingCharge> pending;  // this player turn's charges, resolved in its last phase
  HitsLedger ledger;                   // this player turn's hits

  void start(const StateBounds& n) { units.assign(n.units, {}); }
  std::optional<std::string> problem(const StateBounds& n) const {
    if (auto why = count_problem("units", units.size(), n.units, "unit")) return why;
    for (std::size_t i = 0; i < units.size(); ++i)
      if (units[i].activation < 0 || units[i].activation > 4)
        return fmt::format("units[{}].activation is {} (0 to 4)", i, units[i].activation);
    for (std::size_t i = 0; i < pending.size(); ++i) {
      if (auto why = id_problem(fmt::format("pending[{}].charger", i), pending[i].charger, n.units, false)) return why;
      if (auto why = id_problem(fmt::format("pending[{}].target", i), pending[i].target, n.units, false)) return why;
    }
    for (std::size_t i = 0; i < ledger.entries.size(); ++i) {
      if (auto why = id_problem(fmt::format("ledger.entries[{}].by", i), ledger.entries[i].by, n.units, false))
        return why;
      if (auto why = id_problem(fmt::format("ledger.entries[{}].on", i), ledger.entries[i].on, n.units, false))
        return why;
    }
    return std::nullopt;
  }

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("units", units), CEREAL_NVP_("pending", pending), CEREAL_NVP_("ledger", ledger));
  }
};

// The battle's minicampaign state (the battle is played under minicampaign).
MiniState& state_of(Battle& b);
MiniUnitState& unit_state(Battle& b, UnitId id);
const MiniUnitState& unit_state(const Battle& b, UnitId id);

}  // namespace caisson::minicampaign
