// render: maps and replay pages drawn from a battle's JSON Lines log — positions as the log has
// them, the same bytes every time, clear errors, nothing fetched from the network.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <sys/wait.h>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "hand_log.hpp"
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "render/battle_log.hpp"
#include "render/label_placement.hpp"
#include "render/map_frame.hpp"
#include "render/markup_pieces.hpp"
#include "render/map_svg.hpp"
#include "render/replay_page.hpp"
#include "render/short_names.hpp"
#include "render/svg_text.hpp"

namespace test_render {

using namespace caisson::render;
using render_test::kHandLog;

namespace {

using cli_test::Ran;
using cli_test::run_caisson;

std::string tiny_log(int seed = 11) {
  auto r = run_caisson("run " + std::string(CAISSON_SOURCE_ROOT) + "/tests/data/tiny.lua --seed " + std::to_string(seed) +
                   " --log json");
  REQUIRE(r.code == 0);
  return r.out;
}

BattleLog parsed(const std::string& text) {
  std::istringstream in(text);
  return parse_battle_log(in);
}

std::filesystem::path temp(const char* name) { return std::filesystem::temp_directory_path() / name; }

void write(const std::filesystem::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

nlohmann::json last_snapshot(const std::string& log) {
  nlohmann::json last;
  std::istringstream in(log);
  for (std::string line; std::getline(in, line);) {
    auto j = nlohmann::json::parse(line);
    if (j["type"] == "turn_end") last = j;
  }
  return last;
}

double attribute(const std::string& svg, const std::string& name) {
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, std::regex(name + "=\"([-0-9.]+)\"")));
  return std::stod(m[1]);
}

struct Shape {
  std::string state;
  double x = 0, y = 0, facing = 0;
};

std::map<int, Shape> unit_shapes(const std::string& svg) {
  static const std::regex unit(
      R"re(<g class="unit (\w+) s\d" data-id="(\d+)"[^>]*transform="translate\(([-0-9.]+) ([-0-9.]+)\) rotate\(([-0-9.]+)\)")re");
  std::map<int, Shape> shapes;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), unit); it != std::sregex_iterator(); ++it) {
    const auto& m = *it;
    shapes[std::stoi(m[2])] = {m[1], std::stod(m[3]), std::stod(m[4]), std::stod(m[5])};
  }
  return shapes;
}

// The replay page's JSON block of turns.
nlohmann::json replay_data_of(const std::string& html) {
  std::size_t start = html.find("id=\"replay-data\">");
  REQUIRE(start != std::string::npos);
  start = html.find('>', start) + 1;
  std::string text = html.substr(start, html.find("</script>", start) - start);
  for (std::size_t at = text.find("<\\/"); at != std::string::npos; at = text.find("<\\/", at)) text.erase(at + 1, 1);
  return nlohmann::json::parse(text);
}

}  // namespace

TEST_CASE("render: the map draws one shape per unit where the log puts it, turned to its facing", "[render]") {
  std::string text = tiny_log();
  BattleLog log = parsed(text);
  auto snapshot = last_snapshot(text);
  std::string svg = map_svg(log, log.last_turn());
  double scale = attribute(svg, "data-scale"), x0 = attribute(svg, "data-origin-x"), y0 = attribute(svg, "data-origin-y"),
         depth = attribute(svg, "data-table-depth");
  auto shapes = unit_shapes(svg);
  std::size_t present = 0;
  for (const auto& u : snapshot["units"]) {
    INFO("unit " << u["id"]);
    if (u["status"] != "on_table" && u["status"] != "on table") {
      // Units that left the field are listed under the legend, not drawn where they went.
      CHECK(shapes.count(u["id"].get<int>()) == 0);
      CHECK_THAT(svg, Catch::Contains(log.unit(u["id"].get<int>())->name + " ("));
      continue;
    }
    ++present;
    const Shape& s = shapes.at(u["id"].get<int>());
    CHECK(s.x == Approx(x0 + u["at"][0].get<double>() * scale).margin(0.011));
    CHECK(s.y == Approx(y0 + (depth - u["at"][1].get<double>()) * scale).margin(0.011));
    CHECK(s.facing == Approx(u["facing"].get<double>()).margin(0.011));
    CHECK(s.state != "gone");
  }
  CHECK(shapes.size() == present);
  CHECK_THAT(svg, Catch::Contains("End of turn") && Catch::Contains("500 yards") && Catch::Contains("Blue brigade"));
}

TEST_CASE("render: the set-up map shows the units that start on the table", "[render]") {
  BattleLog log = parsed(kHandLog);
  auto shapes = unit_shapes(map_svg(log, 0));
  CHECK(shapes.size() == 2);
  CHECK(shapes.count(2) == 0);
}

TEST_CASE("render: the same log gives the same bytes, map and replay", "[render]") {
  std::string text = tiny_log(23);
  BattleLog a = parsed(text), b = parsed(text);
  CHECK(map_svg(a, 2) == map_svg(b, 2));
  CHECK(replay_page(a) == replay_page(b));
  auto svg = temp("caisson_render_a.svg"), svg2 = temp("caisson_render_b.svg"), log = temp("caisson_render.jsonl");
  write(log, text);
  REQUIRE(run_caisson("render " + log.string() + " --turn 2 -o " + svg.string()).code == 0);
  REQUIRE(run_caisson("render " + log.string() + " --turn 2 -o " + svg2.string()).code == 0);
  std::ifstream sa(svg), sb(svg2);
  std::stringstream ba, bb;
  ba << sa.rdbuf();
  bb << sb.rdbuf();
  CHECK(ba.str() == bb.str());
  CHECK(ba.str() == map_svg(a, 2));
  std::filesystem::remove(svg);
  std::filesystem::remove(svg2);
  std::filesystem::remove(log);
}

TEST_CASE("render: a turn beyond the battle, a missing or a broken log exits 2", "[render]") {
  std::string text = tiny_log();
  BattleLog log = parsed(text);
  CHECK_THROWS_AS(map_svg(log, log.last_turn() + 1), LogError);
  auto path = temp("caisson_render_turns.jsonl"), junk = temp("caisson_render_junk.jsonl");
  write(path, text);
  write(junk, "this is not a log\n");
  auto beyond = run_caisson("render " + path.string() + " --turn " + std::to_string(log.last_turn() + 1));
  CHECK(beyond.code == 2);
  CHECK_THAT(beyond.out, Catch::Contains("played to turn"));
  CHECK(run_caisson("render " + path.string() + " --turn -1").code == 2);
  CHECK(run_caisson("render /nonexistent/battle.jsonl --turn 1").code == 2);
  CHECK(run_caisson("render " + junk.string()).code == 2);
  CHECK(run_caisson("replay " + junk.string() + " -o " + temp("caisson_junk.html").string()).code == 2);
  std::filesystem::remove(path);
  std::filesystem::remove(junk);
}

TEST_CASE("render: a name holding </script> cannot end the replay page's data early", "[render]") {
  std::string text = kHandLog;
  for (std::size_t at = text.find("1st Grey"); at != std::string::npos; at = text.find("1st Grey", at + 20))
    text.replace(at, 8, "1st </script> Grey");
  const std::string html = replay_page(parsed(text));
  CHECK_THAT(html, Catch::Contains("1st <\\/script> Grey") && !Catch::Contains("1st </script> Grey"));
  CHECK(replay_data_of(html)["units"][1]["name"] == "1st </script> Grey");  // the JSON reads the same
}

TEST_CASE("render: the replay page is self-contained: every turn inline, nothing fetched", "[render]") {
  BattleLog log = parsed(tiny_log());
  std::string html = replay_page(log);
  CHECK_THAT(html, !Catch::Contains("http://") && !Catch::Contains("https://") && !Catch::Contains("<link") &&
                       !Catch::Contains("src=") && !Catch::Contains("@import"));
  nlohmann::json data = replay_data_of(html);
  CHECK(data["turns"].size() == log.pictures.size());
  CHECK_THAT(html, Catch::Contains("id=\"map-pieces\"") && Catch::Contains("class=\"turn-map\""));
  CHECK_THAT(html, Catch::Contains("<script>") && Catch::Contains("loss-chart") && Catch::Contains("id=\"turn\""));
}

TEST_CASE("render: run --replay writes the same page as replay on the run's log", "[render]") {
  auto page = temp("caisson_run_replay.html"), again = temp("caisson_replay_again.html"), log = temp("caisson_run_replay.jsonl");
  std::string tiny = std::string(CAISSON_SOURCE_ROOT) + "/tests/data/tiny.lua";
  REQUIRE(run_caisson("run " + tiny + " --seed 9 --log json --out " + log.string() + " --replay " + page.string()).code == 0);
  REQUIRE(run_caisson("replay " + log.string() + " -o " + again.string()).code == 0);
  std::ifstream a(page), b(again);
  std::stringstream sa, sb;
  sa << a.rdbuf();
  sb << b.rdbuf();
  CHECK(sa.str().size() > 1000);
  CHECK(sa.str() == sb.str());
  for (const auto& p : {page, again, log}) std::filesystem::remove(p);
}

namespace {

// The hand-written log with more records just before its turn-end snapshot.
std::string hand_log_with(const std::string& records) {
  std::string log = kHandLog;
  std::size_t end_line = log.rfind('\n', log.find("\"type\":\"turn_end\"")) + 1;
  return log.insert(end_line, records);
}

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string tiny_battle() { return std::string(CAISSON_SOURCE_ROOT) + "/tests/data/tiny.lua"; }

}  // namespace

TEST_CASE("render: a save draws the same map and replay as the log of the same battle up to it", "[render]") {
  auto full = temp("caisson_render_full.jsonl"), part = temp("caisson_render_part.jsonl");
  auto save = temp("caisson_render.save"), json_save = temp("caisson_render_save.json");
  auto from_log = temp("caisson_render_log.svg"), from_save = temp("caisson_render_save.svg");
  REQUIRE(run_caisson("run " + tiny_battle() + " --seed 11 --log json --out " + full.string()).code == 0);
  REQUIRE(run_caisson("run " + tiny_battle() + " --seed 11 --log json --out " + part.string() + " --save-at 2 --save " +
                      save.string()).code == 0);
  REQUIRE(run_caisson("run " + tiny_battle() + " --seed 11 --log quiet --save-at 2 --format json --save " +
                      json_save.string()).code == 0);
  for (int turn : {0, 1, 2}) {
    INFO("turn " << turn);
    REQUIRE(run_caisson("render " + full.string() + " --turn " + std::to_string(turn) + " -o " + from_log.string()).code == 0);
    REQUIRE(run_caisson("render " + save.string() + " --turn " + std::to_string(turn) + " -o " + from_save.string()).code == 0);
    CHECK(slurp(from_save) == slurp(from_log));
    CHECK_THAT(slurp(from_save), Catch::Contains("class=\"unit "));
  }
  // Without --turn a save draws the turn it was saved after, whichever format it is in.
  REQUIRE(run_caisson("render " + json_save.string() + " -o " + from_save.string()).code == 0);
  CHECK(slurp(from_save) == slurp(from_log));
  auto beyond = run_caisson("render " + save.string() + " --turn 3");
  CHECK(beyond.code == 2);
  CHECK_THAT(beyond.out, Catch::Contains("played to turn 2"));
  // The replay page of a save is the page of the log written up to the save.
  REQUIRE(run_caisson("replay " + save.string() + " -o " + from_save.string()).code == 0);
  REQUIRE(run_caisson("replay " + part.string() + " -o " + from_log.string()).code == 0);
  CHECK(slurp(from_save) == slurp(from_log));
  for (const auto& p : {full, part, save, json_save, from_log, from_save}) std::filesystem::remove(p);
}

TEST_CASE("render: a save that does not replay to its own state, or a file that is neither, exits 2", "[render]") {
  auto save = temp("caisson_render_tampered.json"), junk = temp("caisson_render_neither.txt");
  auto broken = temp("caisson_render_broken.save");
  REQUIRE(run_caisson("run " + tiny_battle() + " --seed 11 --log quiet --save-at 2 --format json --save " + save.string())
              .code == 0);
  std::string text = slurp(save);
  std::size_t hits = text.find("\"hits\": 0");
  REQUIRE(hits != std::string::npos);
  write(save, text.replace(hits, 9, "\"hits\": 3"));
  auto tampered = run_caisson("render " + save.string());
  CHECK(tampered.code == 2);
  CHECK_THAT(tampered.out, Catch::Contains("does not reach the state it was saved in after turn 2"));
  write(junk, "turn 1: the Union advances\n");
  auto neither = run_caisson("replay " + junk.string());
  CHECK(neither.code == 2);
  CHECK_THAT(neither.out, Catch::Contains("neither a caisson battle log") && Catch::Contains("nor a battle save"));
  write(broken, "CAISSON SAVE\n\x01");
  auto cut = run_caisson("render " + broken.string());
  CHECK(cut.code == 2);
  CHECK_THAT(cut.out, Catch::Contains("truncated"));
  for (const auto& p : {save, junk, broken}) std::filesystem::remove(p);
}

TEST_CASE("render: a courier still riding is drawn where it was last seen, with a line to its brigade's general", "[render]") {
  std::string log_text = hand_log_with(
      R"({"turn":1,"side":"USA","phase":"command","type":"order_sent","courier":1,"to":"B"})" "\n"
      R"({"turn":1,"side":"USA","phase":"command","type":"courier","courier":1,"to":"B","at":[6,10],"still_to_ride":5})" "\n"
      R"({"turn":1,"side":"USA","phase":"command","type":"order_sent","courier":2,"to":"B"})" "\n"
      R"({"turn":1,"side":"USA","phase":"command","type":"courier","courier":2,"to":"B","at":[3,3],"still_to_ride":2})" "\n"
      R"({"turn":1,"side":"USA","phase":"command","type":"order_delivered","courier":2,"to":"B","order":"attack"})" "\n"
      R"({"turn":1,"side":"USA","phase":"command","type":"order_sent","courier":3,"to":"B"})" "\n");
  BattleLog log = parsed(log_text);
  REQUIRE(log.picture(1).couriers.size() == 1);  // 2 was delivered; 3 reached the general at once
  CHECK(log.picture(0).couriers.empty());
  std::string svg = map_svg(log, 1);
  double scale = attribute(svg, "data-scale"), x0 = attribute(svg, "data-origin-x"), y0 = attribute(svg, "data-origin-y");
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, std::regex(
      R"re(<g class="courier" data-id="1" data-to="B"[^>]*><title>[^<]*</title><line x1="([-0-9.]+)" y1="([-0-9.]+)" x2="([-0-9.]+)" y2="([-0-9.]+)"[^>]*stroke-dasharray[^>]*/><g transform="translate\(([-0-9.]+) ([-0-9.]+)\)")re")));
  CHECK(std::stod(m[5]) == Approx(x0 + 6 * scale).margin(0.011));
  CHECK(std::stod(m[6]) == Approx(y0 + (24 - 10) * scale).margin(0.011));
  CHECK(std::stod(m[1]) == std::stod(m[5]));
  // General Blue commands B and stood at (12, 5) at the turn's end.
  CHECK(std::stod(m[3]) == Approx(x0 + 12 * scale).margin(0.011));
  CHECK(std::stod(m[4]) == Approx(y0 + (24 - 5) * scale).margin(0.011));
  CHECK_THAT(svg, !Catch::Contains("data-id=\"2\" data-to") && !Catch::Contains("data-id=\"3\" data-to"));
  CHECK_THAT(svg, Catch::Contains(">Courier</text>"));
}

TEST_CASE("render: the names of two brigades side by side, and of their generals, do not overlap", "[render]") {
  const char* setup =
      R"({"turn":0,"type":"battle","seed":1,"setup":{"title":"Crowd","date":"1863-07-01","rules":"igor","turns":1,)"
      R"("sides":["USA","CSA"],"table":{"width":24,"depth":24},"terrain":[],"objectives":[],"units":[)"
      R"({"id":0,"name":"19th Indiana","side":"USA","brigade":"Iron Brigade","arm":"infantry","stands":4,"status":"on_table",)"
      R"("at":[10,6],"facing":0,"width":3,"depth":1},)"
      R"({"id":1,"name":"69th New York","side":"USA","brigade":"Irish Brigade","arm":"infantry","stands":4,"status":"on_table",)"
      R"("at":[13,6],"facing":0,"width":3,"depth":1},)"
      R"({"id":2,"name":"2nd Wisconsin","side":"USA","brigade":"Iron Brigade","arm":"infantry","stands":4,"status":"on_table",)"
      R"("at":[10,4.5],"facing":0,"width":3,"depth":1}],)"
      R"("commanders":[{"name":"Solomon Meredith","side":"USA","at":[10,3],"commands":"Iron Brigade"},)"
      R"({"name":"Thomas Francis Meagher","side":"USA","at":[12,3],"commands":"Irish Brigade"}]}})"
      "\n";
  BattleLog log = parsed(setup);
  auto labels = place_labels(log, log.picture(0));
  REQUIRE(labels.size() == 4);
  CHECK(labels[0].text == "Irish Brigade");
  CHECK(labels[1].text == "Iron Brigade");
  for (std::size_t i = 0; i < labels.size(); ++i)
    for (std::size_t j = i + 1; j < labels.size(); ++j) {
      INFO(labels[i].text << " and " << labels[j].text);
      CHECK_FALSE(labels[i].box.overlaps(labels[j].box));
    }
  // Each box is at least as wide as its text is estimated to be, and clear of every regiment.
  std::string svg = map_svg(log, 0);
  for (const auto& l : labels) {
    INFO(l.text);
    CHECK(l.box.width >= text_width(l.text, l.kind == PlacedLabel::Kind::brigade ? 11 : 10));
    CHECK_THAT(svg, Catch::Contains(">" + l.text + "</text>"));
    for (const auto& [id, shape] : unit_shapes(svg)) {
      const UnitState& u = log.picture(0).units[static_cast<std::size_t>(id)];
      double scale = attribute(svg, "data-scale");
      Box unit{shape.x - u.width * scale / 2, shape.y - u.depth * scale / 2, u.width * scale, u.depth * scale};
      CHECK_FALSE(l.box.overlaps(unit));
    }
  }
  // The map writes each name where it was placed.
  const PlacedLabel& irish = labels[0];
  CHECK_THAT(svg, Catch::Contains("<text class=\"brigade s0 halo\" x=\"" + num(irish.at.x) + "\" y=\"" + num(irish.at.y) + "\""));
}

TEST_CASE("render: the loss chart counts each side's HITs turn by turn as the log's hits records add up", "[render]") {
  BattleLog hand = parsed(hand_log_with(
      R"({"turn":1,"side":"USA","phase":"fire","type":"hits","unit":"1st Grey","hits":1,"total":1,"cause":"fire"})" "\n"));
  CHECK(hand.picture(0).hits == std::array<int, 2>{0, 0});
  CHECK(hand.picture(1).hits == std::array<int, 2>{0, 1});

  std::string text = tiny_log(23);
  BattleLog log = parsed(text);
  std::map<std::string, int> side_of;
  std::map<int, std::array<int, 2>> expected;  // by turn, from the hits records
  std::array<int, 2> so_far{0, 0};
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    auto j = nlohmann::json::parse(line);
    if (j["type"] == "battle")
      for (const auto& u : j["setup"]["units"]) side_of[u["name"]] = u["side"] == j["setup"]["sides"][0] ? 0 : 1;
    if (j["type"] == "hits") so_far[static_cast<std::size_t>(side_of.at(j["unit"]))] += j["hits"].get<int>();
    if (j["type"] == "turn_end") expected[j["turn"].get<int>()] = so_far;
  }
  REQUIRE(expected.size() >= 2);
  REQUIRE(so_far[0] + so_far[1] > 0);  // a battle with fire in it
  std::string html = replay_page(log);
  for (const auto& [turn, hits] : expected) {
    INFO("turn " << turn);
    CHECK(log.picture(turn).hits == hits);
    for (int side = 0; side < 2; ++side)
      CHECK_THAT(html, Catch::Contains(fmt::format("<circle class=\"hits\" data-side=\"{}\" data-turn=\"{}\" data-count=\"{}\"",
                                                   side, turn, hits[static_cast<std::size_t>(side)])));
  }
  CHECK_THAT(html, Catch::Contains("HITs taken") && Catch::Contains("stands lost"));
}

TEST_CASE("render: the map scales to its window, and --width and --region draw part of the table for print", "[render]") {
  BattleLog log = parsed(kHandLog);
  std::string whole = map_svg(log, 1);
  std::smatch m;
  REQUIRE(std::regex_search(whole, m, std::regex(R"re(<svg[^>]*>)re")));
  std::string root = m[0];
  CHECK_THAT(root, Catch::Contains("viewBox=\"0 0 1040 ") && !Catch::Contains(" width=") && !Catch::Contains(" height="));

  // A 12" x 6" region from (6, 10): the table's y runs up the sheet, so its top edge is y = 16.
  MapOptions print;
  print.width = 600;
  print.region = TableRegion{6, 10, 12, 6};
  std::string part = map_svg(log, 1, print);
  double scale = attribute(part, "data-scale"), x0 = attribute(part, "data-origin-x"), y0 = attribute(part, "data-origin-y");
  REQUIRE(std::regex_search(part, m, std::regex(R"re(viewBox="([-0-9.]+) ([-0-9.]+) ([-0-9.]+) ([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)")re")));
  CHECK(std::stod(m[1]) == Approx(x0 + 6 * scale).margin(0.011));
  CHECK(std::stod(m[2]) == Approx(y0 + (24 - 16) * scale).margin(0.011));
  CHECK(std::stod(m[3]) == Approx(12 * scale).margin(0.011));
  CHECK(std::stod(m[4]) == Approx(6 * scale).margin(0.011));
  CHECK(std::stod(m[5]) == 600);
  CHECK(std::stod(m[6]) == Approx(300).margin(0.011));
  CHECK_THROWS_WITH(map_svg(log, 1, MapOptions{"", false, std::nullopt, TableRegion{20, 0, 10, 5}}),
                    Catch::Contains("must lie on the 24"));

  auto path = temp("caisson_render_region.jsonl");
  write(path, kHandLog);
  auto cli = run_caisson("render " + path.string() + " --turn 1 --width 600 --region 6,10,12,6");
  CHECK(cli.code == 0);
  CHECK(cli.out == part);
  for (const char* bad : {"--region 6,10,12", "--region 6,10,12,6,1", "--region a,b,c,d", "--region 20,0,10,5", "--width 0"}) {
    INFO(bad);
    auto r = run_caisson("render " + path.string() + " " + bad);
    CHECK(r.code == 2);
    CHECK_THAT(r.out, Catch::Contains(std::string(bad).substr(0, 7)));
  }
  std::filesystem::remove(path);
}

TEST_CASE("render: reinforcements wait greyed at their entry with the turn they may come, and the departed are listed", "[render]") {
  // The hand log with a schedule: the grey cavalry's brigade G2 comes by the top edge at (20, 24)
  // from turn 3, with its general, who is not on the table yet.
  std::string text = kHandLog;
  auto replace = [&](const std::string& from, const std::string& to) {
    std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
  };
  replace(R"("brigade":"G","arm":"cavalry")", R"("brigade":"G2","arm":"cavalry")");
  replace(R"("commanders":[{"name":"Blue","side":"USA","at":[12,1],"commands":"B"}]})",
          R"("commanders":[{"name":"Blue","side":"USA","at":[12,1],"commands":"B","on_table":true},)"
          R"({"name":"Late","side":"CSA","at":[0,0],"commands":"G2","on_table":false}],)"
          R"("reinforcements":[{"side":"CSA","formation":"G2","turn":3,"at":[20,24],"brigades":["G2"],"generals":["Late"]}]})");
  replace(R"("losses":{"USA":0,"CSA":1}})", R"("losses":{"USA":0,"CSA":1}})" "\n"
          R"({"turn":2,"side":"CSA","phase":"rout","type":"left_field","unit":"1st Grey","how":"routed off the table"})" "\n"
          R"({"turn":2,"side":"CSA","phase":"end","type":"turn_end","units":[{"id":0,"at":[12,8],"facing":0,"width":4,"depth":1,)"
          R"("formation":"line","stands":2,"hits":0,"status":"on_table","routing":false},{"id":1,"at":[12,26],"facing":180,)"
          R"("width":4,"depth":1,"formation":"line","stands":2,"hits":1,"status":"routed_off","routing":true}],)"
          R"("commanders":[{"name":"Blue","at":[12,5]}],"objectives":{"crossroads":"USA"},"losses":{"USA":0,"CSA":2}})");
  BattleLog log = parsed(text);
  REQUIRE(log.reinforcements.size() == 1);
  for (const auto& g : log.picture(0).commanders) CHECK(g.name != "Late");  // not at (0, 0)

  std::string svg = map_svg(log, 1);
  double scale = attribute(svg, "data-scale"), x0 = attribute(svg, "data-origin-x"), y0 = attribute(svg, "data-origin-y");
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, std::regex(
      R"re(<g class="waiting" data-formation="G2" data-side="CSA" data-may-come="3" data-units="1">.*?<rect x="([-0-9.]+)" y="([-0-9.]+)" width="([-0-9.]+)" height="([-0-9.]+)")re")));
  double left = std::stod(m[1]), top = std::stod(m[2]), width = std::stod(m[3]), height = std::stod(m[4]);
  // Inside the table, by its top edge, centred on the entry.
  CHECK(top >= y0);
  CHECK(top < y0 + 10);
  CHECK(left >= x0);
  CHECK(left + width <= x0 + 24 * scale + 0.01);
  CHECK(left + width / 2 == Approx(std::min(x0 + 20 * scale, x0 + 24 * scale - 3 - width / 2)).margin(0.02));
  CHECK(height > 0);
  CHECK_THAT(svg, Catch::Contains("1 unit \u00b7 may come turn 3") && Catch::Contains("with Late"));
  // Past its turn, it may come the next.
  CHECK_THAT(map_svg(log, 2), Catch::Contains("may come turn 3"));
  CHECK_THAT(map_svg(log, 2), Catch::Contains("data-may-come=\"3\""));

  // Turn 2: 1st Grey routed off the table: not drawn, listed with how and when.
  std::string after = map_svg(log, 2);
  CHECK(unit_shapes(after).count(1) == 0);
  CHECK_THAT(after, Catch::Contains("CSA, left the field: 1st Grey (routed off the table, turn 2)."));
  std::string page = replay_page(log);
  CHECK_THAT(replay_data_of(page)["turns"][2]["tray"].get<std::string>(),
             Catch::Contains("<li data-id=\"1\"><b>1st Grey</b> \u2014 routed off the table, turn 2</li>"));
  // The page's maps leave the list to its tray.
  CHECK_THAT(page, !Catch::Contains("left the field: 1st Grey"));
}

TEST_CASE("render: a routing unit's hatching is drawn over its HIT marks", "[render]") {
  std::string text = kHandLog;
  std::string from = R"("hits":1,"status":"on_table","routing":false})";
  std::size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  text.replace(at, from.size(), R"("hits":1,"status":"on_table","routing":true})");
  std::string svg = map_svg(parsed(text), 1);
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, std::regex(R"re(<g class="unit routing s1" data-id="1".*?</g>)re")));
  std::string unit = m[0];
  std::size_t mark = unit.find("<circle"), hatch = unit.find("class=\"rout-hatch\"");
  REQUIRE(mark != std::string::npos);
  REQUIRE(hatch != std::string::npos);
  CHECK(hatch > mark);
}

TEST_CASE("render: a unit's HITs are marked once each, eight at most, along one line carrying the mark", "[render]") {
  for (auto [hits, marks] : {std::pair{3, 3}, std::pair{12, 8}}) {
    std::string text = kHandLog;
    const std::string from = R"("hits":1,"status":"on_table","routing":false})";
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), fmt::format(R"("hits":{},"status":"on_table","routing":false}})", hits));
    const std::string svg = map_svg(parsed(text), 1);
    std::smatch m;
    REQUIRE(std::regex_search(svg, m, std::regex(R"re(<g class="unit[^"]*" data-id="1".*?</g>)re")));
    const std::string unit = m[0];
    CHECK(unit.find("<circle class=\"hit-mark\"") == std::string::npos);
    REQUIRE(std::regex_search(unit, m, std::regex(R"re(<polyline class="hit-marks" points="([^"]*)"/>)re")));
    const std::string points = m[1];
    CHECK(std::count(points.begin(), points.end(), ',') == marks);
    // The mark itself is defined once, and the line's corners carry it.
    CHECK(svg.find("<circle class=\"hit-mark\" r=\"1.8\"/></marker>") != std::string::npos);
    CHECK(svg.find(".hit-marks{fill:none;stroke:none;marker-start:url(#") != std::string::npos);
  }
}

TEST_CASE("render: the narrative names objectives by their titles, measures to the half inch, tells a move of nothing as a turn", "[render]") {
  BattleLog log = parsed(hand_log_with(
      R"j({"turn":1,"side":"USA","phase":"movement","type":"say","text":"CSA takes crossroads (not crossroads_inn)"})j" "\n"
      R"({"turn":1,"side":"USA","phase":"command","type":"order","to":"B","order":"attack","objective":"crossroads"})" "\n"
      R"({"turn":1,"side":"USA","phase":"movement","type":"move","unit":"1st Blue","from":[12,8],"to":[12,8.1],"facing":90,"formation":"line"})" "\n"
      R"({"turn":1,"side":"USA","phase":"movement","type":"move","unit":"1st Blue","from":[12,8],"to":[12,16.99],"facing":0,"formation":"line"})" "\n"
      R"({"turn":1,"side":"USA","phase":"movement","type":"move","unit":"1st Blue","from":[12,8],"to":[12,11.3],"facing":0,"formation":"line"})" "\n"
      R"({"turn":1,"side":"USA","phase":"retreat","type":"fall_back","unit":"1st Grey","to":[12,22],"distance":1.6,"cause":"fire"})" "\n"));
  std::vector<std::string> lines;
  for (const auto& l : log.picture(1).narrative) lines.push_back(l.text);
  auto has = [&](const std::string& text) { return std::find(lines.begin(), lines.end(), text) != lines.end(); };
  CHECK(has("CSA takes Crossroads (not crossroads_inn)"));
  CHECK(has("Orders for B: attack on Crossroads."));
  CHECK(has("1st Blue turns to face 90\u00b0 in line."));
  CHECK(has("1st Blue moves 9\" to (12.0, 17.0) in line."));
  CHECK(has("1st Blue moves 3\u00bd\" to (12.0, 11.3) in line."));
  CHECK(has("1st Grey falls back 1\u00bd\" (fire)."));
  CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.find("moves") != std::string::npos; }) == 3);
  CHECK(log.order_of("B", 1) == "attack on Crossroads");
  CHECK_THAT(map_svg(log, 1), Catch::Contains(">Crossroads (2) \u2014 USA</text>"));
}

TEST_CASE("render: a played battle's names never overlap, stay on the table, and every objective is named", "[render]") {
  auto r = run_caisson("run " + std::string(CAISSON_SOURCE_ROOT) + "/scripts/first_bull_run.lua --seed 1861 --log json");
  REQUIRE(r.code == 0);
  BattleLog log = parsed(r.out);
  MapFrame f = MapFrame::of(log);
  Box table{f.left, f.top, f.width(), f.height()};
  for (const auto& p : log.pictures) {
    INFO("turn " << p.turn);
    auto labels = place_labels(log, p);
    std::vector<const PlacedLabel*> shown;
    int objectives = 0;
    for (const auto& l : labels) {
      if (!l.shown) continue;
      shown.push_back(&l);
      objectives += l.kind == PlacedLabel::Kind::objective;
      INFO(l.text);
      CHECK(l.box.left >= table.left);
      CHECK(l.box.top >= table.top);
      CHECK(l.box.right() <= table.right());
      CHECK(l.box.bottom() <= table.bottom());
    }
    CHECK(objectives == static_cast<int>(log.objectives.size()));
    for (std::size_t i = 0; i < shown.size(); ++i)
      for (std::size_t j = i + 1; j < shown.size(); ++j) {
        INFO(shown[i]->text << " and " << shown[j]->text);
        CHECK_FALSE(shown[i]->box.overlaps(shown[j]->box));
      }
  }
}

TEST_CASE("render: the replay page's turns are the map's pieces, each written once", "[render]") {
  BattleLog log = parsed(tiny_log(23));
  std::string html = replay_page(log);
  nlohmann::json data = replay_data_of(html);
  std::size_t start = html.find("id=\"map-pieces\">") + 16;
  std::string text = html.substr(start, html.find("</script>", start) - start);
  std::vector<std::string> pieces;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) pieces.push_back(line);
  std::set<std::string> distinct(pieces.begin(), pieces.end());
  CHECK(distinct.size() == pieces.size());
  MapOptions page;
  page.inline_in_html = true;
  page.list_departed = false;
  page.for_page = true;
  for (const auto& turn : data["turns"]) {
    std::string joined;
    for (int i : turn["layers"]) joined += pieces.at(static_cast<std::size_t>(i));
    CHECK(joined == map_sheet(log, turn["turn"].get<int>(), page).turn_layers);
  }
  // A run of elements cuts into groups' tags and their children, and joins back whole.
  std::string markup = R"(<g class="a"><rect/><g class="u"><text>x &lt; y</text></g></g><line x1="1"/><text>t</text>)";
  auto cut = markup_pieces(markup);
  REQUIRE(cut.size() == 6);
  CHECK(cut[0] == "<g class=\"a\">");
  CHECK(cut[2] == "<g class=\"u\"><text>x &lt; y</text></g>");
  CHECK(cut[5] == "<text>t</text>");
  CHECK(markup_pieces("loose text<g/>").size() == 1);  // text between pieces: kept whole
}

TEST_CASE("render: regiments get short names as a wargamer writes them", "[render]") {
  CHECK(short_name("69th New York") == "69 NY");
  CHECK(short_name("1st Minnesota") == "1 MN");
  CHECK(short_name("11th New York Fire Zouaves") == "11 NY FZ");
  CHECK(short_name("Battery B, 1st Rhode Island") == "1 RI B");
  CHECK(short_name("Batteries F & G, 1st Pennsylvania") == "1 PA F&G");
  CHECK(short_name("2nd U.S. Sharpshooters") == "2 US SS");
  CHECK(short_name("Rowan Artillery") == "Rowan");
  CHECK(short_name("Cobb's Legion") == "Cobb Leg");
  CHECK(short_name("Hampton's Legion infantry") == "Hampton");  // "Hampton Leg" is too long
  CHECK(short_name("Ricketts'") == "Ricketts");
  CHECK(short_name("Charlottesville Artillery") == "Charlotte.");
}

}  // namespace test_render
