#pragma once
// Finding and reading script files: how a module name maps to a file, how a path is shown in
// messages (relative to the content root when it lies inside it), and reading a file's text.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "bindings/lua_state.hpp"

namespace caisson::lua {

// events.<x> → <root>/events/<x>.lua, lib.<x> → <root>/scripts/lib/<x>.lua, <x> → beside the
// battle file. nullopt for any other name (nothing else may load).
std::optional<std::filesystem::path> resolve_module(std::string_view name, const ModuleRoots& roots);

std::string display_path(const std::filesystem::path& file, const std::filesystem::path& content_root);

// The file's text, or throws ScriptError "cannot open <shown>: <reason>".
std::string read_script(const std::filesystem::path& file, const std::string& shown);

}  // namespace caisson::lua
