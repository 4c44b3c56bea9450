#include "engine/persist/play_save.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "engine/persist/save_checks.hpp"
#include "engine/persist/save_envelope.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/rules/ruleset.hpp"

namespace caisson {
namespace {
constexpr envelope::Kind kPlaySaveKind{"CAISSON PLAY SAVE\n", "game"};

// What a played game's save holds on its own; its choices are checked against the battle as they
// are played again (engine/play/replayed_choices).
void check_play_save(const PlaySave& s, const std::string& what) {
  auto refuse = [&](const std::string& problem) { throw SaveError(fmt::format("{} is damaged: {}", what, problem)); };
  const auto ids = ruleset_ids();
  if (std::find(ids.begin(), ids.end(), s.rules) == ids.end())
    refuse(fmt::format("rules is '{}', not a rule system caisson has ({})", s.rules.substr(0, 40), fmt::join(ids, ", ")));
  if (s.turn < 0 || s.turn > kMaxSavedTurn) refuse(fmt::format("turn is {} (0 to {})", s.turn, kMaxSavedTurn));
}

}  // namespace

std::string encode_play_save(const PlaySave& save, SaveFormat format) { return encode_envelope(kPlaySaveKind, save, format); }

PlaySave decode_play_save(const std::string& bytes, const std::string& what) {
  PlaySave save = decode_envelope<PlaySave>(kPlaySaveKind, bytes, what);
  check_play_save(save, what);
  return save;
}

void write_play_save(const std::filesystem::path& path, const PlaySave& save, SaveFormat format) {
  write_atomically(path, encode_play_save(save, format));
}

PlaySave read_play_save(const std::filesystem::path& path) { return decode_play_save(read_file_bytes(path), path.string()); }

}  // namespace caisson
