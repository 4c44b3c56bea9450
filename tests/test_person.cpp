// A side played by a person (engine/play/person.hpp): a scripted person — choosing by a rule of
// thumb from what the battle offers, some actions, some refused, some orders, some units and
// phases left to the commander — plays the teaching battle to its end under every rule system;
// and a game stopped at a decision point, its choices saved and played again, goes on exactly as
// the unbroken game did, its JSON log continuing byte for byte.
#include <cstdio>
#include <filesystem>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/persist/play_save.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"
#include "engine/play/person.hpp"
#include "engine/play/replayed_choices.hpp"

namespace test_person {

using namespace caisson;

namespace {

struct StopHere {};  // thrown by the scripted person at the decision a test saves at

// The person's rule of thumb. It decides from the battle as it stands and the record so far (and
// how many of its tries were refused at this decision), never from a count of its own: a resumed
// game's person chooses as the unbroken game's did.
class ThumbPerson final : public ChoiceSource {
 public:
  ThumbPerson(const ChoiceRecord& record, int stop_at) : record_(record), stop_at_(stop_at) {}

  Choice next(const Decision& d) override {
    if (asked_++ == stop_at_) throw StopHere{};
    if (record_.size() != seen_) {
      seen_ = record_.size();
      tries_ = 0;
    }
    for (;; ++tries_) {
      if (tries_ > 12 || acted_this_phase() >= 4) return d.battle.turn % 3 == 2 ? Choice{LeavePhase{}} : Choice{EndPhase{}};
      if (auto c = option(d, (seen_ + tries_) % 6)) {
        ++tries_;
        return *c;
      }
    }
  }
  void told(const Choice&, const Verdict& v) override { refusals += !v.accepted; }
  int refusals = 0;

 private:
  // Choices since the person's part of the last phase ended.
  int acted_this_phase() const {
    int n = 0;
    for (auto it = record_.rbegin(); it != record_.rend() && !ends_phase(*it); ++it) ++n;
    return n;
  }

  std::optional<Choice> option(const Decision& d, std::size_t which) const {
    const Battle& b = d.battle;
    switch (which) {
      case 0:  // an enemy's unit: always refused
        for (const Unit& u : b.units)
          if (u.side != d.side && u.present()) return Choice{Act{Rally{u.id}}};
        return std::nullopt;
      case 1:  // fire at the first enemy the rules allow
        for (const Unit& u : b.units)
          if (u.side == d.side && u.can_act() && !d.person.delegated(u.id))
            for (const Unit& e : b.units)
              if (e.side != d.side && e.present() && !d.port.why_not(b, Fire{u.id, e.id}))
                return Choice{Act{Fire{u.id, e.id}}};
        return std::nullopt;
      case 2:  // two inches forward, the first unit that may
        for (const Unit& u : b.units) {
          if (u.side != d.side || !u.can_act() || d.person.delegated(u.id)) continue;
          Move m{u.id, u.position + Vec2{0, d.side == 0 ? 2.0 : -2.0}, u.facing};
          if (!d.port.why_not(b, m)) return Choice{Act{m}};
        }
        return std::nullopt;
      case 3: {  // the first brigade attacks the first objective (or the table's centre)
        if (b.turn % 2 == 0) return std::nullopt;
        for (const auto& n : b.oob.nodes()) {
          if (n.side != d.side || n.echelon != Echelon::brigade) continue;
          Order o{n.id, kNone, std::string(b.rules->order_words().front().word), {}, {}};
          if (!b.field().objectives().empty()) o.objective = b.field().objectives().front().name;
          else o.point = Vec2{b.field().width() / 2, b.field().depth() / 2};
          return Choice{GiveOrder{o}};
        }
        return std::nullopt;
      }
      case 4:  // the last brigade is left to the commander from turn 3
        if (b.turn < 3) return std::nullopt;
        for (auto it = b.oob.nodes().rbegin(); it != b.oob.nodes().rend(); ++it) {
          if (it->side != d.side || it->echelon != Echelon::brigade || it->units.empty()) continue;
          if (d.person.delegated(it->units.front())) return std::nullopt;
          return Choice{Delegate{kNone, it->id, true}};
        }
        return std::nullopt;
      default:  // formation change to line, where allowed
        for (const Unit& u : b.units) {
          if (u.side != d.side || !u.can_act() || u.formation == Formation::line || d.person.delegated(u.id)) continue;
          ChangeFormation f{u.id, Formation::line};
          if (!d.port.why_not(b, f)) return Choice{Act{f}};
        }
        return std::nullopt;
    }
  }

  const ChoiceRecord& record_;
  int stop_at_;
  int asked_ = 0;
  std::size_t seen_ = static_cast<std::size_t>(-1);
  int tries_ = 0;
};

// A JSON Lines log kept in memory.
struct MemoryJson {
  char* buffer = nullptr;
  std::size_t size = 0;
  std::FILE* f = open_memstream(&buffer, &size);
  JsonLinesWriter writer{f};
  ~MemoryJson() {
    if (f) std::fclose(f);
    std::free(buffer);
  }
  std::string text() {
    std::fflush(f);
    return std::string(buffer, size);
  }
};

struct GameEnd {
  std::string log;  // the JSON Lines this session wrote
  ChoiceRecord record;
  int refusals = 0;
  bool finished = false;
};

// Plays the teaching battle with `person` played by the scripted person, the other side by the
// built-in commander: first the saved choices (writing no log until they run out), then the
// person's own, stopping at its `stop_at`-th decision (-1: never).
// `resumed`: the game goes on from a save.
GameEnd play_game(const std::string& rules, std::uint64_t seed, Side person, const ChoiceRecord& saved, int stop_at,
                  bool resumed = false, bool log_from_start = false) {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  auto loaded = lua::load_battle(root / "scripts" / "teaching_battle.lua", root);
  loaded.scenario->rules = rules;
  Battle b(loaded.scenario, seed);
  MemoryJson json;
  if (!resumed || log_from_start) b.log.attach(&json.writer);
  GameEnd end;
  ThumbPerson thumb(end.record, stop_at);
  ReplayedChoices source(saved, thumb, [&] {
    if (resumed && !log_from_start) b.log.attach(&json.writer);
  });
  ArmyCommand commander(loaded.scenario->controllers);
  PersonController played(source, commander, end.record);
  std::array<Controller*, 2> sides{&commander, &commander};
  sides[person] = &played;
  Driver driver(b, sides);
  try {
    driver.play();
    end.finished = true;
  } catch (const StopHere&) {
  }
  end.log = json.text();
  end.refusals = thumb.refusals;
  return end;
}

ChoiceRecord through_a_save(const ChoiceRecord& record, SaveFormat format) {
  PlaySave s;
  s.rules = "igor";  // every save names a rule system caisson has, or is refused as damaged
  s.choices = record;
  return decode_play_save(encode_play_save(s, format), "the test's save").choices;
}

std::string as_text(const ChoiceRecord& record) {
  PlaySave s;
  s.choices = record;
  return encode_play_save(s, SaveFormat::json);
}

}  // namespace

TEST_CASE("person: a scripted person plays the teaching battle to its end under every rule system", "[person]") {
  for (const char* rules : {"igor", "minicampaign", "north", "ap", "jackson"}) {
    for (Side side : {0, 1}) {
      INFO(rules << " side " << side);
      GameEnd g = play_game(rules, 7, side, {}, -1);
      CHECK(g.finished);
      CHECK(g.refusals > 0);  // the enemy's units were refused it
      std::size_t acts = 0, orders = 0;
      for (const Choice& c : g.record) {
        acts += std::holds_alternative<Act>(c);
        orders += std::holds_alternative<GiveOrder>(c);
      }
      CHECK(acts > 0);
      CHECK(orders > 0);
      CHECK(g.log.find("\"type\":\"end\"") != std::string::npos);
      // The same seed and the same choices: the same battle, byte for byte.
      CHECK(play_game(rules, 7, side, g.record, -1, true, true).log == g.log);
    }
  }
}

TEST_CASE("person: a game saved at a decision point and resumed ends as the unbroken game", "[person][persist]") {
  for (const char* rules : {"igor", "minicampaign", "north", "ap", "jackson"}) {
    GameEnd unbroken = play_game(rules, 11, 0, {}, -1);
    REQUIRE(unbroken.finished);
    int resumed = 0, mid_phase = 0;
    for (int stop : {0, 5, 23, 60}) {
      INFO(rules << " stopped at decision " << stop);
      GameEnd first = play_game(rules, 11, 0, {}, stop);
      if (first.finished) continue;  // the battle had fewer decisions
      ++resumed;
      mid_phase += !first.record.empty() && !ends_phase(first.record.back());
      ChoiceRecord saved = through_a_save(first.record, stop % 2 ? SaveFormat::json : SaveFormat::binary);
      GameEnd rest = play_game(rules, 11, 0, saved, -1, true);
      REQUIRE(rest.finished);
      CHECK(first.log + rest.log == unbroken.log);
      CHECK(as_text(rest.record) == as_text(unbroken.record));
    }
    CHECK(resumed >= 3);
    CHECK(mid_phase >= 1);  // saved after an action, before the person's part of the phase ended
  }
}

TEST_CASE("person: a saved choice naming what the battle lacks is refused before the rules see it", "[person][persist][save-validation]") {
  Order far_order;
  far_order.to = 900;
  const std::vector<std::pair<Choice, const char*>> cases{
      {Act{Move{5000, {10, 10}, 0}}, "names unit #5000"},
      {Act{Move{0, {std::numeric_limits<double>::quiet_NaN(), 10}, 0}}, "not finite"},
      {Act{Fire{0, -7}}, "names unit #-7"},
      {Act{Charge{0, 1, {2, 40000}}}, "names unit #40000"},
      {GiveOrder{far_order}, "orders formation #900"},
      {Delegate{kNone, 77777, true}, "names formation #77777"},
  };
  for (const auto& [choice, says] : cases) {
    INFO(says);
    CHECK_THROWS_WITH(play_game("igor", 11, 0, {choice}, -1, true), Catch::Contains("saved choice 1") && Catch::Contains(says));
  }
  // A number that is not finite does not even get through the save's reading.
  for (SaveFormat format : {SaveFormat::binary, SaveFormat::json})
    CHECK_THROWS_AS(through_a_save({cases[1].first}, format), SaveError);
}

}  // namespace test_person
