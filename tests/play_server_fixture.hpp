#pragma once
// A played game behind the play server on a free loopback port, for API tests that speak real
// HTTP (tests/test_play_server.cpp, tests/test_play_choices_api.cpp).
#include <unistd.h>

#include <array>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <httplib.h>
#include <nlohmann/json.hpp>

#include "bindings/battle_loader.hpp"
#include "server/play_server.hpp"

namespace caisson::testing {

// A battle file of the source tree (relative to it), played by a person on the sides marked,
// under its own rules or `rules`.
inline server::GameSetup battle_setup(const std::string& file, std::array<bool, 2> person, const std::string& rules = "",
                                      std::uint64_t seed = 5, std::vector<Choice> saved = {}) {
  std::filesystem::path root = CAISSON_SOURCE_ROOT;
  server::GameSetup g;
  g.loaded = lua::load_battle(root / file, root);
  if (!rules.empty()) g.loaded.scenario->rules = rules;
  g.battle_file = file;
  g.content_root = root.string();
  g.seed = seed;
  g.person = person;
  g.saved = std::move(saved);
  return g;
}

inline server::GameSetup teaching_setup(std::array<bool, 2> person, std::vector<Choice> saved = {}) {
  return battle_setup("scripts/teaching_battle.lua", person, "", 5, std::move(saved));
}

// A game and its server on a free port, answering on a thread of their own.
struct Served {
  std::filesystem::path saves = std::filesystem::temp_directory_path() / ("caisson-play-" + std::to_string(::getpid()));
  std::unique_ptr<server::PlayedGame> game;
  std::unique_ptr<server::PlayServer> http;
  std::thread serving;
  int port = 0;

  explicit Served(server::GameSetup setup) {
    game = std::make_unique<server::PlayedGame>(std::move(setup));
    http = std::make_unique<server::PlayServer>(*game, server::ServerOptions{"127.0.0.1", 0, saves});
    port = http->bind();
    serving = std::thread([this] { http->serve(); });
  }
  ~Served() {
    http->stop();
    serving.join();
    std::filesystem::remove_all(saves);
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", port);
    c.set_read_timeout(30, 0);
    return c;
  }
};

inline nlohmann::json state_of(httplib::Client& c) {
  auto r = c.Get("/api/state");
  REQUIRE(r);
  REQUIRE(r->status == 200);
  return nlohmann::json::parse(r->body);
}

inline std::pair<int, nlohmann::json> post(httplib::Client& c, const std::string& path, const std::string& body) {
  auto r = c.Post(path.c_str(), body, "application/json");
  REQUIRE(r);
  return {r->status, nlohmann::json::parse(r->body, nullptr, false)};
}

inline nlohmann::json get_json(httplib::Client& c, const std::string& path) {
  auto r = c.Get(path.c_str());
  REQUIRE(r);
  REQUIRE(r->status == 200);
  return nlohmann::json::parse(r->body);
}

// Does the present phase allow this kind of action?
inline bool phase_allows(const nlohmann::json& state, const std::string& kind) {
  for (const nlohmann::json& k : state["phase"]["allowed"])
    if (k == kind) return true;
  return false;
}

// The state after ending the phase ("/api/end-phase") or leaving it to the commander
// ("/api/leave-phase") at the state's version.
inline nlohmann::json next_state(httplib::Client& c, const nlohmann::json& state, const std::string& path) {
  auto [status, answer] = post(c, path, nlohmann::json{{"version", state["version"]}}.dump());
  REQUIRE(status == 200);
  return answer["state"];
}

}  // namespace caisson::testing
