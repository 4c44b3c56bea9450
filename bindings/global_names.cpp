#include "bindings/global_names.hpp"
#include "bindings/load_source.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>

#include <fmt/format.h>
#include <lauxlib.h>

#include "bindings/script_error.hpp"

namespace caisson::lua {
namespace {

// Lua 5.4's instruction layout (lopcodes.h): a 7-bit opcode, then A (8 bits), k (1), B (8), C (8);
// or A and a 17-bit Bx; or a 25-bit Ax. The opcodes' numbers are their order in lopcodes.h.
enum Op : std::uint32_t {
  kLoadK = 3,      // R[A] := K[Bx]
  kLoadKx = 4,     // R[A] := K[the next instruction's Ax]
  kLoadNil = 8,    // R[A .. A+B] := nil
  kGetUpval = 9,   // R[A] := UpValue[B]
  kGetTabUp = 11,  // R[A] := UpValue[B][K[C]]
  kGetTable = 12,  // R[A] := R[B][R[C]]
  kSetTabUp = 15,  // UpValue[A][K[B]] := RK(C)
  kSetTable = 16,  // R[A][R[B]] := RK(C)
  kSetI = 17,
  kSetField = 18,
  kSelf = 20,      // R[A+1] := R[B]; R[A] := R[B][key]
  kConcat = 53,
  kClose = 54,
  kTbc = 55,
  kJmp = 56,
  kEq = 57,        // 57-66: comparisons and tests, which write no register
  kTest = 66,
  kCall = 68,
  kTailCall = 69,
  kReturn = 70,
  kReturn0 = 71,
  kReturn1 = 72,
  kForLoop = 73,   // 73-77: numeric and generic for loops
  kTForLoop = 77,
  kSetList = 78,
  kVararg = 80,
  kVarargPrep = 81,
  kExtraArg = 82,
};

std::uint32_t opcode(std::uint32_t i) { return i & 0x7F; }
int arg_a(std::uint32_t i) { return static_cast<int>((i >> 7) & 0xFF); }
int arg_b(std::uint32_t i) { return static_cast<int>((i >> 16) & 0xFF); }
int arg_c(std::uint32_t i) { return static_cast<int>((i >> 24) & 0xFF); }
std::size_t arg_bx(std::uint32_t i) { return i >> 15; }
std::size_t arg_ax(std::uint32_t i) { return i >> 7; }

// One function of a dumped chunk, keeping only what finding globals needs.
struct Function {
  int line_defined = 0;
  std::vector<std::uint32_t> code;
  std::vector<std::optional<std::string>> constants;  // the string constants; others are empty
  struct Upvalue {
    bool in_parent_stack = false;  // a local of the enclosing function, else one of its upvalues
    int index = 0;
    std::string name;
  };
  std::vector<Upvalue> upvalues;
  std::vector<Function> nested;
  std::vector<std::int8_t> line_steps;                // per instruction: line change from the previous
  std::vector<std::pair<int, int>> absolute_lines;    // (pc, line) where a step did not fit
};

// Reads the binary chunk lua_dump writes (the layout of Lua 5.4's ldump.c).
class ChunkReader {
 public:
  ChunkReader(std::string_view bytes, const std::string& name) : bytes_(bytes), name_(name) {}

  Function read_chunk() {
    read_header();
    byte();  // the main function's upvalue count, repeated in the function itself
    return read_function();
  }

 private:
  [[noreturn]] void fail(const char* what) const {
    throw ScriptError(fmt::format("{}: cannot read the compiled chunk ({} at byte {})", name_, what, pos_));
  }

  std::string_view take(std::size_t n) {
    if (n > bytes_.size() - pos_) fail("it ends early");
    auto s = bytes_.substr(pos_, n);
    pos_ += n;
    return s;
  }

  std::uint8_t byte() { return static_cast<std::uint8_t>(take(1)[0]); }

  // Sizes are written most significant group first, seven bits a byte; the last byte has bit 8 set.
  std::size_t size() {
    std::size_t x = 0;
    for (int n = 0; n < 10; ++n) {
      std::uint8_t b = byte();
      x = (x << 7) | (b & 0x7F);
      if (b & 0x80) return x;
    }
    fail("a size is too long");
  }

  int whole() { return static_cast<int>(size()); }

  // A size of 0 is a missing string; otherwise the size counts one more than the bytes.
  std::optional<std::string> string() {
    std::size_t n = size();
    if (n == 0) return std::nullopt;
    return std::string(take(n - 1));
  }

  void read_header() {
    if (take(4) != "\x1bLua") fail("no signature");
    if (byte() != 0x54) fail("not Lua 5.4 bytecode");
    if (byte() != 0) fail("not the official format");
    take(6);  // conversion check bytes
    if (byte() != sizeof(std::uint32_t)) fail("unexpected instruction size");
    integer_size_ = byte();
    number_size_ = byte();
    take(integer_size_ + number_size_);  // test integer and float
  }

  Function read_function() {
    Function f;
    string();  // source, absent when it is the enclosing function's
    f.line_defined = whole();
    whole();      // last line defined
    take(3);      // parameter count, vararg flag, stack size
    read_code(f);
    read_constants(f);
    read_upvalues(f);
    for (int n = whole(); n > 0; --n) f.nested.push_back(read_function());
    read_debug(f);
    return f;
  }

  void read_code(Function& f) {
    f.code.resize(size());
    auto raw = take(f.code.size() * sizeof(std::uint32_t));
    std::memcpy(f.code.data(), raw.data(), raw.size());
  }

  void read_constants(Function& f) {
    for (int n = whole(); n > 0; --n) {
      std::uint8_t tag = byte();
      switch (tag) {
        case 0x00: case 0x01: case 0x11: f.constants.emplace_back(); break;  // nil, false, true
        case 0x03: take(integer_size_); f.constants.emplace_back(); break;
        case 0x13: take(number_size_); f.constants.emplace_back(); break;
        case 0x04: case 0x14: f.constants.push_back(string().value_or("")); break;  // short, long string
        default: fail("unknown constant type");
      }
    }
  }

  void read_upvalues(Function& f) {
    f.upvalues.resize(size());
    for (auto& u : f.upvalues) {
      u.in_parent_stack = byte() != 0;
      u.index = byte();
      byte();  // kind
    }
  }

  void read_debug(Function& f) {
    for (auto step : take(size())) f.line_steps.push_back(static_cast<std::int8_t>(step));
    for (int n = whole(); n > 0; --n) {
      int pc = whole();
      f.absolute_lines.emplace_back(pc, whole());
    }
    for (int n = whole(); n > 0; --n) {  // locals: name, first and last pc
      string();
      whole();
      whole();
    }
    int names = whole();
    for (int i = 0; i < names; ++i) {
      auto name = string();
      if (static_cast<std::size_t>(i) < f.upvalues.size()) f.upvalues[i].name = name.value_or("");
    }
  }

  std::string_view bytes_;
  const std::string& name_;
  std::size_t pos_ = 0;
  std::size_t integer_size_ = 8;
  std::size_t number_size_ = 8;
};

// The source line of instruction pc: from the last absolute line at or before it, add the steps
// that follow (as Lua's own debug library does).
int line_of(const Function& f, int pc) {
  if (f.line_steps.empty()) return f.line_defined;
  int from = -1;
  int line = f.line_defined;
  for (const auto& [at, absolute] : f.absolute_lines) {
    if (at > pc) break;
    from = at;
    line = absolute;
  }
  for (int i = from + 1; i <= pc && i < static_cast<int>(f.line_steps.size()); ++i) line += f.line_steps[static_cast<std::size_t>(i)];
  return line;
}

// What a register is known to hold, for the long form of a global access: past the 256th
// constant a key no longer fits an instruction, and the compiler copies _ENV into a register
// (GETUPVAL), loads the key into the next (LOADK) and indexes (GETTABLE / SETTABLE).
struct Held {
  bool global_env = false;
  const std::optional<std::string>* key = nullptr;  // a string constant
};

class Registers {
 public:
  Held& operator[](int r) { return held_[static_cast<std::size_t>(r)]; }
  void forget(int r) { held_[static_cast<std::size_t>(r)] = {}; }
  void forget_from(int r) {
    for (std::size_t i = static_cast<std::size_t>(r); i < held_.size(); ++i) held_[i] = {};
  }
  // What instruction i overwrites: most write R[A]; calls, loops and varargs everything above it.
  void written_by(std::uint32_t i) {
    std::uint32_t op = opcode(i);
    int a = arg_a(i);
    if (op == kLoadNil) {
      for (int r = a; r <= a + arg_b(i) && r < 256; ++r) forget(r);
    } else if (op == kSelf) {
      forget(a);
      if (a < 255) forget(a + 1);
    } else if (op == kConcat || op == kCall || op == kTailCall || op == kVararg || (op >= kForLoop && op <= kTForLoop)) {
      forget_from(a);
    } else if (!writes_no_register(op)) {
      forget(a);
    }
  }

 private:
  static bool writes_no_register(std::uint32_t op) {
    return op == kSetTabUp || op == kSetTable || op == kSetI || op == kSetField || op == kClose || op == kTbc ||
           op == kJmp || (op >= kEq && op <= kTest) || (op >= kReturn && op <= kReturn1) || op == kSetList ||
           op == kVarargPrep || op == kExtraArg;
  }
  std::array<Held, 256> held_{};
};

// is_global_env[i]: upvalue i of f is the environment the chunk was loaded with.
void collect(const Function& f, const std::vector<bool>& is_global_env, std::vector<GlobalUse>& out) {
  auto env_upvalue = [&](int upvalue) {
    return upvalue < static_cast<int>(is_global_env.size()) && is_global_env[static_cast<std::size_t>(upvalue)];
  };
  auto string_constant = [&](std::size_t k) -> const std::optional<std::string>* {
    return k < f.constants.size() && f.constants[k] ? &f.constants[k] : nullptr;
  };
  Registers regs;
  for (std::size_t pc = 0; pc < f.code.size(); ++pc) {
    std::uint32_t i = f.code[pc];
    std::uint32_t op = opcode(i);
    int a = arg_a(i), b = arg_b(i), c = arg_c(i);
    const std::optional<std::string>* key = nullptr;
    bool write = false;
    if (op == kGetTabUp && env_upvalue(b)) {
      key = string_constant(static_cast<std::size_t>(c));
    } else if (op == kSetTabUp && env_upvalue(a)) {
      key = string_constant(static_cast<std::size_t>(b));
      write = true;
    } else if (op == kGetTable && regs[b].global_env) {
      key = regs[c].key;
    } else if (op == kSetTable && regs[a].global_env) {
      key = regs[b].key;
      write = true;
    }
    if (key) out.push_back({**key, line_of(f, static_cast<int>(pc)), write});

    regs.written_by(i);
    if (op == kGetUpval) regs[a].global_env = env_upvalue(b);
    if (op == kLoadK) regs[a].key = string_constant(arg_bx(i));
    if (op == kLoadKx && pc + 1 < f.code.size() && opcode(f.code[pc + 1]) == kExtraArg)
      regs[a].key = string_constant(arg_ax(f.code[pc + 1]));
  }
  for (const auto& inner : f.nested) {
    // An upvalue that is a local of f (a `local _ENV`) shadows the global environment.
    std::vector<bool> inner_env;
    for (const auto& u : inner.upvalues)
      inner_env.push_back(!u.in_parent_stack && env_upvalue(u.index));
    collect(inner, inner_env, out);
  }
}

int append_bytes(lua_State*, const void* p, std::size_t size, void* ud) {
  static_cast<std::string*>(ud)->append(static_cast<const char*>(p), size);
  return 0;
}

}  // namespace

std::vector<GlobalUse> globals_used(lua_State* L, std::string_view chunk, const std::string& name) {
  if (load_source(L, chunk, name) != LUA_OK) {
    std::string message = lua_tostring(L, -1) ? lua_tostring(L, -1) : "cannot compile";
    lua_pop(L, 1);
    throw ScriptError(message);
  }
  std::string bytes;
  lua_dump(L, append_bytes, &bytes, 0);
  lua_pop(L, 1);

  Function main = ChunkReader(bytes, name).read_chunk();
  // A loaded chunk's one upvalue is the environment it was loaded with.
  std::vector<bool> main_env(main.upvalues.size(), false);
  if (!main_env.empty()) main_env[0] = true;
  std::vector<GlobalUse> uses;
  collect(main, main_env, uses);
  return uses;
}

}  // namespace caisson::lua
