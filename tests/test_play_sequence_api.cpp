// The play API follows each rule system's own sequence (Ruleset::sequence_state, server/
// sequence_json.cpp), over real HTTP on loopback: jackson's card turned and the cards left change
// card by card; ap's action points are told unit by unit and fall as a unit spends them;
// minicampaign tells each unit's activation; every rule system answers.
#include <optional>
#include <string>

#include <catch2/catch.hpp>

#include "play_server_fixture.hpp"

namespace test_play_sequence_api {

using namespace caisson;
using caisson::testing::battle_setup;
using caisson::testing::get_json;
using caisson::testing::next_state;
using caisson::testing::post;
using caisson::testing::Served;
using caisson::testing::state_of;
using nlohmann::json;

namespace {

// The value of the fact under `key` among `facts`, or null.
json sequence_fact(const json& facts, const std::string& key) {
  for (const json& f : facts)
    if (f["key"] == key) return f["value"];
  return nullptr;
}

}  // namespace

TEST_CASE("play API: jackson's card turned and the cards left, card by card", "[play][server]") {
  Served served(battle_setup("scripts/teaching_battle.lua", {true, false}, "jackson"));
  auto c = served.client();
  json s = state_of(c);
  REQUIRE(s["phase"]["name"] == "movement");
  const json facts = s["sequence_state"];
  const json card = sequence_fact(facts, "card");
  const json left = sequence_fact(facts, "cards_left");
  REQUIRE(card.is_string());
  REQUIRE(left.is_number_integer());
  // The person is asked at their own cards: the card turned is their side's.
  CHECK(sequence_fact(facts, "card_side") == s["phase"]["side"]);
  CHECK(card.get<std::string>().find("(USA)") != std::string::npos);
  // A unit on the card has its move dice told.
  bool dice_told = false;
  for (const json& u : s["units"]) dice_told = dice_told || sequence_fact(u["sequence_state"], "move_dice").is_string();
  CHECK(dice_told);
  // Ending the person's part of this card turns up the next: fewer cards left, or the movement
  // phase over (its cards run through).
  const json after = next_state(c, s, "/api/end-phase");
  if (after["phase"]["name"] == "movement" && after["turn"] == s["turn"]) {
    CHECK(sequence_fact(after["sequence_state"], "cards_left").get<int>() < left.get<int>());
  } else {
    CHECK(sequence_fact(after["sequence_state"], "card").is_null());  // no card outside the movement phase
  }
}

TEST_CASE("play API: jackson's fire-fight tells its round", "[play][server]") {
  Served served(battle_setup("scripts/teaching_battle.lua", {true, false}, "jackson"));
  auto c = served.client();
  json s = state_of(c);
  int fire_fights = 0;
  for (int step = 0; step < 300 && s["outcome"].is_null() && fire_fights == 0; ++step) {
    if (s["phase"]["name"] == "fire-fight") {
      ++fire_fights;
      CHECK(sequence_fact(s["sequence_state"], "round").get<int>() >= 1);
    }
    s = next_state(c, s, "/api/leave-phase");
  }
  CHECK(fire_fights > 0);
}

TEST_CASE("play API: ap's action points, unit by unit, fall as a unit spends them", "[play][server]") {
  Served served(battle_setup("scripts/teaching_battle.lua", {true, false}, "ap"));
  auto c = served.client();
  json s = state_of(c);
  for (int step = 0; step < 5 && s["phase"]["name"] != "movement"; ++step) s = next_state(c, s, "/api/end-phase");
  REQUIRE(s["phase"]["name"] == "movement");
  // Every unit of the side acting has its motivation told; a motivated one its points left.
  std::optional<json> mover;
  for (const json& u : s["units"]) {
    if (u["side"] != "USA" || u["status"] != "on_table") continue;
    CHECK(sequence_fact(u["sequence_state"], "motivation").is_string());
    const json points = sequence_fact(u["sequence_state"], "points");
    if (!mover && points.is_number_integer() && points.get<int>() > 1) {
      const json move = get_json(c, "/api/units/" + u["id"].dump())["kinds"]["move"];
      if (move["allowed"] == true && !move["reach"].empty()) mover = u;
    }
  }
  REQUIRE(mover);
  const int before = sequence_fact((*mover)["sequence_state"], "points").get<int>();
  const json reach = get_json(c, "/api/units/" + (*mover)["id"].dump())["kinds"]["move"]["reach"];
  auto [status, moved] = post(c, "/api/act", json{{"version", s["version"]},
                                                  {"action", {{"kind", "move"}, {"unit", (*mover)["id"]}, {"to", reach[0]},
                                                              {"facing", (*mover)["facing"]}}}}.dump());
  REQUIRE(status == 200);
  const json after = moved["state"]["units"][(*mover)["id"].get<std::size_t>()];
  const json points_after = sequence_fact(after["sequence_state"], "points");
  // Spent: fewer left (or none told, the turn having passed to the other side).
  if (points_after.is_number_integer()) CHECK(points_after.get<int>() < before);
  else CHECK(moved["state"]["phase"]["side"] != "USA");
}

TEST_CASE("play API: every rule system tells its sequence", "[play][server]") {
  const std::string rules = GENERATE(as<std::string>{}, "igor", "ap", "jackson", "minicampaign", "north");
  INFO("rules: " << rules);
  Served served(battle_setup("scripts/teaching_battle.lua", {true, false}, rules));
  auto c = served.client();
  const json s = state_of(c);
  REQUIRE(s["sequence_state"].is_array());
  for (const json& u : s["units"]) REQUIRE(u["sequence_state"].is_array());
  for (const json& f : s["sequence_state"]) {
    CHECK(f["key"].is_string());
    CHECK(f["label"].is_string());
    CHECK((f["value"].is_string() || f["value"].is_number_integer()));
  }
  if (rules == "minicampaign") {
    bool told = false;
    for (const json& u : s["units"]) told = told || sequence_fact(u["sequence_state"], "activation").is_string();
    CHECK(told);
  }
}

}  // namespace test_play_sequence_api
