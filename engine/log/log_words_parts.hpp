#pragma once
// What the wording of several kinds of record shares (engine/log/log_words*.cpp only).
#include <string>

#include <nlohmann/json.hpp>

namespace caisson::words {

std::string dice_count(int n);                            // "1 die", "3 dice"
std::string counted(int n, const char* one, const char* many);  // "1 HIT", "2 HITs"
std::string half_inches(double d);                        // "9\"", "3½\"": as a tabletop measures

std::string fire(const nlohmann::json& r);
std::string morale(const nlohmann::json& r);
std::string hits(const nlohmann::json& r);
std::string rally(const nlohmann::json& r);
std::string close_combat(const nlohmann::json& r);

std::string arrival_roll(const nlohmann::json& r);
std::string arrival_blocked(const nlohmann::json& r);

}  // namespace caisson::words
