// The map's names as the browser lays them out, checked in the page (page.evaluate): none
// overlapping, none cut by the table's edge, and a leader line from every name set off from what
// it names. Each function carries its own helpers.

// Overlapping and cut names on the map shown: each shown name's box, in sheet units.
export function labelProblems() {
  const svg = document.querySelector('.turn-map svg');
  const d = svg.dataset;
  const table = { x: +d.originX, y: +d.originY, w: +d.tableWidth * +d.scale, h: +d.tableDepth * +d.scale };
  const inverse = svg.getScreenCTM().inverse();
  const boxes = [...svg.querySelectorAll('.labels text')].filter((el) => getComputedStyle(el).display !== 'none').map((el) => {
    const r = el.getBoundingClientRect();
    const a = new DOMPoint(r.left, r.top).matrixTransform(inverse), b = new DOMPoint(r.right, r.bottom).matrixTransform(inverse);
    return { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y, text: el.textContent };
  });
  const overlaps = [], cut = [];
  const slack = 0.5;
  boxes.forEach((a, i) => {
    if (a.x < table.x - slack || a.y < table.y - slack || a.x + a.w > table.x + table.w + slack || a.y + a.h > table.y + table.h + slack)
      cut.push(a.text);
    boxes.slice(i + 1).forEach((b) => {
      const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (ox > slack && oy > slack) overlaps.push(`${a.text} / ${b.text}`);
    });
  });
  return { names: boxes.length, overlaps, cut };
}

// Brigades' and generals' names standing further than `far` sheet units from what they name (the
// nearest of the brigade's regiments, the general's pennant) with no leader line, or with one that
// does not run from the name to it (within `near`).
export function leaderProblems({ far, near }) {
  const svg = document.querySelector('.turn-map svg');
  const inverse = svg.getScreenCTM().inverse();
  const boxOf = (el) => {
    const r = el.getBoundingClientRect();
    const a = new DOMPoint(r.left, r.top).matrixTransform(inverse), b = new DOMPoint(r.right, r.bottom).matrixTransform(inverse);
    return { l: a.x, t: a.y, r: b.x, b: b.y };
  };
  const gap = (p, q) => Math.hypot(Math.max(0, p.l - q.r, q.l - p.r), Math.max(0, p.t - q.b, q.t - p.b));
  const at = (x, y) => ({ l: x, t: y, r: x, b: y });
  const regiments = {};
  svg.querySelectorAll('.unit').forEach((g) => {
    const brigade = window.caissonReplay.unit(+g.dataset.id).brigade;
    (regiments[brigade] ??= []).push(boxOf(g.querySelector('rect')));
  });
  const leaders = [...svg.querySelectorAll('.labels .leader')];
  const missing = [], astray = [];
  let off = 0, near_ = 0;
  for (const text of svg.querySelectorAll('.labels text.brigade, .labels text.general')) {
    if (getComputedStyle(text).display === 'none') continue;
    const box = boxOf(text);
    const named = text.classList.contains('brigade') ? regiments[text.textContent] ?? [] : [boxOf(text.parentElement.querySelector('use'))];
    if (!named.length) continue;
    const distance = Math.min(...named.map((n) => gap(box, n)));
    if (distance <= far) { near_++; continue; }
    off++;
    const line = leaders.find((l) => l.dataset.for === text.textContent);
    if (!line) { missing.push(`${text.textContent}: ${distance.toFixed(1)} off, no leader`); continue; }
    const from = at(+line.getAttribute('x1'), +line.getAttribute('y1')), to = at(+line.getAttribute('x2'), +line.getAttribute('y2'));
    if (gap(from, box) > near || !named.some((n) => gap(to, n) <= near))
      astray.push(`${text.textContent}: leader from ${gap(from, box).toFixed(1)} off the name to ${Math.min(...named.map((n) => gap(to, n))).toFixed(1)} off`);
  }
  return { off, near: near_, leaders: leaders.length, missing, astray };
}
