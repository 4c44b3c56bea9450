#pragma once
// A saved game a person was playing (`caisson play`): the battle's texts and seed, who played
// which side, and every choice the rules accepted, in order. Resuming makes a fresh battle and
// plays the choices again (engine/play/replayed_choices.hpp): the engine is deterministic, so
// the game stands exactly where it was saved, mid-phase included, with nothing of the rules' or
// the commander's state to capture.
#include <array>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <cereal/types/variant.hpp>

#include "engine/persist/battle_save.hpp"
#include "engine/persist/save_envelope.hpp"
#include "engine/play/choice.hpp"

namespace caisson {

struct PlaySave {
  std::string battle_file;
  std::string content_root;
  std::vector<SavedScript> scripts;  // the battle file first
  std::string rules;
  std::uint64_t seed = 0;
  std::array<std::string, 2> built_in_commanders;
  std::array<bool, 2> person{};  // the side is played by a person
  std::vector<Choice> choices;
  // Where the game stood when saved, for messages (the choices are what counts).
  int turn = 0;
  std::string phase;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("battle_file", battle_file), CEREAL_NVP_("content_root", content_root), CEREAL_NVP_("scripts", scripts),
       CEREAL_NVP_("rules", rules), CEREAL_NVP_("seed", seed), CEREAL_NVP_("built_in_commanders", built_in_commanders),
       CEREAL_NVP_("person", person), CEREAL_NVP_("choices", choices), CEREAL_NVP_("turn", turn),
       CEREAL_NVP_("phase", phase));
  }
};

template <class Archive>
void serialize(Archive& ar, Move& a) {
  ar(CEREAL_NVP_("unit", a.unit), CEREAL_NVP_("to", a.to), CEREAL_NVP_("facing", a.facing),
     CEREAL_NVP_("double_time", a.double_time), CEREAL_NVP_("gallop", a.gallop));
}
template <class Archive>
void serialize(Archive& ar, ChangeFormation& a) {
  ar(CEREAL_NVP_("unit", a.unit), CEREAL_NVP_("to", a.to), CEREAL_NVP_("dismount", a.dismount),
     CEREAL_NVP_("remount", a.remount));
}
template <class Archive>
void serialize(Archive& ar, FallBack& a) {
  ar(CEREAL_NVP_("unit", a.unit));
}
template <class Archive>
void serialize(Archive& ar, Fire& a) {
  ar(CEREAL_NVP_("unit", a.unit), CEREAL_NVP_("target", a.target), CEREAL_NVP_("split_target", a.split_target),
     CEREAL_NVP_("split_dice", a.split_dice));
}
template <class Archive>
void serialize(Archive& ar, Charge& a) {
  ar(CEREAL_NVP_("unit", a.unit), CEREAL_NVP_("target", a.target), CEREAL_NVP_("supporters", a.supporters),
     CEREAL_NVP_("advance_after", a.advance_after), CEREAL_NVP_("with", a.with));
}
template <class Archive>
void serialize(Archive& ar, Rally& a) {
  ar(CEREAL_NVP_("unit", a.unit));
}
template <class Archive>
void serialize(Archive& ar, Act& c) {
  ar(CEREAL_NVP_("action", c.action));
}
template <class Archive>
void serialize(Archive& ar, GiveOrder& c) {
  ar(CEREAL_NVP_("order", c.order));
}
template <class Archive>
void serialize(Archive& ar, Delegate& c) {
  ar(CEREAL_NVP_("unit", c.unit), CEREAL_NVP_("formation", c.formation), CEREAL_NVP_("to_commander", c.to_commander));
}
template <class Archive>
void serialize(Archive&, LeavePhase&) {}
template <class Archive>
void serialize(Archive&, EndPhase&) {}

std::string encode_play_save(const PlaySave& save, SaveFormat format);
// Throws SaveError for anything but a readable play save (naming `what`).
PlaySave decode_play_save(const std::string& bytes, const std::string& what);
void write_play_save(const std::filesystem::path& path, const PlaySave& save, SaveFormat format);
PlaySave read_play_save(const std::filesystem::path& path);

}  // namespace caisson
