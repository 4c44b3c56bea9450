#include "server/play_page.hpp"

#include <fmt/format.h>

#include "render/palette.hpp"
#include "server/play_page_parts.hpp"

namespace caisson::server {
namespace {

// The page's frame and styles: the sequence of play across the top (the spine), the map, and a
// side panel (the chosen unit, its brigade, the log). On a narrow screen the panel goes below.
constexpr std::string_view kPlayPageHead = R"PLAYHEAD(<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>caisson play</title>
<style>
:root { --usa: #2f4f8f; --csa: #8a8f98; --ink: #222; --paper: #f4efe2; --accent: #b03a2e; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.35 system-ui, sans-serif; color: var(--ink); background: var(--paper);
       display: grid; grid-template-rows: auto 1fr; height: 100vh; }
header { padding: 6px 10px; background: #e6dcc3; border-bottom: 1px solid #b9ab88; }
header h1 { font-size: 16px; margin: 0 0 4px; }
#spine { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: center; }
#phases { display: flex; flex-wrap: wrap; gap: 3px; list-style: none; margin: 0; padding: 0; }
#phases li { padding: 1px 6px; border-radius: 8px; background: #f7f2e6; color: #776; font-size: 12px; }
#phases li.now { background: var(--accent); color: #fff; }
#sequence-now { display: flex; flex-wrap: wrap; gap: 2px 12px; list-style: none; margin: 3px 0 0; padding: 0; font-size: 12px; }
#sequence-now:empty { display: none; }
#sequence-now .label { color: #665; }
.facts { font-size: 12px; color: #333; margin: 2px 0 4px; }
.unit.on-card rect { stroke: #ff0; }
#controls { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 4px; }
button { font: inherit; padding: 5px 10px; border: 1px solid #8b7d5c; background: #fffaf0; border-radius: 4px; cursor: pointer; min-height: 32px; }
button:hover { background: #fff3d6; }
button:disabled { opacity: .5; cursor: default; }
main { display: grid; grid-template-columns: 1fr 380px; min-height: 0; }
#mapbox { position: relative; min-height: 0; overflow: hidden; }
#map { width: 100%; height: 100%; display: block; background: #e9e1c8; touch-action: manipulation; }
aside { overflow-y: auto; border-left: 1px solid #b9ab88; padding: 8px; background: #fbf7ec; }
section { margin-bottom: 10px; }
h2 { font-size: 14px; margin: 4px 0; }
#notice { min-height: 1.4em; padding: 4px 6px; border-radius: 4px; }
#notice.refusal { background: #f9d6d2; border: 1px solid var(--accent); }
#notice.ok { background: #dfeedd; }
.why { color: #7a3a30; font-size: 12px; }
.kind { border-top: 1px dotted #c9bb98; padding: 4px 0; }
.targets button { display: block; width: 100%; text-align: left; margin: 2px 0; }
.target { margin: 3px 0 6px; }
.quote { font-size: 12px; color: #333; padding-left: 8px; }
.quote .parts { color: #555; }
.supporters label { display: inline-block; margin-right: 10px; font-size: 12px; }
#cover { position: fixed; inset: 0; z-index: 10; background: #3b3427; color: #fff; display: flex;
         align-items: center; justify-content: center; text-align: center; }
#cover[hidden] { display: none; }
#cover p { font-size: 22px; margin: 0 0 14px; }
#log { font: 12px/1.3 ui-monospace, monospace; max-height: 40vh; overflow-y: auto; background: #fff; border: 1px solid #ddd; padding: 4px; }
#log div.turn { font-weight: bold; margin-top: 4px; }
#log div.dice { color: #555; }
.unit { cursor: pointer; }
.unit.selected rect { stroke: #ff0; stroke-width: .35; }
select, input { font: inherit; min-height: 30px; }
@media (max-width: 800px) {
  main { grid-template-columns: 1fr; grid-template-rows: 55vh auto; }
  aside { border-left: none; border-top: 1px solid #b9ab88; }
  #log { max-height: 30vh; }
}
</style>
</head>
<body>
<header>
  <h1 id="title">caisson play</h1>
  <div id="spine">
    <span id="turn"></span>
    <ol id="phases"></ol>
    <span id="whose"></span>
    <span id="allowed"></span>
  </div>
  <ul id="sequence-now" aria-label="the rule system's sequence now"></ul>
  <div id="controls">
    <button id="end-phase">End phase</button>
    <button id="leave-phase">Leave the rest of the phase to the commander</button>
    <button id="save">Save</button>
  </div>
</header>
<div id="cover" hidden><div><p id="cover-text"></p><button id="cover-go">Continue</button></div></div>
<main>
  <div id="mapbox"><svg id="map" role="img" aria-label="the battlefield"></svg></div>
  <aside>
    <div id="notice" role="status" aria-live="polite"></div>
    <section id="unit-panel"><h2>Unit</h2><p>Pick one of your units on the map.</p></section>
    <section id="brigade-panel"></section>
    <section><h2 id="story-title">The turn</h2><div id="story" aria-live="polite"></div></section>
    <section><h2>Log</h2><div id="log"></div></section>
  </aside>
</main>
<script>
)PLAYHEAD";

// The arrows painted as the replay's map paints them, in its colours (render/palette.hpp), at the
// play map's scale (table inches).
std::string play_story_style() {
  using namespace render::ink;
  return fmt::format(
      "<style>\n"
      "#map .move{{stroke-width:.22;stroke-dasharray:.8 .5;fill:none;opacity:.85}}#map .move.s0{{stroke:var(--usa)}}"
      "#map .move.s1{{stroke:var(--csa)}}\n"
      "#map .fire{{stroke:{0};stroke-width:.14;opacity:.8}}#map .fire.hit{{stroke-width:.26}}#map .head.fire{{fill:{0}}}\n"
      "#map .charge{{stroke:{1};stroke-width:.5}}#map .head.charge{{fill:{1}}}\n"
      "#map .hit-mark{{fill:{2};font-weight:bold;paint-order:stroke;stroke:#fff;stroke-width:.15}}\n"
      "#map .story-arrows.before{{opacity:.3}}#map .story-arrows line{{pointer-events:stroke}}\n"
      "#story{{font-size:12px;max-height:30vh;overflow-y:auto}}#story p{{margin:1px 0}}#story .dice{{font-size:15px;color:#333}}\n"
      "#story .fire,#story .hits{{color:{0}}}#story .charge,#story .close_combat{{color:{1};font-weight:bold}}"
      "#story .rout,#story .left_field{{color:{2};font-weight:bold}}\n"
      "</style>\n",
      fire, charge, hit);
}

constexpr std::string_view kPlayPageTail = "</script>\n</body>\n</html>\n";

}  // namespace

const std::string& play_page_html() {
  // The story's style goes in the head, before the document's body.
  static const std::string head = [] {
    std::string h(kPlayPageHead);
    h.insert(h.find("</head>"), play_story_style());
    return h;
  }();
  static const std::string page = head + std::string(play_page_script()) +
                                 std::string(play_page_choices()) + std::string(play_page_sequence()) +
                                 std::string(play_page_story()) +
                                 std::string(kPlayPageTail);
  return page;
}

}  // namespace caisson::server
