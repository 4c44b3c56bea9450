#include "engine/play/narrative.hpp"

#include <optional>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "engine/log/log_words.hpp"
#include "engine/play/battle.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "engine/play/men_lost.hpp"
#include "engine/play/setup_check.hpp"
#include "engine/text/terminal_text.hpp"

namespace caisson {
namespace {

// "1 die", "3 dice".
std::string dice_count(int n) { return fmt::format("{} {}", n, n == 1 ? "die" : "dice"); }

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

// The terminal's framing of the shared words (engine/log/log_words.hpp): the battle's header, a
// heading a turn, each line labelled with the side and phase it happened in (or indented when it
// follows from the line above), the losses at the end, and with --dice each throw in its parts.
struct Teller {
  const Battle& b;
  const Record& record;
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
    if (b.phase.empty()) return fmt::format("[{}] ", b.side_name(b.active));
    if (shared_phase()) return fmt::format("[{}] ", b.phase);
    return fmt::format("[{} {}] ", b.side_name(b.active), b.phase);
  }
  // An order is labelled with the side it belongs to: an event, a hook or a fallen general can give
  // one in the other side's phase, which is then named as that side's.
  std::string where_for(FormationId formation) const {
    const Side side = b.oob.node(formation).side;
    if (b.phase.empty() || shared_phase() || side == b.active)
      return b.phase.empty() ? fmt::format("[{}] ", b.side_name(side)) : fmt::format("[{} {}] ", b.side_name(side), b.phase);
    return fmt::format("[{}, during {} {}] ", b.side_name(side), b.side_name(b.active), b.phase);
  }
  static constexpr std::string_view kFollows = "    ";  // a line that follows from the one above

  // Every text a line shows may be the battle file's own words (titles, names, b:say): control
  // characters in them are shown escaped, never sent to the terminal.
  void print(std::string_view text) const {
    const std::string safe = terminal_safe(text);
    std::fwrite(safe.data(), 1, safe.size(), out);
    std::fputc('\n', out);
  }
  template <typename... Args>
  void line(fmt::format_string<Args...> f, Args&&... args) const {
    print(fmt::format(f, std::forward<Args>(args)...));
  }
  // The record's own words, as every reader of the battle is told it.
  std::string words() const { return words_of(log_line(b, record)).value_or(std::string()); }

  // Most records happened in the phase being played, to the side playing it.
  template <class R>
  void operator()(const R&) const { print(where() + words()); }

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
  void operator()(const TurnBegan& r) const { std::fprintf(out, "\n== Turn %d ==\n", r.turn); }
  void operator()(const PhaseBegan&) const {}
  void operator()(const CourierRode&) const {}
  void operator()(const TurnEnded&) const {}
  void operator()(const DiceRolled&) const {
    if (show_dice) print(fmt::format("{}({})", kFollows, words()));
  }
  void operator()(const RuleOverridden&) const { print(words()); }
  void operator()(const EventRolled&) const { print(words()); }
  void operator()(const Said&) const { print("» " + words()); }
  void operator()(const OrderIssued& r) const { print(where_for(r.formation) + words()); }
  void operator()(const OrderSent& r) const { print(where_for(r.formation) + words()); }
  void operator()(const OrderDelivered& r) const { print(where_for(r.formation) + words()); }
  void operator()(const OrderFailed& r) const { print(where_for(r.formation) + words()); }
  void operator()(const HitsTaken&) const { follows(); }
  void operator()(const FellBack&) const { follows(); }
  void operator()(const Routed&) const { follows(); }
  void operator()(const LeftField&) const { follows(); }
  void operator()(const CommanderFell&) const { follows(); }
  void operator()(const CommanderReplaced&) const { follows(); }
  void follows() const { print(std::string(kFollows) + words()); }

  void operator()(const UnitFired& r) const {
    print(where() + words());
    if (!show_dice || r.counts.empty() || r.joined != kNone) return;
    std::string faces;
    for (int i = 0; i < r.thrown.count; ++i) faces += fmt::format(" {}", r.thrown.face(i));
    const std::string hit_on = r.hit_on > 0 ? fmt::format("; hits on {}+", r.hit_on) : "";
    if (r.counts == "dice") line("      ({}: {}; rolled{}{})", dice_count(r.dice), parts_text(r.tally, true), faces, hit_on);
    else line("      ({} {}: {}; rolled{})", r.counts, r.tally.value(), parts_text(r.tally, true), faces);
  }
  void operator()(const MoraleChecked& r) const {
    follows();
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
  void operator()(const CloseCombat& r) const {
    follows();
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
  // The roll the arrival needed, as the battle file wrote it ("2d6 >= 9"): the log does not carry
  // it, so it is a detail of the throw here rather than part of the line every reader is told.
  void operator()(const ArrivalRolled& r) const {
    print(where() + words());
    if (!show_dice) return;
    for (const Reinforcement& in : b.scenario->reinforcements)
      if (in.formation == r.formation && in.roll) return line("      (needs {})", in.roll->to_string());
  }
  void operator()(const BattleEnded&) const {
    std::fputc('\n', out);
    print(words());
    line("Losses in stands: {} {}, {} {}.", b.side_name(0), b.losses_in_stands(0), b.side_name(1), b.losses_in_stands(1));
    const auto men = men_by_side(b, men_by_unit(b));
    line("Losses in men: {} {} of {}, {} {} of {}.", b.side_name(0), men[0].lost, men[0].at_start, b.side_name(1), men[1].lost,
         men[1].at_start);
  }
};

}  // namespace

void Narrative::record(const Battle& b, const Record& r) { std::visit(Teller{b, r, out_, show_dice_}, r); }

}  // namespace caisson
