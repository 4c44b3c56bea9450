#include "render/battle_log.hpp"

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

#include "engine/log/log_fields.hpp"
#include "engine/log/log_schema.hpp"
#include "engine/log/log_words.hpp"
#include "render/narrative_lines.hpp"

namespace caisson::render {
namespace {

using nlohmann::json;
using schema::str;

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
  using U = schema::UnitState;
  UnitState s;
  s.id = logged_whole_number(j, U::id, std::nullopt);
  s.at = point(j.at(U::at));
  s.facing = j.at(U::facing).get<double>();
  s.width = j.at(U::width).get<double>();
  s.depth = j.at(U::depth).get<double>();
  s.formation = str(j, U::formation);
  s.status = str(j, U::status);
  std::replace(s.status.begin(), s.status.end(), '_', ' ');  // "on_table" and "on table" alike
  s.stands = logged_whole_number(j, U::stands, 0);
  s.hits = logged_whole_number(j, U::hits, 0);
  s.routing = j.value(U::routing, false);
  return s;
}

UnitInfo unit_info(const json& j) {
  using U = schema::UnitState;
  return {logged_whole_number(j, U::id, std::nullopt), str(j, U::name), str(j, U::side), str(j, U::brigade), str(j, U::arm),
          str(j, U::quality), str(j, U::weapon), logged_whole_number(j, U::stands, 0)};
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
    using S = schema::Setup;
    using T = schema::TerrainPiece;
    using O = schema::ObjectivePlace;
    using G = schema::General;
    using R = schema::Reinforcement;
    if (str(j, schema::Line::type) != schema::Battle::kind || !j.contains(schema::Battle::setup))
      throw LogError("not a caisson battle log (the first line must be the \"battle\" record with the set-up)");
    const json& s = j.at(schema::Battle::setup);
    log_.title = str(s, S::title);
    log_.date = str(s, S::date);
    log_.rules = str(s, S::rules);
    log_.turns = logged_whole_number(s, S::turns, 0, 0);
    log_.sides = {s.at(S::sides).at(0).get<std::string>(), s.at(S::sides).at(1).get<std::string>()};
    log_.width = s.at(S::table).at(S::width).get<double>();
    log_.depth = s.at(S::table).at(S::depth).get<double>();
    for (const auto& t : s.at(S::terrain)) {
      if (t.contains(T::outline))
        log_.areas.push_back({str(t, T::name), str(t, T::kind), str(t, T::cover), t.value(T::height, 0.0), points(t.at(T::outline))});
      else
        log_.lines.push_back({str(t, T::name), str(t, T::kind), points(t.at(T::path))});
    }
    for (const auto& o : s.at(S::objectives))
      log_.objectives.push_back({str(o, O::name), o.contains(O::title) ? str(o, O::title) : key_in_words(str(o, O::name)),
                                 point(o.at(O::at)), o.value(O::radius, 0.0), logged_whole_number(o, O::points, 0)});
    for (const auto& c : s.at(S::commanders))
      log_.commanders.push_back({str(c, G::name), str(c, G::side), str(c, G::commands), c.value(G::on_table, true)});
    for (const auto& r : s.value(S::reinforcements, json::array())) {
      Reinforcement in{str(r, R::side), str(r, R::formation), str(r, R::road), logged_whole_number(r, R::turn, 1, 0), point(r.at(R::at)), {}, {}};
      for (const auto& b : r.value(R::brigades, json::array())) in.brigades.push_back(b.get<std::string>());
      for (const auto& g : r.value(R::generals, json::array())) in.generals.push_back(g.get<std::string>());
      log_.reinforcements.push_back(std::move(in));
    }
    set_up_units(s.at(S::units), s.at(S::commanders));
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
      using G = schema::General;
      std::string commands = str(c, G::commands);
      // Older logs do not say who is on the table: a brigade's general waits with his brigade.
      bool waiting_brigade = brigades.count(commands) && !brigades_present.count(commands);
      if (c.value(G::on_table, !waiting_brigade)) start.commanders.push_back({str(c, G::name), point(c.at(G::at))});
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
    using namespace schema;
    const std::string type = str(j, Line::type);
    const int turn = logged_whole_number(j, Line::turn, 0, 0);  // (turn + 1 is taken below: kMostInLog keeps it an int)
    if (type == TurnEnd::kind) return close_turn(j, turn);
    TurnPicture& p = picture_for(turn);
    if (type == Roll::kind) last_roll_ = faces_of(j, Roll::faces);
    if (auto line = narrate(j)) {
      line->text = with_titles(std::move(line->text));
      if (j.contains(Fire::faces)) line->dice = faces_of(j, Fire::faces);
      else if (tells_a_roll(type)) line->dice = std::move(last_roll_);
      last_roll_.clear();
      p.narrative.push_back(std::move(*line));
    }
    if (type == Move::kind) add_move(p, j);
    else if (type == FallBack::kind) where_[id_of(j, FallBack::unit)] = point(j.at(FallBack::to));
    else if (type == Arrival::kind) where_[id_of(j, Arrival::unit)] = point(j.at(Arrival::state).at(schema::UnitState::at));
    else if (type == Fire::kind) add_aimed(p, j, Arrow::Kind::fire, Fire::unit, Fire::target, Fire::hits);
    else if (type == Charge::kind) add_aimed(p, j, Arrow::Kind::charge, Charge::unit, Charge::target, nullptr);
    else if (type == Event::kind)
      p.events.push_back({logged_whole_number(j, Event::result, 0), str(j, Event::title), str(j, Event::text), j.value(Event::applied, false)});
    else if (type == Order::kind) log_.orders.push_back({turn, str(j, Order::to), with_titles(order_words(j))});
    else if (type == Hits::kind) add_hits(j);
    else if (type == Courier::kind) {
      const int courier = logged_whole_number(j, Courier::courier, std::nullopt);
      riding_[courier] = {courier, str(j, Courier::to), point(j.at(Courier::at))};
    }
    // Sent (its ride, if it did not arrive at once, follows), delivered or failed: not riding.
    else if (type == OrderSent::kind || type == OrderDelivered::kind || type == OrderFailed::kind)
      riding_.erase(logged_whole_number(j, OrderSent::courier, -1));
    else if (type == LeftField::kind) log_.departures.push_back({id_of(j, LeftField::unit), turn, str(j, LeftField::how)});
    else if (type == End::kind) log_.outcome = p.narrative.empty() ? std::string() : p.narrative.back().text;
  }

  // The records told from the roll just before them (a phase heading or a move throws none).
  static bool tells_a_roll(const std::string& type) {
    using namespace schema;
    return type == Morale::kind || type == Event::kind || type == ArrivalRoll::kind || type == CloseCombat::kind ||
           type == Rally::kind;
  }

  // A roll's faces, each a die's (a damaged entry is left out: the dice are told, not counted).
  static std::vector<int> faces_of(const json& j, const char* key) {
    std::vector<int> faces;
    auto it = j.find(key);
    if (it == j.end() || !it->is_array()) return faces;
    for (const json& f : *it)
      if (f.is_number_integer() && f.get<long long>() >= 0 && f.get<long long>() <= 1000) faces.push_back(f.get<int>());
    return faces;
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
    using M = schema::Move;
    int id = id_of(j, M::unit);
    Arrow a{Arrow::Kind::move, id, -1, point(j.at(M::from)), point(j.at(M::to)), 0};
    where_[id] = a.to;
    p.arrows.push_back(a);
  }

  // A volley or a charge: `hits` names the HITs it scored (none for a charge).
  void add_aimed(TurnPicture& p, const json& j, Arrow::Kind kind, const char* actor, const char* aimed_at, const char* hits) {
    int unit = id_of(j, actor), target = id_of(j, aimed_at);
    if (unit < 0 || target < 0) return;
    p.arrows.push_back({kind, unit, target, where(unit), where(target), hits ? logged_whole_number(j, hits, 0) : 0});
  }

  void add_hits(const json& j) {
    const UnitInfo* hit = log_.unit(id_of(j, schema::Hits::unit));
    if (hit) {
      // Summed over a log of any length: kept within bounds so it cannot overflow.
      int& taken = hits_taken_[static_cast<std::size_t>(log_.side_index(hit->side))];
      taken = std::clamp(taken + logged_whole_number(j, schema::Hits::hits, 0), -kMostInLog, kMostInLog);
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
    using K = schema::TurnEnd;
    for (const auto& u : j.at(K::units)) {
      p.units.push_back(unit_state(u));
      where_[p.units.back().id] = p.units.back().at;
    }
    std::sort(p.units.begin(), p.units.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
    for (const auto& c : j.at(K::commanders)) p.commanders.push_back({str(c, schema::General::name), point(c.at(schema::General::at))});
    const json& held = j.value(K::objectives, json::object());
    for (const auto& o : log_.objectives) {
      auto it = held.find(o.name);
      p.holders.emplace_back(o.name, it != held.end() && it->is_string() ? it->get<std::string>() : std::string());
    }
    const json& losses = j.value(K::losses, json::object());
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
