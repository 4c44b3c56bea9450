#include "render/short_names.hpp"

#include <array>
#include <cctype>
#include <string_view>
#include <utility>
#include <vector>

namespace caisson::render {
namespace {

// States (two words first, so "New York" is not read as "New") and the words regiments are named by.
constexpr std::array<std::pair<std::string_view, std::string_view>, 13> kTwoWords{{
    {"New York", "NY"}, {"New Jersey", "NJ"}, {"New Hampshire", "NH"}, {"North Carolina", "NC"},
    {"South Carolina", "SC"}, {"West Virginia", "WV"}, {"Rhode Island", "RI"}, {"Eastern Shore", "ES"},
    {"Potomac Home", "PH"}, {"Home Brigade", "HB"}, {"Fire Zouaves", "FZ"}, {"U.S. Regulars", "US"}, {"Light Artillery", ""},
}};
constexpr std::array<std::pair<std::string_view, std::string_view>, 50> kWords{{
    {"Alabama", "AL"}, {"Arkansas", "AR"}, {"Connecticut", "CT"}, {"Delaware", "DE"}, {"Florida", "FL"},
    {"Georgia", "GA"}, {"Illinois", "IL"}, {"Indiana", "IN"}, {"Louisiana", "LA"}, {"Maine", "ME"},
    {"Maryland", "MD"}, {"Massachusetts", "MA"}, {"Michigan", "MI"}, {"Minnesota", "MN"}, {"Mississippi", "MS"},
    {"Ohio", "OH"}, {"Pennsylvania", "PA"}, {"Tennessee", "TN"}, {"Texas", "TX"}, {"Vermont", "VT"},
    {"Virginia", "VA"}, {"Wisconsin", "WI"}, {"Kentucky", "KY"}, {"Missouri", "MO"}, {"Iowa", "IA"},
    {"U.S.", "US"}, {"Brooklyn", "Bkn"}, {"Battalion", "Bn"}, {"Cavalry", "Cav"}, {"Militia", "Mil"},
    {"Sharpshooters", "SS"}, {"Sharpshooter", "SS"}, {"Regulars", "Reg"}, {"Regular", "Reg"}, {"Reserves", "Res"},
    {"Rifles", "Rif"}, {"Zouaves", "Z"}, {"Legion", "Leg"}, {"Independent", "Ind"}, {"Howitzers", "How"},
    {"Company", "Co"}, {"Brigade", "Bde"}, {"State", "St"}, {"Richmond", "Rich"}, {"Volunteers", ""},
    {"Infantry", ""}, {"infantry", ""}, {"Artillery", ""}, {"Battery", ""}, {"Light", "Lt"},
}};
constexpr std::size_t kLongest = 10;

std::vector<std::string> words_of(const std::string& text) {
  std::vector<std::string> words;
  std::string w;
  for (char c : text) {
    if (c == ' ' || c == ',' || c == '(' || c == ')') {
      if (!w.empty()) words.push_back(std::move(w));
      w.clear();
    } else {
      w += c;
    }
  }
  if (!w.empty()) words.push_back(std::move(w));
  return words;
}

// "69th" is 69; anything else is not a number.
std::string ordinal(const std::string& word) {
  std::size_t digits = 0;
  while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
  if (digits == 0) return {};
  std::string_view rest = std::string_view(word).substr(digits);
  return rest == "st" || rest == "nd" || rest == "rd" || rest == "th" || rest.empty() ? word.substr(0, digits) : std::string();
}

std::string strip_possessive(std::string w) {
  if (w.size() > 2 && w.compare(w.size() - 2, 2, "'s") == 0) w.resize(w.size() - 2);
  else if (w.size() > 1 && w.back() == '\'') w.pop_back();
  return w;
}

// The words abbreviated: two-word names first, then single words; words with no short form stay.
std::vector<std::string> abbreviated(const std::vector<std::string>& words) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    bool done = false;
    if (i + 1 < words.size())
      for (const auto& [pair, abbr] : kTwoWords)
        if (pair == words[i] + " " + words[i + 1]) {
          if (!abbr.empty()) out.emplace_back(abbr);
          ++i;
          done = true;
          break;
        }
    if (done) continue;
    std::string w = words[i];
    for (const auto& [word, abbr] : kWords)
      if (word == w) {
        w = std::string(abbr);
        done = true;
        break;
      }
    if (!w.empty()) out.push_back(done ? w : strip_possessive(w));
  }
  return out;
}

std::string joined(const std::vector<std::string>& words, std::size_t from = 0) {
  std::string s;
  for (std::size_t i = from; i < words.size(); ++i) s += (s.empty() ? "" : " ") + words[i];
  return s;
}

// A name without a number: what it is called, shortened to fit ("Hampton Leg", "Rowan").
std::string named(const std::vector<std::string>& words) {
  std::vector<std::string> w = abbreviated(words);
  if (w.empty()) return words.empty() ? std::string() : strip_possessive(words.front());
  std::string s = joined(w);
  if (s.size() <= kLongest) return s;
  return w.front().size() <= kLongest ? w.front() : w.front().substr(0, kLongest - 1) + ".";
}

}  // namespace

std::string short_name(const std::string& name) {
  // "Battery B, 1st Rhode Island" / "A, Sumter Battalion": the unit after the comma, then its letters.
  if (auto comma = name.find(", "); comma != std::string::npos) {
    std::string letters;
    for (const auto& w : words_of(name.substr(0, comma)))
      if (w != "Battery" && w != "Batteries" && w != "Company") letters += w == "&" ? "&" : w;
    std::string of = short_name(name.substr(comma + 2));
    return letters.empty() ? of : of + " " + letters;
  }
  std::vector<std::string> words = words_of(name);
  if (words.empty()) return name;
  std::string number = ordinal(words.front());
  if (number.empty()) return named(words);
  std::vector<std::string> rest = abbreviated(std::vector<std::string>(words.begin() + 1, words.end()));
  // The number, its state, and one more word at most ("8 NY Mil", "1 MD PHB").
  std::string s = number;
  for (std::size_t i = 0; i < rest.size() && i < 2; ++i) s += " " + rest[i];
  return s;
}

}  // namespace caisson::render
