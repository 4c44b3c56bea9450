#include "server/choice_request.hpp"

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "engine/forces/vocabulary.hpp"
#include "server/action_words.hpp"

namespace caisson::server {
namespace {

using nlohmann::json;

const json* request_field(const json& j, const char* name, bool required) {
  auto it = j.find(name);
  if (it == j.end() || it->is_null()) {
    if (required) throw BadRequest(fmt::format("'{}' is missing", name));
    return nullptr;
  }
  return &*it;
}

int request_id(const json& j, const char* name, bool required, int absent = kNone) {
  const json* f = request_field(j, name, required);
  if (!f) return absent;
  if (!f->is_number_integer()) throw BadRequest(fmt::format("'{}' must be an integer id, got {}", name, f->dump()));
  auto v = f->get<std::int64_t>();
  if (v < 0 || v > std::numeric_limits<int>::max()) throw BadRequest(fmt::format("'{}' is out of range: {}", name, v));
  return static_cast<int>(v);
}

double request_number(const json& j, const char* name, double absent) {
  const json* f = request_field(j, name, false);
  if (!f) return absent;
  if (!f->is_number() || !std::isfinite(f->get<double>())) throw BadRequest(fmt::format("'{}' must be a number, got {}", name, f->dump()));
  return f->get<double>();
}

bool request_flag(const json& j, const char* name, bool absent = false) {
  const json* f = request_field(j, name, false);
  if (!f) return absent;
  if (!f->is_boolean()) throw BadRequest(fmt::format("'{}' must be true or false, got {}", name, f->dump()));
  return f->get<bool>();
}

std::string request_text(const json& j, const char* name, bool required) {
  const json* f = request_field(j, name, required);
  if (!f) return {};
  if (!f->is_string()) throw BadRequest(fmt::format("'{}' must be a string, got {}", name, f->dump()));
  std::string s = f->get<std::string>();
  if (s.size() > 200) throw BadRequest(fmt::format("'{}' is too long", name));
  return s;
}

std::optional<Vec2> request_point(const json& j, const char* name, bool required) {
  const json* f = request_field(j, name, required);
  if (!f) return std::nullopt;
  if (!f->is_array() || f->size() != 2 || !(*f)[0].is_number() || !(*f)[1].is_number())
    throw BadRequest(fmt::format("'{}' must be a point [x, y] in inches, got {}", name, f->dump()));
  Vec2 p{(*f)[0].get<double>(), (*f)[1].get<double>()};
  if (!std::isfinite(p.x) || !std::isfinite(p.y)) throw BadRequest(fmt::format("'{}' must be finite", name));
  return p;
}

std::vector<UnitId> request_ids(const json& j, const char* name) {
  const json* f = request_field(j, name, false);
  std::vector<UnitId> ids;
  if (!f) return ids;
  if (!f->is_array() || f->size() > 64) throw BadRequest(fmt::format("'{}' must be a list of unit ids", name));
  for (const json& e : *f) {
    if (!e.is_number_integer() || e.get<std::int64_t>() < 0 || e.get<std::int64_t>() > std::numeric_limits<int>::max())
      throw BadRequest(fmt::format("'{}' must be a list of unit ids, got {}", name, f->dump()));
    ids.push_back(static_cast<UnitId>(e.get<std::int64_t>()));
  }
  return ids;
}

std::uint64_t request_version(const json& j) {
  const json* f = request_field(j, "version", true);
  if (!f->is_number_unsigned() && !(f->is_number_integer() && f->get<std::int64_t>() >= 0))
    throw BadRequest(fmt::format("'version' must be the state's version number, got {}", f->dump()));
  return f->get<std::uint64_t>();
}

Action action_of(const json& a) {
  if (!a.is_object()) throw BadRequest("'action' must be an object");
  std::string word = request_text(a, "kind", true);
  auto kind = api_action_kind(word);
  if (!kind) throw BadRequest(fmt::format("'{}' is not an action (move, change_formation, fall_back, fire, charge, rally)", word));
  UnitId unit = request_id(a, "unit", true);
  switch (*kind) {
    case ActionKind::move: {
      Vec2 to = *request_point(a, "to", true);
      return Move{unit, to, request_number(a, "facing", 0), request_flag(a, "double_time"), request_flag(a, "gallop")};
    }
    case ActionKind::change_formation: {
      std::string f = request_text(a, "formation", true);
      auto form = parse_formation(f);
      if (!form) throw BadRequest(fmt::format("'{}' is not a formation", f));
      return ChangeFormation{unit, *form, request_flag(a, "dismount"), request_flag(a, "remount")};
    }
    case ActionKind::fall_back: return FallBack{unit};
    case ActionKind::fire:
      return Fire{unit, request_id(a, "target", true), request_id(a, "split_target", false),
                  request_id(a, "split_dice", false, 0)};
    case ActionKind::charge: {
      Charge c{unit, request_id(a, "target", true), request_ids(a, "supporters")};
      c.advance_after = request_flag(a, "advance_after", true);
      c.with = request_ids(a, "with");
      return c;
    }
    case ActionKind::rally: return Rally{unit};
  }
  throw BadRequest("unknown action");
}

}  // namespace

json parse_body(const std::string& body) {
  if (body.size() > 65536) throw BadRequest("the request is too large");
  json j = json::parse(body, nullptr, false);
  if (j.is_discarded()) throw BadRequest("the request is not JSON");
  if (!j.is_object()) throw BadRequest("the request must be a JSON object");
  return j;
}

ChoiceRequest act_request(const json& body) {
  return {Act{action_of(*request_field(body, "action", true))}, request_version(body)};
}

ChoiceRequest order_request(const json& body) {
  Order o;
  o.to = request_id(body, "formation", true);
  o.order = request_text(body, "order", true);
  o.objective = request_text(body, "objective", false);
  o.point = request_point(body, "point", false);
  if (!o.objective.empty() && o.point) throw BadRequest("give an 'objective' or a 'point', not both");
  return {GiveOrder{o}, request_version(body)};
}

ChoiceRequest delegate_request(const json& body, bool to_commander) {
  Delegate d{request_id(body, "unit", false), request_id(body, "formation", false), to_commander};
  if ((d.unit == kNone) == (d.formation == kNone)) throw BadRequest("give a 'unit' or a 'formation'");
  return {d, request_version(body)};
}

ChoiceRequest end_phase_request(const json& body, bool leave_rest_to_commander) {
  if (leave_rest_to_commander) return {LeavePhase{}, request_version(body)};
  return {EndPhase{}, request_version(body)};
}

}  // namespace caisson::server
