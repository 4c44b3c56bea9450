#pragma once
// Loading a campaign file: `campaign "Title" { start, battles, carry, experience, between }`.
// Its `next` and `between` functions become std::function that call back into the file's own
// sandboxed state, with the same budget and memory cap as battle hooks.
#include <filesystem>
#include <map>
#include <memory>
#include <string>

#include "bindings/lua_state.hpp"
#include "bindings/script_error.hpp"
#include "engine/campaign/campaign.hpp"

namespace caisson::lua {

struct LoadedCampaign {
  std::shared_ptr<Campaign> campaign;
  std::shared_ptr<LuaState> lua;
};

// `embedded`: texts by shown path to use instead of the disk (a resumed campaign).
LoadedCampaign load_campaign(const std::filesystem::path& file, const std::filesystem::path& content_root,
                             const std::map<std::string, std::string>& embedded = {});

}  // namespace caisson::lua
