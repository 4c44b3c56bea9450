// render: a battle's JSON Lines log read back into pictures — the set-up, one picture per turn —
// and a damaged log refused with the line it broke on (render/battle_log).
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "hand_log.hpp"
#include "render/battle_log.hpp"

namespace test_render_log_reader {

using namespace caisson::render;
using render_test::kHandLog;

namespace {

BattleLog read_back(const std::string& text) {
  std::istringstream in(text);
  return parse_battle_log(in);
}

// The hand log with one piece of its turn-1 end replaced (fuzz findings, tests/fuzz).
std::string hand_log_changed(const std::string& from, const std::string& to) {
  std::string text = kHandLog;
  const std::size_t end = text.find("\"type\":\"turn_end\"");
  const std::size_t at = text.find(from, end - 60);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("render: a log reads back as a set-up and one picture per turn", "[render]") {
  BattleLog log = read_back(kHandLog);
  CHECK(log.title == "Hand");
  REQUIRE(log.pictures.size() == 2);
  CHECK(log.picture(0).units.size() == 2);  // the waiting cavalry is not on the field yet
  const TurnPicture& t1 = log.picture(1);
  REQUIRE(t1.arrows.size() == 2);
  CHECK(t1.arrows[0].kind == Arrow::Kind::move);
  // Fire starts where the firer stood when it fired: after its move.
  CHECK(t1.arrows[1].kind == Arrow::Kind::fire);
  CHECK(t1.arrows[1].from.y == 8);
  CHECK(t1.arrows[1].to.y == 20);
  CHECK(t1.holders.front().second == "USA");
  CHECK(t1.losses[1] == 1);
  CHECK_THROWS_AS(log.picture(2), LogError);
}

TEST_CASE("render: a broken log is refused with the line it broke on", "[render]") {
  CHECK_THROWS_WITH(read_back("{\"type\":\"turn\"}\n"), Catch::Contains("line 1") && Catch::Contains("not a caisson battle log"));
  CHECK_THROWS_WITH(read_back(std::string(kHandLog) + "{not json\n"), Catch::Contains("line 5"));
  CHECK_THROWS_AS(read_back(""), LogError);
}

TEST_CASE("render: numbers no battle has are refused, not cast into an int (fuzz findings)", "[render][fuzz]") {
  // The turn after the largest int overflowed; a number beyond an int's range cast to one is
  // undefined; hits summed over a log could overflow.
  CHECK_THROWS_WITH(read_back(hand_log_changed("\"turn\":1,\"side\":\"USA\",\"phase\":\"end\"",
                                         "\"turn\":2147483647,\"side\":\"USA\",\"phase\":\"end\"")),
                    Catch::Contains("line 4") && Catch::Contains("\"turn\": expected a whole number"));
  CHECK_THROWS_WITH(read_back(hand_log_changed("\"hits\":1,", "\"hits\":1e10,")), Catch::Contains("\"hits\""));
  CHECK_THROWS_WITH(read_back(hand_log_changed("\"id\":1,", "\"id\":2.5,")), Catch::Contains("\"id\""));
  CHECK_THROWS_WITH(read_back(hand_log_changed("\"losses\":{\"USA\":0", "\"losses\":{\"USA\":-1e300")), Catch::Contains("\"USA\""));
}

TEST_CASE("render: a turn that ends before the turn already ended is refused (fuzz finding)", "[render][fuzz]") {
  CHECK_THROWS_WITH(read_back(hand_log_changed("\"turn\":1,\"side\":\"USA\",\"phase\":\"end\"",
                                         "\"turn\":0,\"side\":\"USA\",\"phase\":\"end\"")),
                    Catch::Contains("line 4") && Catch::Contains("out of order"));
}

}  // namespace test_render_log_reader
