#include "engine/campaign/campaign_save.hpp"

#include <fmt/format.h>

#include "engine/persist/save_checks.hpp"

namespace caisson {
namespace {
constexpr envelope::Kind kCampaignSave{"CAISSON CAMPAIGN\n", "campaign"};

// The numbers a campaign save carries, range-checked like a battle save's (engine/persist/save_checks).
void check_campaign_numbers(const CampaignSave& c, const std::string& what) {
  auto refuse = [&](const std::string& where, const std::string& problem) {
    throw SaveError(fmt::format("{} is damaged: {}: {}", what, where, problem));
  };
  auto count = [&](const std::string& where, std::string_view field, long long n) {
    if (n < 0 || n > kMaxSavedStands) refuse(where, fmt::format("{} is {} (0 to {})", field, n, kMaxSavedStands));
  };
  for (const auto& [name, u] : c.state.units) {
    const std::string where = fmt::format("units[\"{}\"]", name.substr(0, 60));
    count(where, "stands_lost", u.stands_lost);
    count(where, "hits", u.hits);
    count(where, "battles", u.battles);
    if (u.quality && static_cast<std::size_t>(*u.quality) >= kQualityNames.size())
      refuse(where, fmt::format("quality is {}, which names nothing", static_cast<int>(*u.quality)));
  }
  for (std::size_t i = 0; i < c.state.fought.size(); ++i) {
    const BattleSummary& b = c.state.fought[i];
    const std::string where = fmt::format("fought[{}]", i);
    if (b.outcome.winner < -1 || b.outcome.winner > 1) refuse(where, fmt::format("winner is {} (-1, 0 or 1)", b.outcome.winner));
    if (static_cast<int>(b.outcome.level) > static_cast<int>(VictoryLevel::draw))
      refuse(where, fmt::format("level is {}, which names nothing", static_cast<int>(b.outcome.level)));
    if (b.outcome.turn < 0 || b.outcome.turn > kMaxSavedTurn) refuse(where, fmt::format("turn is {}", b.outcome.turn));
    for (int lost : b.stands_lost) count(where, "stands_lost", lost);
    // Men, not stands: a whole army's worth is the most a battle can cost a side.
    constexpr int kMostMen = 10'000'000;
    if (b.men_lost)
      for (int lost : *b.men_lost)
        if (lost < 0 || lost > kMostMen) refuse(where, fmt::format("men_lost is {} (0 to {})", lost, kMostMen));
  }
}

}  // namespace

void write_campaign_save(const std::filesystem::path& path, const CampaignSave& save, SaveFormat format) {
  write_atomically(path, encode_envelope(kCampaignSave, save, format));
}

CampaignSave read_campaign_save(const std::filesystem::path& path) {
  CampaignSave save = decode_envelope<CampaignSave>(kCampaignSave, read_file_bytes(path), path.string());
  check_campaign_numbers(save, path.string());
  return save;
}

}  // namespace caisson
