#pragma once
// The local play server: the JSON API over a PlayedGame (docs/play.md) and the play page, on
// cpp-httplib. It listens on the loopback address unless told otherwise.
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>

#include "server/played_game.hpp"
#include "server/story_reader.hpp"

namespace httplib {
class Server;
}

namespace caisson::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 0;  // 0: any free port
  std::filesystem::path save_dir = "saves";
};

class PlayServer {
 public:
  PlayServer(PlayedGame& game, ServerOptions options);
  ~PlayServer();
  PlayServer(const PlayServer&) = delete;
  PlayServer& operator=(const PlayServer&) = delete;

  // Binds to the host and port; returns the port. Throws std::runtime_error when it cannot.
  int bind();
  // Answers requests until stop() (from another thread or a signal handler's thread).
  void serve();
  void stop();

 private:
  void add_routes();
  PlayedGame& game_;
  ServerOptions options_;
  std::unique_ptr<httplib::Server> http_;
  std::mutex story_mutex_;
  StoryReader story_;  // GET /api/story's reading of the log so far
};

}  // namespace caisson::server
