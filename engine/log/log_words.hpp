#pragma once
// One wording of the battle: each log record told as the sentence a reader follows ("5th
// Massachusetts fires on 4th Alabama at long range: 3 dice, 1 HIT."). The terminal's narrative
// (engine/play/narrative.cpp), the replay page and the play page (render/battle_log.cpp) all take
// their lines from here, worded from the record's log line alone, so they tell a battle alike and
// a replay read from a file says what the terminal said while it was played.
#include <optional>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace caisson {

// The record's sentence; none for the records that are drawn rather than told (the set-up, a
// turn's start and end, a courier on the road). Text the battle file wrote (names, titles, b:say)
// comes back as it was: each reader makes it safe for where it shows it.
std::optional<std::string> words_of(const nlohmann::json& line);

// What an order or a delivered order asks, as the lines tell it: "attack", "attack on henry_house"
// (a unit's description on the replay page gives its brigade's order in the same words).
std::string order_words(const nlohmann::json& line);

}  // namespace caisson
