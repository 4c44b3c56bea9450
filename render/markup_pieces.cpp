#include "render/markup_pieces.hpp"

namespace caisson::render {
namespace {

std::vector<std::string_view> cut(std::string_view markup) {
  std::vector<std::string_view> out;
  std::size_t at = 0, start = 0;
  int depth = 0;
  bool in_group = false;  // inside a top-level <g>: its children are the pieces
  for (std::size_t lt = markup.find('<'); lt != std::string_view::npos; lt = markup.find('<', at)) {
    std::size_t gt = markup.find('>', lt);
    if (gt == std::string_view::npos) return {};
    std::string_view tag = markup.substr(lt, gt - lt + 1);
    at = gt + 1;
    bool closing = tag.size() > 1 && tag[1] == '/', self_closing = tag.size() > 2 && tag[tag.size() - 2] == '/';
    if (closing) {
      --depth;
      if (depth == 0) {
        out.push_back(in_group ? tag : markup.substr(start, at - start));
        in_group = false;
      } else if (depth == 1 && in_group) {
        out.push_back(markup.substr(start, at - start));
      }
      continue;
    }
    if (depth == 0) {
      if (self_closing) out.push_back(tag);
      else if (tag.substr(0, 3) == "<g " || tag == "<g>") out.push_back(tag), in_group = true, depth = 1;
      else start = lt, depth = 1;
      continue;
    }
    if (depth == 1 && in_group) {
      start = lt;
      if (self_closing) out.push_back(tag);
      else depth = 2;
      continue;
    }
    if (!self_closing) ++depth;
  }
  return out;
}

}  // namespace

std::vector<std::string_view> markup_pieces(std::string_view markup) {
  std::vector<std::string_view> pieces = cut(markup);
  // Text between the pieces, or markup this reading does not follow: keep it whole, never lose it.
  std::size_t total = 0;
  for (auto p : pieces) total += p.size();
  if (total != markup.size()) return markup.empty() ? pieces : std::vector<std::string_view>{markup};
  return pieces;
}

std::vector<int> PieceTable::add(std::string_view markup) {
  std::vector<int> numbers;
  for (std::string_view piece : markup_pieces(markup)) {
    auto it = numbers_.find(piece);
    if (it == numbers_.end()) {
      it = numbers_.emplace(std::string(piece), static_cast<int>(pieces_.size())).first;
      pieces_.emplace_back(piece);
    }
    numbers.push_back(it->second);
  }
  return numbers;
}

}  // namespace caisson::render
