#include "engine/play/narrative.hpp"

#include <optional>
#include <string_view>
#include <type_traits>

#include <fmt/format.h>

#include "engine/play/battle.hpp"
#include "engine/play/men_lost.hpp"
#include "engine/play/setup_check.hpp"
#include "engine/text/terminal_text.hpp"

namespace caisson {
namespace {

// "1 die", "3 dice".
std::string dice_count(int n) { return fmt::format("{} {}", n, n == 1 ? "die" : "dice"); }

// "+2 by road, -1 mostly raw", each modifier with its cause; "" for none.
std::string arrival_modifiers_text(const ArrivalModifiers& m) {
  std::string out;
  auto add = [&](int value, std::string_view why) {
    if (value != 0) out += fmt::format(", {:+} {}", value, why);
  };
  add(m.road, "by road");
  add(m.quality, m.quality > 0 ? "mostly veterans" : "mostly raw");
  add(m.general, "their general hurrying them on");
  return out;
}

// "table 4 (medium, in the open), enfilade +3, friend behind +1": a tally's parts as a player
// reads them off the chart.
std::string parts_text(const Tally& t, bool with_table) {
  std::string out;
  if (with_table) {
    out = fmt::format("table {}", t.table);
    if (!t.column.empty() || !t.row.empty())
      out += fmt::format(" ({}{}{})", t.column, t.column.empty() || t.row.empty() ? "" : ", ", t.row);
  }
  for (const Modifier& m : t.list()) out += fmt::format("{}{} {:+}", out.empty() ? "" : ", ", m.name, m.amount);
  return out;
}

// "the Sudley Road", but "The Pike" as it is.
std::string with_article(std::string_view name) {
  if (name.starts_with("the ") || name.starts_with("The ")) return std::string(name);
  return fmt::format("the {}", name);
}

struct Teller {
  const Battle& b;
  std::FILE* out;
  bool show_dice;

  const std::string& name(UnitId id) const { return b.unit(id).name; }
  // A phase both sides play together, or one at the turn's start (igor's events), belongs to neither.
  bool shared_phase() const {
    const SequenceOfPlay& seq = b.rules->sequence();
    if (seq.together_phase(b.phase)) return true;
    for (const PhaseSpec& p : seq.turn_start)
      if (p.name == b.phase) return true;
    return false;
  }
  std::string where() const {
    if (b.phase.empty()) return fmt::format("[{}]", b.side_name(b.active));
    if (shared_phase()) return fmt::format("[{}]", b.phase);
    return fmt::format("[{} {}]", b.side_name(b.active), b.phase);
  }
  // An order is labelled with the side it belongs to: an event, a hook or a fallen general can give
  // one in the other side's phase, which is then named as that side's.
  std::string where_for(FormationId formation) const {
    const Side side = b.oob.node(formation).side;
    if (b.phase.empty() || shared_phase() || side == b.active)
      return b.phase.empty() ? fmt::format("[{}]", b.side_name(side)) : fmt::format("[{} {}]", b.side_name(side), b.phase);
    return fmt::format("[{}, during {} {}]", b.side_name(side), b.side_name(b.active), b.phase);
  }
  // Every text a line shows may be the battle file's own words (titles, names, b:say): control
  // characters in them are shown escaped, never sent to the terminal.
  template <typename T>
  static decltype(auto) shown(T&& value) {
    if constexpr (std::is_convertible_v<const T&, std::string_view>) return terminal_safe(std::string_view(value));
    else return std::forward<T>(value);
  }
  template <typename... Args>
  void line(fmt::format_string<Args...> f, Args&&... args) const {
    fmt::print(out, fmt::runtime(static_cast<fmt::string_view>(f)), shown(std::forward<Args>(args))...);
    std::fputc('\n', out);
  }

  void operator()(const BattleBegan& r) const {
    const Scenario& s = *b.scenario;
    line("{} — {} ({} rules, seed {})", s.title, s.date, b.rules->title(), r.seed);
    // Who really acts first under the rules in play, which need not be the battle file's `first`.
    const std::optional<Side> first = b.rules->standing_first_player(b);
    if (first) line("{} against {}; {} turns, {} moves first.", s.side_names[0], s.side_names[1], s.turns, s.side_names[*first]);
    else line("{} against {}; {} turns, initiative decides who moves first each turn.", s.side_names[0], s.side_names[1], s.turns);
    // Troops the rule system merged, and each brigade it cut or raised to its scale (`caisson
    // check` lists every merged unit).
    const TroopConversion troops = troop_conversion(b);
    for (const auto* lines : {&troops.sides, &troops.cut})
      for (const std::string& text : *lines) line("Under {}, {}.", b.rules->id(), text);
  }
  void operator()(const RuleOverridden& r) const {
    line("House rule: {} = {} (the rules say {})", r.parameter, r.value, r.default_value);
  }
  void operator()(const TurnBegan& r) const { line("\n== Turn {} ==", r.turn); }
  void operator()(const PhaseBegan&) const {}
  void operator()(const DiceRolled& r) const {
    if (!show_dice) return;
    std::string faces;
    for (int i = 0; i < r.dice.count; ++i) faces += fmt::format("{}{}", i ? " " : "", r.dice.face(i));
    line("    ({} {}d{}: {})", r.dice.purpose, r.dice.count, r.dice.sides, faces);
  }
  void operator()(const EventRolled& r) const {
    if (r.entry < 0) line("Events: rolled {} — {}.", r.result, r.title);
    else line("Events: rolled {} — {}{}{}", r.result, r.title, r.text.empty() ? "" : ": ", r.text);
  }
  void operator()(const UnitArrived& r) const { line("{} {} arrives on the field.", where(), name(r.unit)); }
  void operator()(const UnitMoved& r) const {
    if (distance(r.from, r.to) < 0.05) {  // a wheel or about-face on the spot
      line("{} {} turns to face {:.0f}° in {}.", where(), name(r.unit), r.facing, name_of(r.formation));
      return;
    }
    line("{} {} {} {:.1f}\" to ({:.1f}, {:.1f}) in {}.", where(), name(r.unit), r.how.empty() ? "moves" : r.how,
         distance(r.from, r.to), r.to.x, r.to.y, name_of(r.formation));
  }
  void operator()(const FormationChanged& r) const {
    line("{} {} changes from {} to {}.", where(), name(r.unit), name_of(r.from), name_of(r.to));
  }
  void operator()(const UnitFired& r) const {
    if (r.joined != kNone) return line("{} {} joins {} in firing on {}.", where(), name(r.unit), name(r.joined), name(r.target));
    line("{} {} fires on {} at {} range: {}, {} HIT{}.", where(), name(r.unit), name(r.target), r.range, dice_count(r.dice),
         r.hits, r.hits == 1 ? "" : "s");
    if (!show_dice || r.counts.empty()) return;
    std::string faces;
    for (int i = 0; i < r.thrown.count; ++i) faces += fmt::format(" {}", r.thrown.face(i));
    const std::string hit_on = r.hit_on > 0 ? fmt::format("; hits on {}+", r.hit_on) : "";
    if (r.counts == "dice") line("      ({}: {}; rolled{}{})", dice_count(r.dice), parts_text(r.tally, true), faces, hit_on);
    else line("      ({} {}: {}; rolled{})", r.counts, r.tally.value(), parts_text(r.tally, true), faces);
  }
  void operator()(const MoraleChecked& r) const {
    tell_morale(r);
    if (!show_dice || r.passes_if.empty()) return;
    if (r.parts_of == "level") return tell_level(r);
    if (r.parts.count > 0) line("      (modifiers: {})", parts_text(r.parts, false));
  }
  // The level in its parts (a pool's dice, ap's motivation target), and the rolls that decide
  // the test whatever it is.
  void tell_level(const MoraleChecked& r) const {
    const std::string level = r.pool ? dice_count(r.level) : fmt::format("needs {}", r.level);
    const MoraleChecked::Outright& o = r.outright;
    std::string outright;
    if (o.fails_at_most > 0 || o.passes_from > 0)
      outright = fmt::format("; {} or less always fails, {} or more always passes", o.fails_at_most, o.passes_from);
    if (!o.decided_by.empty()) outright += fmt::format("; decided by {}", o.decided_by);
    line("      ({}: {}{})", level, parts_text(r.parts, true), outright);
  }
  void tell_morale(const MoraleChecked& r) const {
    if (r.pool)
      return line("    {} {} {} ({}): {} fail{} on {}.", name(r.unit), r.passed ? "passes" : "fails", r.test, r.reason,
                  r.roll, r.roll == 1 ? "" : "s", dice_count(r.level));
    if (r.passed)
      line("    {} passes {} ({}): rolled {}{:+} against {}.", name(r.unit), r.test, r.reason, r.roll, r.modifier, r.level);
    else if (r.margin <= 0)  // failed though the roll made the level: a roll that always fails (ap's 2D6 of 3 or less)
      line("    {} fails {} ({}): rolled {}{:+} against {}, a roll that always fails.", name(r.unit), r.test, r.reason,
           r.roll, r.modifier, r.level);
    else
      line("    {} fails {} ({}) by {}: rolled {}{:+} against {}.", name(r.unit), r.test, r.reason, r.margin, r.roll,
           r.modifier, r.level);
  }
  void operator()(const HitsTaken& r) const {
    if (r.stands)
      return line("    {} loses {} stand{} ({}), {} left.", name(r.unit), r.hits, r.hits == 1 ? "" : "s", r.cause,
                  b.unit(r.unit).stands);
    line("    {} takes {} HIT{} ({}), now {}.", name(r.unit), r.hits, r.hits == 1 ? "" : "s", r.cause, r.total);
  }
  void operator()(const HitsRallied& r) const {
    line("{} {} rallies: {} HIT{} removed, now {}{}.", where(), name(r.unit), r.removed, r.removed == 1 ? "" : "s", r.total,
         r.stopped_routing ? ", and stops running" : "");
  }
  void operator()(const FellBack& r) const { line("    {} falls back {:.1f}\" ({}).", name(r.unit), r.distance, r.cause); }
  void operator()(const Routed& r) const { line("    {} ROUTS ({})!", name(r.unit), r.cause); }
  void operator()(const LeftField& r) const { line("    {} leaves the field: {}.", name(r.unit), r.how); }
  void operator()(const CommanderFell& r) const { line("    {} {}.", b.commander(r.commander).name, r.how); }
  void operator()(const CommanderReplaced& r) const {
    line("    {} takes command in place of {}.", b.commander(r.replacement).name, b.commander(r.fallen).name);
  }
  void operator()(const ChargeDeclared& r) const { line("{} {} charges {}!", where(), name(r.unit), name(r.target)); }
  void operator()(const CloseCombat& r) const {
    const auto hits = [](int n) { return fmt::format("{} hit{}", n, n == 1 ? "" : "s"); };
    line("    Close combat: {} ({}) against {} ({}): {} takes {}, {} takes {}.", name(r.attacker),
         dice_count(r.attacker_dice), name(r.defender), dice_count(r.defender_dice), name(r.attacker),
         hits(r.attacker_took), name(r.defender), hits(r.defender_took));
    if (!show_dice || r.counts.empty()) return;
    if (r.counts == "hit on") {
      line("      ({} hits on {}: {})", name(r.attacker), r.attacker_tally.value(), parts_text(r.attacker_tally, true));
      return;
    }
    const auto told = [&](int n) { return r.counts == "dice" ? dice_count(n) : fmt::format("score {}", n); };
    line("      ({} for {}: {})", told(r.attacker_dice), name(r.attacker), parts_text(r.attacker_tally, true));
    line("      ({} for {}: {})", told(r.defender_dice), name(r.defender), parts_text(r.defender_tally, true));
    if (r.pairs) {
      tell_stands(r.attacker, r.pairs->attacker, r.pairs->attacker_faces);
      tell_stands(r.defender, r.pairs->defender, r.pairs->defender_faces);
    }
  }
  // "(27th Pennsylvania's stands: 3 at +0, 1 at -2 (casualties on the stand -2); rolled 4 1 6 3)"
  void tell_stands(UnitId unit, const std::array<CloseCombat::Stands, 2>& groups, const Throw& faces) const {
    std::string stands, rolled;
    for (const CloseCombat::Stands& g : groups) {
      if (g.count == 0) continue;
      stands += fmt::format("{}{} at {:+}", stands.empty() ? "" : ", ", g.count, g.factors.modifier_total());
      if (g.factors.count > 0) stands += fmt::format(" ({})", parts_text(g.factors, false));
    }
    for (int i = 0; i < faces.count; ++i) rolled += fmt::format(" {}", faces.face(i));
    line("      ({}'s stands: {}; rolled{})", name(unit), stands, rolled);
  }
  void operator()(const OrderIssued& r) const {
    line("{} orders for {}: {}{}{}.", where_for(r.formation), b.oob.node(r.formation).name, r.order,
         r.objective.empty() ? "" : " on ", r.objective);
  }
  void operator()(const OrderSent& r) const {
    line("{} a courier rides for {}.", where_for(r.formation), b.oob.node(r.formation).name);
  }
  void operator()(const CourierRode&) const {}
  void operator()(const OrderDelivered& r) const {
    line("{} {} receives its orders: {}{}{}.", where_for(r.formation), b.oob.node(r.formation).name, r.order,
         r.objective.empty() ? "" : " on ", r.objective);
  }
  void operator()(const OrderFailed& r) const {
    line("{} orders for {}: {}.", where_for(r.formation), b.oob.node(r.formation).name, r.why);
  }
  void operator()(const ArrivalRolled& r) const {
    // The dice and each modifier, so the reader can see why it came or not.
    const std::string modifiers = arrival_modifiers_text(r.modifiers);
    const std::string total = modifiers.empty() ? "" : fmt::format("{} = {}", modifiers, r.roll);
    line("{} arrival roll for {} ({}): rolled {}{} — {}.", where(), b.oob.node(r.formation).name, arrival_test(r.formation),
         r.dice, total, r.arrived ? "on its way in" : "not yet");
  }
  // The roll a formation's arrival needs, as the battle file wrote it ("2d6 >= 9").
  std::string arrival_test(FormationId formation) const {
    for (const Reinforcement& r : b.scenario->reinforcements)
      if (r.formation == formation && r.roll) return r.roll->to_string();
    return "a roll";
  }
  void operator()(const ArrivalBlocked& r) const {
    const std::string& formation = b.oob.node(r.formation).name;
    // "road" only for a road entry; a point entry is named by its point.
    const std::string entry = r.road.empty() ? fmt::format("at its entry ({:g}, {:g})", r.entry.x, r.entry.y)
                                             : fmt::format("on its road in, {}", with_article(r.road));
    if (r.came_on == 0) {
      if (r.blocker == kNone)
        return line("{} {} cannot come on: there is no room on the table {}; it tries again next turn.", where(), formation,
                    entry);
      return line("{} {} cannot come on: {} is in the way {}; it tries again next turn.", where(), formation,
                  name(r.blocker), entry);
    }
    const std::string held = r.blocker == kNone ? "finding no room on the table" : fmt::format("held up by {}", name(r.blocker));
    line("{} {}: {} came on; {} more, {} {}, tr{} again next turn.", where(), formation, r.came_on, r.waiting, held, entry,
         r.waiting == 1 ? "ies" : "y");
  }
  void operator()(const ArrivalAnnounced& r) const {
    line("{} {} is announced: it comes on next turn.", where(), b.oob.node(r.formation).name);
  }
  void operator()(const WeatherChanged& r) const { line("{} the weather turns: {}.", where(), r.weather); }
  void operator()(const CountdownTicked& r) const {
    line("{} the countdown clock loses {}: {} left.", where(), r.roll, r.left);
  }
  void operator()(const AreaEntered& r) const { line("{} {} enters {}.", where(), name(r.unit), r.area); }
  void operator()(const ActionRefused& r) const { line("{} refused: {}", where(), r.reason); }
  void operator()(const Said& r) const { line("» {}", r.text); }
  void operator()(const TurnEnded&) const {}
  void operator()(const BattleEnded& r) const {
    const Outcome& o = r.outcome;
    if (o.winner < 0) line("\nThe battle ends on turn {} in a draw ({}).", o.turn, o.condition);
    else
      line("\nThe battle ends on turn {}: {} victory for {} ({}).", o.turn, name_of(o.level),
           b.side_name(static_cast<Side>(o.winner)), o.condition);
    line("Losses in stands: {} {}, {} {}.", b.side_name(0), b.losses_in_stands(0), b.side_name(1), b.losses_in_stands(1));
    const auto men = men_by_side(b, men_by_unit(b));
    line("Losses in men: {} {} of {}, {} {} of {}.", b.side_name(0), men[0].lost, men[0].at_start, b.side_name(1), men[1].lost,
         men[1].at_start);
  }
};

}  // namespace

void Narrative::record(const Battle& b, const Record& r) { std::visit(Teller{b, out_, show_dice_}, r); }

}  // namespace caisson
