#include "render/replay_assets.hpp"

namespace caisson::render {

std::string_view replay_style() {
  return R"css(
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{background:#e4d8b8;color:#3a2a1c;font-family:Georgia,'DejaVu Serif','Times New Roman',serif;display:flex;flex-direction:column;height:100vh;overflow:hidden}
header{padding:6px 16px 4px;border-bottom:3px double #4a3626;display:flex;align-items:baseline;gap:18px;flex-wrap:wrap}
header h1{font-size:21px;margin:0;font-variant:small-caps;letter-spacing:1px}
header p{margin:0;font-style:italic;font-size:13px}
main{flex:1;display:flex;min-height:0;gap:10px;padding:8px 10px}
.stage{flex:1 1 auto;display:flex;flex-direction:column;min-width:0}
.maps{flex:1;min-height:0}
.turn-map{margin:0;height:100%;width:100%}
.turn-map[hidden]{display:none}
.turn-map svg{width:100%;height:100%;display:block}
.controls{display:flex;align-items:center;gap:8px;padding:6px 2px 0}
.controls button{font:inherit;font-size:14px;background:#f1e8d0;color:#3a2a1c;border:1px solid #4a3626;border-radius:3px;padding:3px 10px;cursor:pointer;min-width:42px}
.controls button:hover{background:#fffaf0}
.controls input{flex:1;accent-color:#4a3626}
#turn-label{min-width:190px;font-style:italic;font-size:14px}
aside{width:380px;flex:none;display:flex;flex-direction:column;background:#f1e8d0;border:1px solid #8a7458;box-shadow:inset 0 0 0 3px #f1e8d0,inset 0 0 0 4px #c9b98f;padding:8px 12px;min-height:0}
aside h2{font-size:12px;font-weight:normal;text-transform:uppercase;letter-spacing:3px;margin:4px 0 4px;border-bottom:1px solid #8a7458;color:#5a4634}
.event p{margin:3px 0 6px;font-size:13px}
.event[hidden],.narrative[hidden]{display:none}
.roll{display:inline-block;min-width:24px;text-align:center;border:1px solid #4a3626;border-radius:3px;background:#fffaf0;font-weight:bold;margin-right:4px}
.story{flex:1;overflow-y:auto;min-height:0;font-size:12.5px;line-height:1.38;padding-right:4px}
.narrative p{margin:1px 0}
.narrative p.phase{font-variant:small-caps;color:#8a7458;margin-top:7px;letter-spacing:1px}
.narrative p.fire,.narrative p.hits{color:#5a2a1c}
.narrative p.rout,.narrative p.left_field,.narrative p.general_fell{color:#a0201a;font-weight:bold}
.narrative p.charge,.narrative p.close_combat{color:#7a1a14}
.narrative p.arrival,.narrative p.order{color:#2f4d86}
.narrative p.say{font-style:italic}
.narrative p.end{font-weight:bold;border-top:1px solid #8a7458;margin-top:6px;padding-top:4px}
p.quiet{color:#8a7458;font-style:italic}
.chart{flex:none;border-top:1px solid #8a7458;margin-top:6px;padding-top:4px}
.chart svg{width:100%;height:auto;display:block}
.chart text{fill:#4a3626;font-family:Georgia,'DejaVu Serif',serif}
.chart .axis{font-size:10px}
.chart .chart-title{font-size:11px;font-weight:bold}
.unit{cursor:pointer}
.unit:hover rect{stroke:#c0392b;stroke-width:2}
#tooltip{position:fixed;pointer-events:none;background:#fffaf0;border:1px solid #4a3626;box-shadow:3px 3px 0 rgba(74,54,38,.25);padding:6px 10px;font-size:12.5px;line-height:1.4;max-width:320px;z-index:10}
#tooltip[hidden]{display:none}
#tooltip .name{font-size:14px;font-weight:bold}
#tooltip .dim{color:#8a7458;font-style:italic}
)css";
}

// Shows one turn at a time; a unit's details come from the data-* attributes the map gives it.
std::string_view replay_script() {
  return R"js(
(function () {
  'use strict';
  var maps = Array.prototype.slice.call(document.querySelectorAll('.turn-map'));
  var events = document.querySelectorAll('.event');
  var stories = document.querySelectorAll('.narrative');
  var slider = document.getElementById('turn');
  var label = document.getElementById('turn-label');
  var playButton = document.getElementById('play');
  var tip = document.getElementById('tooltip');
  var chart = document.querySelector('.loss-chart');
  var marker = chart ? chart.querySelector('.turn-marker') : null;
  var shown = 0, timer = null;

  // The map's own <title> tooltips would double the one drawn here.
  document.querySelectorAll('.unit > title').forEach(function (t) { t.remove(); });

  function show(index) {
    shown = Math.max(0, Math.min(maps.length - 1, index));
    for (var i = 0; i < maps.length; i++) {
      maps[i].hidden = i !== shown;
      events[i].hidden = i !== shown;
      stories[i].hidden = i !== shown;
    }
    var turn = +maps[shown].dataset.turn;
    slider.value = shown;
    label.textContent = turn === 0 ? 'Set-up' : 'Turn ' + turn + ' of ' + (+maps[maps.length - 1].dataset.turn);
    if (marker) {
      var x = +chart.dataset.x0 + turn * +chart.dataset.step;
      marker.setAttribute('x1', x);
      marker.setAttribute('x2', x);
    }
    tip.hidden = true;
  }

  function stop() {
    clearInterval(timer);
    timer = null;
    playButton.textContent = 'Play';
  }

  function play() {
    if (timer) return stop();
    if (shown === maps.length - 1) show(0);
    playButton.textContent = 'Pause';
    timer = setInterval(function () {
      if (shown >= maps.length - 1) stop();
      else show(shown + 1);
    }, 1400);
  }

  slider.addEventListener('input', function () { stop(); show(+slider.value); });
  playButton.addEventListener('click', play);
  document.getElementById('prev').addEventListener('click', function () { stop(); show(shown - 1); });
  document.getElementById('next').addEventListener('click', function () { stop(); show(shown + 1); });
  document.addEventListener('keydown', function (e) {
    if (e.target === slider) return;
    if (e.key === 'ArrowLeft') { stop(); show(shown - 1); }
    else if (e.key === 'ArrowRight') { stop(); show(shown + 1); }
    else if (e.key === ' ') { e.preventDefault(); play(); }
  });

  function line(text, cls) {
    var div = document.createElement('div');
    if (cls) div.className = cls;
    div.textContent = text;
    tip.appendChild(div);
  }

  function describe(unit) {
    var d = unit.dataset;
    tip.textContent = '';
    line(d.name, 'name');
    if (d.brigade) line(d.brigade, 'dim');
    line(d.side + ' ' + d.arm + ', ' + d.quality + ', ' + d.weapon);
    line('Stands ' + d.stands + ' of ' + d.standsAtStart + ' \u00b7 HITs ' + d.hits);
    line('State: ' + d.state + (d.state.indexOf('routed') < 0 && d.state !== 'destroyed' ? ' \u00b7 in ' + d.formation : ''));
    if (d.order) line('Order: ' + d.order);
  }

  document.addEventListener('mouseover', function (e) {
    var unit = e.target.closest ? e.target.closest('.unit') : null;
    if (!unit) { tip.hidden = true; return; }
    describe(unit);
    tip.hidden = false;
  });
  document.addEventListener('mousemove', function (e) {
    if (tip.hidden) return;
    var x = e.clientX + 14, y = e.clientY + 14;
    if (x + tip.offsetWidth > window.innerWidth) x = e.clientX - tip.offsetWidth - 10;
    if (y + tip.offsetHeight > window.innerHeight) y = e.clientY - tip.offsetHeight - 10;
    tip.style.left = x + 'px';
    tip.style.top = y + 'px';
  });

  window.caissonReplay = { show: show, turns: maps.length };
  show(0);
})();
)js";
}

}  // namespace caisson::render
