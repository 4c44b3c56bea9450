#include "bindings/source_lines.hpp"

#include <mutex>

namespace caisson::lua {

SourceLines::SourceLines(std::string_view text, int battle_line) : tokens_(lex_lua(text)) {
  for (std::size_t k = 0; k < tokens_.size() && !body_; ++k) {
    if (tokens_[k].line != battle_line || tokens_[k].kind != Token::Kind::name || tokens_[k].text != "battle") continue;
    for (std::size_t j = k + 1; j < tokens_.size() && j <= k + 4; ++j)
      if (tokens_[j].is("{")) {
        body_ = j;
        break;
      }
  }
}

std::shared_ptr<const SourceLines> SourceLines::of(std::string_view text, int battle_line) {
  // One for the whole process: a sweep's workers read the file the first load read (lexing
  // Gettysburg's is 5.6 M instructions, once per worker when each kept its own). Shared between
  // threads: the tables the lines work out as first asked for are worked out under a guard.
  static std::mutex guard;
  static struct {
    std::string text;
    int battle_line = 0;
    std::shared_ptr<const SourceLines> lines;
  } last;
  const std::lock_guard<std::mutex> lock(guard);
  if (!last.lines || last.battle_line != battle_line || last.text != text)
    last = {std::string(text), battle_line, std::make_shared<const SourceLines>(text, battle_line)};
  return last.lines;
}

std::vector<std::size_t> SourceLines::entries(std::size_t open) const {
  // Nesting counts brackets and Lua's blocks, so a function's own commas stay inside its entry.
  auto nesting = [](const Token& t) {
    if (t.kind == Token::Kind::string) return 0;
    if (t.is("{") || t.is("(") || t.is("[") || t.is("function") || t.is("do") || t.is("if") || t.is("repeat")) return 1;
    if (t.is("}") || t.is(")") || t.is("]") || t.is("end") || t.is("until")) return -1;
    return 0;
  };
  std::vector<std::size_t> starts;
  int depth = 0;
  bool next_starts = true;
  for (std::size_t k = open + 1; k < tokens_.size(); ++k) {
    const Token& t = tokens_[k];
    if (depth == 0 && t.is("}")) break;
    if (depth == 0 && (t.is(",") || t.is(";"))) {
      next_starts = true;
      continue;
    }
    if (next_starts) starts.push_back(k);
    next_starts = false;
    depth += nesting(t);
    if (depth < 0) break;  // not a table as written: give up on it
  }
  return starts;
}

std::optional<std::string> SourceLines::key_of(std::size_t start) const {
  auto at = [&](std::size_t k) -> const Token* { return k < tokens_.size() ? &tokens_[k] : nullptr; };
  const Token* first = at(start);
  if (first->kind == Token::Kind::name && at(start + 1) && at(start + 1)->is("=")) return first->text;
  if (first->is("[") && at(start + 3) && at(start + 1)->kind == Token::Kind::string && at(start + 2)->is("]") &&
      at(start + 3)->is("="))
    return at(start + 1)->text;
  return std::nullopt;
}

std::optional<std::size_t> SourceLines::value_of(std::string_view field) const {
  if (!body_) return std::nullopt;
  for (std::size_t start : entries(*body_))
    if (key_of(start) == field && start + 2 < tokens_.size()) return start + 2;
  return std::nullopt;
}

std::optional<std::size_t> SourceLines::table_of(std::string_view field) const {
  auto value = value_of(field);
  if (!value) return std::nullopt;
  if (tokens_[*value].is("{")) return value;
  if (tokens_[*value].kind != Token::Kind::name) return std::nullopt;
  // `orders = orders`: the last `orders = {` written before the battle.
  const std::string& local = tokens_[*value].text;
  std::optional<std::size_t> found;
  for (std::size_t k = 0; k + 2 < *body_; ++k)
    if (tokens_[k].kind == Token::Kind::name && tokens_[k].text == local && tokens_[k + 1].is("=") && tokens_[k + 2].is("{"))
      found = k + 2;
  return found;
}

std::optional<int> SourceLines::field(std::string_view name) const {
  auto value = value_of(name);
  if (!value) return std::nullopt;
  return tokens_[*value - 2].line;
}

const SourceLines::TableLines* SourceLines::lines_of(std::string_view field) const {
  const std::lock_guard<std::mutex> lock(tables_guard_);
  auto known = tables_.find(field);
  if (known == tables_.end()) {
    std::optional<TableLines> lines;
    if (auto table = table_of(field)) {
      lines.emplace();
      for (std::size_t start : entries(*table)) {
        if (auto name = key_of(start)) lines->keys.emplace_back(std::move(*name), tokens_[start].line);
        else lines->items.push_back(tokens_[start].line);
      }
    }
    known = tables_.emplace(std::string(field), std::move(lines)).first;
  }
  return known->second ? &*known->second : nullptr;
}

std::optional<int> SourceLines::item(std::string_view field, int index) const {
  const TableLines* lines = lines_of(field);
  if (!lines || index < 1 || static_cast<std::size_t>(index) > lines->items.size()) return std::nullopt;
  return lines->items[static_cast<std::size_t>(index - 1)];
}

std::optional<int> SourceLines::key(std::string_view field, std::string_view name) const {
  const TableLines* lines = lines_of(field);
  if (!lines) return std::nullopt;
  for (const auto& [key, line] : lines->keys)
    if (key == name) return line;
  return std::nullopt;
}

}  // namespace caisson::lua
