#pragma once
// A game a person is playing: the battle, its commanders and the person's controllers, with the
// sequence-of-play driver on a thread of its own. At each of the person's decision points the
// driver thread waits (ChoiceSource::next blocks) until a request brings a choice; every request
// looks at the battle only while the driver waits, so nothing is read half-changed. A resumed
// game starts by playing its saved choices again (engine/play/replayed_choices.hpp).
#include <array>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "bindings/battle_loader.hpp"
#include "engine/ai/army_command.hpp"
#include "engine/persist/play_save.hpp"
#include "engine/play/battle.hpp"
#include "engine/play/person.hpp"
#include "engine/play/replayed_choices.hpp"

namespace caisson::server {

struct GameSetup {
  lua::LoadedBattle loaded;
  std::string battle_file;   // as first played, for the save
  std::string content_root;
  std::uint64_t seed = 0;
  std::array<bool, 2> person{};  // the sides a person plays
  CommanderNames commanders = default_commanders();
  std::vector<Choice> saved;  // a resumed game's choices, played again first
  std::string log_file;       // where the whole JSON Lines log goes once the battle ends ("": nowhere)
};

// What a request finds while the driver waits: read-only, valid for the call it is given to.
struct GameView {
  const Battle& battle;
  const Decision* decision;  // nullptr once the battle is over
  const std::array<bool, 2>& person;
  std::uint64_t version;     // the number of choices accepted so far
  const std::string& error;  // what stopped the engine, if anything did
};

enum class ChoiceAnswer { accepted, refused, stale, over };
struct ChoiceResult {
  ChoiceAnswer answer = ChoiceAnswer::accepted;
  std::string reason;  // why refused, stale or over
};

class PlayedGame {
 public:
  // Starts the battle and returns once it waits at its first decision (or has ended). Throws
  // ReplayDiverged when a resumed game's choices do not fit its battle.
  explicit PlayedGame(GameSetup setup);
  ~PlayedGame();
  PlayedGame(const PlayedGame&) = delete;
  PlayedGame& operator=(const PlayedGame&) = delete;

  // Calls `look` with the game as it stands, while the driver waits.
  void inspect(const std::function<void(const GameView&)>& look);
  // Makes a choice at the present decision if `version` is the present one and the rules accept
  // it; returns once the driver waits again. A refused or stale choice changes nothing.
  ChoiceResult choose(const Choice& c, std::uint64_t version);
  // The save of the game as it stands: its choices so far.
  PlaySave save();
  // The JSON Lines log so far, one record a line; or only what follows its first `from` bytes.
  std::string log_text();
  std::string log_text(std::size_t from);

 private:
  class LiveFeed;
  void drive();
  void wait_until_idle(std::unique_lock<std::mutex>& lock);
  void write_log_file();

  GameSetup setup_;
  std::shared_ptr<Battle> battle_;
  std::mutex mutex_;
  std::condition_variable changed_;
  bool running_ = true;      // the driver thread is playing (the battle must not be read)
  bool over_ = false;        // the driver thread has finished
  bool closing_ = false;
  const Decision* parked_ = nullptr;
  std::optional<Choice> pending_;
  std::optional<Verdict> verdict_;
  std::string error_;
  ChoiceRecord record_;
  char* log_buffer_ = nullptr;
  std::size_t log_size_ = 0;
  std::FILE* log_stream_ = nullptr;
  std::unique_ptr<LogObserver> log_writer_;
  std::unique_ptr<LiveFeed> feed_;
  std::unique_ptr<ArmyCommand> commander_;
  std::array<std::unique_ptr<PersonController>, 2> persons_;
  std::unique_ptr<ReplayedChoices> replayed_;
  std::thread driver_thread_;
};

}  // namespace caisson::server
