#include "engine/sweep/stats_json.hpp"

#include <fmt/format.h>

namespace caisson::sweep {
namespace {

constexpr const char* kFormat = "caisson-sweep";
// Format 1 had no choice of commander: its battles were played by the regimental commander, the
// only one there was.
constexpr const char* kCommanderOfFormat1 = "regimental";

// Rows are stored as arrays, [seed, winner, level, turn, lost0, lost1]: a 10,000-battle shard
// stays a few hundred kilobytes.
nlohmann::json row_json(const BattleRow& r) {
  return nlohmann::json::array({r.seed, r.winner, std::string(name_of(r.level)), r.turn, r.stands_lost[0], r.stands_lost[1]});
}

VictoryLevel level_named(const std::string& name) {
  for (VictoryLevel l : {VictoryLevel::decisive, VictoryLevel::substantial, VictoryLevel::marginal, VictoryLevel::draw})
    if (name_of(l) == name) return l;
  throw StatsFormatError(fmt::format("unknown victory level \"{}\"", name));
}

BattleRow row_from(const nlohmann::json& j) {
  if (!j.is_array() || j.size() != 6) throw StatsFormatError("a battle row is not [seed, winner, level, turn, lost, lost]");
  BattleRow r;
  r.seed = j[0].get<std::uint64_t>();
  r.winner = static_cast<std::int8_t>(j[1].get<int>());
  if (r.winner < -1 || r.winner > 1) throw StatsFormatError(fmt::format("seed {}: winner {} is not -1, 0 or 1", r.seed, static_cast<int>(r.winner)));
  r.level = level_named(j[2].get<std::string>());
  r.turn = static_cast<std::int16_t>(j[3].get<int>());
  r.stands_lost = {j[4].get<std::int32_t>(), j[5].get<std::int32_t>()};
  return r;
}

}  // namespace

namespace {

// Everything but the rows.
nlohmann::json head_json(const SweepStats& s) {
  nlohmann::json j;
  j["format"] = kFormat;
  j["version"] = SweepStats::kFormatVersion;
  j["battle"] = s.battle();
  j["sides"] = {s.sides()[0], s.sides()[1]};
  j["commanders"] = {s.commanders()[0], s.commanders()[1]};
  if (const auto& h = s.history()) j["history"] = {{"winner", h->winner}, {"casualties", {h->casualties[0], h->casualties[1]}}};
  j["conditions"] = s.conditions();
  auto& events = j["events"] = nlohmann::json::array();
  for (const auto& e : s.events()) events.push_back({{"title", e.title}, {"fired", e.fired}, {"battles", e.battles}});
  auto& arrivals = j["arrivals"] = nlohmann::json::array();
  for (const auto& a : s.arrivals()) {
    nlohmann::json turns = nlohmann::json::object();
    for (const auto& [turn, n] : a.on_turn) turns[std::to_string(turn)] = n;
    arrivals.push_back({{"brigade", a.brigade}, {"on_turn", turns}, {"never", a.never}});
  }
  return j;
}

}  // namespace

nlohmann::json to_json(const SweepStats& s) {
  nlohmann::json j = head_json(s);
  auto& rows = j["battles"] = nlohmann::json::array();
  for (const auto& r : s.rows()) rows.push_back(row_json(r));
  return j;
}

void write_json(std::ostream& out, const SweepStats& s) {
  std::string head = head_json(s).dump();  // {"arrivals":...,"version":1}
  head.pop_back();
  out << head << ",\"battles\":[";
  bool first = true;
  for (const auto& r : s.rows()) {
    out << (first ? "" : ",") << row_json(r).dump();
    first = false;
  }
  out << "]}";
}

SweepStats stats_from_json(const nlohmann::json& j) {
  if (!j.is_object() || j.value("format", "") != kFormat) throw StatsFormatError("not a caisson sweep file (no \"format\": \"caisson-sweep\")");
  int version = j.value("version", 0);
  if (version > SweepStats::kFormatVersion)
    throw StatsFormatError(fmt::format("sweep format version {} is newer than this caisson reads ({})", version, SweepStats::kFormatVersion));
  if (version < 1) throw StatsFormatError(fmt::format("unknown sweep format version {}", version));
  try {
    SweepStats::Parts p;
    p.battle = j.at("battle").get<std::string>();
    p.sides = {j.at("sides").at(0).get<std::string>(), j.at("sides").at(1).get<std::string>()};
    if (version >= 2) p.commanders = {j.at("commanders").at(0).get<std::string>(), j.at("commanders").at(1).get<std::string>()};
    else p.commanders = {kCommanderOfFormat1, kCommanderOfFormat1};
    if (j.contains("history")) {
      History h;
      h.winner = j["history"].at("winner").get<std::string>();
      h.casualties = {j["history"].at("casualties").at(0).get<int>(), j["history"].at("casualties").at(1).get<int>()};
      p.history = h;
    }
    for (const auto& r : j.at("battles")) p.rows.push_back(row_from(r));
    p.conditions = j.at("conditions").get<std::map<std::string, std::uint64_t>>();
    for (const auto& e : j.at("events"))
      p.events.push_back({e.at("title").get<std::string>(), e.at("fired").get<std::uint64_t>(), e.at("battles").get<std::uint64_t>()});
    for (const auto& a : j.at("arrivals")) {
      ArrivalCount c;
      c.brigade = a.at("brigade").get<std::string>();
      for (const auto& [turn, n] : a.at("on_turn").items()) c.on_turn[std::stoi(turn)] = n.get<std::uint64_t>();
      c.never = a.at("never").get<std::uint64_t>();
      p.arrivals.push_back(std::move(c));
    }
    return SweepStats::from_parts(std::move(p));
  } catch (const nlohmann::json::exception& e) {
    throw StatsFormatError(fmt::format("damaged sweep file: {}", e.what()));
  } catch (const std::invalid_argument&) {
    throw StatsFormatError("damaged sweep file: an arrival turn is not a number");
  } catch (const MergeError& e) {
    throw StatsFormatError(fmt::format("damaged sweep file: {}", e.what()));
  }
}

}  // namespace caisson::sweep
