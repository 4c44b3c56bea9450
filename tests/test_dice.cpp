// engine/dice: expressions, the seeded generator, scripted dice.
#include <array>
#include <map>

#include <catch2/catch.hpp>

#include "engine/dice/dice.hpp"

namespace test_dice {

using namespace caisson;

TEST_CASE("dice expressions: the forms battle files use parse to count, sides, modifier and test", "[dice]") {
  auto e = DiceExpression::parse("d6");
  CHECK((e.count == 1 && e.sides == 6 && e.modifier == 0 && !e.is_test()));
  e = DiceExpression::parse("2d6");
  CHECK((e.count == 2 && e.sides == 6));
  e = DiceExpression::parse("3d6+1");
  CHECK((e.count == 3 && e.modifier == 1 && e.min_total() == 4 && e.max_total() == 19));
  e = DiceExpression::parse("d10-1");
  CHECK((e.sides == 10 && e.modifier == -1));
  e = DiceExpression::parse("2d6 >= 9");
  CHECK((e.comparison == Comparison::at_least && e.target == 9));
  CHECK(e.passes(9));
  CHECK_FALSE(e.passes(8));
  e = DiceExpression::parse("d66");
  CHECK((e.d66 && e.min_total() == 11 && e.max_total() == 66));
  CHECK(DiceExpression::parse(" 2D6  >  7 ").passes(8));
  CHECK(DiceExpression::parse("2d6 >= 9").to_string() == "2d6 >= 9");
}

TEST_CASE("dice expressions: malformed text is refused with the text in the message", "[dice]") {
  for (const char* bad : {"", "6", "2x6", "d", "2d", "0d6", "d1", "2d6 >=", "2d6 + ", "2d6 lots", "d66+1"}) {
    INFO(bad);
    CHECK_THROWS_AS(DiceExpression::parse(bad), DiceSyntaxError);
  }
  CHECK_THROWS_WITH(DiceExpression::parse("2x6"), Catch::Contains("\"2x6\""));
}

TEST_CASE("dice: the same seed gives the same rolls — another seed another sequence", "[dice]") {
  Dice a(42), b(42), c(43);
  int differ = 0;
  for (int i = 0; i < 100; ++i) {
    int x = a.d6("test"), y = b.d6("test"), z = c.d6("test");
    CHECK(x == y);
    differ += x != z;
  }
  CHECK(differ > 50);
}

TEST_CASE("dice: every face of a d6 and a d10 comes up with its fair share", "[dice]") {
  Dice d(7);
  std::array<int, 11> counts{};
  constexpr int n = 60000;
  for (int i = 0; i < n; ++i) ++counts[static_cast<std::size_t>(d.roll(1, 10, "fairness").total)];
  // Chi-square with 9 degrees of freedom: 27.88 is the 0.1% critical value.
  double chi = 0, expected = n / 10.0;
  for (int f = 1; f <= 10; ++f) chi += (counts[f] - expected) * (counts[f] - expected) / expected;
  CHECK(chi < 27.88);
  CHECK(counts[0] == 0);
}

TEST_CASE("dice: scripted faces come first, in order, then the generator resumes", "[dice]") {
  Dice d(1), reference(1);
  d.load({6, 6, 1});
  auto t = d.roll(2, 6, "scripted");
  CHECK((t.face(0) == 6 && t.face(1) == 6 && t.total == 12));
  CHECK(d.d6("scripted") == 1);
  CHECK(d.scripted_left() == 0);
  CHECK(d.d6("after") == reference.d6("after"));
}

TEST_CASE("dice: a scripted face that does not fit the die is an error in the test", "[dice]") {
  Dice d(1);
  d.load({7});
  CHECK_THROWS_AS(d.d6("too big"), std::logic_error);
}

TEST_CASE("dice: count_at_least counts the hits of a pool", "[dice]") {
  Dice d(1);
  d.load({6, 5, 1, 6, 2});
  auto t = d.roll(5, 6, "pool");
  CHECK(t.count_at_least(6) == 2);
  CHECK(t.count_at_least(5) == 3);
}

TEST_CASE("dice: d66 reads the first die as tens and the second as units", "[dice]") {
  Dice d(1);
  d.load({3, 5});
  CHECK(d.roll(DiceExpression::parse("d66"), "d66") == 35);
  d.load({4, 2});
  CHECK(d.roll(DiceExpression::parse("2d6+1"), "sum") == 7);
}

TEST_CASE("dice: the generator's state saves and restores exactly", "[dice]") {
  Dice a(99);
  for (int i = 0; i < 17; ++i) a.d6("warm up");
  Dice b(0);
  b.restore(a.state());
  for (int i = 0; i < 50; ++i) CHECK(a.roll(2, 6, "x").total == b.roll(2, 6, "x").total);
  CHECK_THROWS(b.restore("not a state"));
}

namespace {
struct Recorder : RollListener {
  std::vector<std::string_view> purposes;
  void rolled(const Throw& t) override { purposes.push_back(t.purpose); }
};
}  // namespace

TEST_CASE("dice: every roll is reported with its purpose", "[dice]") {
  Dice d(3);
  Recorder r;
  d.set_listener(&r);
  d.d6("morale check");
  d.roll(4, 6, "artillery fire");
  REQUIRE(r.purposes.size() == 2);
  CHECK(r.purposes[0] == "morale check");
  CHECK(r.purposes[1] == "artillery fire");
}

}  // namespace test_dice
