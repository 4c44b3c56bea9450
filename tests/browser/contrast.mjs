// Contrast on the replay page, computed from the page as the browser paints it (WCAG 2 relative
// luminance and contrast ratio): the page's text on its background, every name and counter on the
// map on what it is drawn over, and every unit's fill on the ground under it. Each function runs in
// the page (page.evaluate), so each carries its own helpers.

// Text under 4.5:1 (WCAG AA), as "text: ratio"; and the lowest ratio found.
export function textContrast() {
  const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const background = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length >= 3 && (c.length < 4 || c[3] > 0.9)) return c;
    }
    return [255, 255, 255];
  };
  // The paint under a point of the map, from the shapes drawn before `above` (patterns by their ground).
  const svg = document.querySelector('.turn-map svg');
  const painted = [...svg.querySelectorAll('rect, polygon, circle, ellipse, path, text')]
    .filter((el) => !el.closest('defs, pattern, marker, clipPath, symbol'));
  const boxes = new Map(painted.map((el) => [el, el.getBoundingClientRect()]));
  const paintOf = (el) => {
    const fill = getComputedStyle(el).fill;
    if (fill.startsWith('url(')) {
      const ground = document.getElementById(fill.match(/#([^"')]+)/)[1])?.querySelector('rect');
      return ground ? rgb(getComputedStyle(ground).fill) : null;
    }
    const c = rgb(fill);
    return c.length >= 3 ? c : null;
  };
  const opacityOf = (el) => {
    let o = +getComputedStyle(el).fillOpacity;
    for (let e = el; e && e !== svg; e = e.parentElement) o *= +getComputedStyle(e).opacity;
    return o;
  };
  const under = (above, x, y) => {
    let colour = [255, 255, 255];
    for (const el of painted) {
      if (el === above) break;
      if (el.tagName === 'text') continue;
      const r = boxes.get(el);
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) continue;
      const p = new DOMPoint(x, y).matrixTransform(el.getScreenCTM().inverse());
      if (!el.isPointInFill(p)) continue;
      const c = paintOf(el), a = opacityOf(el);
      if (c) colour = colour.map((v, i) => v * (1 - a) + c[i] * a);
    }
    return colour;
  };

  const low = [];
  let lowest = Infinity;
  const check = (text, fore, back) => {
    const r = ratio(fore, back);
    lowest = Math.min(lowest, r);
    if (r < 4.5) low.push(`${text.trim().slice(0, 30)}: ${r.toFixed(2)}`);
  };
  // The page's own text, on whatever it sits on.
  document.querySelectorAll('header, aside, .controls, #tooltip').forEach((root) => root.querySelectorAll('*').forEach((el) => {
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) return;
    if (el.closest('svg') || el.offsetParent === null) return;
    check(el.textContent, rgb(getComputedStyle(el).color), background(el));
  }));
  // The map's text: a name on its halo, a counter on its unit's fill, the rest on what lies under it.
  // Counters hidden at this zoom are checked too: zooming in shows them.
  for (const el of svg.querySelectorAll('text')) {
    const style = getComputedStyle(el);
    if (el.classList.contains('halo')) check(el.textContent, rgb(style.fill), rgb(style.stroke));
    else if (el.classList.contains('counter')) {
      check(el.textContent, rgb(style.fill), rgb(getComputedStyle(el.closest('.unit').querySelector('rect')).fill));
    } else if (style.display !== 'none') {
      const r = boxes.get(el);
      check(el.textContent, rgb(style.fill), under(el, r.left + r.width / 2, r.top + r.height / 2));
    }
  }
  return { low: [...new Set(low)], lowest };
}

// Every unit's fill against the ground under its footprint (its middle and four points near its
// corners): the ground is the table's paper and the terrain drawn over it there, a hatched or
// stippled area by its ground colour, a hill's contours by their opacity. Returns the pairs under
// 3:1 and the lowest ratio.
export function unitFillContrast() {
  const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const svg = document.querySelector('.turn-map svg');
  const ground = [svg.querySelector('rect.table'), ...svg.querySelectorAll('.terrain polygon, .terrain rect, .terrain path')]
    .filter((el) => getComputedStyle(el).fill !== 'none')
    .map((el) => {
      const style = getComputedStyle(el);
      let colour = rgb(style.fill);
      if (style.fill.startsWith('url(')) {
        const base = document.getElementById(style.fill.match(/#([^"')]+)/)[1]).querySelector('rect');
        colour = rgb(getComputedStyle(base).fill);
      }
      return { el, colour, alpha: +style.fillOpacity * +style.opacity, box: el.getBoundingClientRect(), kind: el.getAttribute('class') };
    });
  const groundAt = (x, y) => {
    let colour = [255, 255, 255];
    const kinds = [];
    for (const g of ground) {
      if (x < g.box.left || x > g.box.right || y < g.box.top || y > g.box.bottom) continue;
      if (!g.el.isPointInFill(new DOMPoint(x, y).matrixTransform(g.el.getScreenCTM().inverse()))) continue;
      colour = colour.map((v, i) => v * (1 - g.alpha) + g.colour[i] * g.alpha);
      if (g.kind) kinds.push(g.kind);
    }
    return { colour, kinds };
  };
  const low = [];
  let lowest = Infinity, units = 0;
  for (const unit of svg.querySelectorAll('.unit')) {
    const rect = unit.querySelector('rect:not(.rout-hatch)');
    const fill = rgb(getComputedStyle(rect).fill);
    const m = rect.getScreenCTM();
    const { x, y, width: w, height: h } = rect.getBBox();
    const points = [[0.5, 0.5], [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]]
      .map(([fx, fy]) => new DOMPoint(x + w * fx, y + h * fy).matrixTransform(m));
    units++;
    for (const p of points) {
      const under = groundAt(p.x, p.y);
      const r = ratio(fill, under.colour);
      lowest = Math.min(lowest, r);
      if (r < 3) {
        const name = window.caissonReplay.unit(+unit.dataset.id).name;
        low.push(`${name} (${unit.classList[1]}) on ${under.kinds.join('+') || 'open ground'}: ${r.toFixed(2)}`);
        break;
      }
    }
  }
  return { low, lowest, units };
}
