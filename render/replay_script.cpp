// The replay page's script: one turn in the document at a time, drawn from the page's data (the
// map's pieces, the event result, the narrative, who left the field), play and pause, the loss
// chart's marker, the result kept back, and every unit described: on hover, on focus, and in
// the list a click (or Enter) opens of every unit standing there.
#include "render/replay_assets.hpp"

namespace caisson::render {

std::string_view replay_script() {
  return R"js(
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('replay-data').textContent);
  var mapPieces = document.getElementById('map-pieces').textContent.split('\n');
  var turns = data.turns;
  var figure = document.querySelector('.turn-map');
  var svg = figure.querySelector('svg');
  var layers = document.getElementById('turn-layers');
  var sheetTitle = document.getElementById('turn-title');
  var eventBox = document.getElementById('event');
  var story = document.querySelector('.story');
  var storyText = document.getElementById('narrative');
  var tray = document.getElementById('tray');
  var aside = document.querySelector('aside');
  var slider = document.getElementById('turn');
  var label = document.getElementById('turn-label');
  var playButton = document.getElementById('play');
  var tip = document.getElementById('tooltip');
  var stack = document.getElementById('stack');
  var chart = document.querySelector('.loss-chart');
  var marker = chart ? chart.querySelector('.turn-marker') : null;
  var result = document.getElementById('result');
  var reveal = document.getElementById('reveal');
  var soFar = chart ? chart.querySelector('.so-far') : null;
  var shown = 0, timer = null, revealed = false;

  function pieces(list) { return list.map(function (i) { return mapPieces[i]; }).join(''); }

  // The latest order a brigade had been given by a turn.
  function orderOf(brigade, turn) {
    var latest = '';
    data.orders.forEach(function (o) { if (o.brigade === brigade && o.turn <= turn) latest = o.order; });
    return latest;
  }

  // A unit as the page knows it: its fixed details from the page's table, the rest from the map.
  function unitOf(g) {
    var u = data.units[+g.dataset.id] || {}, d = g.dataset;
    return {
      id: +d.id, name: u.name, short: u.short, side: u.side, brigade: u.brigade, arm: u.arm, quality: u.quality,
      weapon: u.weapon, formation: d.formation, strength: d.strength, state: g.classList[1] || '',
      order: orderOf(u.brigade, turns[shown].turn),
    };
  }

  function sentence(u) {
    var s = u.name + (u.brigade ? ', ' + u.brigade : '') + ' (' + u.side + ' ' + u.arm + '): ' + u.strength + ', ' + u.state;
    if (u.state.indexOf('routed') < 0 && u.state !== 'destroyed') s += ', in ' + u.formation;
    return s + (u.order ? '; order: ' + u.order : '');
  }

  // The result and the losses of turns not yet shown stay hidden until the last turn, or until
  // the reader asks for them.
  function showResult() {
    revealed = true;
    if (result) result.hidden = false;
    if (reveal) reveal.hidden = true;
    if (soFar) soFar.setAttribute('width', '100%');
  }
  if (reveal) reveal.addEventListener('click', showResult);

  function show(index) {
    shown = Math.max(0, Math.min(turns.length - 1, index));
    var t = turns[shown];
    layers.innerHTML = pieces(t.layers);
    sheetTitle.innerHTML = pieces(t.title);
    eventBox.innerHTML = t.event;
    storyText.innerHTML = t.story;
    tray.innerHTML = t.tray;
    figure.dataset.turn = t.turn;
    svg.dataset.turn = t.turn;
    layers.querySelectorAll('.unit').forEach(function (g) {
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'img');
      g.setAttribute('aria-label', sentence(unitOf(g)));
    });
    slider.value = shown;
    label.textContent = t.label;
    if (marker) {
      var x = +chart.dataset.x0 + t.turn * +chart.dataset.step;
      marker.setAttribute('x1', x);
      marker.setAttribute('x2', x);
      if (soFar && !revealed) soFar.setAttribute('width', x + 3);
    }
    if (shown === turns.length - 1) showResult();
    // Each turn is read from its beginning.
    story.scrollTop = 0;
    aside.scrollTop = 0;
    tip.hidden = true;
    stack.hidden = true;
    if (window.caissonView) window.caissonView.apply();
  }

  function stop() {
    clearInterval(timer);
    timer = null;
    playButton.textContent = 'Play';
  }

  function play() {
    if (timer) return stop();
    if (shown === turns.length - 1) show(0);
    playButton.textContent = 'Pause';
    timer = setInterval(function () {
      if (shown >= turns.length - 1) stop();
      else show(shown + 1);
    }, 1400);
  }

  slider.addEventListener('input', function () { stop(); show(+slider.value); });
  playButton.addEventListener('click', play);
  document.getElementById('prev').addEventListener('click', function () { stop(); show(shown - 1); });
  document.getElementById('next').addEventListener('click', function () { stop(); show(shown + 1); });
  document.addEventListener('keydown', function (e) {
    if (e.target === slider || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') { stack.hidden = true; return; }
    if ((e.key === 'Enter' || e.key === ' ') && e.target.classList && e.target.classList.contains('unit')) {
      e.preventDefault();
      var r = e.target.getBoundingClientRect();
      return listAt(r.left + r.width / 2, r.top + r.height / 2, e.target);
    }
    if (e.key === 'ArrowLeft') { stop(); show(shown - 1); }
    else if (e.key === 'ArrowRight') { stop(); show(shown + 1); }
    else if (e.key === ' ' && e.target.tagName !== 'BUTTON') { e.preventDefault(); play(); }
  });

  var drawer = document.getElementById('drawer');
  drawer.addEventListener('click', function () {
    var open = document.body.classList.toggle('drawer-open');
    drawer.setAttribute('aria-expanded', open ? 'true' : 'false');
    drawer.textContent = open ? '\u25bc Less of the turn' : '\u25b2 More of the turn';
  });

  function line(box, text, cls) {
    var div = document.createElement('div');
    if (cls) div.className = cls;
    div.textContent = text;
    box.appendChild(div);
  }

  function describe(box, u) {
    line(box, u.name, 'name');
    if (u.brigade) line(box, u.brigade, 'dim');
    line(box, u.side + ' ' + u.arm + ', ' + u.quality + ', ' + u.weapon);
    line(box, u.strength);
    line(box, 'State: ' + u.state + (u.state.indexOf('routed') < 0 && u.state !== 'destroyed' ? ' \u00b7 in ' + u.formation : ''));
    if (u.order) line(box, 'Order: ' + u.order);
  }

  function place(box, x, y) {
    var left = x + 14, top = y + 14;
    if (left + box.offsetWidth > window.innerWidth) left = x - box.offsetWidth - 10;
    if (top + box.offsetHeight > window.innerHeight) top = y - box.offsetHeight - 10;
    box.style.left = Math.max(4, Math.min(left, window.innerWidth - box.offsetWidth - 4)) + 'px';
    box.style.top = Math.max(4, Math.min(top, window.innerHeight - box.offsetHeight - 4)) + 'px';
  }

  // Every unit under a point (a stack, or units passing through each other), listed in full.
  function listAt(x, y, also) {
    var found = [];
    document.elementsFromPoint(x, y).forEach(function (el) {
      var g = el.closest ? el.closest('.unit') : null;
      if (g && found.indexOf(g) < 0) found.push(g);
    });
    if (also && found.indexOf(also) < 0) found.unshift(also);
    if (!found.length) { stack.hidden = true; return; }
    stack.textContent = '';
    var close = document.createElement('button');
    close.className = 'close';
    close.textContent = '\u00d7';
    close.setAttribute('aria-label', 'Close');
    close.addEventListener('click', function () { stack.hidden = true; });
    stack.appendChild(close);
    line(stack, found.length === 1 ? 'One unit here' : found.length + ' units here', 'head');
    found.forEach(function (g) {
      var item = document.createElement('div');
      item.className = 'entry';
      item.dataset.id = g.dataset.id;
      describe(item, unitOf(g));
      stack.appendChild(item);
    });
    tip.hidden = true;
    stack.hidden = false;
    place(stack, x, y);
    close.focus();
  }

  document.querySelector('.maps').addEventListener('click', function (e) {
    if (e.target.closest('.zoom')) return;
    listAt(e.clientX, e.clientY);
  });

  document.addEventListener('mouseover', function (e) {
    var unit = e.target.closest ? e.target.closest('.unit') : null;
    if (!unit || document.querySelector('.maps.dragging') || !stack.hidden) { tip.hidden = true; return; }
    tip.textContent = '';
    describe(tip, unitOf(unit));
    tip.hidden = false;
  });
  document.addEventListener('mousemove', function (e) {
    if (!tip.hidden) place(tip, e.clientX, e.clientY);
  });

  window.caissonReplay = {
    show: show, shown: function () { return shown; }, turns: turns.length,
    unit: function (id) { return data.units[id]; },
  };
  show(0);
})();
)js";
}

}  // namespace caisson::render
