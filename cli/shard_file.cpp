#include "cli/shard_file.hpp"

#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "engine/persist/save_file.hpp"
#include "engine/sweep/stats_json.hpp"

namespace caisson::cli {

sweep::SweepStats read_shard(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw BadInput(fmt::format("cannot read {}", path));
  try {
    return sweep::stats_from_json(nlohmann::json::parse(f));
  } catch (const nlohmann::json::exception& e) {
    throw BadInput(fmt::format("{}: not JSON: {}", path, e.what()));
  } catch (const sweep::StatsFormatError& e) {
    throw BadInput(fmt::format("{}: {}", path, e.what()));
  }
}

void write_file_atomically(const std::string& path, const std::string& bytes, const std::string& what) {
  try {
    write_atomically(path, bytes);
  } catch (const SaveError& e) {
    throw BadInput(fmt::format("{}: {}", what, e.what()));
  } catch (const std::filesystem::filesystem_error& e) {
    throw BadInput(fmt::format("{}: cannot write {}: {}", what, path, e.code().message()));
  }
}

void write_shard(const std::string& path, const sweep::SweepStats& s, const std::string& what) {
  std::ostringstream out;
  sweep::write_json(out, s);
  out << '\n';
  write_file_atomically(path, out.str(), what);
}

}  // namespace caisson::cli
