#pragma once
// The play page: one self-contained HTML document (styles and script inline, no network) that
// draws the battle and plays it through the JSON API (docs/play.md).
#include <string>

namespace caisson::server {

const std::string& play_page_html();

}  // namespace caisson::server
