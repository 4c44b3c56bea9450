#pragma once
// The turn as the replay page tells it (render/'s reading of the battle log): what moved, fired
// and charged, drawn as arrows from where each stood when it happened, and each record told as a
// line with its dice. The play page draws it on the map and in its side panel as play goes on.
#include <string>

#include <nlohmann/json.hpp>

namespace caisson::server {

// {"turns": [ {"turn", "arrows": [{"kind", "unit", "target", "from", "to", "hits"}],
//              "lines": [{"kind", "text", "dice"}]} ]}: the turn before and the present one,
// from the game's JSON Lines log so far (or its set-up record followed by the log from the end
// of any turn on: the snapshot that closes a turn says where every unit stood). A close
// combat's line carries every roll of it ("rolls", and all their faces in "dice").
nlohmann::json turn_story_json(const std::string& log_text);

}  // namespace caisson::server
