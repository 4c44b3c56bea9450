#include "engine/persist/play_save.hpp"

#include "engine/persist/save_envelope.hpp"
#include "engine/persist/save_file.hpp"

namespace caisson {
namespace {
constexpr envelope::Kind kPlaySaveKind{"CAISSON PLAY SAVE\n", "game"};
}  // namespace

std::string encode_play_save(const PlaySave& save, SaveFormat format) { return encode_envelope(kPlaySaveKind, save, format); }

PlaySave decode_play_save(const std::string& bytes, const std::string& what) {
  return decode_envelope<PlaySave>(kPlaySaveKind, bytes, what);
}

void write_play_save(const std::filesystem::path& path, const PlaySave& save, SaveFormat format) {
  write_atomically(path, encode_play_save(save, format));
}

PlaySave read_play_save(const std::filesystem::path& path) { return decode_play_save(read_file_bytes(path), path.string()); }

}  // namespace caisson
