#include "bindings/source_lines.hpp"

#include <cctype>

namespace caisson::lua {
namespace {

bool is_newline(char c) { return c == '\n' || c == '\r'; }
bool is_name_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

}  // namespace

// Just enough of Lua's lexer to count lines right and see the table structure: comments and
// strings (short and long) are skipped whole, names and symbols kept.
std::vector<SourceLines::Token> SourceLines::lex(std::string_view s) {
  std::vector<Token> out;
  const std::size_t n = s.size();
  std::size_t i = 0;
  int line = 1;
  auto skip_newline = [&] {  // \n, \r, \r\n and \n\r are one line each, as Lua counts them
    char c = s[i++];
    if (i < n && is_newline(s[i]) && s[i] != c) ++i;
    ++line;
  };
  auto long_level = [&](std::size_t k) -> int {  // `[==[` opens level 2; -1 when no long bracket
    if (k >= n || s[k] != '[') return -1;
    std::size_t j = k + 1;
    while (j < n && s[j] == '=') ++j;
    return j < n && s[j] == '[' ? static_cast<int>(j - k - 1) : -1;
  };
  auto skip_long = [&](int level) {  // from the opening bracket to past its closing one
    i += static_cast<std::size_t>(level) + 2;
    while (i < n) {
      if (is_newline(s[i])) {
        skip_newline();
      } else if (s[i] == ']') {
        std::size_t j = i + 1;
        while (j < n && s[j] == '=') ++j;
        if (j < n && s[j] == ']' && static_cast<int>(j - i - 1) == level) {
          i = j + 1;
          return;
        }
        ++i;
      } else {
        ++i;
      }
    }
  };
  if (n > 0 && s[0] == '#')  // a `#!` first line, which Lua skips
    while (i < n && !is_newline(s[i])) ++i;
  while (i < n) {
    const char c = s[i];
    if (is_newline(c)) {
      skip_newline();
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    if (c == '-' && i + 1 < n && s[i + 1] == '-') {
      i += 2;
      if (int level = long_level(i); level >= 0) skip_long(level);
      else
        while (i < n && !is_newline(s[i])) ++i;
      continue;
    }
    const int at = line;
    if (is_name_start(c)) {
      std::size_t start = i;
      while (i < n && is_name_char(s[i])) ++i;
      out.push_back({Token::Kind::name, std::string(s.substr(start, i - start)), at});
    } else if (c == '"' || c == '\'') {
      std::string text;
      for (++i; i < n && s[i] != c && !is_newline(s[i]);) {
        if (s[i] == '\\' && i + 1 < n) {
          ++i;
          if (is_newline(s[i])) skip_newline();
          else if (s[i] == 'z')  // \z skips the white space after it, newlines included
            for (++i; i < n && std::isspace(static_cast<unsigned char>(s[i]));) {
              if (is_newline(s[i])) skip_newline();
              else ++i;
            }
          else text += s[i++];
          continue;
        }
        text += s[i++];
      }
      if (i < n && s[i] == c) ++i;
      out.push_back({Token::Kind::string, std::move(text), at});
    } else if (int level = long_level(i); level >= 0) {
      skip_long(level);
      out.push_back({Token::Kind::string, "", at});
    } else if (std::isdigit(static_cast<unsigned char>(c)) ||
               (c == '.' && i + 1 < n && std::isdigit(static_cast<unsigned char>(s[i + 1])))) {
      for (++i; i < n; ++i) {
        bool exponent_sign = (s[i] == '+' || s[i] == '-') && std::string_view("eEpP").find(s[i - 1]) != std::string_view::npos;
        if (!is_name_char(s[i]) && s[i] != '.' && !exponent_sign) break;
      }
      out.push_back({Token::Kind::symbol, "0", at});
    } else if (c == '=' && i + 1 < n && s[i + 1] == '=') {  // `==` must not read as a field's `=`
      i += 2;
      out.push_back({Token::Kind::symbol, "==", at});
    } else {
      out.push_back({Token::Kind::symbol, std::string(1, c), at});
      ++i;
    }
  }
  return out;
}

SourceLines::SourceLines(std::string_view text, int battle_line) : tokens_(lex(text)) {
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
  thread_local struct {
    std::string text;
    int battle_line = 0;
    std::shared_ptr<const SourceLines> lines;
  } last;
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
