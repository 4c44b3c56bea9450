#pragma once
// The built-in commander a side can be given by name (`--commander SIDE=NAME`): `brigade`, which
// plans by brigade once a turn from a picture of the field (engine/ai/brigade_commander). It may
// be named with a temperament of its own, which replaces the battle file's for the side it
// commands: "brigade:aggression=0.8", "brigade:aggression=0.3,caution=0.9" (each from 0 to 1). So
// `caisson match` can play one temperament against another.
// The regimental commander, which decided regiment by regiment, was retired once the brigade
// commander beat it on every shipped battle (bench/README.md); files it played still name it.
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/play/controller.hpp"

namespace caisson {

// A built-in commander: leaves alone the brigades another controller (a Lua function) commands.
class BuiltInCommander : public Controller {
 public:
  void leave_to_others(std::set<FormationId> brigades) { others_ = std::move(brigades); }

 protected:
  bool commands(const Battle& b, const Unit& u) const;
  bool commands(const Battle& b, FormationId brigade) const;

 private:
  std::set<FormationId> others_;
};

struct UnknownCommander : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

inline constexpr std::string_view kDefaultCommander = "brigade";
// The retired commander, as saves and sweep shards that it played name it. Before a side could be
// given a commander (campaign saves and sweep shards of format 1) every battle was played by it,
// the only one there was: such a file reads as so.
inline constexpr std::string_view kRetiredCommander = "regimental";
inline constexpr std::string_view kCommanderOfFormat1 = kRetiredCommander;
// Why a save played by the retired commander cannot go on: "<what> was played by the regimental commander, ...".
std::string played_by_retired_commander(std::string_view what);
// Throws UnknownCommander ("no commander 'brigde'; did you mean 'brigade'? ...") for a name not
// in the list, a temperament it cannot take ("brigade:aggression=2"), or the retired commander.
std::unique_ptr<BuiltInCommander> make_built_in_commander(std::string_view name);
// Why make_built_in_commander would refuse `name` (what it would throw), or nothing if it takes it.
std::optional<std::string> why_no_built_in_commander(std::string_view name);
// Whether make_built_in_commander takes `name` (a save or a shard names its commanders).
bool is_built_in_commander(std::string_view name);
// Whether `name` is a commander a sweep shard may have been played by: a built-in one, or the
// retired one (its shards still merge; they cannot be resumed).
inline bool is_known_commander(std::string_view name) { return name == kRetiredCommander || is_built_in_commander(name); }

}  // namespace caisson
