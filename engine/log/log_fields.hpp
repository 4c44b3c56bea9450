#pragma once
// Reading a log record's optional fields: a field missing or of the wrong type reads as empty
// (a log is untrusted input; what cannot be read is left out, not fatal).
#include <limits>
#include <string>

#include <nlohmann/json.hpp>

namespace caisson::schema {

inline std::string str(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// A number out of an int's range reads as empty too: converting it would be undefined behaviour.
inline int integer(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_number()) return 0;
  const double v = it->get<double>();
  return v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max() ? static_cast<int>(v) : 0;
}

inline double number(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}

inline bool flag(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_boolean() && it->get<bool>();
}

}  // namespace caisson::schema
