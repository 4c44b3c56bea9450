#pragma once
// Just enough of Lua's lexer to count lines right and see a chunk's structure without running
// it: comments and strings (short and long) are skipped whole, names, numbers and symbols kept.
// The text is assumed to compile (callers compile it first, or fall back when it does not).
#include <string>
#include <string_view>
#include <vector>

namespace caisson::lua {

struct Token {
  enum class Kind { name, string, number, symbol } kind;
  std::string text;  // a name (keywords too), a short string's contents ("" for a long one), a symbol; "0" for a number
  int line;
  bool is(std::string_view s) const { return (kind == Kind::name || kind == Kind::symbol) && text == s; }
};

std::vector<Token> lex_lua(std::string_view text);

}  // namespace caisson::lua
