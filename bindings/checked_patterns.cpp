#include "bindings/checked_patterns.hpp"

#include <cctype>
#include <cstddef>
#include <cstring>

#include <lauxlib.h>

#include "bindings/lua_state.hpp"

namespace caisson::lua {
namespace {

constexpr int kMaxCaptures = 32;
constexpr int kMaxNesting = 200;          // recursion of the matcher, as Lua's own limit
constexpr std::ptrdiff_t kUnfinished = -1;
constexpr std::ptrdiff_t kPosition = -2;  // a () capture
constexpr long kStepsPerCharge = 4096;
constexpr const char* kSpecials = "^$*+?.([%-";

unsigned char byte(const char* p) { return static_cast<unsigned char>(*p); }

// Does character c belong to class %cl (%a, %d, ...; upper case for the complement)?
bool in_class(int c, int cl) {
  bool res = false;
  switch (std::tolower(cl)) {
    case 'a': res = std::isalpha(c); break;
    case 'c': res = std::iscntrl(c); break;
    case 'd': res = std::isdigit(c); break;
    case 'g': res = std::isgraph(c); break;
    case 'l': res = std::islower(c); break;
    case 'p': res = std::ispunct(c); break;
    case 's': res = std::isspace(c); break;
    case 'u': res = std::isupper(c); break;
    case 'w': res = std::isalnum(c); break;
    case 'x': res = std::isxdigit(c); break;
    default: return cl == c;
  }
  return std::isupper(cl) ? !res : res;
}

// One match of a pattern against a subject: the captures so far and the work done.
class PatternMatch {
 public:
  PatternMatch(lua_State* L, const char* s, std::size_t ls, const char* p, std::size_t lp)
      : L_(L), src_init_(s), src_end_(s + ls), p_end_(p + lp) {}

  const char* src_init() const { return src_init_; }
  const char* src_end() const { return src_end_; }

  // Where a match of pattern p starting at s ends, or null.
  const char* run(const char* s, const char* p) {
    level_ = 0;
    nesting_ = kMaxNesting;
    return match(s, p);
  }

  // Pushes the captures of a match from s to e (the whole match when the pattern has none).
  int push_captures(const char* s, const char* e) {
    int n = (level_ == 0 && s) ? 1 : level_;
    luaL_checkstack(L_, n, "too many captures");
    for (int i = 0; i < n; ++i) push_capture(i, s, e);
    return n;
  }

  void push_capture(int i, const char* s, const char* e) {
    if (i >= level_) {
      if (i != 0) luaL_error(L_, "invalid capture index %%%d", i + 1);
      lua_pushlstring(L_, s, static_cast<std::size_t>(e - s));
      return;
    }
    std::ptrdiff_t len = capture_[i].len;
    if (len == kUnfinished) luaL_error(L_, "unfinished capture");
    if (len == kPosition) lua_pushinteger(L_, capture_[i].init - src_init_ + 1);
    else lua_pushlstring(L_, capture_[i].init, static_cast<std::size_t>(len));
  }

  // Charges a step of work; the budget error, when it comes, unwinds through here.
  void step() {
    if (++steps_ >= kStepsPerCharge) settle();
  }

  // Charges the steps not yet charged, and passes on the function's number of results.
  int settle(int results = 0) {
    long n = steps_;
    steps_ = 0;
    if (n > 0) LuaState::of(L_).charge(L_, n);
    return results;
  }

 private:
  struct Capture {
    const char* init = nullptr;
    std::ptrdiff_t len = 0;
  };

  // The end of the single-character class at p ("a", "%d", "[a-z]").
  const char* class_end(const char* p) const {
    char c = *p++;
    if (c == '%') {
      if (p >= p_end_) luaL_error(L_, "malformed pattern (ends with '%%')");
      return p + 1;
    }
    if (c == '[') {
      if (*p == '^') ++p;
      do {  // the first character of a set is taken as itself, so "[]]" holds ']'
        if (p >= p_end_) luaL_error(L_, "malformed pattern (missing ']')");
        if (*(p++) == '%' && p < p_end_) ++p;
      } while (*p != ']');
      return p + 1;
    }
    return p;
  }

  // Is c in the set from p ('[') to ec (its ']')?
  static bool in_set(int c, const char* p, const char* ec) {
    bool sig = true;
    if (*(p + 1) == '^') {
      sig = false;
      ++p;
    }
    while (++p < ec) {
      if (*p == '%') {
        ++p;
        if (in_class(c, byte(p))) return sig;
      } else if (*(p + 1) == '-' && p + 2 < ec) {
        p += 2;
        if (byte(p - 2) <= c && c <= byte(p)) return sig;
      } else if (byte(p) == c) {
        return sig;
      }
    }
    return !sig;
  }

  bool single(const char* s, const char* p, const char* ep) const {
    if (s >= src_end_) return false;
    int c = byte(s);
    switch (*p) {
      case '.': return true;
      case '%': return in_class(c, byte(p + 1));
      case '[': return in_set(c, p, ep - 1);
      default: return byte(p) == c;
    }
  }

  const char* balance(const char* s, const char* p) {
    if (p + 1 >= p_end_) luaL_error(L_, "malformed pattern (missing arguments to '%%b')");
    if (s >= src_end_ || *s != *p) return nullptr;
    char open = *p, close = *(p + 1);
    int depth = 1;
    while (++s < src_end_) {
      step();
      if (*s == close) {
        if (--depth == 0) return s + 1;
      } else if (*s == open) {
        ++depth;
      }
    }
    return nullptr;
  }

  const char* max_expand(const char* s, const char* p, const char* ep) {
    std::ptrdiff_t i = 0;
    while (single(s + i, p, ep)) {
      step();
      ++i;
    }
    for (; i >= 0; --i)  // the longest run first, giving back one at a time
      if (const char* res = match(s + i, ep + 1)) return res;
    return nullptr;
  }

  const char* min_expand(const char* s, const char* p, const char* ep) {
    for (;;) {
      step();
      if (const char* res = match(s, ep + 1)) return res;
      if (!single(s, p, ep)) return nullptr;
      ++s;
    }
  }

  const char* start_capture(const char* s, const char* p, std::ptrdiff_t what) {
    if (level_ >= kMaxCaptures) luaL_error(L_, "too many captures");
    capture_[level_] = {s, what};
    ++level_;
    const char* res = match(s, p);
    if (!res) --level_;
    return res;
  }

  const char* end_capture(const char* s, const char* p) {
    int l = open_capture();
    capture_[l].len = s - capture_[l].init;
    const char* res = match(s, p);
    if (!res) capture_[l].len = kUnfinished;
    return res;
  }

  int open_capture() const {
    for (int l = level_ - 1; l >= 0; --l)
      if (capture_[l].len == kUnfinished) return l;
    luaL_error(L_, "invalid pattern capture");
    return 0;
  }

  const char* back_reference(const char* s, int digit) {
    int l = digit - '1';
    if (l < 0 || l >= level_ || capture_[l].len == kUnfinished) luaL_error(L_, "invalid capture index %%%d", l + 1);
    auto len = static_cast<std::size_t>(capture_[l].len);
    if (static_cast<std::size_t>(src_end_ - s) >= len && std::memcmp(capture_[l].init, s, len) == 0) return s + len;
    return nullptr;
  }

  const char* frontier(const char* s, const char* p) {
    if (*p != '[') luaL_error(L_, "missing '[' after '%%f' in pattern");
    const char* ep = class_end(p);
    int previous = (s == src_init_) ? '\0' : byte(s - 1);
    int current = (s < src_end_) ? byte(s) : '\0';
    return (!in_set(previous, p, ep - 1) && in_set(current, p, ep - 1)) ? ep : nullptr;
  }

  // Lua's matcher: where the pattern from p matches the subject from s, or null.
  const char* match(const char* s, const char* p) {
    if (--nesting_ == 0) luaL_error(L_, "pattern too complex");
    step();
    while (s && p < p_end_) {
      if (*p == '(') {
        s = (p + 1 < p_end_ && *(p + 1) == ')') ? start_capture(s, p + 2, kPosition) : start_capture(s, p + 1, kUnfinished);
        break;
      }
      if (*p == ')') {
        s = end_capture(s, p + 1);
        break;
      }
      if (*p == '$' && p + 1 == p_end_) {
        s = (s == src_end_) ? s : nullptr;
        break;
      }
      if (*p == '%' && p + 1 < p_end_) {
        char next = *(p + 1);
        if (next == 'b') {
          s = balance(s, p + 2);
          p += 4;
          continue;
        }
        if (next == 'f') {
          const char* ep = frontier(s, p + 2);
          if (!ep) s = nullptr;
          p = ep;
          continue;
        }
        if (std::isdigit(byte(p + 1))) {
          s = back_reference(s, next);
          p += 2;
          continue;
        }
      }
      const char* ep = class_end(p);
      char quantifier = ep < p_end_ ? *ep : '\0';
      if (!single(s, p, ep)) {
        if (quantifier == '*' || quantifier == '?' || quantifier == '-') {  // may match nothing
          p = ep + 1;
          continue;
        }
        s = nullptr;
        break;
      }
      if (quantifier == '?') {
        if (const char* res = match(s + 1, ep + 1)) {
          s = res;
          break;
        }
        p = ep + 1;
        continue;
      }
      if (quantifier == '+') s = max_expand(s + 1, p, ep);
      else if (quantifier == '*') s = max_expand(s, p, ep);
      else if (quantifier == '-') s = min_expand(s, p, ep);
      else {
        ++s;
        p = ep;
        continue;
      }
      break;
    }
    ++nesting_;
    return s;
  }

  lua_State* L_;
  const char* src_init_;
  const char* src_end_;
  const char* p_end_;
  int level_ = 0;
  int nesting_ = kMaxNesting;
  long steps_ = 0;
  Capture capture_[kMaxCaptures];
};

// A position argument made 0-based, as the library reads it (negative counts from the end).
std::size_t start_at(lua_Integer pos, std::size_t len) {
  if (pos > 0) return static_cast<std::size_t>(pos) - 1;
  if (pos == 0 || pos < -static_cast<lua_Integer>(len)) return 0;
  return len + static_cast<std::size_t>(pos);
}

bool has_specials(const char* p, std::size_t lp) {
  for (std::size_t i = 0; i < lp; ++i)
    if (p[i] != '\0' && std::strchr(kSpecials, p[i])) return true;
  return false;
}

// A plain search, charged per place it compares at.
const char* plain_find(PatternMatch& m, const char* s, std::size_t ls, const char* p, std::size_t lp) {
  if (lp == 0) return s;
  if (lp > ls) return nullptr;
  const char* last = s + (ls - lp);
  for (const char* at = s; at <= last; ++at) {
    at = static_cast<const char*>(std::memchr(at, *p, static_cast<std::size_t>(last - at) + 1));
    if (!at) return nullptr;
    for (std::size_t i = 0; i < lp / 64 + 1; ++i) m.step();
    if (std::memcmp(at, p, lp) == 0) return at;
  }
  return nullptr;
}

int find_or_match(lua_State* L, bool find) {
  std::size_t ls = 0, lp = 0;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  std::size_t init = start_at(luaL_optinteger(L, 3, 1), ls);
  if (init > ls) {
    luaL_pushfail(L);
    return 1;
  }
  if (find && (lua_toboolean(L, 4) || !has_specials(p, lp))) {
    PatternMatch m(L, s, ls, p, lp);
    const char* at = plain_find(m, s + init, ls - init, p, lp);
    if (!at) {
      luaL_pushfail(L);
      return m.settle(1);
    }
    lua_pushinteger(L, at - s + 1);
    lua_pushinteger(L, static_cast<lua_Integer>(at - s) + static_cast<lua_Integer>(lp));
    return m.settle(2);
  }
  bool anchor = (lp > 0 && *p == '^');
  if (anchor) {
    ++p;
    --lp;
  }
  PatternMatch m(L, s, ls, p, lp);
  const char* from = s + init;
  do {
    if (const char* e = m.run(from, p)) {
      if (!find) return m.settle(m.push_captures(from, e));
      lua_pushinteger(L, from - s + 1);
      lua_pushinteger(L, e - s);
      return m.settle(m.push_captures(nullptr, nullptr) + 2);
    }
    m.step();
  } while (from++ < m.src_end() && !anchor);
  luaL_pushfail(L);
  return m.settle(1);
}

int checked_find(lua_State* L) { return find_or_match(L, true); }
int checked_match(lua_State* L) { return find_or_match(L, false); }

// gmatch's iterator: upvalues are the subject, the pattern and a userdata holding where the next
// search starts and where the last match ended (an empty match there is skipped).
struct GmatchState {
  std::size_t next = 0;
  std::ptrdiff_t last_end = -1;
};

int gmatch_next(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* s = lua_tolstring(L, lua_upvalueindex(1), &ls);
  const char* p = lua_tolstring(L, lua_upvalueindex(2), &lp);
  auto* g = static_cast<GmatchState*>(lua_touserdata(L, lua_upvalueindex(3)));
  PatternMatch m(L, s, ls, p, lp);
  for (std::size_t from = g->next; from <= ls; ++from) {
    const char* e = m.run(s + from, p);
    if (e && e - s != g->last_end) {
      g->next = static_cast<std::size_t>(e - s);
      g->last_end = e - s;
      return m.settle(m.push_captures(s + from, e));
    }
    m.step();
  }
  g->next = ls + 1;
  return m.settle(0);
}

int checked_gmatch(lua_State* L) {
  std::size_t ls = 0;
  luaL_checklstring(L, 1, &ls);
  luaL_checkstring(L, 2);
  std::size_t init = start_at(luaL_optinteger(L, 3, 1), ls);
  lua_settop(L, 2);
  auto* g = static_cast<GmatchState*>(lua_newuserdatauv(L, sizeof(GmatchState), 0));
  *g = GmatchState{init > ls ? ls + 1 : init, -1};
  lua_pushcclosure(L, gmatch_next, 3);
  return 1;
}

// Adds the replacement string for a match from s to e: %0-%9 are captures, %% a percent sign.
void add_replacement_text(lua_State* L, PatternMatch& m, luaL_Buffer& b, const char* s, const char* e) {
  std::size_t l = 0;
  const char* r = lua_tolstring(L, 3, &l);
  const char* end = r + l;
  for (; r < end; ++r) {
    m.step();
    if (*r != '%') {
      luaL_addchar(&b, *r);
      continue;
    }
    ++r;
    if (r < end && *r == '%') luaL_addchar(&b, '%');
    else if (r < end && *r == '0') luaL_addlstring(&b, s, static_cast<std::size_t>(e - s));
    else if (r < end && std::isdigit(byte(r))) {
      m.push_capture(*r - '1', s, e);
      luaL_tolstring(L, -1, nullptr);
      lua_remove(L, -2);
      luaL_addvalue(&b);
    } else {
      luaL_error(L, "invalid use of '%%' in replacement string");
    }
  }
}

// Adds what replaces a match; false when the match stays as it was (a nil or false value).
bool add_replacement(lua_State* L, PatternMatch& m, luaL_Buffer& b, const char* s, const char* e, int kind) {
  if (kind == LUA_TFUNCTION) {
    lua_pushvalue(L, 3);
    int n = m.push_captures(s, e);
    lua_call(L, n, 1);
  } else if (kind == LUA_TTABLE) {
    m.push_capture(0, s, e);
    lua_gettable(L, 3);
  } else {
    add_replacement_text(L, m, b, s, e);
    return true;
  }
  if (!lua_toboolean(L, -1)) {
    lua_pop(L, 1);
    luaL_addlstring(&b, s, static_cast<std::size_t>(e - s));
    return false;
  }
  if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1)) != 0;
  luaL_addvalue(&b);
  return true;
}

int checked_gsub(lua_State* L) {
  std::size_t ls = 0, lp = 0;
  const char* s = luaL_checklstring(L, 1, &ls);
  const char* p = luaL_checklstring(L, 2, &lp);
  int kind = lua_type(L, 3);
  lua_Integer max_n = luaL_optinteger(L, 4, static_cast<lua_Integer>(ls) + 1);
  luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE, 3,
                   "string/function/table");
  bool anchor = (lp > 0 && *p == '^');
  if (anchor) {
    ++p;
    --lp;
  }
  PatternMatch m(L, s, ls, p, lp);
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  const char* from = s;
  const char* last_end = nullptr;
  lua_Integer n = 0;
  bool changed = false;
  while (n < max_n) {
    const char* e = m.run(from, p);
    if (e && e != last_end) {
      ++n;
      changed = add_replacement(L, m, b, from, e, kind) || changed;
      from = last_end = e;
    } else if (from < m.src_end()) {
      luaL_addchar(&b, *from++);
      m.step();
    } else {
      break;
    }
    if (anchor) break;
  }
  if (!changed) {
    lua_pushvalue(L, 1);
  } else {
    luaL_addlstring(&b, from, static_cast<std::size_t>(m.src_end() - from));
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, n);
  return m.settle(2);
}

}  // namespace

void install_checked_patterns(lua_State* L) {
  lua_getglobal(L, "string");
  const luaL_Reg checked[] = {{"find", checked_find}, {"match", checked_match}, {"gmatch", checked_gmatch},
                              {"gsub", checked_gsub}, {nullptr, nullptr}};
  luaL_setfuncs(L, checked, 0);
  lua_pop(L, 1);
}

}  // namespace caisson::lua
