#pragma once
// `require` for scripts: resolves names with resolve_module, runs each module once (text only),
// records its text for saves, and refuses everything else.
#include <lua.h>

namespace caisson::lua {

void install_require(lua_State* L);

}  // namespace caisson::lua
