#pragma once
// Reading a log record's optional fields: a field missing or of the wrong type reads as empty
// (the log is untrusted input; what cannot be read is left out, not fatal).
#include <string>

#include <nlohmann/json.hpp>

namespace caisson::render {

inline std::string str(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

inline int integer(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<int>() : 0;
}

}  // namespace caisson::render
