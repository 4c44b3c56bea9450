#pragma once
// A campaign: linked battles, which follows which, and what survivors carry from one to the
// next. Plain data plus the campaign file's functions (as std::function; bindings make them
// call Lua).
#include <array>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/forces/vocabulary.hpp"
#include "engine/scenario/outcome.hpp"

namespace caisson {

struct Battle;

// A finished battle as the campaign sees it.
struct BattleSummary {
  std::string battle;  // the campaign's id for it
  std::uint64_t seed = 0;
  Outcome outcome;
  std::array<std::string, 2> sides;
  std::array<int, 2> stands_lost{};
  // Losses in men (engine/play/men_lost.hpp); unknown for a battle fought before save format 3.
  std::optional<std::array<int, 2>> men_lost;
  template <class Archive>
  void serialize(Archive& ar);
};

struct CarryRules {
  bool losses = true;       // stands lost and HITs not rallied off
  bool generals = true;     // the dead stay dead; a successor takes over
  bool experience = true;   // raw -> seasoned -> veteran after battles survived
  int battles_to_season = 1;
  int battles_to_veteran = 3;
};

// What the campaign remembers of a unit, by name.
struct CarriedUnit {
  int stands_lost = 0;
  int hits = 0;
  int battles = 0;
  bool destroyed = false;
  std::optional<Quality> quality;  // after promotion
  template <class Archive>
  void serialize(Archive& ar);
};

struct CarriedGeneral {
  bool fallen = false;
  std::string successor;  // empty: "<name>'s successor"
  template <class Archive>
  void serialize(Archive& ar);
};

struct CampaignState;

struct CampaignBattle {
  std::string id;
  std::string file;
  // The next battle's id after this one, or nullopt to end the campaign.
  std::function<std::optional<std::string>(const BattleSummary&)> next;
};

struct Campaign {
  std::string title;
  std::string start;
  std::vector<CampaignBattle> battles;
  CarryRules carry;
  std::function<void(CampaignState&, const BattleSummary&)> between;
  std::string source_file;

  const CampaignBattle* find(const std::string& id) const;
};

struct CampaignState {
  std::string next_battle;  // empty when the campaign is over
  std::uint64_t seed = 0;   // battle k is played with seed + k
  std::map<std::string, CarriedUnit> units;
  std::map<std::string, CarriedGeneral> generals;
  std::vector<BattleSummary> fought;
  std::string vars;  // the campaign file's c.vars, as text
  std::vector<std::string> notes;  // what the campaign said between battles
};

}  // namespace caisson
