#pragma once
// A regiment's short label for its counter, as a wargamer writes it: "69th New York" is "69 NY",
// "Battery B, 1st Rhode Island" is "1 RI B", "Rowan Artillery" is "Rowan". Deterministic.
#include <string>

namespace caisson::render {

std::string short_name(const std::string& name);

}  // namespace caisson::render
