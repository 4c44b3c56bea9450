#pragma once
// Reads one table of a battle file's description, field by field, with messages that name the
// file, line and object: `scripts/x.lua:42: unit "5th Massachusetts": turns: expected a whole
// number, got string "12"`. Unknown fields are refused up front, with a near-miss suggestion.
// Reads are raw: a script's metatables never run here.
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <lua.h>

#include "engine/geometry/vec2.hpp"

namespace caisson::lua {

// Where a message points: the file and line of the constructor, and the object's label
// (`brigade "Franklin's", unit "5th Massachusetts"`).
struct Where {
  std::string file;
  int line = 0;
  std::string object;

  Where inside(std::string inner, int inner_line) const;  // a child object, on its own line
  std::string prefix() const;  // "file:line: object: "
};

[[noreturn]] void fail(const Where& where, std::string_view message);

class TableReader {
 public:
  // `positional`: the table may also hold a list (terrain outlines, a brigade's units...).
  TableReader(lua_State* L, int index, Where where, std::initializer_list<std::string_view> fields,
              bool positional = false);
  TableReader(lua_State* L, int index, Where where, std::span<const std::string_view> fields, bool positional = false);
  // For a table whose keys the caller checks itself (an event table's results).
  TableReader(lua_State* L, int index, Where where) : L_(L), index_(lua_absindex(L, index)), where_(std::move(where)) {}

  lua_State* state() const { return L_; }
  int index() const { return index_; }
  const Where& where() const { return where_; }

  bool has(std::string_view field) const;
  // Pushes the field's value (raw) and returns its Lua type; the caller pops it.
  int push(std::string_view field) const;
  int list_size() const;  // the positional entries, 1..n
  int push_item(int i) const;

  std::optional<std::string> text(std::string_view field) const;
  std::optional<double> number(std::string_view field) const;
  std::optional<int> whole(std::string_view field, int min, int max) const;
  std::optional<bool> flag(std::string_view field) const;
  std::optional<Vec2> point(std::string_view field) const;
  // The index of the field's word in `words`; an unknown word names them all.
  std::optional<std::size_t> choice(std::string_view field, std::span<const std::string_view> words) const;

  [[noreturn]] void fail(std::string_view message) const;
  [[noreturn]] void fail_field(std::string_view field, std::string_view message) const;

 private:
  void refuse_unknown_fields(std::span<const std::string_view> fields, bool positional) const;

  lua_State* L_;
  int index_;
  Where where_;
};

// A point {x, y} at the stack index, or nullopt when the value is not one.
std::optional<Vec2> to_point(lua_State* L, int index);

std::string show(double value);  // 12 rather than 12.000000
std::string show(Vec2 p);        // {20, 8}

}  // namespace caisson::lua
