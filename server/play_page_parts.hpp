#pragma once
// The play page's parts, each in a file of its own: the script that draws the battle and talks
// to the API (play_page_script.cpp), and the help it gives in choosing — shot quotes, charges
// with supporters, a move's facing, hot-seat's cover (play_page_choices.cpp); the rule system's
// own sequence as it stands (play_page_sequence.cpp); the turn as the replay tells it, on the map
// and in the panel (play_page_story.cpp).
#include <string_view>

namespace caisson::server {

std::string_view play_page_script();
std::string_view play_page_choices();
std::string_view play_page_sequence();
std::string_view play_page_story();

}  // namespace caisson::server
