#include "engine/campaign/campaign_save.hpp"

namespace caisson {
namespace {
constexpr envelope::Kind kCampaignSave{"CAISSON CAMPAIGN\n", "campaign"};
}  // namespace

void write_campaign_save(const std::filesystem::path& path, const CampaignSave& save, SaveFormat format) {
  write_atomically(path, encode_envelope(kCampaignSave, save, format));
}

CampaignSave read_campaign_save(const std::filesystem::path& path) {
  return decode_envelope<CampaignSave>(kCampaignSave, read_file_bytes(path), path.string());
}

}  // namespace caisson
