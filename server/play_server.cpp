#include "server/play_server.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

#include <fmt/format.h>
#include <httplib.h>
#include <nlohmann/json.hpp>

#include "engine/persist/save_file.hpp"
#include "server/choice_request.hpp"
#include "server/game_json.hpp"
#include "server/play_page.hpp"

namespace caisson::server {
namespace {

using nlohmann::json;

void reply(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_content(body.dump(), "application/json");
}

void refuse(httplib::Response& res, int status, const std::string& why) { reply(res, status, json{{"error", why}}); }

// 403 when the choice is about a side the built-in commander plays; else nothing.
std::optional<std::string> not_the_persons(const GameView& g, const Choice& c) {
  const Battle& b = g.battle;
  auto side_played = [&](Side s, const std::string& name) -> std::optional<std::string> {
    if (g.person[s]) return std::nullopt;
    return fmt::format("{} is {}'s, and the built-in commander plays {}", name, b.side_name(s), b.side_name(s));
  };
  auto unit = [&](UnitId id) -> std::optional<std::string> {
    if (id < 0 || static_cast<std::size_t>(id) >= b.units.size()) return std::nullopt;  // the rules say there is none
    return side_played(b.unit(id).side, b.unit(id).name);
  };
  auto formation = [&](FormationId id) -> std::optional<std::string> {
    if (id < 0 || static_cast<std::size_t>(id) >= b.oob.nodes().size()) return std::nullopt;
    return side_played(b.oob.node(id).side, b.oob.node(id).name);
  };
  if (const Act* a = std::get_if<Act>(&c)) return unit(actor_of(a->action));
  if (const GiveOrder* o = std::get_if<GiveOrder>(&c)) return formation(o->order.to);
  if (const Delegate* d = std::get_if<Delegate>(&c)) return d->unit != kNone ? unit(d->unit) : formation(d->formation);
  return std::nullopt;
}

using RequestReader = ChoiceRequest (*)(const json&);

// A query's record number ("from"): digits only, at most nine.
std::optional<std::size_t> record_number(const std::string& f) {
  if (f.empty() || f.size() > 9 || f.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoul(f);
}

// A save's name: letters, digits, '-', '_' and '.', not starting with a dot; no folders.
bool good_save_name(const std::string& name) {
  // Checked by hand, not by std::regex: GCC 12 warns falsely inside <regex> under the sanitizers.
  const auto allowed = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.'; };
  return !name.empty() && name.size() <= 64 && name.front() != '.' && std::all_of(name.begin(), name.end(), allowed);
}

}  // namespace

PlayServer::PlayServer(PlayedGame& game, ServerOptions options)
    : game_(game), options_(std::move(options)), http_(std::make_unique<httplib::Server>()) {
  add_routes();
}

PlayServer::~PlayServer() { stop(); }

int PlayServer::bind() {
  int port = options_.port;
  if (port == 0) {
    port = http_->bind_to_any_port(options_.host);
    if (port < 0) throw std::runtime_error(fmt::format("cannot listen on {}", options_.host));
  } else if (!http_->bind_to_port(options_.host, port)) {
    throw std::runtime_error(fmt::format("cannot listen on {}:{} (in use, or not an address of this machine?)", options_.host, port));
  }
  return port;
}

void PlayServer::serve() { http_->listen_after_bind(); }

void PlayServer::stop() {
  if (http_) http_->stop();
}

void PlayServer::add_routes() {
  httplib::Server& http = *http_;
  http.Get("/", [](const httplib::Request&, httplib::Response& res) { res.set_content(play_page_html(), "text/html; charset=utf-8"); });

  http.Get("/api/state", [this](const httplib::Request&, httplib::Response& res) {
    game_.inspect([&](const GameView& g) { reply(res, 200, state_json(g)); });
  });

  http.Get(R"(/api/units/(\d{1,9}))", [this](const httplib::Request& req, httplib::Response& res) {
    UnitId id = std::stoi(req.matches[1]);
    game_.inspect([&](const GameView& g) {
      if (static_cast<std::size_t>(id) >= g.battle.units.size()) return refuse(res, 404, fmt::format("there is no unit #{}", id));
      reply(res, 200, unit_options_json(g, id));
    });
  });

  http.Get("/api/log", [this](const httplib::Request& req, httplib::Response& res) {
    std::size_t from = 0;
    if (req.has_param("from")) {
      if (auto n = record_number(req.get_param_value("from"))) from = *n;
      else return refuse(res, 400, "'from' must be a record number");
    }
    std::istringstream lines(game_.log_text());
    json records = json::array();
    std::size_t n = 0;
    for (std::string line; std::getline(lines, line); ++n)
      if (n >= from) records.push_back(json::parse(line, nullptr, false));
    reply(res, 200, json{{"from", from}, {"next", std::max(n, from)}, {"records", records}});
  });

  // ?from=N: the "next" of an earlier answer; while the log holds N records still, the story
  // has not changed and the answer leaves "turns" out.
  http.Get("/api/story", [this](const httplib::Request& req, httplib::Response& res) {
    std::optional<std::size_t> from;
    if (req.has_param("from")) {
      from = record_number(req.get_param_value("from"));
      if (!from) return refuse(res, 400, "'from' must be a record number");
    }
    try {
      std::lock_guard lock(story_mutex_);
      story_.add(game_.log_text(story_.bytes()));
      json answer{{"next", story_.records()}};
      if (from) answer["from"] = *from;
      if (from != story_.records()) answer["turns"] = story_.turns();
      reply(res, 200, answer);
    } catch (const std::exception& e) {  // the log unreadable: a fault of the engine's, not the request's
      refuse(res, 500, e.what());
    }
  });

  http.Get("/api/log.jsonl", [this](const httplib::Request&, httplib::Response& res) {
    res.set_content(game_.log_text(), "application/x-ndjson");
  });

  auto choice_route = [this](RequestReader read) {
    return [this, read](const httplib::Request& req, httplib::Response& res) {
      ChoiceRequest r;
      try {
        r = read(parse_body(req.body));
      } catch (const BadRequest& e) {
        return refuse(res, 400, e.what());
      }
      std::optional<std::string> not_yours;
      game_.inspect([&](const GameView& g) { not_yours = not_the_persons(g, r.choice); });
      if (not_yours) return refuse(res, 403, *not_yours);
      ChoiceResult result = game_.choose(r.choice, r.version);
      switch (result.answer) {
        case ChoiceAnswer::refused: return refuse(res, 422, result.reason);
        case ChoiceAnswer::stale:
        case ChoiceAnswer::over: return refuse(res, 409, result.reason);
        case ChoiceAnswer::accepted: break;
      }
      game_.inspect([&](const GameView& g) { reply(res, 200, json{{"accepted", true}, {"state", state_json(g)}}); });
    };
  };
  http.Post("/api/act", choice_route(&act_request));
  http.Post("/api/order", choice_route(&order_request));
  http.Post("/api/leave", choice_route([](const json& j) { return delegate_request(j, true); }));
  http.Post("/api/take-back", choice_route([](const json& j) { return delegate_request(j, false); }));
  http.Post("/api/end-phase", choice_route([](const json& j) { return end_phase_request(j, false); }));
  http.Post("/api/leave-phase", choice_route([](const json& j) { return end_phase_request(j, true); }));

  http.Post("/api/save", [this](const httplib::Request& req, httplib::Response& res) {
    std::string name;
    try {
      json body = req.body.empty() ? json::object() : parse_body(req.body);
      if (auto it = body.find("name"); it != body.end()) {
        if (!it->is_string()) throw BadRequest("'name' must be a string");
        name = it->get<std::string>();
      }
    } catch (const BadRequest& e) {
      return refuse(res, 400, e.what());
    }
    PlaySave save = game_.save();
    if (name.empty()) name = fmt::format("{}-{}-turn{}", std::filesystem::path(save.battle_file).stem().string(), save.seed, save.turn);
    if (!good_save_name(name))
      return refuse(res, 400, fmt::format("'{}' cannot name a save: letters, digits, '-', '_' and '.' only", name));
    std::filesystem::path path = options_.save_dir / (name + ".save");
    try {
      std::filesystem::create_directories(options_.save_dir);
      write_play_save(path, save, SaveFormat::binary);
    } catch (const std::exception& e) {
      return refuse(res, 500, fmt::format("cannot save: {}", e.what()));
    }
    reply(res, 200, json{{"saved", path.string()}, {"turn", save.turn}, {"phase", save.phase}, {"choices", save.choices.size()}});
  });

  http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.body.empty()) res.set_content(json{{"error", fmt::format("HTTP {}", res.status)}}.dump(), "application/json");
  });
  http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
    std::string what = "unknown error";
    try {
      std::rethrow_exception(ep);
    } catch (const std::exception& e) {
      what = e.what();
    } catch (...) {
    }
    refuse(res, 500, what);
  });
}

}  // namespace caisson::server
