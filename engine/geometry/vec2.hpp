#pragma once
// Points and directions on the table, in inches. Facing is a compass bearing in degrees:
// 0 points up the table (+y), 90 to the right (+x).
#include <cmath>
#include <numbers>

namespace caisson {

struct Vec2 {
  double x = 0, y = 0;

  constexpr Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
  constexpr Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
  constexpr Vec2 operator*(double k) const { return {x * k, y * k}; }
  constexpr Vec2 operator-() const { return {-x, -y}; }
  constexpr bool operator==(const Vec2&) const = default;
  constexpr double dot(Vec2 o) const { return x * o.x + y * o.y; }
  constexpr double cross(Vec2 o) const { return x * o.y - y * o.x; }
  // sqrt(x² + y²), not std::hypot: glibc's correctly rounded hypot was half the turn loop's time,
  // and table distances (inches) are far from overflow.
  double length() const { return std::sqrt(x * x + y * y); }
  constexpr double length_squared() const { return x * x + y * y; }
  Vec2 normalized() const {
    double l = length();
    return l > 0 ? Vec2{x / l, y / l} : Vec2{};
  }
};

inline double distance(Vec2 a, Vec2 b) { return (a - b).length(); }

inline double radians(double degrees) { return degrees * std::numbers::pi / 180.0; }
inline double degrees(double radians) { return radians * 180.0 / std::numbers::pi; }

// Unit vector of a facing.
inline Vec2 heading(double facing_degrees) {
  double r = radians(facing_degrees);
  return {std::sin(r), std::cos(r)};
}

// The facing that points from `from` toward `to`, in [0, 360).
inline double bearing(Vec2 from, Vec2 to) {
  Vec2 d = to - from;
  double b = degrees(std::atan2(d.x, d.y));
  return b < 0 ? b + 360.0 : b;
}

// The signed smallest turn from facing a to facing b, in (-180, 180].
inline double turn_between(double a, double b) {
  double d = std::fmod(b - a, 360.0);
  if (d <= -180.0) d += 360.0;
  if (d > 180.0) d -= 360.0;
  return d;
}

inline double normalize_facing(double f) {
  double r = std::fmod(f, 360.0);
  return r < 0 ? r + 360.0 : r;
}

}  // namespace caisson
