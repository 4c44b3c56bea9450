// The replay page's map view: which part of the sheet fills the map's box. Zoom and pan change
// the map's viewBox, so zooming in draws the map bigger (crisp lines and text), never a
// magnified picture, and the page never grows wider than the screen.
#include "render/replay_assets.hpp"

namespace caisson::render {

std::string_view map_view_script() {
  return R"js(
(function () {
  'use strict';
  var box = document.querySelector('.maps');
  var MOST = 24;            // the deepest zoom: a 24th of the sheet's width across the box
  var view = null;          // {x, y, w, h} of the sheet, in its own units
  var zoom = 1;             // 1 = the whole sheet fits
  var pointers = {}, dragged = false, start = null;

  function svg() { return box.querySelector('.turn-map svg'); }

  // The whole sheet, as the map was written (its viewBox is ours to change after).
  function sheet() {
    var s = svg();
    if (!s.dataset.sheet) s.dataset.sheet = s.getAttribute('viewBox');
    var v = s.dataset.sheet.split(' ').map(Number);
    return { x: v[0], y: v[1], w: v[2], h: v[3] };
  }

  function size() { return { w: Math.max(box.clientWidth, 1), h: Math.max(box.clientHeight, 1) }; }

  // What "fit" shows: the whole sheet (title and legend too) in a wide box; in a narrow one (a
  // phone upright), the table alone, as large as it will go.
  function whole() {
    if (size().w >= 700) return sheet();
    var d = svg().dataset, edge = 6;
    return { x: +d.originX - edge, y: +d.originY - edge, w: +d.tableWidth * +d.scale + 2 * edge, h: +d.tableDepth * +d.scale + 2 * edge };
  }

  // The view that shows `whole()` in the box, with the box's proportions.
  function fitted() {
    var s = whole(), b = size();
    var k = Math.min(b.w / s.w, b.h / s.h);
    var w = b.w / k, h = b.h / k;
    return { x: s.x + (s.w - w) / 2, y: s.y + (s.h - h) / 2, w: w, h: h };
  }

  // Keeps the sheet under the box: centred when it is smaller than the view, else no margin shown.
  function keepOnSheet(v) {
    var s = sheet();
    function axis(pos, len, from, span) {
      if (len >= span) return from + (span - len) / 2;
      return Math.min(Math.max(pos, from), from + span - len);
    }
    v.x = axis(v.x, v.w, s.x, s.w);
    v.y = axis(v.y, v.h, s.y, s.h);
    return v;
  }

  function apply() {
    var s = svg();
    if (!s || !view) return;
    s.setAttribute('viewBox', [view.x, view.y, view.w, view.h].map(function (n) { return n.toFixed(2); }).join(' '));
    // Screen pixels per sheet unit: the page shows finer detail (counters' names) as it grows.
    var px = size().w / view.w;
    box.dataset.zoom = zoom.toFixed(2);
    // Names keep their size on the screen once the map is drawn larger than the sheet: each
    // shrinks about its own anchor, inside the room placement gave it, so none comes to overlap.
    box.style.setProperty('--k', Math.max(1, px).toFixed(3));
    // Level of detail: brigades as blocks until a typical regiment's counter can be read, then
    // regiments, each counter's name once it is 7 screen pixels high (c1 names are 6 units or more, c2 3).
    var regiments = px >= regimentsAt();
    box.classList.toggle('lod-brigades', !regiments);
    box.classList.toggle('lod1', regiments && px >= 7 / 6);
    box.classList.toggle('lod2', regiments && px >= 7 / 3);
    box.classList.toggle('lod3', regiments && px >= 7 / 1.5);
    box.dispatchEvent(new CustomEvent('mapview', { detail: { view: view, zoom: zoom, px: px } }));
  }

  // The zoom (screen pixels per sheet unit) at which the median counter's name shows (its level
  // below); found once, from the first turn's counters (their sizes follow the units' footprints).
  var regimentsZoom = null;
  function regimentsAt() {
    if (regimentsZoom === null) {
      var sizes = [].map.call(box.querySelectorAll('.counter'), function (t) { return +t.getAttribute('font-size'); })
        .sort(function (a, b) { return a - b; });
      var median = sizes.length ? sizes[sizes.length >> 1] : 6;
      regimentsZoom = median >= 6 ? 7 / 6 : median >= 3 ? 7 / 3 : 7 / 1.5;
    }
    return regimentsZoom;
  }

  function fit() {
    zoom = 1;
    view = fitted();
    apply();
  }

  // Zooms by `factor` keeping the sheet point (sx, sy) where it is on the screen.
  function zoomAt(sx, sy, factor) {
    var f = fitted();
    var next = Math.min(Math.max(zoom * factor, 1), MOST);
    var k = zoom / next;
    zoom = next;
    var w = f.w / zoom, h = f.h / zoom;
    view = keepOnSheet({ x: sx - (sx - view.x) * k, y: sy - (sy - view.y) * k, w: w, h: h });
    apply();
  }

  function middle() { return { x: view.x + view.w / 2, y: view.y + view.h / 2 }; }

  function zoomBy(factor) { var m = middle(); zoomAt(m.x, m.y, factor); }

  // Moves the view by a distance on the screen, in pixels.
  function panBy(dx, dy) {
    var k = view.w / size().w;
    view = keepOnSheet({ x: view.x - dx * k, y: view.y - dy * k, w: view.w, h: view.h });
    apply();
  }

  // A point on the screen, as a point of the sheet.
  function toSheet(clientX, clientY) {
    var r = box.getBoundingClientRect();
    return { x: view.x + (clientX - r.left) / r.width * view.w, y: view.y + (clientY - r.top) / r.height * view.h };
  }

  box.addEventListener('wheel', function (e) {
    e.preventDefault();
    var lines = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    var p = toSheet(e.clientX, e.clientY);
    // A trackpad's pinch arrives as a wheel with ctrlKey, in smaller steps.
    zoomAt(p.x, p.y, Math.pow(2, -e.deltaY * lines / (e.ctrlKey ? 100 : 300)));
  }, { passive: false });

  // One pointer pans; two pinch (zoom about their middle, and pan as it moves).
  function spread() {
    var ps = Object.keys(pointers).map(function (k) { return pointers[k]; });
    if (ps.length < 2) return null;
    return { d: Math.hypot(ps[0].x - ps[1].x, ps[0].y - ps[1].y), x: (ps[0].x + ps[1].x) / 2, y: (ps[0].y + ps[1].y) / 2 };
  }

  box.addEventListener('pointerdown', function (e) {
    dragged = false;
    if (e.button !== 0 || e.target.closest('.zoom')) return;
    pointers[e.pointerId] = { x: e.clientX, y: e.clientY };
    start = { x: e.clientX, y: e.clientY };
  });
  box.addEventListener('pointermove', function (e) {
    var p = pointers[e.pointerId];
    if (!p) return;
    var before = spread();
    var dx = e.clientX - p.x, dy = e.clientY - p.y;
    p.x = e.clientX;
    p.y = e.clientY;
    if (!dragged && Math.hypot(e.clientX - start.x, e.clientY - start.y) < 4 && !before) return;
    if (!dragged) {
      dragged = true;
      // Captured only now, so a plain click still reaches the unit under it.
      try { box.setPointerCapture(e.pointerId); } catch (err) { /* a pointer already lifted */ }
      box.classList.add('dragging');
    }
    var after = spread();
    if (before && after && before.d > 0) {
      var m = toSheet(after.x, after.y);
      zoomAt(m.x, m.y, after.d / before.d);
      panBy(after.x - before.x, after.y - before.y);
    } else if (!before) {
      panBy(dx, dy);
    }
  });
  function lift(e) {
    delete pointers[e.pointerId];
    if (!Object.keys(pointers).length) box.classList.remove('dragging');
  }
  box.addEventListener('pointerup', lift);
  box.addEventListener('pointercancel', lift);
  // A drag that ends over a unit is not a click on it.
  box.addEventListener('click', function (e) { if (dragged) { e.stopPropagation(); dragged = false; } }, true);

  // With the map focused the arrows pan it; + and - zoom, 0 fits (these work anywhere on the page).
  box.addEventListener('keydown', function (e) {
    var step = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
    if (!step) return;
    e.preventDefault();
    e.stopPropagation();
    var b = size();
    panBy(step[0] * b.w * 0.15, step[1] * b.h * 0.15);
  });
  function key(e) {
    if (e.ctrlKey || e.metaKey || e.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) return false;
    if (e.key === '+' || e.key === '=') zoomBy(1.5);
    else if (e.key === '-' || e.key === '_') zoomBy(1 / 1.5);
    else if (e.key === '0') fit();
    else return false;
    e.preventDefault();
    return true;
  }
  document.addEventListener('keydown', key);

  document.getElementById('zoom-in').addEventListener('click', function () { zoomBy(1.5); });
  document.getElementById('zoom-out').addEventListener('click', function () { zoomBy(1 / 1.5); });
  document.getElementById('fit').addEventListener('click', fit);

  // The box changes size with the window and the drawer: keep the middle and the zoom.
  function refit() {
    if (!view) return fit();
    var m = middle(), f = fitted();
    view = keepOnSheet({ x: m.x - f.w / zoom / 2, y: m.y - f.h / zoom / 2, w: f.w / zoom, h: f.h / zoom });
    apply();
  }
  if (window.ResizeObserver) new ResizeObserver(refit).observe(box);
  else window.addEventListener('resize', refit);

  window.caissonView = {
    fit: fit, zoomBy: zoomBy, zoomAt: zoomAt, panBy: panBy, apply: apply, toSheet: toSheet,
    get: function () { return { x: view.x, y: view.y, w: view.w, h: view.h, zoom: zoom }; },
    regimentsAt: regimentsAt,
  };
  fit();
})();
)js";
}

}  // namespace caisson::render
