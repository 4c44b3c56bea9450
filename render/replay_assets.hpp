#pragma once
// The replay page's own style sheet and scripts, kept apart from the markup that carries them.
#include <string_view>

namespace caisson::render {

std::string_view replay_style();      // the page's look, wide and in a phone's portrait
std::string_view replay_script();     // stepping through the turns, the details of a unit
std::string_view map_view_script();   // zoom and pan of the map shown

}  // namespace caisson::render
