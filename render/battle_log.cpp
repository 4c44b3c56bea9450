#include "render/battle_log.hpp"
#include "render/json_fields.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <optional>
#include <fstream>
#include <map>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "render/narrative_lines.hpp"

namespace caisson::render {
namespace {

using nlohmann::json;

Point point(const json& j) { return {j.at(0).get<double>(), j.at(1).get<double>()}; }

// The bounds of the whole numbers a log may give: far beyond any battle, well inside an int.
constexpr int kMostInLog = 100'000'000;

// The whole number a record gives for `key`, or `fallback` when it gives none (none: the field
// is required). Anything else — a fraction, a number out of [lo, hi], another type — is a
// damaged log: nlohmann's get<int> of a number out of range would be undefined behaviour.
int logged_whole_number(const json& j, const char* key, std::optional<int> fallback, int lo = -kMostInLog, int hi = kMostInLog) {
  auto it = j.find(key);
  if (it == j.end()) {
    if (fallback) return *fallback;
    throw LogError(fmt::format("\"{}\" is missing", key));
  }
  const double v = it->is_number() ? it->get<double>() : std::numeric_limits<double>::quiet_NaN();
  if (!(v >= lo && v <= hi) || v != std::floor(v))
    throw LogError(fmt::format("\"{}\": expected a whole number from {} to {}, got {}", key, lo, hi, it->dump()));
  return static_cast<int>(v);
}

std::vector<Point> points(const json& j) {
  std::vector<Point> out;
  for (const auto& p : j) out.push_back(point(p));
  return out;
}

UnitState unit_state(const json& j) {
  UnitState s;
  s.id = logged_whole_number(j, "id", std::nullopt);
  s.at = point(j.at("at"));
  s.facing = j.at("facing").get<double>();
  s.width = j.at("width").get<double>();
  s.depth = j.at("depth").get<double>();
  s.formation = str(j, "formation");
  s.status = str(j, "status");
  std::replace(s.status.begin(), s.status.end(), '_', ' ');  // "on_table" and "on table" alike
  s.stands = logged_whole_number(j, "stands", 0);
  s.hits = logged_whole_number(j, "hits", 0);
  s.routing = j.value("routing", false);
  return s;
}

UnitInfo unit_info(const json& j) {
  return {logged_whole_number(j, "id", std::nullopt), str(j, "name"), str(j, "side"), str(j, "brigade"), str(j, "arm"),
          str(j, "quality"), str(j, "weapon"), logged_whole_number(j, "stands", 0)};
}

// Reads the log line by line, keeping where each unit stands as the turn goes so an arrow
// starts where its unit was when it acted, not where it ended the turn.
class LogReader {
 public:
  void read(std::istream& in) {
    std::string text;
    int number = 0;
    while (std::getline(in, text)) {
      ++number;
      if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
      try {
        json j = json::parse(text);
        if (number == 1) begin(j);
        else record(j);
      } catch (const json::exception& e) {
        throw LogError(fmt::format("line {}: {}", number, e.what()));
      } catch (const LogError& e) {
        throw LogError(fmt::format("line {}: {}", number, e.what()));
      }
    }
    if (number == 0) throw LogError("the log is empty");
    finish();
  }

  BattleLog take() { return std::move(log_); }

 private:
  BattleLog log_;
  TurnPicture pending_;
  std::map<int, Point> where_;
  std::vector<int> last_roll_;  // the faces of the roll since the last line told: that line's dice
  std::map<std::string, int> ids_;
  std::map<int, CourierRide> riding_;
  std::array<int, 2> hits_taken_{0, 0};

  void begin(const json& j) {
    if (str(j, "type") != "battle" || !j.contains("setup"))
      throw LogError("not a caisson battle log (the first line must be the \"battle\" record with the set-up)");
    const json& s = j.at("setup");
    log_.title = str(s, "title");
    log_.date = str(s, "date");
    log_.rules = str(s, "rules");
    log_.turns = logged_whole_number(s, "turns", 0, 0);
    log_.sides = {s.at("sides").at(0).get<std::string>(), s.at("sides").at(1).get<std::string>()};
    log_.width = s.at("table").at("width").get<double>();
    log_.depth = s.at("table").at("depth").get<double>();
    for (const auto& t : s.at("terrain")) {
      if (t.contains("outline"))
        log_.areas.push_back({str(t, "name"), str(t, "kind"), str(t, "cover"), t.value("height", 0.0), points(t.at("outline"))});
      else
        log_.lines.push_back({str(t, "name"), str(t, "kind"), points(t.at("path"))});
    }
    for (const auto& o : s.at("objectives"))
      log_.objectives.push_back({str(o, "name"), o.contains("title") ? str(o, "title") : key_in_words(str(o, "name")),
                                 point(o.at("at")), o.value("radius", 0.0), logged_whole_number(o, "points", 0)});
    for (const auto& c : s.at("commanders"))
      log_.commanders.push_back({str(c, "name"), str(c, "side"), str(c, "commands"), c.value("on_table", true)});
    for (const auto& r : s.value("reinforcements", json::array())) {
      Reinforcement in{str(r, "side"), str(r, "formation"), str(r, "road"), logged_whole_number(r, "turn", 1, 0), point(r.at("at")), {}, {}};
      for (const auto& b : r.value("brigades", json::array())) in.brigades.push_back(b.get<std::string>());
      for (const auto& g : r.value("generals", json::array())) in.generals.push_back(g.get<std::string>());
      log_.reinforcements.push_back(std::move(in));
    }
    set_up_units(s.at("units"), s.at("commanders"));
    pending_.turn = 1;
  }

  // The set-up picture is turn 0: every unit already on the table, and the generals of forces
  // that are (a brigade still to arrive brings its general with it).
  void set_up_units(const json& units, const json& commanders) {
    TurnPicture start;
    std::set<std::string> brigades_present;
    for (const auto& u : units) {
      UnitInfo info = unit_info(u);
      UnitState state = unit_state(u);
      ids_[info.name] = info.id;
      if (state.status != "waiting") {
        brigades_present.insert(info.brigade);
        where_[state.id] = state.at;
        start.units.push_back(state);
      }
      log_.units.push_back(std::move(info));
    }
    std::set<std::string> brigades;
    for (const auto& u : log_.units) brigades.insert(u.brigade);
    for (const auto& c : commanders) {
      std::string commands = str(c, "commands");
      // Older logs do not say who is on the table: a brigade's general waits with his brigade.
      bool waiting_brigade = brigades.count(commands) && !brigades_present.count(commands);
      if (c.value("on_table", !waiting_brigade)) start.commanders.push_back({str(c, "name"), point(c.at("at"))});
    }
    for (const auto& o : log_.objectives) start.holders.emplace_back(o.name, "");
    std::sort(log_.units.begin(), log_.units.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    std::sort(start.units.begin(), start.units.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    log_.pictures.push_back(std::move(start));
  }

  int id_of(const json& j, const char* key) const {
    auto it = ids_.find(str(j, key));
    return it == ids_.end() ? -1 : it->second;
  }

  Point where(int id) const {
    auto it = where_.find(id);
    return it == where_.end() ? Point{} : it->second;
  }

  // Records of a turn already closed (the end of the battle, after the last snapshot) belong to it.
  TurnPicture& picture_for(int turn) {
    if (turn < pending_.turn) return log_.pictures.back().turn >= turn ? log_.pictures.back() : pending_;
    pending_.turn = turn;
    return pending_;
  }

  void record(const json& j) {
    std::string type = str(j, "type");
    const int turn = logged_whole_number(j, "turn", 0, 0);  // (turn + 1 is taken below: kMostInLog keeps it an int)
    if (type == "turn_end") return close_turn(j, turn);
    TurnPicture& p = picture_for(turn);
    if (type == "roll") last_roll_ = faces_of(j);
    if (auto line = narrate(j)) {
      line->text = with_titles(std::move(line->text));
      if (j.contains("faces")) line->dice = faces_of(j);
      else if (tells_a_roll(type)) line->dice = std::move(last_roll_);
      last_roll_.clear();
      p.narrative.push_back(std::move(*line));
    }
    if (type == "move") add_move(p, j);
    else if (type == "fall_back") where_[id_of(j, "unit")] = point(j.at("to"));
    else if (type == "arrival") where_[id_of(j, "unit")] = point(j.at("state").at("at"));
    else if (type == "fire") add_aimed(p, j, Arrow::Kind::fire);
    else if (type == "charge") add_aimed(p, j, Arrow::Kind::charge);
    else if (type == "event") p.events.push_back({logged_whole_number(j, "result", 0), str(j, "title"), str(j, "text"), j.value("applied", false)});
    else if (type == "order") log_.orders.push_back({turn, str(j, "to"), order_words(j)});
    else if (type == "hits") add_hits(j);
    else if (type == "courier") {
      const int courier = logged_whole_number(j, "courier", std::nullopt);
      riding_[courier] = {courier, str(j, "to"), point(j.at("at"))};
    }
    // Sent (its ride, if it did not arrive at once, follows), delivered or failed: not riding.
    else if (type == "order_sent" || type == "order_delivered" || type == "order_failed") riding_.erase(logged_whole_number(j, "courier", -1));
    else if (type == "left_field") log_.departures.push_back({id_of(j, "unit"), turn, str(j, "how")});
    else if (type == "end") log_.outcome = p.narrative.empty() ? std::string() : p.narrative.back().text;
  }

  // The records told from the roll just before them (a phase heading or a move throws none).
  static bool tells_a_roll(const std::string& type) {
    return type == "morale" || type == "event" || type == "arrival_roll" || type == "close_combat" || type == "rally";
  }

  // A roll's faces, each a die's (a damaged entry is left out: the dice are told, not counted).
  static std::vector<int> faces_of(const json& j) {
    std::vector<int> faces;
    auto it = j.find("faces");
    if (it == j.end() || !it->is_array()) return faces;
    for (const json& f : *it)
      if (f.is_number_integer() && f.get<long long>() >= 0 && f.get<long long>() <= 1000) faces.push_back(f.get<int>());
    return faces;
  }

  std::string order_words(const json& j) const {
    std::string objective = str(j, "objective");
    return objective.empty() ? str(j, "order") : str(j, "order") + " (" + with_titles(objective) + ")";
  }

  // Objectives by their titles wherever a line names one by its key ("CSA takes henry_house",
  // written by a script, reads "CSA takes Henry House"): whole words only.
  std::string with_titles(std::string text) const {
    auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (const auto& o : log_.objectives) {
      if (o.name.empty() || o.name == o.title) continue;
      for (std::size_t at = text.find(o.name); at != std::string::npos; at = text.find(o.name, at)) {
        std::size_t end = at + o.name.size();
        if ((at > 0 && word_char(text[at - 1])) || (end < text.size() && word_char(text[end]))) {
          at = end;
          continue;
        }
        text.replace(at, o.name.size(), o.title);
        at += o.title.size();
      }
    }
    return text;
  }

  void add_move(TurnPicture& p, const json& j) {
    int id = id_of(j, "unit");
    Arrow a{Arrow::Kind::move, id, -1, point(j.at("from")), point(j.at("to")), 0};
    where_[id] = a.to;
    p.arrows.push_back(a);
  }

  void add_aimed(TurnPicture& p, const json& j, Arrow::Kind kind) {
    int unit = id_of(j, "unit"), target = id_of(j, "target");
    if (unit < 0 || target < 0) return;
    p.arrows.push_back({kind, unit, target, where(unit), where(target), logged_whole_number(j, "hits", 0)});
  }

  void add_hits(const json& j) {
    const UnitInfo* hit = log_.unit(id_of(j, "unit"));
    if (hit) {
      // Summed over a log of any length: kept within bounds so it cannot overflow.
      int& taken = hits_taken_[static_cast<std::size_t>(log_.side_index(hit->side))];
      taken = std::clamp(taken + logged_whole_number(j, "hits", 0), -kMostInLog, kMostInLog);
    }
  }

  // What the turn's records built up, as it stands at the turn's end.
  void keep_tallies(TurnPicture& p) const {
    p.hits = hits_taken_;
    for (const auto& [id, ride] : riding_) p.couriers.push_back(ride);
  }

  void close_turn(const json& j, int turn) {
    if (!log_.pictures.empty() && turn <= log_.pictures.back().turn)
      throw LogError(fmt::format("the end of turn {} comes after the end of turn {}: the turns are out of order", turn,
                                 log_.pictures.back().turn));
    TurnPicture p = std::move(pending_);
    p.turn = turn;
    for (const auto& u : j.at("units")) {
      p.units.push_back(unit_state(u));
      where_[p.units.back().id] = p.units.back().at;
    }
    std::sort(p.units.begin(), p.units.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    for (const auto& c : j.at("commanders")) p.commanders.push_back({str(c, "name"), point(c.at("at"))});
    const json& held = j.value("objectives", json::object());
    for (const auto& o : log_.objectives) {
      auto it = held.find(o.name);
      p.holders.emplace_back(o.name, it != held.end() && it->is_string() ? it->get<std::string>() : std::string());
    }
    const json& losses = j.value("losses", json::object());
    for (int side = 0; side < 2; ++side) p.losses[static_cast<std::size_t>(side)] = logged_whole_number(losses, log_.sides[static_cast<std::size_t>(side)].c_str(), 0);
    keep_tallies(p);
    log_.pictures.push_back(std::move(p));
    pending_ = TurnPicture{};
    pending_.turn = turn + 1;
  }

  // A log cut off inside a turn still shows that turn: units where they were last seen.
  void finish() {
    if (pending_.narrative.empty() && pending_.arrows.empty() && pending_.events.empty()) return;
    TurnPicture p = std::move(pending_);
    const TurnPicture& before = log_.pictures.back();
    p.units = before.units;
    for (auto& u : p.units) u.at = where(u.id);
    p.commanders = before.commanders;
    p.holders = before.holders;
    p.losses = before.losses;
    keep_tallies(p);
    log_.pictures.push_back(std::move(p));
  }
};

}  // namespace

std::string key_in_words(const std::string& key) {
  std::string s;
  bool start = true;
  for (char c : key) {
    if (c == '_') {
      s += ' ';
      start = true;
      continue;
    }
    s += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    start = false;
  }
  return s;
}

const TurnPicture& BattleLog::picture(int turn) const {
  for (const auto& p : pictures)
    if (p.turn == turn) return p;
  throw LogError(fmt::format("turn {} is not in the log: the battle was played to turn {}", turn, last_turn()));
}

const UnitInfo* BattleLog::unit(int id) const {
  auto it = std::lower_bound(units.begin(), units.end(), id, [](const UnitInfo& u, int v) { return u.id < v; });
  return it != units.end() && it->id == id ? &*it : nullptr;
}

std::string TurnPicture::holder(const std::string& objective) const {
  for (const auto& [name, side] : holders)
    if (name == objective) return side;
  return {};
}

const Departure* BattleLog::departure(int id) const {
  for (const auto& d : departures)
    if (d.unit == id) return &d;
  return nullptr;
}

int BattleLog::side_index(const std::string& side) const { return side == sides[1] ? 1 : 0; }

std::string BattleLog::order_of(const std::string& brigade, int turn) const {
  std::string latest;
  for (const auto& o : orders)
    if (o.brigade == brigade && o.turn <= turn) latest = o.order;
  return latest;
}

BattleLog parse_battle_log(std::istream& in) {
  LogReader reader;
  reader.read(in);
  return reader.take();
}

BattleLog read_battle_log(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw LogError(fmt::format("{}: cannot read the battle log", path));
  try {
    return parse_battle_log(in);
  } catch (const LogError& e) {
    throw LogError(fmt::format("{}: {}", path, e.what()));
  }
}

}  // namespace caisson::render
