// The replay page's look: a period sheet beside a paper panel; in a phone's or tablet's portrait
// the panel becomes a drawer under the map. Text colours keep WCAG AA contrast (4.5:1) on the
// paper they sit on.
#include "render/replay_assets.hpp"

namespace caisson::render {

std::string_view replay_style() {
  return R"css(
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{background:#e4d8b8;color:#3a2a1c;font-family:Georgia,'DejaVu Serif','Times New Roman',serif;display:flex;flex-direction:column;height:100vh;height:100dvh;overflow:hidden}
header{padding:6px 16px 4px;border-bottom:3px double #4a3626;display:flex;align-items:baseline;gap:6px 18px;flex-wrap:wrap}
header h1{font-size:21px;margin:0;font-variant:small-caps;letter-spacing:1px}
header p{margin:0;font-style:italic;font-size:13px}
header .outcome{font-style:normal}
header .outcome button{font-size:12px;min-height:26px;padding:1px 8px}
main{flex:1;display:flex;min-height:0;gap:10px;padding:8px 10px}
.stage{flex:1 1 auto;display:flex;flex-direction:column;min-width:0;min-height:0}
.maps{flex:1;min-height:0;position:relative;overflow:hidden;touch-action:none;cursor:grab;border:1px solid transparent}
.maps:focus-visible{outline:2px solid #2f4d86;outline-offset:1px}
.maps.dragging{cursor:grabbing}
.turn-map{margin:0;height:100%;width:100%}
.turn-map svg{width:100%;height:100%;display:block}
.turn-map svg text{text-rendering:geometricPrecision}
.zoom{position:absolute;top:6px;right:6px;display:flex;gap:4px;z-index:2}
.zoom button{min-width:36px}
button{font:inherit;font-size:14px;background:#f1e8d0;color:#3a2a1c;border:1px solid #4a3626;border-radius:3px;padding:3px 10px;cursor:pointer;min-width:42px;min-height:32px}
button:hover{background:#fffaf0}
button:focus-visible{outline:2px solid #2f4d86;outline-offset:1px}
.controls{display:flex;align-items:center;gap:8px;padding:6px 2px 0;flex-wrap:wrap}
.controls input{flex:1;min-width:120px;accent-color:#4a3626}
#turn-label{min-width:150px;font-style:italic;font-size:14px}
aside{width:380px;flex:none;display:flex;flex-direction:column;background:#f1e8d0;border:1px solid #8a7458;box-shadow:inset 0 0 0 3px #f1e8d0,inset 0 0 0 4px #c9b98f;padding:8px 12px;min-height:0}
aside h2{font-size:12px;font-weight:normal;text-transform:uppercase;letter-spacing:3px;margin:4px 0 4px;border-bottom:1px solid #8a7458;color:#5a4634}
#drawer{display:none}
.event p{margin:3px 0 6px;font-size:13px}
.roll{display:inline-block;min-width:24px;text-align:center;border:1px solid #4a3626;border-radius:3px;background:#fffaf0;font-weight:bold;margin-right:4px}
.story{flex:1;overflow-y:auto;min-height:0;font-size:12.5px;line-height:1.38;padding-right:4px}
.narrative p{margin:1px 0}
.narrative p.phase{font-variant:small-caps;color:#6b563f;margin-top:7px;letter-spacing:1px}
.narrative p.fire,.narrative p.hits{color:#5a2a1c}
.narrative p.rout,.narrative p.left_field,.narrative p.general_fell{color:#a0201a;font-weight:bold}
.narrative p.charge,.narrative p.close_combat{color:#7a1a14}
.narrative p.arrival,.narrative p.order{color:#2f4d86}
.narrative p.say{font-style:italic}
.narrative p.end{font-weight:bold;border-top:1px solid #8a7458;margin-top:6px;padding-top:4px}
p.quiet{color:#6b563f;font-style:italic}
.trays{flex:none;max-height:22%;overflow-y:auto;font-size:12px;line-height:1.35}
.tray{display:flex;gap:10px}
.tray-side{flex:1;min-width:0}
.tray h3{font-size:12px;margin:2px 0;font-weight:bold}
.tray ul{margin:0;padding-left:14px}
.tray li{margin:1px 0}
.tray p.quiet{margin:0}
.chart{flex:none;border-top:1px solid #8a7458;margin-top:6px;padding-top:4px}
.chart svg{width:100%;height:auto;display:block}
.chart text{fill:#4a3626;font-family:Georgia,'DejaVu Serif',serif}
.chart .axis{font-size:10px}
.chart .chart-title{font-size:11px;font-weight:bold}
.unit{cursor:pointer}
.unit:hover rect,.unit:focus rect{stroke:#c0392b;stroke-width:2}
.unit:focus{outline:none}
#tooltip{position:fixed;pointer-events:none;background:#fffaf0;border:1px solid #4a3626;box-shadow:3px 3px 0 rgba(74,54,38,.25);padding:6px 10px;font-size:12.5px;line-height:1.4;max-width:min(320px,90vw);z-index:10}
#tooltip[hidden],#stack[hidden]{display:none}
#stack{position:fixed;background:#fffaf0;border:1px solid #4a3626;box-shadow:3px 3px 0 rgba(74,54,38,.25);padding:6px 30px 6px 10px;font-size:12.5px;line-height:1.4;max-width:min(340px,94vw);max-height:70vh;overflow-y:auto;z-index:11}
#stack .head{font-style:italic;color:#6b563f;margin-bottom:2px}
#stack .entry{border-top:1px solid #c9b98f;padding:3px 0}
#stack .name{font-size:14px;font-weight:bold}
#stack .dim{color:#6b563f;font-style:italic}
#stack .close{position:absolute;top:2px;right:2px;min-width:28px;min-height:28px;padding:0}
#tooltip .name{font-size:14px;font-weight:bold}
#tooltip .dim{color:#6b563f;font-style:italic}
/* Zoomed out each brigade is a block (the map view sets lod-brigades); zoomed in, its regiments. */
.maps .brigade-block{display:none}
.maps.lod-brigades .brigade-block{display:inline}
/* Counters' names appear as the map is zoomed in far enough to read them (the map view sets lod1-3). */
.maps .counter{display:none}
.maps.lod1 .counter.c1,.maps.lod2 .counter.c1,.maps.lod2 .counter.c2,.maps.lod3 .counter{display:inline}
/* Names stay at most their written size on the screen as the map grows (the map view sets --k). */
.maps .labels text{stroke-width:calc(3px / var(--k, 1))}
.maps .labels .brigade,.maps .labels .objective-name,.maps .labels .terrain-name{font-size:calc(11px / var(--k, 1))}
.maps .labels .general{font-size:calc(10px / var(--k, 1))}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-aspect-ratio:1/1),(max-width:720px){
  header{padding:4px 10px 3px}
  header h1{font-size:17px}
  header p{font-size:12px}
  main{flex-direction:column;padding:4px 6px;gap:4px}
  .stage{flex:1 1 auto}
  .controls{gap:6px}
  .controls button,.zoom button{min-width:44px;min-height:44px}
  .controls input{order:5;flex-basis:100%;height:28px}
  #turn-label{min-width:0;flex:1}
  aside{width:100%;flex:0 0 34%;overflow-y:auto;padding:4px 10px 8px}
  body.drawer-open aside{flex-basis:72%}
  #drawer{display:block;width:100%;min-height:36px;flex:none;margin-bottom:4px}
  .story,.trays{flex:none;overflow:visible;max-height:none}
}
)css";
}

}  // namespace caisson::render
