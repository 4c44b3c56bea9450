#pragma once
// Why an action is refused matters to a player and to a script; the built-in commander, trying
// what might be possible, never reads it. While a quiet check runs the rules leave their
// reasons unwritten (formatting them was a tenth of a sweep's time): a refusal is still a
// refusal, its text is empty.
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>

namespace caisson {

struct Unit;

bool reasons_wanted();

// Reasons go unwritten on this thread while one of these lives.
class QuietReasons {
 public:
  QuietReasons();
  ~QuietReasons();
  QuietReasons(const QuietReasons&) = delete;
  QuietReasons& operator=(const QuietReasons&) = delete;

 private:
  bool was_;
};

// fmt::format for a refusal's reason: nothing is formatted while reasons are not wanted.
template <class... Args>
std::string reason(fmt::format_string<Args...> text, Args&&... args) {
  if (!reasons_wanted()) return {};
  return fmt::format(text, std::forward<Args>(args)...);
}

// A refusal as every rule system words it, citing its rule:
//   "5th Massachusetts cannot charge: it is routing (igor: routing units do nothing until they rally)".
// Each rule system names one for itself (`inline constexpr RuleRefusal refusal{"igor"};`).
struct RuleRefusal {
  std::string_view rules;  // the rule system's id
  std::string operator()(const Unit& u, std::string_view verb, std::string_view why, std::string_view rule) const;
};

}  // namespace caisson
