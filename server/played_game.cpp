#include "server/played_game.hpp"

#include <cstdlib>

#include <fmt/format.h>

#include "engine/persist/save_file.hpp"
#include "engine/play/driver.hpp"
#include "engine/play/jsonl_writer.hpp"

namespace caisson::server {
namespace {

// Thrown into the driver thread at its decision point when the game closes: play unwinds there.
struct GameClosing {};

}  // namespace

// The person's side of the hand-over: the driver thread waits here for a request's choice.
class PlayedGame::LiveFeed final : public ChoiceSource {
 public:
  explicit LiveFeed(PlayedGame& g) : g_(g) {}
  Choice next(const Decision& d) override {
    std::unique_lock lock(g_.mutex_);
    g_.parked_ = &d;
    g_.running_ = false;
    g_.changed_.notify_all();
    g_.changed_.wait(lock, [&] { return g_.pending_.has_value() || g_.closing_; });
    if (g_.closing_) throw GameClosing{};
    Choice c = std::move(*g_.pending_);
    g_.pending_.reset();
    g_.parked_ = nullptr;
    return c;
  }
  void told(const Choice&, const Verdict& v) override {
    std::lock_guard lock(g_.mutex_);
    g_.verdict_ = v;
  }

 private:
  PlayedGame& g_;
};

PlayedGame::PlayedGame(GameSetup setup) : setup_(std::move(setup)) {
  battle_ = std::make_shared<Battle>(setup_.loaded.scenario, setup_.seed);
  battle_->built_in_commanders = setup_.commanders;
  log_stream_ = open_memstream(&log_buffer_, &log_size_);
  if (!log_stream_) throw std::runtime_error("cannot keep the game's log in memory");
  log_writer_ = std::make_unique<JsonLinesWriter>(log_stream_);
  battle_->log.attach(log_writer_.get());
  feed_ = std::make_unique<LiveFeed>(*this);
  replayed_ = std::make_unique<ReplayedChoices>(setup_.saved, *feed_);
  commander_ = std::make_unique<ArmyCommand>(setup_.loaded.scenario->controllers, setup_.commanders);
  for (Side s : {0, 1})
    if (setup_.person[s]) persons_[s] = std::make_unique<PersonController>(*replayed_, *commander_, record_);
  driver_thread_ = std::thread([this] { drive(); });
  std::unique_lock lock(mutex_);
  wait_until_idle(lock);
  if (!setup_.saved.empty() && !error_.empty()) throw ReplayDiverged(error_);
  if (replayed_->left() > 0)
    throw ReplayDiverged(fmt::format("the battle ended with {} of the saved choices still to make", replayed_->left()));
}

PlayedGame::~PlayedGame() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  changed_.notify_all();
  if (driver_thread_.joinable()) driver_thread_.join();
  battle_->log.detach(log_writer_.get());
  if (log_stream_) std::fclose(log_stream_);
  std::free(log_buffer_);
}

void PlayedGame::drive() {
  std::string failure;
  try {
    std::array<Controller*, 2> sides{commander_.get(), commander_.get()};
    for (Side s : {0, 1})
      if (persons_[s]) sides[s] = persons_[s].get();
    Driver driver(*battle_, sides);
    driver.play();
  } catch (const GameClosing&) {
  } catch (const std::exception& e) {
    failure = e.what();
  }
  std::lock_guard lock(mutex_);
  if (!failure.empty()) error_ = failure;
  parked_ = nullptr;
  over_ = true;
  running_ = false;
  if (!closing_ && failure.empty()) write_log_file();
  changed_.notify_all();
}

void PlayedGame::wait_until_idle(std::unique_lock<std::mutex>& lock) {
  changed_.wait(lock, [&] { return !running_; });
}

void PlayedGame::inspect(const std::function<void(const GameView&)>& look) {
  std::unique_lock lock(mutex_);
  wait_until_idle(lock);
  look(GameView{*battle_, parked_, setup_.person, record_.size(), error_});
}

ChoiceResult PlayedGame::choose(const Choice& c, std::uint64_t version) {
  std::unique_lock lock(mutex_);
  wait_until_idle(lock);
  if (over_ || !parked_) return {ChoiceAnswer::over, error_.empty() ? "the battle is over" : "the engine stopped: " + error_};
  if (version != record_.size())
    return {ChoiceAnswer::stale,
            fmt::format("the game has moved on (version {} now, the request was made at {}): look again", record_.size(), version)};
  // Asked here first, so a refusal never wakes the driver: the same check it would make.
  if (auto why = parked_->person.why_not(*parked_, c)) return {ChoiceAnswer::refused, std::move(*why)};
  pending_ = c;
  verdict_.reset();
  running_ = true;
  changed_.notify_all();
  wait_until_idle(lock);
  if (verdict_ && !verdict_->accepted) return {ChoiceAnswer::refused, verdict_->reason};
  return {};
}

PlaySave PlayedGame::save() {
  std::unique_lock lock(mutex_);
  wait_until_idle(lock);
  PlaySave s;
  s.battle_file = setup_.battle_file;
  s.content_root = setup_.content_root;
  for (const auto& [path, text] : setup_.loaded.loaded_files()) s.scripts.push_back({path, text});
  s.rules = std::string(battle_->rules->id());
  s.seed = battle_->seed;
  s.built_in_commanders = setup_.commanders;
  s.person = setup_.person;
  s.choices = record_;
  s.turn = battle_->turn;
  s.phase = std::string(battle_->phase);
  return s;
}

std::string PlayedGame::log_text() { return log_text(0); }

std::string PlayedGame::log_text(std::size_t from) {
  std::unique_lock lock(mutex_);
  wait_until_idle(lock);
  std::fflush(log_stream_);
  if (from >= log_size_) return {};
  return std::string(log_buffer_ + from, log_size_ - from);
}

void PlayedGame::write_log_file() {
  if (setup_.log_file.empty()) return;
  std::fflush(log_stream_);
  try {
    write_atomically(setup_.log_file, std::string(log_buffer_, log_size_));
  } catch (const std::exception& e) {
    error_ = e.what();
  }
}

}  // namespace caisson::server
