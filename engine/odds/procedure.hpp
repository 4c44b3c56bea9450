#pragma once
// A rule procedure `caisson odds` can answer: its name, the options that describe the situation
// (each with its default), and the function that counts its outcomes under the rules' own tables.
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/odds/answer.hpp"

namespace caisson::odds {

// A question put wrongly: an unknown option, a word not allowed, a number out of range.
struct OddsInputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class OptionKind : std::uint8_t { number, word, flag };

struct OddsOption {
  std::string_view name;  // given as --name
  OptionKind kind = OptionKind::number;
  std::string_view help;
  std::string fallback;  // the value when not given, as it would be given; "": not given
  std::vector<std::string_view> words;  // a word option's choices
  int least = 0, most = 0;              // a number's range
  // Words a number option also takes ("rear" for 1 supporter).
  std::vector<std::pair<std::string_view, int>> named_numbers;
};

// A house rule for the question: a rule parameter set by name, as a battle's house_rules do.
struct HouseRule {
  std::string name;
  double value = 0;
};

class OddsProcedure;

// The options given for one question, checked against the procedure's as they are set.
class OddsQuery {
 public:
  explicit OddsQuery(const OddsProcedure& procedure);

  // Sets an option from its text (a flag takes ""); throws OddsInputError saying what it takes.
  void set(std::string_view name, std::string_view text);
  void add_house_rule(std::string name, double value) { house_rules_.push_back({std::move(name), value}); }

  bool given(std::string_view name) const;  // set, not left at its fallback
  int number(std::string_view name) const;
  std::string_view word(std::string_view name) const;
  bool flag(std::string_view name) const;
  std::span<const HouseRule> house_rules() const { return house_rules_; }

 private:
  const OddsOption& option(std::string_view name) const;
  std::string_view text_of(std::string_view name) const;

  const OddsProcedure* procedure_;
  std::map<std::string, std::string, std::less<>> given_;
  std::vector<HouseRule> house_rules_;
};

class OddsProcedure {
 public:
  OddsProcedure(std::string_view name, std::string_view summary, std::vector<OddsOption> options,
                std::function<OddsAnswer(const OddsQuery&)> answer)
      : name_(name), summary_(summary), options_(std::move(options)), answer_(std::move(answer)) {}

  std::string_view name() const { return name_; }
  std::string_view summary() const { return summary_; }
  std::span<const OddsOption> options() const { return options_; }
  // The option called `name`, or nullptr.
  const OddsOption* find_option(std::string_view name) const;
  OddsAnswer answer(const OddsQuery& q) const { return answer_(q); }

 private:
  std::string_view name_, summary_;
  std::vector<OddsOption> options_;
  std::function<OddsAnswer(const OddsQuery&)> answer_;
};

// Option lists' common entries.
OddsOption number_option(std::string_view name, std::string_view help, int fallback_value, int least, int most);
OddsOption optional_number(std::string_view name, std::string_view help, int least, int most);
OddsOption word_option(std::string_view name, std::string_view help, std::string_view fallback,
                       std::vector<std::string_view> words);
OddsOption flag_option(std::string_view name, std::string_view help);

// "+1", "-2", "0" for a modifier; "3" for a count.
std::string signed_text(int n);
// A throw and its modifier as a player writes them: "2D6", "2D6 -2".
std::string with_modifier(std::string_view dice, int modifier);

}  // namespace caisson::odds
