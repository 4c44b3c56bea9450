#pragma once
// The replay page's own style sheet and script, kept apart from the markup that carries them.
#include <string_view>

namespace caisson::render {

std::string_view replay_style();
std::string_view replay_script();

}  // namespace caisson::render
