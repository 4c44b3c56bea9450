#pragma once
// The replay page draws one turn at a time from pieces of SVG markup shared between turns: a
// unit that stood still, a name that did not move, is written once for the whole battle.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace caisson::render {

// A run of sibling SVG elements cut into pieces: each top-level group's start and end tags and
// each of its children whole; any other top-level element whole. Joined, they are the markup.
std::vector<std::string_view> markup_pieces(std::string_view markup);

// Every distinct piece once, numbered in the order first seen (so the same battle always numbers
// them alike); a turn is the list of its pieces' numbers.
class PieceTable {
 public:
  std::vector<int> add(std::string_view markup);
  const std::vector<std::string>& pieces() const { return pieces_; }

 private:
  std::map<std::string, int, std::less<>> numbers_;
  std::vector<std::string> pieces_;
};

}  // namespace caisson::render
