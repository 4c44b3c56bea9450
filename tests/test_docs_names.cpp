// The docs name only what the engine has: every `b:method(...)` and `b.field` a page mentions is
// on the battle handle, every `field = ...` in a page's inline code is a field the bindings read
// or a rule parameter, and no page tells the user of a name that was never there. And the starter
// from `caisson new --dir D` tells the user to check the file it wrote.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "file_text.hpp"

#include "cli_support.hpp"
#include "engine/play/battle.hpp"
#include "engine/rules/ruleset.hpp"
#include "lua_test_support.hpp"

namespace test_docs_names {

namespace fs = std::filesystem;
using namespace caisson;

namespace {

// The pages users read: docs/*.md and docs/rules/*.md.
std::map<std::string, std::string> pages() {
  std::map<std::string, std::string> out;
  const fs::path docs = fs::path(CAISSON_SOURCE_ROOT) / "docs";
  for (const fs::path& folder : {docs, docs / "rules"})
    for (const auto& entry : fs::directory_iterator(folder))
      if (entry.path().extension() == ".md")
        out[fs::relative(entry.path(), CAISSON_SOURCE_ROOT).string()] = test_support::file_text(entry.path());
  return out;
}

// The page without its fenced code blocks (whole examples, with their own local names).
std::string without_code_blocks(const std::string& text) {
  std::istringstream in(text);
  std::string out, line;
  bool fenced = false;
  while (std::getline(in, line)) {
    if (line.starts_with("```")) fenced = !fenced;
    else if (!fenced) out += line + "\n";
  }
  return out;
}

// Each name a pattern's first group matches in the pages' text, with the pages that mention it.
std::map<std::string, std::set<std::string>> mentions(const std::string& text_pattern) {
  const std::regex pattern(text_pattern);
  std::map<std::string, std::set<std::string>> out;
  for (const auto& [page, text] : pages()) {
    std::istringstream lines(text);  // line by line: std::regex recurses on long subjects
    for (std::string line; std::getline(lines, line);)
      for (std::sregex_iterator it(line.begin(), line.end(), pattern), end; it != end; ++it) out[(*it)[1]].insert(page);
  }
  return out;
}

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// Every `name = ...` in the pages' inline code (not in fenced examples, with their own locals):
// the name before " =" that is not "==", itself not a field of something (`b.vars.x = 1`).
std::map<std::string, std::set<std::string>> assigned_in_inline_code() {
  std::map<std::string, std::set<std::string>> out;
  for (const auto& [page, text] : pages()) {
    std::istringstream lines(without_code_blocks(text));
    for (std::string line; std::getline(lines, line);) {
      std::istringstream parts(line);
      int i = 0;
      for (std::string span; std::getline(parts, span, '`'); ++i) {
        if (i % 2 == 0) continue;  // between a line's first and second backtick, third and fourth...
        for (std::size_t at = span.find(" ="); at != std::string::npos; at = span.find(" =", at + 1)) {
          if (at + 2 < span.size() && span[at + 2] == '=') continue;
          std::size_t from = at;
          while (from > 0 && word_char(span[from - 1])) --from;
          if (from == at || (from > 0 && span[from - 1] == '.')) continue;
          const std::string name = span.substr(from, at - from);
          // Field names are lower case; `USA = army ...` is the writer's own key for a side.
          if (std::any_of(name.begin(), name.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }))
            continue;
          if (span.compare(from >= 6 ? from - 6 : 0, 6, "local ") == 0) continue;
          out[name].insert(page);
        }
      }
    }
  }
  return out;
}

// Every quoted word in the bindings' sources: the field names their readers accept, among others.
std::set<std::string> words_in_bindings() {
  std::set<std::string> words;
  const std::regex quoted("\"([a-z_][a-z0-9_]*)\"");
  for (const auto& entry : fs::directory_iterator(fs::path(CAISSON_SOURCE_ROOT) / "bindings")) {
    if (entry.path().extension() != ".cpp") continue;
    const std::string text = test_support::file_text(entry.path());
    for (std::sregex_iterator it(text.begin(), text.end(), quoted), end; it != end; ++it) words.insert((*it)[1]);
  }
  return words;
}

std::set<std::string> rule_parameters() {
  std::set<std::string> names;
  for (std::string_view id : ruleset_ids()) {
    const auto rules = make_ruleset(id);  // its parameters' names live in it
    for (const auto& p : rules->parameters()) names.insert(std::string(p.name));
  }
  return names;
}

// Asks the battle handle itself, in a hook: indexing a name it lacks is an error. The names are a
// Lua list's contents ("say", "holds"); the answer is the hook's error, "" for none.
std::string missing_from_handle(const std::string& names) {
  auto loaded = lua::load_battle_text(
      "scripts/t.lua",
      lua_test::small_battle("  on = { turn_start = function(b)\n"
                             "    local missing = {}\n"
                             "    for _, name in ipairs({ " + names + " }) do\n"
                             "      if not pcall(function() return b[name] end) then missing[#missing + 1] = name end\n"
                             "    end\n"
                             "    if #missing > 0 then error('not on the handle: ' .. table.concat(missing, ', '), 0) end\n"
                             "  end },\n"),
      lua_test::no_content());
  Battle b(loaded.scenario, 1);
  try {
    b.scenario->hooks.call(HookKind::turn_start, b, HookArgs{});
  } catch (const lua::ScriptError& e) {
    const std::string what = e.what();
    const auto at = what.find("not on the handle");
    return at == std::string::npos ? what : what.substr(at, what.find('\n', at) - at);  // not where it ran
  }
  return "";
}

}  // namespace

TEST_CASE("docs: every b:method and b.field the pages mention is on the battle handle", "[docs][lua]") {
  std::map<std::string, std::set<std::string>> named = mentions("\\bb:([a-z_]+)\\s*[({\"]");
  for (const auto& [field, where] : mentions("\\bb\\.([a-z_]+)")) named[field].insert(where.begin(), where.end());
  REQUIRE(named.size() > 10);  // the patterns find the reference's table, not nothing
  std::string list;
  for (const auto& [name, where] : named) list += "\"" + name + "\", ";
  INFO("names the docs mention: " << list);
  CHECK(missing_from_handle(list).empty());
  // The check itself catches a name the handle lacks.
  CHECK(missing_from_handle("\"kill_commander\", \"say\"") == "not on the handle: kill_commander");
}

TEST_CASE("docs: every `field = ...` in the pages' inline code is a field the bindings read or a rule parameter", "[docs]") {
  const std::set<std::string> known = words_in_bindings(), parameters = rule_parameters();
  const std::set<std::string> placeholders = {"parameter", "hook_name"};  // `{ parameter = number }`
  const auto named = assigned_in_inline_code();
  REQUIRE(named.count("house_rules") == 1);
  for (const auto& [name, where] : named) {
    if (placeholders.count(name) || parameters.count(name)) continue;
    INFO(name << " in " << *where.begin());
    CHECK(known.count(name) == 1);
  }
}

TEST_CASE("docs: no page names what the engine never had", "[docs]") {
  // Names users were told of that do not exist: the battle-file field is `house_rules`, scripts
  // cannot kill a commander, and the build folder is build/release.
  for (const auto& [page, text] : pages()) {
    INFO(page);
    CHECK(text.find("rule_overrides") == std::string::npos);
    CHECK(text.find("kill_commander") == std::string::npos);
    CHECK(text.find("build/lead") == std::string::npos);
  }
  for (const char* file : {"scripts/teaching_battle.lua", "README.md"}) {
    INFO(file);
    CHECK(test_support::file_text(fs::path(CAISSON_SOURCE_ROOT) / file).find("build/lead") == std::string::npos);
  }
}

TEST_CASE("docs: scripting.md says that only the declarative hits effect applies HITs", "[docs]") {
  const std::string text = test_support::file_text(fs::path(CAISSON_SOURCE_ROOT) / "docs" / "scripting.md");
  CHECK(text.find("cannot apply HITs") != std::string::npos);
  CHECK(text.find("HITs come only from the\ndeclarative `hits` effect") != std::string::npos);
}

TEST_CASE("cli: new --dir names the file it wrote, not scripts/NAME.lua", "[cli][docs]") {
  const fs::path dir = fs::temp_directory_path() / "caisson_cli_new_dir" / "battles";
  fs::remove_all(dir.parent_path());
  auto r = cli_test::run_caisson("new antietam_west_woods --dir " + dir.string());
  REQUIRE(r.code == 0);
  const fs::path file = dir / "antietam_west_woods.lua";
  CHECK(r.out.find("wrote " + file.string()) != std::string::npos);
  const std::string text = test_support::file_text(file);
  CHECK(text.find("scripts/antietam_west_woods.lua") == std::string::npos);
  CHECK(text.find("caisson check " + file.generic_string()) != std::string::npos);
  CHECK(text.find("caisson run " + file.generic_string()) != std::string::npos);
  fs::remove_all(dir.parent_path());
}

}  // namespace test_docs_names
