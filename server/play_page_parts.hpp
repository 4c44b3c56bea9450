#pragma once
// The play page's parts, each in a file of its own: the script that draws the battle and talks
// to the API (play_page_script.cpp).
#include <string_view>

namespace caisson::server {

std::string_view play_page_script();

}  // namespace caisson::server
