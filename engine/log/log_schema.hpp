#pragma once
// The battle log's schema: every kind of JSON Lines record and the name of each of its fields,
// written down once. The engine's writer (engine/play/jsonl_writer.cpp) writes by these names, the
// renderer's reader (render/battle_log.cpp) and the shared wording (engine/log/log_words.cpp) read
// by them, so a field renamed here is renamed for all three and a misspelt one does not compile.
// Plain constants that need nothing of the engine, so render/ reads logs without the rest of it.
// docs/battle-log.md says what the fields mean.
#include <array>
#include <span>
#include <string_view>

namespace caisson::schema {

using Key = const char*;

// The fields every line carries (`side` and `phase` only where there is one).
struct Line {
  static constexpr Key type = "type", turn = "turn", side = "side", phase = "phase";
};

// Each record kind: its `type` (`kind`) and the fields it may carry besides the Line's (`keys`, so
// a test can check that the writer writes nothing the schema does not name).

struct Battle {
  static constexpr std::string_view kind = "battle";
  static constexpr Key seed = "seed", setup = "setup";
  static constexpr std::array keys{seed, setup};
};
struct HouseRule {
  static constexpr std::string_view kind = "house_rule";
  static constexpr Key parameter = "parameter", value = "value", default_value = "default";
  static constexpr std::array keys{parameter, value, default_value};
};
struct Turn {
  static constexpr std::string_view kind = "turn";
  static constexpr std::array<Key, 0> keys{};
};
struct Phase {
  static constexpr std::string_view kind = "phase";
  static constexpr std::array<Key, 0> keys{};
};
struct Roll {
  static constexpr std::string_view kind = "roll";
  static constexpr Key purpose = "purpose", dice = "dice", faces = "faces", total = "total";
  static constexpr std::array keys{purpose, dice, faces, total};
};
struct Event {
  static constexpr std::string_view kind = "event";
  static constexpr Key result = "result", title = "title", text = "text", applied = "applied";
  static constexpr std::array keys{result, title, text, applied};
};
struct Arrival {
  static constexpr std::string_view kind = "arrival";
  static constexpr Key unit = "unit", state = "state";
  static constexpr std::array keys{unit, state};
};
struct Move {
  static constexpr std::string_view kind = "move";
  static constexpr Key unit = "unit", from = "from", to = "to", facing = "facing", formation = "formation", how = "how";
  static constexpr std::array keys{unit, from, to, facing, formation, how};
};
struct Formation {
  static constexpr std::string_view kind = "formation";
  static constexpr Key unit = "unit", from = "from", to = "to";
  static constexpr std::array keys{unit, from, to};
};
struct Fire {
  static constexpr std::string_view kind = "fire";
  static constexpr Key unit = "unit", target = "target", range = "range", dice = "dice", hits = "hits", joined = "joined",
                       counts = "counts", parts = "parts", faces = "faces", hit_on = "hit_on";
  static constexpr std::array keys{unit, target, range, dice, hits, joined, counts, parts, faces, hit_on};
};
struct Morale {
  static constexpr std::string_view kind = "morale";
  static constexpr Key unit = "unit", reason = "reason", roll = "roll", modifier = "modifier", level = "level",
                       passed = "passed", margin = "margin", test = "test", pool = "pool", passes_if = "passes_if",
                       parts = "parts", parts_of = "parts_of", outright = "outright";
  static constexpr std::array keys{unit, reason, roll, modifier, level, passed, margin, test, pool, passes_if, parts,
                                   parts_of, outright};
  // What `test` is when the line leaves it out.
  static constexpr std::string_view usual_test = "a morale check";
};
struct Outright {
  static constexpr Key fails_at_most = "fails_at_most", passes_from = "passes_from", decided_by = "decided_by";
};
struct Hits {
  static constexpr std::string_view kind = "hits";
  static constexpr Key unit = "unit", hits = "hits", total = "total", cause = "cause", stands = "stands";
  static constexpr std::array keys{unit, hits, total, cause, stands};
};
struct Rally {
  static constexpr std::string_view kind = "rally";
  static constexpr Key unit = "unit", removed = "removed", total = "total", stopped_routing = "stopped_routing";
  static constexpr std::array keys{unit, removed, total, stopped_routing};
};
struct FallBack {
  static constexpr std::string_view kind = "fall_back";
  static constexpr Key unit = "unit", distance = "distance", cause = "cause", to = "to";
  static constexpr std::array keys{unit, distance, cause, to};
};
struct Rout {
  static constexpr std::string_view kind = "rout";
  static constexpr Key unit = "unit", cause = "cause";
  static constexpr std::array keys{unit, cause};
};
struct LeftField {
  static constexpr std::string_view kind = "left_field";
  static constexpr Key unit = "unit", how = "how";
  static constexpr std::array keys{unit, how};
};
struct GeneralFell {
  static constexpr std::string_view kind = "general_fell";
  static constexpr Key general = "general", how = "how";
  static constexpr std::array keys{general, how};
};
struct GeneralReplaced {
  static constexpr std::string_view kind = "general_replaced";
  static constexpr Key fallen = "fallen", replacement = "replacement";
  static constexpr std::array keys{fallen, replacement};
};
struct Charge {
  static constexpr std::string_view kind = "charge";
  static constexpr Key unit = "unit", target = "target";
  static constexpr std::array keys{unit, target};
};
struct CloseCombat {
  static constexpr std::string_view kind = "close_combat";
  static constexpr Key attacker = "attacker", defender = "defender", attacker_dice = "attacker_dice",
                       defender_dice = "defender_dice", attacker_took = "attacker_took", defender_took = "defender_took",
                       counts = "counts", attacker_parts = "attacker_parts", defender_parts = "defender_parts",
                       pairs = "pairs";
  static constexpr std::array keys{attacker, defender, attacker_dice, defender_dice, attacker_took, defender_took,
                                   counts, attacker_parts, defender_parts, pairs};
};
// Stand against stand (jackson): each side's faces and its stands grouped by their factors.
struct Pairs {
  static constexpr Key attacker_faces = "attacker_faces", defender_faces = "defender_faces",
                       attacker_stands = "attacker_stands", defender_stands = "defender_stands",
                       ties_to_defender = "ties_to_defender", stands = "stands", parts = "parts";
};
struct Order {
  static constexpr std::string_view kind = "order";
  static constexpr Key to = "to", order = "order", objective = "objective";
  static constexpr std::array keys{to, order, objective};
};
struct OrderSent {
  static constexpr std::string_view kind = "order_sent";
  static constexpr Key courier = "courier", to = "to";
  static constexpr std::array keys{courier, to};
};
struct Courier {
  static constexpr std::string_view kind = "courier";
  static constexpr Key courier = "courier", to = "to", at = "at", still_to_ride = "still_to_ride";
  static constexpr std::array keys{courier, to, at, still_to_ride};
};
struct OrderDelivered {
  static constexpr std::string_view kind = "order_delivered";
  static constexpr Key courier = "courier", to = "to", order = "order", objective = "objective";
  static constexpr std::array keys{courier, to, order, objective};
};
struct OrderFailed {
  static constexpr std::string_view kind = "order_failed";
  static constexpr Key courier = "courier", to = "to", why = "why";
  static constexpr std::array keys{courier, to, why};
};
struct ArrivalRoll {
  static constexpr std::string_view kind = "arrival_roll";
  static constexpr Key formation = "formation", roll = "roll", dice = "dice", modifier = "modifier",
                       modifiers = "modifiers", arrives = "arrives";
  static constexpr std::array keys{formation, roll, dice, modifier, modifiers, arrives};
};
struct ArrivalBlocked {
  static constexpr std::string_view kind = "arrival_blocked";
  static constexpr Key formation = "formation", blocker = "blocker", came_on = "came_on", waiting = "waiting",
                       road = "road", at = "at";
  static constexpr std::array keys{formation, blocker, came_on, waiting, road, at};
};
struct ArrivalAnnounced {
  static constexpr std::string_view kind = "arrival_announced";
  static constexpr Key formation = "formation";
  static constexpr std::array keys{formation};
};
struct Weather {
  static constexpr std::string_view kind = "weather";
  static constexpr Key weather = "weather";
  static constexpr std::array keys{weather};
};
struct Countdown {
  static constexpr std::string_view kind = "countdown";
  static constexpr Key roll = "roll", left = "left";
  static constexpr std::array keys{roll, left};
};
struct AreaEntered {
  static constexpr std::string_view kind = "area_entered";
  static constexpr Key unit = "unit", area = "area";
  static constexpr std::array keys{unit, area};
};
struct Refused {
  static constexpr std::string_view kind = "refused";
  static constexpr Key unit = "unit", reason = "reason";
  static constexpr std::array keys{unit, reason};
};
struct Say {
  static constexpr std::string_view kind = "say";
  static constexpr Key text = "text";
  static constexpr std::array keys{text};
};
// Every unit that has been on the field (UnitState's fields), the generals on the table, who holds
// each objective, and the stands lost by side.
struct TurnEnd {
  static constexpr std::string_view kind = "turn_end";
  static constexpr Key units = "units", commanders = "commanders", objectives = "objectives", losses = "losses";
  static constexpr std::array keys{units, commanders, objectives, losses};
};
struct End {
  static constexpr std::string_view kind = "end";
  static constexpr Key winner = "winner", level = "level", condition = "condition", losses = "losses",
                       men_lost = "men_lost";
  static constexpr std::array keys{winner, level, condition, losses, men_lost};
  static constexpr std::string_view draw = "draw";  // the winner of a drawn battle
};

// The parts of the set-up (the battle record's `setup`).
struct Setup {
  static constexpr Key title = "title", date = "date", rules = "rules", turns = "turns", sides = "sides",
                       table = "table", width = "width", depth = "depth", terrain = "terrain",
                       objectives = "objectives", units = "units", commanders = "commanders",
                       reinforcements = "reinforcements";
};
struct TerrainPiece {
  static constexpr Key name = "name", kind = "kind", cover = "cover", height = "height", outline = "outline",
                       width = "width", path = "path";
};
struct ObjectivePlace {
  static constexpr Key name = "name", title = "title", at = "at", radius = "radius", points = "points";
};
// A unit as the set-up, an arrival and a turn's end write it (the last without the fixed details).
struct UnitState {
  static constexpr Key id = "id", name = "name", side = "side", brigade = "brigade", arm = "arm", quality = "quality",
                       weapon = "weapon", formation = "formation", stands = "stands", hits = "hits", status = "status",
                       routing = "routing", at = "at", facing = "facing", width = "width", depth = "depth";
};
struct General {
  static constexpr Key name = "name", side = "side", at = "at", commands = "commands", on_table = "on_table";
};
struct Reinforcement {
  static constexpr Key side = "side", formation = "formation", turn = "turn", at = "at", brigades = "brigades",
                       generals = "generals", road = "road";
};
// A tally (engine/play/tally_json.hpp): the table's value, where it was read, and each modifier.
struct Parts {
  static constexpr Key table = "table", row = "row", column = "column", modifiers = "modifiers", name = "name",
                       amount = "amount";
};

// Every record kind with its fields, for the checks that go over them all.
struct KindFields {
  std::string_view kind;
  std::span<const Key> keys;
};

template <class... Kinds>
constexpr std::array<KindFields, sizeof...(Kinds)> fields_of() {
  return {KindFields{Kinds::kind, Kinds::keys}...};
}

inline constexpr auto kinds =
    fields_of<Battle, HouseRule, Turn, Phase, Roll, Event, Arrival, Move, Formation, Fire, Morale, Hits, Rally, FallBack,
              Rout, LeftField, GeneralFell, GeneralReplaced, Charge, CloseCombat, Order, OrderSent, Courier,
              OrderDelivered, OrderFailed, ArrivalRoll, ArrivalBlocked, ArrivalAnnounced, Weather, Countdown,
              AreaEntered, Refused, Say, TurnEnd, End>();

}  // namespace caisson::schema
