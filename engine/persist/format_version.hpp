#pragma once
// The save format's version, and how a field added in a later version is read: a reading archive
// carries the version of the file it reads (VersionedReader), so an older file, which lacks the
// field, leaves it at what that version meant.
//   1  the first format
//   2  a battle names the built-in commander of each side; a campaign, the commanders chosen for it
//   3  a campaign's fought battles give their losses in men
//   4  a battle holds its rule system's own state (engine/rules/rule_state.hpp) and where play
//      stands within the turn, and is saved between any two phases. Its units no longer carry
//      the rule systems' words: older battle saves are refused (kOldestBattleFormat)
//   5  a battle holds the brigade commander's plans for the turn (engine/play/brigade_plans.hpp),
//      so it resumes exactly between any two phases under the default commander too; a format-4
//      save's brigades plan afresh
#include <cstdint>
#include <stdexcept>
#include <string_view>
#include <utility>

namespace caisson {

constexpr std::uint32_t kSaveFormatVersion = 5;
// The oldest battle save this caisson resumes: before format 4 the rule systems' state was not
// saved whole, so an older save cannot go on exactly.
constexpr std::uint32_t kOldestBattleFormat = 4;

// A cereal input archive that knows the format version of the file it reads. The version is
// held by reference: a JSON save reads it from its own first field, through this archive.
template <class Archive>
class VersionedReader : public Archive {
 public:
  template <class... Args>
  explicit VersionedReader(const std::uint32_t& version, Args&&... args)
      : Archive(std::forward<Args>(args)...), version_(version) {}
  std::uint32_t version() const { return version_; }

 private:
  const std::uint32_t& version_;
};

// The format version the archive reads (the file's) or writes (this one's).
template <class Archive>
std::uint32_t format_version_of(Archive& ar) {
  if constexpr (Archive::is_loading::value) {
    // cereal hands serialize() the archive's own type; every save is read through a VersionedReader.
    const auto* reader = dynamic_cast<const VersionedReader<Archive>*>(&ar);
    if (!reader) throw std::logic_error("a save must be read through a VersionedReader (engine/persist/format_version.hpp)");
    return reader->version();
  } else {
    return kSaveFormatVersion;
  }
}

}  // namespace caisson
