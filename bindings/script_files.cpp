#include "bindings/script_files.hpp"

#include <cerrno>
#include <cstdio>
#include <cctype>
#include <cstring>
#include <memory>
#include <vector>

#include "bindings/script_error.hpp"

namespace caisson::lua {
namespace {

bool is_name_part(std::string_view part) {
  if (part.empty()) return false;
  for (char c : part)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-')) return false;
  return true;
}

std::vector<std::string_view> split_dots(std::string_view name) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    std::size_t dot = name.find('.', start);
    parts.push_back(name.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start));
    if (dot == std::string_view::npos) return parts;
    start = dot + 1;
  }
}

}  // namespace

std::optional<std::filesystem::path> resolve_module(std::string_view name, const ModuleRoots& roots) {
  auto parts = split_dots(name);
  for (auto p : parts)
    if (!is_name_part(p)) return std::nullopt;
  if (parts.size() == 1) return roots.battle_folder / (std::string(parts[0]) + ".lua");
  std::filesystem::path file;
  if (parts[0] == "events")
    file = roots.content_root / "events";
  else if (parts[0] == "lib")
    file = roots.content_root / "scripts" / "lib";
  else
    return std::nullopt;
  for (std::size_t i = 1; i + 1 < parts.size(); ++i) file /= std::string(parts[i]);
  return file / (std::string(parts.back()) + ".lua");
}

std::string display_path(const std::filesystem::path& file, const std::filesystem::path& content_root) {
  if (content_root.empty()) return file.generic_string();
  std::error_code ec;
  auto root = std::filesystem::weakly_canonical(content_root, ec);
  auto full = std::filesystem::weakly_canonical(file, ec);
  if (!ec) {
    auto rel = full.lexically_relative(root);
    if (!rel.empty() && *rel.begin() != "..") return rel.generic_string();
  }
  return file.generic_string();
}

std::string read_script(const std::filesystem::path& file, const std::string& shown) {
  errno = 0;
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(file.c_str(), "rb"), &std::fclose);
  std::error_code ec;
  if (f && std::filesystem::is_directory(file, ec)) throw ScriptError("cannot open " + shown + ": it is a folder");
  if (!f) throw ScriptError("cannot open " + shown + ": " + std::strerror(errno));
  std::string text;
  char buffer[8192];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, f.get())) > 0) text.append(buffer, n);
  if (std::ferror(f.get())) throw ScriptError("cannot read " + shown + ": " + std::strerror(errno));
  return text;
}

}  // namespace caisson::lua
