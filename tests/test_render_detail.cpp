// The replay page's level of detail and the map's leader lines: brigades as blocks around their
// regiments (on the page only), and a line from a name set off from what it names.
#include <algorithm>
#include <cmath>
#include <regex>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <catch2/catch.hpp>

#include "render/battle_log.hpp"
#include "render/label_placement.hpp"
#include "render/map_frame.hpp"
#include "render/map_svg.hpp"

namespace test_render_detail {

using namespace caisson::render;

namespace {

BattleLog parsed(const std::string& text) {
  std::istringstream in(text);
  return parse_battle_log(in);
}

// Two brigades of two regiments each, and six generals crowded about one spot: more names than
// there are places right by a pennant.
const char* kCrowd =
    R"({"turn":0,"type":"battle","seed":1,"setup":{"title":"Crowd","date":"1863-07-01","rules":"igor","turns":1,)"
    R"("sides":["USA","CSA"],"table":{"width":24,"depth":24},"terrain":[],"objectives":[],"units":[)"
    R"({"id":0,"name":"19th Indiana","side":"USA","brigade":"Iron Brigade","arm":"infantry","stands":4,"status":"on_table",)"
    R"("at":[6,6],"facing":0,"width":3,"depth":1},)"
    R"({"id":1,"name":"2nd Wisconsin","side":"USA","brigade":"Iron Brigade","arm":"infantry","stands":4,"status":"on_table",)"
    R"("at":[9,7],"facing":30,"width":3,"depth":1},)"
    R"({"id":2,"name":"4th Alabama","side":"CSA","brigade":"Law","arm":"infantry","stands":4,"status":"on_table",)"
    R"("at":[16,18],"facing":180,"width":3,"depth":1},)"
    R"({"id":3,"name":"15th Alabama","side":"CSA","brigade":"Law","arm":"infantry","stands":4,"status":"on_table",)"
    R"("at":[19,18],"facing":180,"width":3,"depth":1}],)"
    R"("commanders":[{"name":"Solomon Meredith","side":"USA","at":[12,10],"commands":"Iron Brigade"},)"
    R"({"name":"Abner Doubleday","side":"USA","at":[12,10],"commands":"Iron Brigade"},)"
    R"({"name":"John Reynolds","side":"USA","at":[12,10],"commands":"Iron Brigade"},)"
    R"({"name":"James Wadsworth","side":"USA","at":[12,10],"commands":"Iron Brigade"},)"
    R"({"name":"Lysander Cutler","side":"USA","at":[12,10],"commands":"Iron Brigade"},)"
    R"({"name":"Evander Law","side":"CSA","at":[12,10],"commands":"Law"}]}})"
    "\n";

// The distance between two boxes (0 when they touch or overlap).
double gap(const Box& a, const Box& b) {
  double dx = std::max({0.0, a.left - b.right(), b.left - a.right()});
  double dy = std::max({0.0, a.top - b.bottom(), b.top - a.bottom()});
  return std::hypot(dx, dy);
}

bool on_edge_of(Point p, const Box& b) {
  constexpr double e = 1e-6;
  return p.x >= b.left - e && p.x <= b.right() + e && p.y >= b.top - e && p.y <= b.bottom() + e;
}

}  // namespace

TEST_CASE("render: a general's name set off from his pennant has a leader line to it, one beside it none", "[render]") {
  BattleLog log = parsed(kCrowd);
  int leaders = 0;
  for (const auto& l : place_labels(log, log.picture(0))) {
    if (l.kind != PlacedLabel::Kind::general || !l.shown) continue;
    INFO(l.text);
    Point p = l.named;
    Box pennant{p.x - 2, p.y - 15, 12, 16};
    if (!l.leader) {
      CHECK(gap(l.box, pennant) <= kLeaderGap);
      continue;
    }
    ++leaders;
    auto [from, to] = *l.leader;
    CHECK(on_edge_of(from, l.box));
    CHECK(on_edge_of(to, pennant));
    CHECK(std::hypot(to.x - from.x, to.y - from.y) >= gap(l.box, pennant) - 1e-9);
    CHECK(gap(l.box, pennant) > kLeaderGap);
  }
  // Six names about one pennant: the first four sit by it, the rest must stand off.
  CHECK(leaders >= 1);
  std::string svg = map_svg(log, 0);
  CHECK(std::regex_search(svg, std::regex(R"re(<line class="leader s[01]" data-for="[^"]+" x1=)re")));
}

TEST_CASE("render: the replay page wraps each brigade's regiments in one block; the standalone map has none", "[render]") {
  BattleLog log = parsed(kCrowd);
  CHECK(map_svg(log, 0).find("<polygon class=\"brigade-block") == std::string::npos);
  MapOptions page;
  page.for_page = true;
  std::string svg = map_svg(log, 0, page);
  MapFrame f = MapFrame::of(log);
  const auto& units = log.picture(0).units;
  for (const auto& [brigade, side, first] : {std::tuple{"Iron Brigade", 0, 0}, {"Law", 1, 2}}) {
    INFO(brigade);
    std::smatch m;
    REQUIRE(std::regex_search(svg, m, std::regex(std::string("<polygon class=\"brigade-block s") + std::to_string(side) +
                                                 "\" data-brigade=\"" + brigade + "\" points=\"([^\"]+)\"/>")));
    std::vector<Point> hull;
    std::istringstream in(m[1].str());
    for (std::string pair; in >> pair;) {
      auto comma = pair.find(',');
      hull.push_back({std::stod(pair.substr(0, comma)), std::stod(pair.substr(comma + 1))});
    }
    REQUIRE(hull.size() >= 4);
    // Each regiment's middle lies inside the block (a ray from it crosses the outline an odd number of times).
    for (int id : {first, first + 1}) {
      Point c = f.screen(units[static_cast<std::size_t>(id)].at);
      bool inside = false;
      for (std::size_t i = 0, j = hull.size() - 1; i < hull.size(); j = i++)
        if ((hull[i].y > c.y) != (hull[j].y > c.y) &&
            c.x < (hull[j].x - hull[i].x) * (c.y - hull[i].y) / (hull[j].y - hull[i].y) + hull[i].x)
          inside = !inside;
      CHECK(inside);
    }
  }
}

TEST_CASE("render: brigades of one name on opposite sides get a block each, in their own side's colour", "[render]") {
  std::string text = kCrowd;
  for (std::string::size_type at; (at = text.find("\"brigade\":\"Law\"")) != std::string::npos;)
    text.replace(at, 15, "\"brigade\":\"Iron Brigade\"");
  BattleLog log = parsed(text);
  MapOptions page;
  page.for_page = true;
  const std::string svg = map_svg(log, 0, page);
  for (int side : {0, 1}) {
    INFO("side " << side);
    const std::string block = "<polygon class=\"brigade-block s" + std::to_string(side) + "\" data-brigade=\"Iron Brigade\"";
    const auto first = svg.find(block);
    CHECK(first != std::string::npos);
    CHECK(svg.find(block, first + 1) == std::string::npos);
  }
}

}  // namespace test_render_detail
