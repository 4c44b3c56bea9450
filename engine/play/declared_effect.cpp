#include "engine/play/declared_effect.hpp"

#include <algorithm>

#include "engine/orders/courier.hpp"
#include "engine/play/reinforcements.hpp"

namespace caisson {
namespace {

struct Apply {
  Battle& b;

  void operator()(const Reinforce& e) const { call_on_reinforcement(b, e.formation); }
  void operator()(const ShiftArrival& e) const { shift_arrival(b, e.formation, e.turns); }
  void operator()(const ChangeOrder& e) const { issue_order(b, Order{e.to, kNone, e.order, e.objective, e.point}); }
  void operator()(const AddHits& e) const {
    // The battle file names regiments; a brigade merged from several takes the HITs once.
    thread_local std::vector<UnitId> hit;
    hit.clear();
    for (UnitId named : e.units) {
      const UnitId id = b.unit_from_scenario(named);
      if (std::find(hit.begin(), hit.end(), id) != hit.end()) continue;
      hit.push_back(id);
      Unit& u = b.unit(id);
      if (u.present()) b.rules->inflict(b, u, e.hits, "event");
    }
  }
  void operator()(const ChangeWeather& e) const {
    b.weather = e.weather;
    b.emit(WeatherChanged{b.weather});
  }
  void operator()(const SayText& e) const { b.say(e.text); }
  void operator()(const EndBattle& e) const {
    Outcome o = e.outcome;
    o.turn = b.turn;
    b.end(std::move(o));
  }
};

}  // namespace

void apply_effect(Battle& b, const DeclaredEffect& effect) { std::visit(Apply{b}, effect); }

}  // namespace caisson
