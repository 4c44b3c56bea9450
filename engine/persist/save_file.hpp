#pragma once
// Save files on disk: a header (magic, format version, payload size, checksum) and a cereal
// payload, binary by default or JSON for people who want to read one. Writes are atomic: a
// temporary file beside the target, flushed to disk, then renamed over it — a failed or
// interrupted save never damages the previous one.
#include <filesystem>
#include <stdexcept>

#include "engine/persist/battle_save.hpp"
#include "engine/persist/save_envelope.hpp"

namespace caisson {


void write_save(const std::filesystem::path& path, const BattleSave& save, SaveFormat format);
BattleSave read_save(const std::filesystem::path& path);

// The same, for bytes in memory (tests, and the campaign file's embedded battles).
std::string encode_save(const BattleSave& save, SaveFormat format);
BattleSave decode_save(const std::string& bytes, const std::string& what);

// Whether bytes are meant as a caisson save (a binary save's magic, or the JSON envelope's first
// field), judged by their opening alone: a damaged save still counts, and is refused when decoded.
bool looks_like_save(const std::string& bytes);

// A file's whole contents; throws SaveError when it cannot be read.
std::string read_file_bytes(const std::filesystem::path& path);

// Write bytes to a file atomically (temporary file, fsync, rename).
void write_atomically(const std::filesystem::path& path, const std::string& bytes);

}  // namespace caisson
