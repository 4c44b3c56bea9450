#pragma once
// Text from a battle file (titles, names, b:say) made safe to print on a terminal: control
// characters, which could move the cursor, retitle the window or hide output, are shown
// escaped as Lua writes them ("\27" for ESC, "\u{9B}" for a C1 control).
#include <string>
#include <string_view>

namespace caisson {

std::string terminal_safe(std::string_view text);

}  // namespace caisson
