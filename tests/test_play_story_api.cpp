// GET /api/story (server/turn_story.cpp): the turn as the replay reads it from the log, over real
// HTTP on loopback — a volley the person fires is an arrow from the firer to its target with the
// HITs the fire record gives, and a line telling it with the very faces thrown.
#include <string>

#include <catch2/catch.hpp>

#include "play_server_fixture.hpp"

using namespace caisson;
using caisson::testing::battle_setup;
using caisson::testing::get_json;
using caisson::testing::post;
using caisson::testing::Served;
using caisson::testing::state_of;
using nlohmann::json;

TEST_CASE("play API: the story draws a volley as an arrow and tells it with its dice", "[play][server]") {
  Served served(battle_setup("tests/data/charge_at_hand.lua", {true, false}, "igor", 1));
  auto c = served.client();
  const json s = state_of(c);
  REQUIRE(s["phase"]["name"] == "artillery");
  const json before = get_json(c, "/api/story");
  REQUIRE(before["turns"].size() == 1);
  CHECK(before["turns"][0]["turn"] == 1);
  CHECK(before["turns"][0]["arrows"].empty());

  // Clark's guns (unit 3) fire on the 2nd Grey (unit 5).
  const std::size_t from = get_json(c, "/api/log")["next"].get<std::size_t>();
  auto [status, fired] = post(c, "/api/act", json{{"version", s["version"]},
                                                  {"action", {{"kind", "fire"}, {"unit", 3}, {"target", 5}}}}.dump());
  REQUIRE(status == 200);
  json record;
  const json log = get_json(c, "/api/log?from=" + std::to_string(from));  // kept: the loop reads into it
  for (const json& r : log["records"])
    if (r["type"] == "fire") record = r;
  REQUIRE(record.is_object());

  const json story = get_json(c, "/api/story");
  const json turn = story["turns"].back();
  json arrow, line;
  for (const json& a : turn["arrows"])
    if (a["kind"] == "fire") arrow = a;
  for (const json& l : turn["lines"])
    if (l["kind"] == "fire") line = l;
  REQUIRE(arrow.is_object());
  CHECK(arrow["unit"] == 3);
  CHECK(arrow["target"] == 5);
  CHECK(arrow["hits"] == record["hits"]);
  CHECK(arrow["from"] == json::array({30.0, 6.0}));  // where Clark's stood
  REQUIRE(line.is_object());
  CHECK(line["text"].get<std::string>().find("Clark's fires on 2nd Grey") == 0);
  CHECK(line["dice"] == record["faces"]);
  // A morale test that followed tells the 2D6 it threw.
  for (const json& l : turn["lines"])
    if (l["kind"] == "morale") CHECK(l["dice"].size() == 2);
}
