#include "engine/sweep/stats_json.hpp"

#include <charconv>
#include <limits>

#include <fmt/format.h>

#include "engine/ai/built_in.hpp"

namespace caisson::sweep {
namespace {

constexpr const char* kFormat = "caisson-sweep";

// A shard is untrusted input (a half-copied file, a hand edit): every number is checked to be a
// whole number in the range its field holds, so nothing wraps or truncates on the way in.
template <class T>
T whole(const nlohmann::json& j, const char* what) {
  if (j.is_number_unsigned()) {
    auto v = j.get<std::uint64_t>();
    if (v <= static_cast<std::uint64_t>(std::numeric_limits<T>::max())) return static_cast<T>(v);
  } else if (j.is_number_integer()) {
    auto v = j.get<std::int64_t>();
    if constexpr (std::numeric_limits<T>::is_signed)
      if (v >= std::numeric_limits<T>::min() && v <= std::numeric_limits<T>::max()) return static_cast<T>(v);
  } else {
    throw StatsFormatError(fmt::format("{}: expected a whole number, got {}", what, j.dump()));
  }
  throw StatsFormatError(fmt::format("{}: {} is out of range", what, j.dump()));
}

const std::string& text(const nlohmann::json& j, const char* what) {
  if (!j.is_string()) throw StatsFormatError(fmt::format("{}: expected a string, got {}", what, j.dump()));
  return j.get_ref<const std::string&>();
}

const nlohmann::json& field(const nlohmann::json& j, const char* name) {
  if (!j.is_object() || !j.contains(name)) throw StatsFormatError(fmt::format("no \"{}\"", name));
  return j[name];
}

const nlohmann::json& list(const nlohmann::json& j, const char* what) {
  if (!j.is_array()) throw StatsFormatError(fmt::format("{}: expected a list", what));
  return j;
}

// Rows are stored as arrays, [seed, winner, level, turn, stands lost 0, stands lost 1, men lost 0,
// men lost 1]: a 10,000-battle shard stays a few hundred kilobytes.
nlohmann::json row_json(const BattleRow& r) {
  return nlohmann::json::array({r.seed, r.winner, std::string(name_of(r.level)), r.turn, r.stands_lost[0], r.stands_lost[1],
                                r.men_lost[0], r.men_lost[1]});
}

// Format 4 added each battle's losses in men to its row.
constexpr int kFirstFormatWithMen = 4;

VictoryLevel level_named(const std::string& name) {
  for (VictoryLevel l : {VictoryLevel::decisive, VictoryLevel::substantial, VictoryLevel::marginal, VictoryLevel::draw})
    if (name_of(l) == name) return l;
  throw StatsFormatError(fmt::format("unknown victory level \"{}\"", name));
}

BattleRow row_from(const nlohmann::json& j, int version) {
  const bool with_men = version >= kFirstFormatWithMen;
  if (!j.is_array() || j.size() != (with_men ? 8u : 6u))
    throw StatsFormatError(with_men ? "a battle row is not [seed, winner, level, turn, stands lost, stands lost, men lost, men lost]"
                                    : "a battle row is not [seed, winner, level, turn, lost, lost]");
  BattleRow r;
  r.seed = whole<std::uint64_t>(j[0], "a battle's seed");
  r.winner = whole<std::int8_t>(j[1], "a battle's winner");
  if (r.winner < -1 || r.winner > 1) throw StatsFormatError(fmt::format("seed {}: winner {} is not -1, 0 or 1", r.seed, static_cast<int>(r.winner)));
  r.level = level_named(text(j[2], "a battle's victory level"));
  r.turn = whole<std::int16_t>(j[3], "a battle's turn");
  r.stands_lost = {whole<std::int32_t>(j[4], "stands lost"), whole<std::int32_t>(j[5], "stands lost")};
  if (with_men) r.men_lost = {whole<std::int32_t>(j[6], "men lost"), whole<std::int32_t>(j[7], "men lost")};
  return r;
}

int turn_named(const std::string& key) {
  int turn = 0;
  auto [end, error] = std::from_chars(key.data(), key.data() + key.size(), turn);
  if (error != std::errc() || end != key.data() + key.size()) throw StatsFormatError(fmt::format("arrival turn \"{}\" is not a number", key));
  return turn;
}

// The seeds asked for, as [[first, end], ...] half-open spans.
nlohmann::json asked_json(const SeedSet& seeds) {
  auto spans = nlohmann::json::array();
  for (const SeedSpan& s : seeds.spans()) spans.push_back({s.first, s.end});
  return spans;
}

SeedSet asked_from(const nlohmann::json& j) {
  SeedSet seeds;
  for (const auto& span : list(j, "asked")) {
    if (!span.is_array() || span.size() != 2) throw StatsFormatError("asked: a seed range is not [first, end]");
    SeedSpan s{whole<std::uint64_t>(span[0], "asked"), whole<std::uint64_t>(span[1], "asked")};
    if (s.end <= s.first) throw StatsFormatError(fmt::format("asked: the seed range [{}, {}] is empty", s.first, s.end));
    seeds.add(s);
  }
  return seeds;
}

// Everything but the rows.
nlohmann::json head_json(const SweepStats& s) {
  nlohmann::json j;
  j["format"] = kFormat;
  j["version"] = SweepStats::kFormatVersion;
  j["battle"] = s.battle();
  j["sides"] = {s.sides()[0], s.sides()[1]};
  j["commanders"] = {s.commanders()[0], s.commanders()[1]};
  j["caisson"] = s.origin().caisson;
  j["file"] = s.origin().file;
  j["text"] = s.origin().text;
  j["rules"] = s.origin().rules;
  j["asked"] = asked_json(s.asked());
  if (const auto& h = s.history())
    j["history"] = {{"winner", h->winner}, {"casualties", {h->casualties[0], h->casualties[1]}}, {"men", {h->men[0], h->men[1]}}};
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

int format_version(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("format") || j["format"] != kFormat)
    throw StatsFormatError("not a caisson sweep file (no \"format\": \"caisson-sweep\")");
  int version = j.contains("version") ? whole<int>(j["version"], "version") : 0;
  if (version > SweepStats::kFormatVersion)
    throw StatsFormatError(fmt::format("sweep format version {} is newer than this caisson reads ({})", version, SweepStats::kFormatVersion));
  if (version < 1) throw StatsFormatError(fmt::format("unknown sweep format version {}", version));
  return version;
}

ShardOrigin origin_from(const nlohmann::json& j) {
  return {text(field(j, "caisson"), "caisson"), text(field(j, "file"), "file"), text(field(j, "text"), "text"),
          text(field(j, "rules"), "rules")};
}

std::array<std::string, 2> pair_of_names(const nlohmann::json& j, const char* what) {
  if (!j.is_array() || j.size() != 2) throw StatsFormatError(fmt::format("{}: expected two names", what));
  return {text(j[0], what), text(j[1], what)};
}

SweepStats::Parts parts_from(const nlohmann::json& j, int version) {
  SweepStats::Parts p;
  p.battle = text(field(j, "battle"), "battle");
  p.sides = pair_of_names(field(j, "sides"), "sides");
  if (version >= 2) p.commanders = pair_of_names(field(j, "commanders"), "commanders");
  else p.commanders = {std::string(kCommanderOfFormat1), std::string(kCommanderOfFormat1)};
  for (const std::string& name : p.commanders)
    if (!is_known_commander(name))
      throw StatsFormatError(fmt::format("commanders: '{}' is not a built-in commander caisson has", name.substr(0, 40)));
  if (j.contains("history")) {
    const auto& h = j["history"];
    History history;
    history.winner = text(field(h, "winner"), "history.winner");
    const auto& casualties = list(field(h, "casualties"), "history.casualties");
    if (casualties.size() != 2) throw StatsFormatError("history.casualties: expected two numbers");
    history.casualties = {whole<int>(casualties[0], "history.casualties"), whole<int>(casualties[1], "history.casualties")};
    if (version >= kFirstFormatWithMen) {
      const auto& men = list(field(h, "men"), "history.men");
      if (men.size() != 2) throw StatsFormatError("history.men: expected two numbers");
      history.men = {whole<int>(men[0], "history.men"), whole<int>(men[1], "history.men")};
    }
    p.history = history;
  }
  p.counts_men = version >= kFirstFormatWithMen;
  for (const auto& r : list(field(j, "battles"), "battles")) p.rows.push_back(row_from(r, version));
  const auto& conditions = field(j, "conditions");
  if (!conditions.is_object()) throw StatsFormatError("conditions: expected an object");
  for (const auto& [condition, n] : conditions.items()) p.conditions[condition] = whole<std::uint64_t>(n, "conditions");
  for (const auto& e : list(field(j, "events"), "events"))
    p.events.push_back({text(field(e, "title"), "events.title"), whole<std::uint64_t>(field(e, "fired"), "events.fired"),
                        whole<std::uint64_t>(field(e, "battles"), "events.battles")});
  for (const auto& a : list(field(j, "arrivals"), "arrivals")) {
    ArrivalCount c;
    c.brigade = text(field(a, "brigade"), "arrivals.brigade");
    const auto& on_turn = field(a, "on_turn");
    if (!on_turn.is_object()) throw StatsFormatError("arrivals.on_turn: expected an object");
    for (const auto& [turn, n] : on_turn.items()) c.on_turn[turn_named(turn)] = whole<std::uint64_t>(n, "arrivals.on_turn");
    c.never = whole<std::uint64_t>(field(a, "never"), "arrivals.never");
    p.arrivals.push_back(std::move(c));
  }
  return p;
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
  const int version = format_version(j);
  try {
    SweepStats::Parts p = parts_from(j, version);
    for (const auto& r : p.rows)
      if (r.seed == std::numeric_limits<std::uint64_t>::max()) throw StatsFormatError(fmt::format("seed {} is out of range", r.seed));
    if (version >= 3) {
      p.origin = origin_from(j);
      p.asked = asked_from(field(j, "asked"));
      for (const auto& r : p.rows)
        if (!p.asked.contains(r.seed)) throw StatsFormatError(fmt::format("seed {} was played but not asked for", r.seed));
    }
    SweepStats s = SweepStats::from_parts(std::move(p));
    if (version < 3) s.set_asked(s.played());  // an older shard did not say: what it played stands for what it was asked
    return s;
  } catch (const StatsFormatError& e) {
    throw StatsFormatError(fmt::format("damaged sweep file: {}", e.what()));
  } catch (const nlohmann::json::exception& e) {
    throw StatsFormatError(fmt::format("damaged sweep file: {}", e.what()));
  } catch (const MergeError& e) {
    throw StatsFormatError(fmt::format("damaged sweep file: {}", e.what()));
  }
}

}  // namespace caisson::sweep
