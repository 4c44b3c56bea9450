// The play API's help in choosing (server/target_json.cpp), over real HTTP on loopback: each fire
// target's quote is the very shot the rules then throw (igor and the brigade-scale rule systems
// throw at once, jackson's volleys at the phase's end); a charge lists the supporters the rules
// allow (and, under igor, the friends it lets charge alongside), and one named against them is
// refused with the rule's reason; a move's reach is the
// rules' own; hot-seat says whose hand is on the army.
#include <string>

#include <catch2/catch.hpp>

#include "play_server_fixture.hpp"

namespace test_play_choices_api {

using namespace caisson;
using caisson::testing::battle_setup;
using caisson::testing::get_json;
using caisson::testing::next_state;
using caisson::testing::phase_allows;
using caisson::testing::post;
using caisson::testing::Served;
using caisson::testing::state_of;
using nlohmann::json;

namespace {

// The first of the side's units with a fire target the rules quote: {unit, its options' target}.
std::optional<std::pair<json, json>> quoted_shot(httplib::Client& c, const json& state, const std::string& side) {
  for (const json& u : state["units"]) {
    if (u["side"] != side || u["status"] != "on_table") continue;
    json fire = get_json(c, "/api/units/" + u["id"].dump())["kinds"]["fire"];
    if (!fire["allowed"].get<bool>()) continue;
    for (const json& t : fire["targets"])
      if (t.contains("quote") && t["quote"]["dice"].get<int>() > 0) return std::make_pair(u, t);
  }
  return std::nullopt;
}

// Each phase the commander plays for USA (bringing the lines together) until one of its units
// has a shot the rules quote: that unit and target, `s` the state it stands at.
std::optional<std::pair<json, json>> play_to_quoted_shot(httplib::Client& c, json& s) {
  for (int step = 0; step < 200 && s["outcome"].is_null(); ++step) {
    if (phase_allows(s, "fire"))
      if (auto shot = quoted_shot(c, s, "USA")) return shot;
    s = next_state(c, s, "/api/leave-phase");
  }
  return std::nullopt;
}

// The fire record of this firer at this target among the records from `from` on.
json fire_record(httplib::Client& c, std::size_t from, const json& firer, const json& target) {
  const json log = get_json(c, "/api/log?from=" + std::to_string(from));  // kept: the loop reads into it
  for (const json& r : log["records"])
    if (r["type"] == "fire" && r["unit"] == firer["name"] && r["target"] == target["name"]) return r;
  return nullptr;
}

// Ends phases (nothing done in them) until the named one; `s` the state there.
void end_phases_until(httplib::Client& c, json& s, const std::string& phase) {
  for (int step = 0; step < 10 && s["phase"]["name"] != phase; ++step) s = next_state(c, s, "/api/end-phase");
  REQUIRE(s["phase"]["name"] == phase);
}

json unit_named(const json& state, const std::string& name) {
  for (const json& u : state["units"])
    if (u["name"] == name) return u;
  FAIL("no unit " << name);
  return nullptr;
}

}  // namespace

TEST_CASE("play API: a fire target's quote is the shot the rules then throw", "[play][server]") {
  const std::string rules = GENERATE(as<std::string>{}, "igor", "minicampaign", "ap", "jackson");
  INFO("rules: " << rules);
  Served served(battle_setup("scripts/teaching_battle.lua", {true, false}, rules));
  auto c = served.client();
  json s = state_of(c);
  const auto shot = play_to_quoted_shot(c, s);
  REQUIRE(shot);
  const auto& [firer, target] = *shot;
  const json quote = target["quote"];
  const std::size_t from = get_json(c, "/api/log")["next"].get<std::size_t>();
  auto [status, fired] = post(c, "/api/act", json{{"version", s["version"]},
                                                  {"action", {{"kind", "fire"}, {"unit", firer["id"]}, {"target", target["id"]}}}}.dump());
  REQUIRE(status == 200);
  json record = fire_record(c, from, firer, target);
  // Volleys fired together (jackson) are thrown when the phase ends.
  if (record.is_null()) next_state(c, fired["state"], "/api/end-phase");
  record = fire_record(c, from, firer, target);
  REQUIRE(record.is_object());
  if (quote.contains("then") && quote["then"].get<std::string>().find("misfires") != std::string::npos)
    CHECK(record["dice"].get<int>() <= quote["dice"].get<int>());  // the misfires thrown out first
  else
    CHECK(record["dice"] == quote["dice"]);
  CHECK(record["hit_on"] == quote["hit_on"]);
  CHECK(record["counts"] == quote["counts"]);
  CHECK(record["range"] == quote["range"]);
  CHECK(record["parts"] == quote["parts"]);
}

TEST_CASE("play API: every rule system quotes its shots with parts that add up", "[play][server]") {
  const std::string rules = GENERATE(as<std::string>{}, "igor", "ap", "jackson", "minicampaign", "north");
  INFO("rules: " << rules);
  Served served(battle_setup("tests/data/charge_at_hand.lua", {true, false}, rules));
  auto c = served.client();
  json s = state_of(c);
  const auto shot = play_to_quoted_shot(c, s);
  REQUIRE(shot);
  const json q = shot->second["quote"];
  int sum = q["parts"]["table"].get<int>();
  for (const json& m : q["parts"]["modifiers"]) sum += m["amount"].get<int>();
  CHECK(sum == (q["counts"] == "dice" ? q["dice"] : q["hit_on"]));
}

TEST_CASE("play API: a charge with supporters the rules allow, and one named against them refused", "[play][server]") {
  Served served(battle_setup("tests/data/charge_at_hand.lua", {true, false}, "igor", 1));
  auto c = served.client();
  json s = state_of(c);
  end_phases_until(c, s, "charge");
  const json charger = unit_named(s, "1st Blue"), behind = unit_named(s, "2nd Blue"), far = unit_named(s, "3rd Blue");
  const json grey = unit_named(s, "1st Grey");

  json charge = get_json(c, "/api/units/" + charger["id"].dump())["kinds"]["charge"];
  REQUIRE(charge["allowed"] == true);
  CHECK(charge["names_supporters"] == true);
  json offered;
  for (const json& t : charge["targets"])
    if (t["id"] == grey["id"]) offered = t["supporters"];
  REQUIRE(offered.is_array());
  CHECK(offered == json::array({{{"id", behind["id"]}, {"name", "2nd Blue"}}}));  // not the 3rd, far off

  // Too far to charge anyone: each refusal names the reach.
  json too_far = get_json(c, "/api/units/" + far["id"].dump())["kinds"]["charge"];
  CHECK(too_far["allowed"] == false);
  REQUIRE(!too_far["refused"].empty());
  CHECK(too_far["refused"][0]["why_not"].get<std::string>().find("its charge reaches") != std::string::npos);

  // The 3rd Blue named as a supporter: refused, the rule's reason given, nothing changed.
  auto act = [&](const json& supporters) {
    return post(c, "/api/act", json{{"version", s["version"]},
                                    {"action", {{"kind", "charge"}, {"unit", charger["id"]}, {"target", grey["id"]},
                                                {"supporters", supporters}}}}.dump());
  };
  auto [refused, why] = act(json::array({far["id"]}));
  CHECK(refused == 422);
  CHECK(why["error"].get<std::string>().find("3rd Blue is not behind it") != std::string::npos);
  CHECK(state_of(c) == s);

  // With the 2nd Blue behind it: carried out, the supporter following the charge in.
  const std::size_t from = get_json(c, "/api/log")["next"].get<std::size_t>();
  auto [accepted, done] = act(json::array({behind["id"]}));
  REQUIRE(accepted == 200);
  bool declared = false, supported = false;
  const json after = get_json(c, "/api/log?from=" + std::to_string(from));
  for (const json& r : after["records"]) {
    declared = declared || (r["type"] == "charge" && r["unit"] == "1st Blue" && r["target"] == "1st Grey");
    supported = supported || (r["type"] == "move" && r["unit"] == "2nd Blue" && r["how"] == "support");
  }
  CHECK(declared);
  CHECK(supported);
}

TEST_CASE("play API: hot-seat says whose hand is on the army", "[play][server]") {
  Served served(battle_setup("tests/data/charge_at_hand.lua", {true, true}));
  auto c = served.client();
  json s = state_of(c);
  CHECK(s["hot_seat"] == true);
  CHECK(s["to_command"] == "USA");
  CHECK(s["to_command"] == s["phase"]["side"]);
  for (int step = 0; step < 20 && s["to_command"] == "USA"; ++step)
    s = next_state(c, s, "/api/end-phase");
  CHECK(s["to_command"] == "CSA");
  CHECK(s["to_command"] == s["phase"]["side"]);

  Served alone(battle_setup("tests/data/charge_at_hand.lua", {false, true}));
  auto a = alone.client();
  json one = state_of(a);
  CHECK(one["hot_seat"] == false);
  CHECK(one["to_command"] == "CSA");
}

TEST_CASE("play API: a move's reach is drawn from destinations the rules accept", "[play][server]") {
  Served served(battle_setup("tests/data/charge_at_hand.lua", {true, false}, "igor", 1));
  auto c = served.client();
  json s = state_of(c);
  end_phases_until(c, s, "general movement");
  const json mover = unit_named(s, "3rd Blue");
  const json move = get_json(c, "/api/units/" + mover["id"].dump())["kinds"]["move"];
  REQUIRE(move["allowed"] == true);
  const json reach = move["reach"];
  REQUIRE(reach.size() == 24);
  // Straight ahead (bearing 0): as far as the allowance on open ground, and the rules take it.
  const double x = mover["at"][0].get<double>(), y = mover["at"][1].get<double>();
  CHECK(reach[0][1].get<double>() - y == Approx(move["allowance"].get<double>()).margin(0.02));
  auto [status, moved] = post(c, "/api/act", json{{"version", s["version"]},
                                                  {"action", {{"kind", "move"}, {"unit", mover["id"]}, {"to", reach[0]},
                                                              {"facing", mover["facing"]}}}}.dump());
  CHECK(status == 200);
  CHECK(x == Approx(reach[0][0].get<double>()));
}

TEST_CASE("play API: igor offers friends to charge alongside, and they go in together", "[play][server]") {
  Served served(battle_setup("tests/data/charge_at_hand.lua", {true, false}, "igor", 1));
  auto c = served.client();
  json s = state_of(c);
  end_phases_until(c, s, "charge");
  const json charger = unit_named(s, "1st Blue"), fellow = unit_named(s, "2nd Blue"), grey = unit_named(s, "1st Grey");
  const json charge = get_json(c, "/api/units/" + charger["id"].dump())["kinds"]["charge"];
  CHECK(charge["names_fellows"] == true);
  json alongside;
  for (const json& t : charge["targets"])
    if (t["id"] == grey["id"]) alongside = t["alongside"];
  REQUIRE(alongside.is_array());
  CHECK(alongside == json::array({{{"id", fellow["id"]}, {"name", "2nd Blue"}}}));

  const std::size_t from = get_json(c, "/api/log")["next"].get<std::size_t>();
  auto [status, done] = post(c, "/api/act", json{{"version", s["version"]},
                                                 {"action", {{"kind", "charge"}, {"unit", charger["id"]}, {"target", grey["id"]},
                                                             {"with", json::array({fellow["id"]})}}}}.dump());
  REQUIRE(status == 200);
  int declared = 0;
  const json log = get_json(c, "/api/log?from=" + std::to_string(from));  // kept: the loop reads into it
  for (const json& r : log["records"])
    if (r["type"] == "charge" && r["target"] == "1st Grey" && (r["unit"] == "1st Blue" || r["unit"] == "2nd Blue")) ++declared;
  CHECK(declared == 2);
}

TEST_CASE("play API: rule systems without fellow chargers offer none", "[play][server]") {
  Served served(battle_setup("tests/data/charge_at_hand.lua", {true, false}, "minicampaign", 1));
  auto c = served.client();
  json s = state_of(c);
  for (int step = 0; step < 20 && s["outcome"].is_null() && !phase_allows(s, "charge"); ++step) s = next_state(c, s, "/api/end-phase");
  REQUIRE(phase_allows(s, "charge"));
  for (const json& u : s["units"]) {
    if (u["side"] != "USA" || u["status"] != "on_table") continue;
    const json charge = get_json(c, "/api/units/" + u["id"].dump())["kinds"]["charge"];
    CHECK(charge.value("names_fellows", false) == false);
    const json targets = charge.value("targets", json::array());
    for (const json& t : targets) CHECK(t["alongside"].empty());
  }
}

}  // namespace test_play_choices_api
