#pragma once
// A campaign saved between battles: the campaign file and every battle file's text, and the
// state carried so far. Written with the same header, checksum and atomic write as a battle.
#include <cereal/types/array.hpp>
#include <cereal/types/map.hpp>
#include <cereal/types/optional.hpp>

#include "engine/ai/built_in.hpp"
#include "engine/campaign/campaign.hpp"
#include "engine/persist/save_file.hpp"

namespace caisson {

template <class Archive>
void BattleSummary::serialize(Archive& ar) {
  ar(CEREAL_NVP_("battle", battle), CEREAL_NVP_("seed", seed), CEREAL_NVP_("outcome", outcome),
     CEREAL_NVP_("sides", sides), CEREAL_NVP_("stands_lost", stands_lost));
  if (format_version_of(ar) >= 3) ar(CEREAL_NVP_("men_lost", men_lost));
  else men_lost.reset();  // reading: format 2 did not count men
}

template <class Archive>
void CarriedUnit::serialize(Archive& ar) {
  ar(CEREAL_NVP_("stands_lost", stands_lost), CEREAL_NVP_("hits", hits), CEREAL_NVP_("battles", battles),
     CEREAL_NVP_("destroyed", destroyed), CEREAL_NVP_("quality", quality));
}

template <class Archive>
void CarriedGeneral::serialize(Archive& ar) {
  ar(CEREAL_NVP_("fallen", fallen), CEREAL_NVP_("successor", successor));
}

struct CampaignSave {
  std::string campaign_file;
  std::string content_root;
  std::vector<SavedScript> scripts;  // the campaign file first, then battle files as played
  CampaignState state;
  // The built-in commanders chosen for its battles (`--commander SIDE=NAME`): a side's name (any
  // case) or "both", to the commander's name; empty for the default. From format 2.
  std::map<std::string, std::string> commanders;

  template <class Archive>
  void serialize(Archive& ar) {
    ar(CEREAL_NVP_("campaign_file", campaign_file), CEREAL_NVP_("content_root", content_root),
       CEREAL_NVP_("scripts", scripts), cereal::make_nvp("next_battle", state.next_battle),
       cereal::make_nvp("seed", state.seed), cereal::make_nvp("units", state.units),
       cereal::make_nvp("generals", state.generals), cereal::make_nvp("fought", state.fought),
       cereal::make_nvp("vars", state.vars), cereal::make_nvp("notes", state.notes));
    if (format_version_of(ar) >= 2) ar(CEREAL_NVP_("commanders", commanders));
    else commanders = {{"both", std::string(kCommanderOfFormat1)}};  // reading: what format 1 played
  }
};

void write_campaign_save(const std::filesystem::path& path, const CampaignSave& save, SaveFormat format);
CampaignSave read_campaign_save(const std::filesystem::path& path);

}  // namespace caisson
