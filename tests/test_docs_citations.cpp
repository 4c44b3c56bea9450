// The rules pages (docs/rules/*.md) and the other docs name, in italics, the test that checks each
// rule, table and modifier: *igor fire: ...*. A test renamed or removed would leave its citation
// pointing at nothing, so every italic citation must be the name of a test in tests/.
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "file_text.hpp"

namespace test_docs_citations {

namespace fs = std::filesystem;

namespace {

// Runs of white space (a citation may break across lines) become one space.
std::string one_line(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool space = std::isspace(static_cast<unsigned char>(c)) != 0;
    if (space && (out.empty() || out.back() == ' ')) continue;
    out += space ? ' ' : c;
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// Every TEST_CASE's name in the suite's sources.
std::set<std::string> test_names() {
  std::set<std::string> names;
  const std::string opening = "TEST_CASE(\"";
  for (const auto& entry : fs::directory_iterator(fs::path(CAISSON_SOURCE_ROOT) / "tests")) {
    if (entry.path().extension() != ".cpp") continue;
    const std::string text = test_support::file_text(entry.path());
    for (auto at = text.find(opening); at != std::string::npos; at = text.find(opening, at + 1)) {
      std::string name;
      for (std::size_t i = at + opening.size(); i < text.size() && text[i] != '"'; ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) ++i;
        name += text[i];
      }
      names.insert(name);
    }
  }
  return names;
}

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

// The page without its fenced code blocks (indented ones in lists too): an asterisk in a shell
// command (`$((A * B))`, `shards/*.json`) opens no italics.
std::string without_code_blocks(const std::string& text) {
  std::string out;
  std::istringstream lines(text);
  bool fenced = false;
  for (std::string line; std::getline(lines, line);) {
    const auto first = line.find_first_not_of(' ');
    if (first != std::string::npos && line.compare(first, 3, "```") == 0) fenced = !fenced;
    else if (!fenced) out += line + "\n";
  }
  return out;
}

// The italic spans of a Markdown text that read as a test's name ("system topic: what it
// checks"): single asterisks, not bold, with a colon.
std::vector<std::string> cited_tests(const std::string& text) {
  std::vector<std::string> cited;
  std::size_t i = 0;
  while ((i = text.find('*', i)) != std::string::npos) {
    const bool bold = (i + 1 < text.size() && text[i + 1] == '*') || (i > 0 && text[i - 1] == '*');
    if (bold || (i > 0 && word_char(text[i - 1]))) {
      i = text.find_first_not_of('*', i);
      if (i == std::string::npos) break;
      continue;
    }
    const std::size_t close = text.find('*', i + 1);
    if (close == std::string::npos) break;
    const bool closes = !(close + 1 < text.size() && (text[close + 1] == '*' || word_char(text[close + 1])));
    const std::string span = one_line(text.substr(i + 1, close - i - 1));
    if (closes && span.find(':') != std::string::npos && span.size() >= 15) cited.push_back(span);
    i = close + 1;
  }
  return cited;
}

}  // namespace

TEST_CASE("docs: every test a page of the docs cites by name is a test of the suite", "[docs]") {
  const std::set<std::string> names = test_names();
  REQUIRE(names.size() > 500);
  int citations = 0;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(CAISSON_SOURCE_ROOT) / "docs")) {
    if (entry.path().extension() != ".md") continue;
    for (const std::string& cited : cited_tests(without_code_blocks(test_support::file_text(entry.path())))) {
      INFO(entry.path().filename().string() << " cites *" << cited << "*");
      CHECK(names.count(cited) == 1);
      ++citations;
    }
  }
  CHECK(citations > 400);  // the five rules pages cite hundreds
}

TEST_CASE("docs: a citation is an italic span with a colon, across lines, never bold", "[docs]") {
  const std::string page =
      "A rule. *igor fire: 2 or more HITs\n  force a check* — *ap motivation: C adds 1* and **bold: not a test**\n"
      "*general fire* is a phase, and 2*3*4 is arithmetic.";
  CHECK(cited_tests(page) == std::vector<std::string>{"igor fire: 2 or more HITs force a check", "ap motivation: C adds 1"});
}

}  // namespace test_docs_citations
