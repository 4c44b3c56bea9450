// GET /api/story (server/turn_story.cpp): the turn as the replay reads it from the log, over real
// HTTP on loopback — a volley the person fires is an arrow from the firer to its target with the
// HITs the fire record gives, and a line telling it with the very faces thrown; asked again
// from the log's length it was read at (?from=N), an unchanged story comes back without turns.
#include <string>

#include <catch2/catch.hpp>

#include "play_server_fixture.hpp"

namespace test_play_story_api {

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

TEST_CASE("play API: the story's cursor answers an unchanged log without its turns", "[play][server]") {
  Served served(battle_setup("tests/data/charge_at_hand.lua", {true, false}, "igor", 1));
  auto c = served.client();
  const json s = state_of(c);
  const json first = get_json(c, "/api/story");
  const std::size_t records = get_json(c, "/api/log")["next"].get<std::size_t>();
  REQUIRE(first.contains("turns"));
  CHECK(first["next"] == records);
  CHECK_FALSE(first.contains("from"));

  // Nothing new: the story stands, and the answer says so by leaving the turns out.
  const std::string at = std::to_string(records);
  const json same = get_json(c, "/api/story?from=" + at);
  CHECK(same["from"] == records);
  CHECK(same["next"] == records);
  CHECK_FALSE(same.contains("turns"));
  // An older length (another tab's, a reloaded page's 0): the whole story.
  const json older = get_json(c, "/api/story?from=0");
  CHECK(older["turns"] == first["turns"]);

  // A volley: the log grew, and the story from the old length has it.
  auto [status, fired] = post(c, "/api/act", json{{"version", s["version"]},
                                                  {"action", {{"kind", "fire"}, {"unit", 3}, {"target", 5}}}}.dump());
  REQUIRE(status == 200);
  const json grown = get_json(c, "/api/story?from=" + at);
  REQUIRE(grown.contains("turns"));
  CHECK(grown["next"].get<std::size_t>() > records);
  CHECK(grown["next"] == get_json(c, "/api/log")["next"]);
  CHECK(grown["turns"] == get_json(c, "/api/story")["turns"]);
  bool volley = false;
  for (const json& a : grown["turns"].back()["arrows"]) volley = volley || a["kind"] == "fire";
  CHECK(volley);

  // A cursor that is not a record number is refused.
  for (const std::string bad : {"x", "-1", "", "1234567890", "3.5"}) {
    auto r = c.Get(("/api/story?from=" + bad).c_str());
    REQUIRE(r);
    INFO("from=" << bad);
    CHECK(r->status == 400);
    CHECK(json::parse(r->body)["error"] == "'from' must be a record number");
  }
}

}  // namespace test_play_story_api
