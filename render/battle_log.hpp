#pragma once
// A battle as the map and the replay need it, read back from the engine's JSON Lines log: the
// set-up, then one picture per turn (where every unit stood at its end, what moved, fired and
// charged during it, what the event table gave, and the turn told as lines of narrative).
#include <array>
#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

namespace caisson::render {

// A log that cannot be read, or a question it cannot answer (a turn the battle never reached).
struct LogError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Point {
  double x = 0, y = 0;
};

struct TerrainArea {
  std::string name, kind, cover;
  double height = 0;
  std::vector<Point> outline;
};

struct TerrainLine {
  std::string name, kind;
  std::vector<Point> path;
};

struct Objective {
  std::string name;   // the battle file's key ("henry_house")
  std::string title;  // what a reader is shown ("Henry House"): the log's title, else the key in words
  Point at;
  double radius = 0;
  int points = 0;
};

// "henry_house" in words: "Henry House".
std::string key_in_words(const std::string& key);

// What does not change about a unit during the battle.
struct UnitInfo {
  int id = -1;
  std::string name, side, brigade, arm, quality, weapon;
  int stands_at_start = 0;
};

// Where a unit stood and how it fared at one moment.
struct UnitState {
  int id = -1;
  Point at;
  double facing = 0, width = 0, depth = 0;
  std::string formation, status;
  int stands = 0, hits = 0;
  bool routing = false;

  bool present() const { return status == "on table"; }
};

struct CommanderInfo {
  std::string name, side, commands;
  bool on_table = true;  // at set-up; a general coming with a reinforcement is not
};

// A formation still to come: where it enters, its earliest turn, what it brings.
struct Reinforcement {
  std::string side, formation, road;
  int turn = 1;
  Point at;
  std::vector<std::string> brigades, generals;
};

// A unit that left the field: when and how (the log's left_field record).
struct Departure {
  int unit = -1, turn = 0;
  std::string how;
};

struct CommanderPlace {
  std::string name;
  Point at;
};

// One action drawn as an arrow: a move, a volley or a charge, from the actor to where it went
// or what it aimed at, with positions as they were when it happened.
struct Arrow {
  enum class Kind { move, fire, charge } kind = Kind::move;
  int unit = -1, target = -1;
  Point from, to;
  int hits = 0;
};

// A courier still riding with an order at the end of a turn, where it was last seen.
struct CourierRide {
  int id = -1;
  std::string to;  // the formation the order is for
  Point at;
};

struct EventResult {
  int result = 0;
  std::string title, text;
  bool applied = false;
};

struct NarrativeLine {
  std::string kind;  // the record's type ("fire", "rout"...): the page styles lines by it
  std::string text;
  // The dice it tells of: the record's own faces (a volley's), else those of the roll just
  // before it (a morale test's 2D6, the event table's); empty when none was thrown for it.
  std::vector<int> dice;
};

struct TurnPicture {
  int turn = 0;  // 0 is the set-up
  std::vector<UnitState> units;  // every unit that has been on the field, by id
  std::vector<CommanderPlace> commanders;
  std::vector<std::pair<std::string, std::string>> holders;  // objective, side holding it ("" for none)
  std::array<int, 2> losses{0, 0};  // stands lost so far, by side
  std::array<int, 2> hits{0, 0};    // HITs taken so far, by side (rallied ones included)
  std::vector<CourierRide> couriers;  // riding at the turn's end, by id
  std::vector<Arrow> arrows;
  std::vector<EventResult> events;
  std::vector<NarrativeLine> narrative;

  std::string holder(const std::string& objective) const;  // the side holding it ("" for none)
};

struct BattleLog {
  std::string title, date, rules;
  int turns = 0;
  std::array<std::string, 2> sides;
  double width = 0, depth = 0;  // the table, in inches
  std::vector<TerrainArea> areas;
  std::vector<TerrainLine> lines;
  std::vector<Objective> objectives;
  std::vector<UnitInfo> units;  // by id
  std::vector<CommanderInfo> commanders;
  std::vector<Reinforcement> reinforcements;  // empty in logs written before the schedule was logged
  std::vector<Departure> departures;          // in the order they left
  std::vector<TurnPicture> pictures;  // [0] the set-up, then one per turn played
  std::string outcome;  // how it ended, in words; empty if the log stops before the end

  int last_turn() const { return pictures.empty() ? 0 : pictures.back().turn; }
  const TurnPicture& picture(int turn) const;  // throws LogError for a turn not in the log
  const UnitInfo* unit(int id) const;
  const Departure* departure(int unit) const;  // nullptr: it has not left (or the log does not say)
  int side_index(const std::string& side) const;  // 0 or 1; 0 when unknown
  // The order a brigade was last given up to and including `turn`, in words ("" if none).
  std::string order_of(const std::string& brigade, int turn) const;

  struct OrderGiven {
    int turn = 0;
    std::string brigade, order;
  };
  std::vector<OrderGiven> orders;
};

BattleLog parse_battle_log(std::istream& in);
BattleLog read_battle_log(const std::string& path);  // throws LogError naming the file

}  // namespace caisson::render
