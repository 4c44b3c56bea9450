#pragma once
// Where a battle file wrote the parts of its description that have no constructor of their own.
// A plain Lua table carries no line, so `orders[3]` or a house rule is found in the file's text:
// the battle's body is the first table after `battle` on its constructor's line, a field is a
// `name = ...` at the body's top level (or a `local name = { ... }` the field names), and an
// entry is the n-th list item, or the `key = ...`, of that field's table. Entries a script builds
// at run time (a loop, a helper's result) are not in the text: those questions answer nothing,
// and the caller falls back to the battle's own line.
#include <cstddef>
#include <map>
#include <mutex>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bindings/lua_tokens.hpp"

namespace caisson::lua {

class SourceLines {
 public:
  // `text`: the battle file; `battle_line`: the line its `battle "..." { ... }` is called on.
  SourceLines(std::string_view text, int battle_line);
  // The same, shared: each battle of a sweep reads its file anew (a fresh state per battle), and
  // the text it lexes is the same every time, so the process keeps the last file's lines.
  static std::shared_ptr<const SourceLines> of(std::string_view text, int battle_line);

  std::optional<int> field(std::string_view name) const;                           // `name = ...` in the body
  std::optional<int> item(std::string_view field, int index) const;                // list item `index` (from 1)
  std::optional<int> key(std::string_view field, std::string_view name) const;     // `name = ` or `["name"] =`

 private:
  // Where each entry of the table opened at `open` starts.
  std::vector<std::size_t> entries(std::size_t open) const;
  // The key of the entry starting at `start`: `name =` or `["name"] =`; nullopt for a list item.
  std::optional<std::string> key_of(std::size_t start) const;
  // The first token of `field`'s value in the body.
  std::optional<std::size_t> value_of(std::string_view field) const;
  // The `{` of `field`'s table: written in place, or as a local the field names.
  std::optional<std::size_t> table_of(std::string_view field) const;

  // A field's table as written: the line of each list item and of each `key =`, worked out the
  // first time the field is asked about (Gettysburg asks about each of its hundreds of orders).
  struct TableLines {
    std::vector<int> items;
    std::vector<std::pair<std::string, int>> keys;
  };
  const TableLines* lines_of(std::string_view field) const;

  std::vector<Token> tokens_;
  std::optional<std::size_t> body_;  // the battle body's `{`
  // Worked out as first asked for; the lines are shared between a sweep's workers, so asked
  // under the guard (a map's entries stay where they are as others are added).
  mutable std::mutex tables_guard_;
  mutable std::map<std::string, std::optional<TableLines>, std::less<>> tables_;
};

}  // namespace caisson::lua
