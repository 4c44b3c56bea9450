#pragma once
// How each piece of battle state is written to and read from a cereal archive. Named fields, so
// the JSON form of a save reads like the battle it holds.
#include <cereal/cereal.hpp>
#include <cereal/types/array.hpp>
#include <cereal/types/common.hpp>
#include <cereal/types/optional.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>

#include "engine/forces/order_of_battle.hpp"
#include "engine/orders/courier.hpp"
#include "engine/play/brigade_plans.hpp"
#include "engine/play/turn_point.hpp"
#include "engine/scenario/outcome.hpp"

namespace caisson {

template <class Archive>
void serialize(Archive& ar, Vec2& p) {
  ar(cereal::make_nvp("x", p.x), cereal::make_nvp("y", p.y));
}

// A unit's footprint as it was last placed: kept, not worked out again on loading, since its
// stands may have changed since (a unit gone from the field keeps the one it left with).
struct SavedFootprint {
  Vec2 center;
  double width = 0, depth = 0, facing = 0;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("center", center), CEREAL_NVP_("width", width), CEREAL_NVP_("depth", depth), CEREAL_NVP_("facing", facing));
  }
};

template <class Archive>
void serialize(Archive& ar, Unit& u) {
  ar(CEREAL_NVP_("id", u.id), CEREAL_NVP_("name", u.name), CEREAL_NVP_("side", u.side), CEREAL_NVP_("brigade", u.brigade),
     CEREAL_NVP_("arm", u.arm), CEREAL_NVP_("quality", u.quality), CEREAL_NVP_("weapon", u.weapon),
     CEREAL_NVP_("formation", u.formation), CEREAL_NVP_("stands", u.stands),
     CEREAL_NVP_("stands_at_start", u.stands_at_start), CEREAL_NVP_("position", u.position),
     CEREAL_NVP_("facing", u.facing), CEREAL_NVP_("explicit_position", u.explicit_position),
     CEREAL_NVP_("status", u.status), CEREAL_NVP_("hits", u.hits), CEREAL_NVP_("routing", u.routing),
     CEREAL_NVP_("dismounted", u.dismounted),
     CEREAL_NVP_("acted", u.acted), CEREAL_NVP_("fired", u.fired), CEREAL_NVP_("charged", u.charged),
     CEREAL_NVP_("charged_on_turn", u.charged_on_turn), CEREAL_NVP_("left_on_turn", u.left_on_turn),
     CEREAL_NVP_("left_how", u.left_how), CEREAL_NVP_("disordered", u.disordered));
  SavedFootprint f{u.footprint.center, u.footprint.width, u.footprint.depth, u.footprint.facing};
  ar(CEREAL_NVP_("footprint", f));
  if constexpr (Archive::is_loading::value) u.footprint = OrientedRect{f.center, f.width, f.depth, f.facing};
}

template <class Archive>
void serialize(Archive& ar, TurnPoint& t) {
  ar(CEREAL_NVP_("stage", t.stage), CEREAL_NVP_("player", t.player), CEREAL_NVP_("phases", t.phases),
     CEREAL_NVP_("played", t.played), CEREAL_NVP_("first", t.first));
}

template <class Archive>
void serialize(Archive& ar, Commander& c) {
  ar(CEREAL_NVP_("id", c.id), CEREAL_NVP_("name", c.name), CEREAL_NVP_("side", c.side),
     CEREAL_NVP_("commands", c.commands), CEREAL_NVP_("quality", c.quality), CEREAL_NVP_("position", c.position),
     CEREAL_NVP_("alive", c.alive), CEREAL_NVP_("on_table", c.on_table),
     CEREAL_NVP_("on_table_given", c.on_table_given), CEREAL_NVP_("fell_on_turn", c.fell_on_turn));
}

// Only what play changes of the order of battle: the standing orders.
struct StandingOrder {
  std::string order, objective;
  std::optional<Vec2> point;
  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("order", order), CEREAL_NVP_("objective", objective), CEREAL_NVP_("point", point));
  }
};

template <class Archive>
void serialize(Archive& ar, Order& o) {
  ar(CEREAL_NVP_("to", o.to), CEREAL_NVP_("from", o.from), CEREAL_NVP_("order", o.order),
     CEREAL_NVP_("objective", o.objective), CEREAL_NVP_("point", o.point));
}

template <class Archive>
void serialize(Archive& ar, Courier& c) {
  ar(CEREAL_NVP_("id", c.id), CEREAL_NVP_("side", c.side), CEREAL_NVP_("order", c.order),
     CEREAL_NVP_("position", c.position), CEREAL_NVP_("rides", c.rides), CEREAL_NVP_("issued_on_turn", c.issued_on_turn),
     CEREAL_NVP_("settled_on_turn", c.settled_on_turn), CEREAL_NVP_("state", c.state));
}

template <class Archive>
void serialize(Archive& ar, Outcome& o) {
  ar(CEREAL_NVP_("winner", o.winner), CEREAL_NVP_("level", o.level), CEREAL_NVP_("condition", o.condition),
     CEREAL_NVP_("turn", o.turn));
}

template <class Archive>
void serialize(Archive& ar, BrigadePlan& p) {
  ar(CEREAL_NVP_("id", p.id), CEREAL_NVP_("order", p.order), CEREAL_NVP_("posture", p.posture),
     CEREAL_NVP_("goal", p.goal), CEREAL_NVP_("foe", p.foe), CEREAL_NVP_("odds", p.odds),
     CEREAL_NVP_("line_centre", p.line_centre), CEREAL_NVP_("line_front", p.line_front),
     CEREAL_NVP_("occupier", p.occupier), CEREAL_NVP_("objective_radius", p.objective_radius),
     CEREAL_NVP_("last_rush", p.last_rush));
}

template <class Archive>
void serialize(Archive& ar, BrigadePlans& m) {
  ar(CEREAL_NVP_("plans", m.plans), CEREAL_NVP_("planned_on", m.planned_on), CEREAL_NVP_("seen_centre", m.seen_centre));
}

}  // namespace caisson
