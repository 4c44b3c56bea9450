#pragma once
// What jackson keeps while a turn is played: the move deck and the card turned up, each
// brigade's command response, the move dice rolled, the attacks declared, the shots of the fire
// phase being played. All of it starts afresh every turn; it is part of the battle's
// JacksonState (engine/rules/jackson/jackson_state.hpp), saved with the battle.
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include <cereal/cereal.hpp>
#include <cereal/types/array.hpp>
#include <cereal/types/vector.hpp>

#include "engine/forces/unit.hpp"

namespace caisson::jackson {

struct Card {
  Side side = 0;
  FormationId formation = kNone;  // kNone: a bonus card

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("side", side), CEREAL_NVP_("formation", formation));
  }
};

enum class Response : std::uint8_t { not_drawn, moves, stays };

// A unit's move dice, rolled when its brigade may move: as many as its best move could use.
struct MoveRoll {
  static constexpr int kMost = 8;
  std::array<std::uint8_t, kMost> faces{};
  int count = 0;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("faces", faces), CEREAL_NVP_("count", count));
  }
};

struct Attack {
  UnitId attacker = kNone;
  UnitId target = kNone;
  bool flank = false;  // it began on or behind the line of the target's front: a rear/flank attack
  bool ended = false;  // halted, fell back, or its target gone

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("attacker", attacker), CEREAL_NVP_("target", target), CEREAL_NVP_("flank", flank),
       CEREAL_NVP_("ended", ended));
  }
};

struct Shot {
  UnitId firer = kNone;
  UnitId target = kNone;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("firer", firer), CEREAL_NVP_("target", target));
  }
};

struct TurnState {
  std::vector<Card> deck;
  std::uint64_t next_card = 0;
  Card card;                             // the card turned up
  std::vector<Response> response;        // per order-of-battle node
  FormationId bonus_brigade = kNone;     // the brigade that took the bonus card turned up
  std::vector<MoveRoll> move_dice;       // per unit
  std::vector<Attack> attacks;           // in the order declared; an attack that ends stays, marked
  std::vector<std::int32_t> attack_of;   // per unit: its attack going on (an index), -1 none
  std::vector<std::int32_t> attacks_on;  // per unit: how many attacks at it are going on
  std::vector<Shot> shots;               // this fire phase's, resolved together at its end
  std::vector<UnitId> last_target;       // per unit: what it last fired at this turn
  std::vector<bool> assisted;            // per unit: it has fired its one volley at an attacker of another
  std::vector<bool> routed_at_start;     // per unit: routing when the turn began (it may rally)
  int rounds = 0;                        // of the fire-fight

  void begin_turn(std::size_t units, std::size_t nodes) {
    deck.clear();
    next_card = 0;
    card = {};
    response.assign(nodes, Response::not_drawn);
    bonus_brigade = kNone;
    move_dice.assign(units, {});
    attacks.clear();
    attack_of.assign(units, -1);
    attacks_on.assign(units, 0);
    shots.clear();
    last_target.assign(units, kNone);
    assisted.assign(units, false);
    routed_at_start.assign(units, false);
    rounds = 0;
  }
  void declare(const Attack& a) {
    attack_of[static_cast<std::size_t>(a.attacker)] = static_cast<std::int32_t>(attacks.size());
    if (!a.ended) ++attacks_on[static_cast<std::size_t>(a.target)];
    attacks.push_back(a);
  }
  void end_attack(UnitId u) {
    if (static_cast<std::size_t>(u) >= attack_of.size()) return;
    std::int32_t& i = attack_of[static_cast<std::size_t>(u)];
    if (i >= 0) {
      Attack& a = attacks[static_cast<std::size_t>(i)];
      if (!a.ended) --attacks_on[static_cast<std::size_t>(a.target)];
      a.ended = true;
    }
    i = -1;
  }
  void end_all_attacks() {
    attacks.clear();
    std::fill(attack_of.begin(), attack_of.end(), -1);
    std::fill(attacks_on.begin(), attacks_on.end(), 0);
  }
  // Is anyone attacking `u`? (Most units are not: their search for an attacker stops here.)
  bool under_attack(UnitId u) const { return attacks_on[static_cast<std::size_t>(u)] > 0; }
  // Is `e` attacking someone other than `u`? (u may fire at it once: no fire-fight with it.)
  bool attacks_another(UnitId e, UnitId u) const {
    const Attack* a = attack_by(e);
    return a && a->target != u;
  }
  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("deck", deck), CEREAL_NVP_("next_card", next_card), CEREAL_NVP_("card", card),
       CEREAL_NVP_("response", response), CEREAL_NVP_("bonus_brigade", bonus_brigade), CEREAL_NVP_("move_dice", move_dice),
       CEREAL_NVP_("attacks", attacks), CEREAL_NVP_("attack_of", attack_of), CEREAL_NVP_("attacks_on", attacks_on),
       CEREAL_NVP_("shots", shots), CEREAL_NVP_("last_target", last_target), CEREAL_NVP_("assisted", assisted),
       CEREAL_NVP_("routed_at_start", routed_at_start), CEREAL_NVP_("rounds", rounds));
  }
  const Attack* attack_by(UnitId u) const {
    if (static_cast<std::size_t>(u) >= attack_of.size()) return nullptr;
    const std::int32_t i = attack_of[static_cast<std::size_t>(u)];
    return i < 0 ? nullptr : &attacks[static_cast<std::size_t>(i)];
  }
};

}  // namespace caisson::jackson
