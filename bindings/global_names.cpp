#include "bindings/global_names.hpp"
#include "bindings/load_source.hpp"

#include <optional>

#include "bindings/lua_tokens.hpp"
#include "bindings/script_error.hpp"

namespace caisson::lua {
namespace {

bool is_keyword(std::string_view s) {
  for (std::string_view k : {"and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
                             "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"})
    if (s == k) return true;
  return false;
}

bool is_binary_operator(const Token& t) {
  if (t.kind != Token::Kind::symbol && !t.is("and") && !t.is("or")) return false;
  for (std::string_view op : {"+", "-", "*", "/", "//", "%", "^", "..", "==", "~=", "<", "<=", ">", ">=", "&", "|", "~",
                              "<<", ">>", "and", "or"})
    if (t.text == op) return true;
  return false;
}

// Where a suffixed expression ends up: a variable a read or an assignment may use. Only a free
// name and a field of the global environment are globals; anything else has been read already.
struct Place {
  enum class Kind { other, name, env, env_field } kind = Kind::other;
  std::string name;  // the free name, or the global environment's field
  int line = 0;
};

// Lua's grammar (the reference manual's §9), walked only to know which names are locals where:
// a name no enclosing block, loop or function declares is a field of the chunk's `_ENV`.
class GlobalFinder {
 public:
  explicit GlobalFinder(std::vector<Token> tokens) : t_(std::move(tokens)) {}

  std::vector<GlobalUse> find() {
    scopes_.emplace_back();
    block();
    return std::move(uses_);
  }

 private:
  struct Local {
    std::string name;
    std::optional<std::string> constant;  // declared as one string literal: `_ENV[k]` reads it
  };

  // --- tokens
  const Token& peek(std::size_t ahead = 0) const {
    static const Token kEnd{Token::Kind::symbol, "<eof>", 0};
    return at_ + ahead < t_.size() ? t_[at_ + ahead] : kEnd;
  }
  const Token& next() {
    const Token& t = peek();
    if (at_ < t_.size()) ++at_;
    return t;
  }
  bool accept(std::string_view s) {
    if (!peek().is(s)) return false;
    ++at_;
    return true;
  }
  bool at_end() const { return at_ >= t_.size(); }
  bool is_name() const { return peek().kind == Token::Kind::name && !is_keyword(peek().text); }

  // --- scopes
  const Local* local_named(std::string_view name) const {
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      for (auto l = s->rbegin(); l != s->rend(); ++l)
        if (l->name == name) return &*l;
    return nullptr;
  }
  void declare(std::string name, std::optional<std::string> constant = std::nullopt) {
    scopes_.back().push_back({std::move(name), std::move(constant)});
  }
  void forget_constant(std::string_view name) {
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      for (auto l = s->rbegin(); l != s->rend(); ++l)
        if (l->name == name) return void(l->constant.reset());
  }

  // A place as a read (write: as an assignment's target).
  void use(const Place& p, bool write) {
    if (p.kind == Place::Kind::name || p.kind == Place::Kind::env_field) uses_.push_back({p.name, p.line, write});
  }

  // --- blocks and statements
  bool block_ends() const {
    const Token& t = peek();
    return t.line == 0 || t.is("end") || t.is("else") || t.is("elseif") || t.is("until");
  }
  void block() {
    while (!block_ends()) {
      if (peek().is("return")) {
        next();
        if (!block_ends() && !peek().is(";")) expression_list();
        accept(";");
        return;
      }
      const std::size_t before = at_;
      statement();
      if (at_ == before) next();  // a token the walk does not know: step over it rather than stall
    }
  }
  void scoped_block() {
    scopes_.emplace_back();
    block();
    scopes_.pop_back();
  }

  void statement() {
    if (accept(";") || accept("break")) return;
    if (accept("::")) return void((next(), next()));  // a label: name, then ::
    if (accept("goto")) return void(next());
    if (accept("do")) {
      scoped_block();
      return void(next());  // end
    }
    if (accept("while")) {
      expression();
      next();  // do
      scoped_block();
      return void(next());  // end
    }
    if (accept("repeat")) {  // the condition sees the block's locals
      scopes_.emplace_back();
      block();
      next();  // until
      expression();
      return scopes_.pop_back();
    }
    if (accept("if")) return if_statement();
    if (accept("for")) return for_statement();
    if (accept("function")) return function_statement();
    if (accept("local")) return local_statement();
    expression_statement();
  }

  void if_statement() {
    expression();
    next();  // then
    scoped_block();
    while (accept("elseif")) {
      expression();
      next();  // then
      scoped_block();
    }
    if (accept("else")) scoped_block();
    next();  // end
  }

  void for_statement() {
    std::vector<std::string> names{next().text};
    if (accept("=")) {
      expression_list();  // start, limit and step
    } else {
      while (accept(",")) names.push_back(next().text);
      next();  // in
      expression_list();
    }
    next();  // do
    scopes_.emplace_back();
    for (auto& n : names) declare(std::move(n));
    block();
    scopes_.pop_back();
    next();  // end
  }

  // `function a.b.c:m() ... end`: a global `a` is set when the name has no dots, read otherwise.
  void function_statement() {
    const Token& first = next();
    Place root = free_name(first);
    bool method = false, dotted = false;
    while (peek().is(".") || peek().is(":")) {
      method = next().is(":");
      dotted = true;
      next();
    }
    use(root, !dotted);
    function_body(method);
  }

  void local_statement() {
    if (accept("function")) {
      declare(next().text);  // visible in its own body: it may call itself
      return function_body(false);
    }
    std::vector<std::string> names;
    do {
      names.push_back(next().text);
      if (accept("<")) next(), next();  // <const> or <close>
    } while (accept(","));
    std::optional<std::string> constant;
    if (accept("=")) {
      if (names.size() == 1 && peek().kind == Token::Kind::string && ends_expression(peek(1))) constant = peek().text;
      expression_list();
    }
    // Visible only after the statement: `local x = x` reads a global x.
    for (auto& n : names) declare(std::move(n), names.size() == 1 ? constant : std::nullopt);
  }

  void expression_statement() {
    std::vector<Place> targets{suffixed_expression()};
    if (!peek().is("=") && !peek().is(",")) return use(targets.front(), false);  // a call
    while (accept(",")) targets.push_back(suffixed_expression());
    next();  // =
    expression_list();
    for (const Place& p : targets) {
      if (p.kind == Place::Kind::other && !p.name.empty()) forget_constant(p.name);  // a local set anew
      else use(p, true);
    }
  }

  // --- expressions
  void expression_list() {
    do expression();
    while (accept(","));
  }
  void expression() {
    while (accept("not") || accept("-") || accept("#") || accept("~")) {}
    simple_expression();
    while (is_binary_operator(peek())) {
      next();
      while (accept("not") || accept("-") || accept("#") || accept("~")) {}
      simple_expression();
    }
  }
  void simple_expression() {
    const Token& t = peek();
    if (t.kind == Token::Kind::number || t.kind == Token::Kind::string || t.is("nil") || t.is("true") ||
        t.is("false") || t.is("...")) {
      return void(next());
    }
    if (accept("function")) return function_body(false);
    if (t.is("{")) return table();
    use(suffixed_expression(), false);
  }

  // A token that may follow a whole expression: whether `local k = "z"` is all a literal.
  static bool ends_expression(const Token& t) {
    return t.line == 0 || t.is(";") || t.is(",") || t.is(")") || (t.kind == Token::Kind::name && !is_binary_operator(t)) ||
           t.is("::");
  }

  Place free_name(const Token& t) {
    if (local_named(t.text)) return {Place::Kind::other, t.text, t.line};
    if (t.text == "_ENV") return {Place::Kind::env, "", t.line};
    if (local_named("_ENV")) return {};  // a local _ENV: not the chunk's environment
    return {Place::Kind::name, t.text, t.line};
  }

  Place suffixed_expression() {
    Place p;
    if (accept("(")) {
      expression();
      next();  // )
    } else {
      p = free_name(next());
    }
    for (;;) {
      if (accept(".")) {
        const Token& field = next();
        p = p.kind == Place::Kind::env ? Place{Place::Kind::env_field, field.text, field.line} : (use(p, false), Place{});
      } else if (peek().is("[")) {
        next();
        if (p.kind == Place::Kind::env && (peek().kind == Token::Kind::string || peek().kind == Token::Kind::name) &&
            peek(1).is("]")) {
          const Token& key = next();
          next();  // ]
          const Local* l = key.kind == Token::Kind::name ? local_named(key.text) : nullptr;
          if (key.kind == Token::Kind::string) p = {Place::Kind::env_field, key.text, key.line};
          else if (l && l->constant) p = {Place::Kind::env_field, *l->constant, key.line};
          else use(free_name(key), false), p = {};
          continue;
        }
        use(p, false);
        p = {};
        expression();
        next();  // ]
      } else if (accept(":")) {
        use(p, false);
        p = {};
        next();  // the method's name
        arguments();
      } else if (peek().is("(") || peek().is("{") || peek().kind == Token::Kind::string) {
        use(p, false);
        p = {};
        arguments();
      } else {
        return p;
      }
    }
  }

  void arguments() {
    if (peek().kind == Token::Kind::string) return void(next());
    if (peek().is("{")) return table();
    next();  // (
    if (!accept(")")) {
      expression_list();
      next();  // )
    }
  }

  void table() {
    next();  // {
    while (!at_end() && !accept("}")) {
      if (accept("[")) {
        expression();
        next();  // ]
        next();  // =
        expression();
      } else if (is_name() && peek(1).is("=")) {
        next();
        next();
        expression();
      } else {
        expression();
      }
      if (!accept(",")) accept(";");
    }
  }

  void function_body(bool method) {
    scopes_.emplace_back();
    if (method) declare("self");
    next();  // (
    while (!at_end() && !accept(")")) {
      if (!peek().is("...")) declare(peek().text);
      next();
      accept(",");
    }
    block();
    next();  // end
    scopes_.pop_back();
  }

  std::vector<Token> t_;
  std::size_t at_ = 0;
  std::vector<std::vector<Local>> scopes_;
  std::vector<GlobalUse> uses_;
};

}  // namespace

std::vector<GlobalUse> globals_used(lua_State* L, std::string_view chunk, const std::string& name) {
  // Compiled first: Lua's own message for a syntax error, and a walk that may trust the grammar.
  if (load_source(L, chunk, name) != LUA_OK) {
    std::string message = lua_tostring(L, -1) ? lua_tostring(L, -1) : "cannot compile";
    lua_pop(L, 1);
    throw ScriptError(message);
  }
  lua_pop(L, 1);
  return GlobalFinder(lex_lua(chunk)).find();
}

}  // namespace caisson::lua
