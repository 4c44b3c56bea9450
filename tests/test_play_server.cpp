// The play server's JSON API (server/): a person plays the teaching battle's USA through HTTP on a
// free loopback port. Every bad request — malformed, for the other side's units, out of phase,
// stale, or made twice at once from two tabs — is refused with a 4xx and a message, and the game
// is untouched; a save taken from the API resumes to the same state.
#include <filesystem>
#include <memory>
#include <string>
#include <thread>

#include <catch2/catch.hpp>

#include "engine/persist/play_save.hpp"
#include "play_server_fixture.hpp"

namespace test_play_server {

using namespace caisson;
using caisson::testing::phase_allows;
using caisson::testing::post;
using caisson::testing::Served;
using caisson::testing::state_of;
using caisson::testing::teaching_setup;
using nlohmann::json;

namespace {

// A unit of the side, present on the table.
int unit_of(const json& state, const std::string& side) {
  for (const json& u : state["units"])
    if (u["side"] == side && u["status"] == "on_table") return u["id"].get<int>();
  FAIL("no unit of " << side);
  return -1;
}

}  // namespace

TEST_CASE("play server: the state, a unit's options and the log", "[play][server]") {
  Served served(teaching_setup({true, false}));
  auto c = served.client();
  json s = state_of(c);
  CHECK(s["waiting"] == true);
  CHECK(s["version"] == 0);
  CHECK(s["person"] == json::array({"USA"}));
  CHECK(s["phase"]["side"] == "USA");
  CHECK(!s["units"].empty());
  auto page = c.Get("/");
  REQUIRE(page);
  CHECK(page->status == 200);
  CHECK(page->body.find("<html") != std::string::npos);
  auto options = c.Get(("/api/units/" + std::to_string(unit_of(s, "USA"))).c_str());
  REQUIRE(options);
  CHECK(options->status == 200);
  json o = json::parse(options->body);
  CHECK(o["kinds"].contains("fire"));
  CHECK(o["kinds"].contains("move"));
  auto log = c.Get("/api/log?from=0");
  REQUIRE(log);
  json l = json::parse(log->body);
  CHECK(l["records"][0]["type"] == "battle");
  CHECK(c.Get("/api/units/99999")->status == 404);
  CHECK(c.Get("/api/log?from=x")->status == 400);
  CHECK(c.Get("/api/nothing")->status == 404);
}

TEST_CASE("play server: bad requests are refused with a 4xx and a message, the game untouched", "[play][server]") {
  Served served(teaching_setup({true, false}));
  auto c = served.client();
  const json before = state_of(c);
  const int mine = unit_of(before, "USA");
  const int theirs = unit_of(before, "CSA");
  auto refused = [&](const std::string& path, const std::string& body, int status) {
    INFO(path << " " << body);
    auto [got, answer] = post(c, path, body);
    CHECK(got == status);
    CHECK(answer.contains("error"));
    CHECK(!answer["error"].get<std::string>().empty());
    CHECK(state_of(c) == before);
  };
  // Malformed.
  refused("/api/act", "not json", 400);
  refused("/api/act", "[1,2]", 400);
  refused("/api/act", "{}", 400);
  refused("/api/act", json{{"action", {{"kind", "rally"}, {"unit", mine}}}}.dump(), 400);  // no version
  refused("/api/act", json{{"version", 0}, {"action", {{"kind", "dance"}, {"unit", mine}}}}.dump(), 400);
  refused("/api/act", json{{"version", 0}, {"action", {{"kind", "rally"}, {"unit", "first"}}}}.dump(), 400);
  refused("/api/act", json{{"version", 0}, {"action", {{"kind", "move"}, {"unit", mine}, {"to", {1}}}}}.dump(), 400);
  refused("/api/act", json{{"version", -1}, {"action", {{"kind", "rally"}, {"unit", mine}}}}.dump(), 400);
  refused("/api/leave", json{{"version", 0}}.dump(), 400);
  refused("/api/save", json{{"name", "../escape"}}.dump(), 400);
  refused("/api/save", json{{"name", ".hidden"}}.dump(), 400);
  refused("/api/save", json{{"name", std::string(65, 'a')}}.dump(), 400);
  refused("/api/save", json{{"name", "a/b"}}.dump(), 400);
  // The other side's units, and a unit there is none of.
  refused("/api/act", json{{"version", 0}, {"action", {{"kind", "rally"}, {"unit", theirs}}}}.dump(), 403);
  refused("/api/leave", json{{"version", 0}, {"unit", theirs}}.dump(), 403);
  refused("/api/act", json{{"version", 0}, {"action", {{"kind", "rally"}, {"unit", 5000}}}}.dump(), 422);
  // Out of phase: an action the present phase does not allow names the phase.
  std::string not_now = phase_allows(before, "charge") ? "move" : "charge";
  json act = {{"version", 0}, {"action", {{"kind", not_now}, {"unit", mine}, {"target", theirs}, {"to", {30, 10}}}}};
  {
    auto [status, answer] = post(c, "/api/act", act.dump());
    CHECK(status == 422);
    CHECK(answer["error"].get<std::string>().find("phase") != std::string::npos);
    CHECK(state_of(c) == before);
  }
  // An order in words the rules do not have.
  refused("/api/order", json{{"version", 0}, {"formation", before["units"][mine]["brigade"]}, {"order", "dance"}}.dump(), 422);
  // Stale: a request made at an older version, after the game moved on.
  auto [moved, answer] = post(c, "/api/end-phase", json{{"version", 0}}.dump());
  REQUIRE(moved == 200);
  const json after = state_of(c);
  CHECK(after["version"] == 1);
  {
    auto [status, stale] = post(c, "/api/end-phase", json{{"version", 0}}.dump());
    CHECK(status == 409);
    CHECK(stale["error"].get<std::string>().find("moved on") != std::string::npos);
    CHECK(state_of(c) == after);
  }
}

TEST_CASE("play server: two tabs acting at once: one is carried out, the other is stale", "[play][server]") {
  Served served(teaching_setup({true, false}));
  const json before = [&] {
    auto c = served.client();
    return state_of(c);
  }();
  int statuses[2] = {0, 0};
  std::thread tabs[2];
  for (int i = 0; i < 2; ++i)
    tabs[i] = std::thread([&, i] {
      auto c = served.client();
      auto r = c.Post("/api/end-phase", json{{"version", before["version"]}}.dump(), "application/json");
      statuses[i] = r ? r->status : -1;
    });
  for (auto& t : tabs) t.join();
  CHECK(std::min(statuses[0], statuses[1]) == 200);
  CHECK(std::max(statuses[0], statuses[1]) == 409);
  auto c = served.client();
  CHECK(state_of(c)["version"] == before["version"].get<int>() + 1);
}

TEST_CASE("play server: orders, fire, leaving to the commander, and a save that resumes where it stood", "[play][server]") {
  std::vector<Choice> saved_choices;
  json at_save;
  {
    Served served(teaching_setup({true, false}));
    auto c = served.client();
    json s = state_of(c);
    const int mine = unit_of(s, "USA");
    const int brigade = s["units"][mine]["brigade"].get<int>();
    auto [ordered, o] = post(c, "/api/order", json{{"version", s["version"]}, {"formation", brigade}, {"order", "attack"},
                                                    {"objective", "sandy_ridge_wall"}}.dump());
    REQUIRE(ordered == 200);
    CHECK(o["state"]["couriers"].size() == 1);
    s = o["state"];
    // The last USA brigade is left to the commander.
    int last_brigade = -1;
    for (const json& f : s["formations"])
      if (f["side"] == "USA" && f["echelon"] == "brigade") last_brigade = f["id"].get<int>();
    auto [left, l] = post(c, "/api/leave", json{{"version", s["version"]}, {"formation", last_brigade}}.dump());
    REQUIRE(left == 200);
    s = l["state"];
    // Fire where the rules allow it, else end phases until they do: a turn or two.
    for (int tries = 0; tries < 40 && s["outcome"].is_null(); ++tries) {
      bool fired = false;
      if (phase_allows(s, "fire"))
        for (const json& u : s["units"]) {
          if (u["side"] != "USA" || u["status"] != "on_table") continue;
          json opts = json::parse(c.Get(("/api/units/" + u["id"].dump()).c_str())->body);
          if (!opts["kinds"]["fire"]["allowed"].get<bool>()) continue;
          json target = opts["kinds"]["fire"]["targets"][0];
          CHECK(target.contains("expected_hits"));
          auto [status, f] = post(c, "/api/act", json{{"version", s["version"]},
                                                       {"action", {{"kind", "fire"}, {"unit", u["id"]}, {"target", target["id"]}}}}.dump());
          CHECK(status == 200);
          s = f["state"];
          fired = true;
          break;
        }
      if (fired) break;
      auto [status, e] = post(c, "/api/end-phase", json{{"version", s["version"]}}.dump());
      REQUIRE(status == 200);
      s = e["state"];
    }
    auto [status, sv] = post(c, "/api/save", json{{"name", "mid-game"}}.dump());
    REQUIRE(status == 200);
    PlaySave save = read_play_save(sv["saved"].get<std::string>());
    CHECK(save.choices.size() == s["version"].get<std::size_t>());
    saved_choices = save.choices;
    at_save = state_of(c);
  }
  Served resumed(teaching_setup({true, false}, saved_choices));
  auto c = resumed.client();
  CHECK(state_of(c) == at_save);
}

}  // namespace test_play_server
