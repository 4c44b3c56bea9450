#include "bindings/lua_tokens.hpp"

#include <cctype>

namespace caisson::lua {
namespace {

bool is_newline(char c) { return c == '\n' || c == '\r'; }
bool is_name_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The length of the operator of two or three characters `s` starts with (`...`, `..`, `::`,
// `==`, `~=`, `<=`, `>=`, `//`, `<<`, `>>`), or 1.
std::size_t operator_length(std::string_view s) {
  if (s.starts_with("...")) return 3;
  for (std::string_view op : {"..", "::", "==", "~=", "<=", ">=", "//", "<<", ">>"})
    if (s.starts_with(op)) return 2;
  return 1;
}

}  // namespace

std::vector<Token> lex_lua(std::string_view s) {
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
      out.push_back({Token::Kind::number, "0", at});
    } else if (std::size_t len = operator_length(s.substr(i)); len > 1) {  // `==` must not read as a field's `=`
      out.push_back({Token::Kind::symbol, std::string(s.substr(i, len)), at});
      i += len;
    } else {
      out.push_back({Token::Kind::symbol, std::string(1, c), at});
      ++i;
    }
  }
  return out;
}

}  // namespace caisson::lua
