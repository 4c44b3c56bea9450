#pragma once
// `caisson check`'s lint for globals, luacheck style: a read of a name the sandbox does not
// define (battle_global_names) is most likely a typo, and a write to a global should have been
// a local.
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <lua.h>

namespace caisson::lua {

// One message a line, in line order: "scripts/x.lua:12: unknown global 'untis' (did you mean
// 'unit'?)" and "scripts/x.lua:3: setting global 'x' — use local". A name the file itself sets is
// reported where it is set, not again where it is read. Uses L only to compile the text.
std::vector<std::string> global_problems(lua_State* L, const std::string& shown, std::string_view text,
                                         std::span<const std::string> known);

}  // namespace caisson::lua
