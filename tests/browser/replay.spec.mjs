// Browser test of the replay page: plays shipped battles, writes their replays, opens them in
// headless Chromium (Debian's, driven by playwright-core) as a reader would, at a desk and on a
// phone, and checks the page against the battle's own log. Keeps screenshots under build/.
//
// Environment: CAISSON_EXE (default: the first build/*/caisson found), CHROMIUM (default
// /usr/bin/chromium), REPLAY_BATTLE (default scripts/first_bull_run.lua, falling back to
// tests/data/tiny.lua while that battle does not load).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { textContrast, unitFillContrast } from './contrast.mjs';
import { labelProblems } from './labels.mjs';
import { build, findCaisson, openPage, playBattle, root, writeReplay } from './replay_support.mjs';

const work = join(build, 'replay-test');
const screenshot = join(build, 'replay-screenshot.png');
const sizes = { desk: { width: 1600, height: 1000 }, phone: { width: 390, height: 844 } };

let browser, caisson;
const battles = {};  // name -> { battle, log, page }

before(async () => {
  mkdirSync(work, { recursive: true });
  caisson = findCaisson();
  const wanted = process.env.REPLAY_BATTLE ?? join(root, 'scripts', 'first_bull_run.lua');
  for (const [name, file] of [['bull_run', wanted], ['gettysburg', join(root, 'scripts', 'gettysburg.lua')]]) {
    const played = playBattle(caisson, file, join(work, `${name}.jsonl`));
    battles[name] = { ...played, page: writeReplay(caisson, played.log, join(work, `${name}.html`)) };
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
});

after(async () => { await browser?.close(); });

function records(logPath) {
  return readFileSync(logPath, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

function lastSnapshot(logPath) {
  const ends = records(logPath).filter((r) => r.type === 'turn_end');
  assert.ok(ends.length > 0, 'the log has no turn_end record');
  return ends[ends.length - 1];
}

test('the replay page shows the last turn as the log has it, offline', async () => {
  const { battle, log, page: pagePath } = battles.bull_run;
  assert.doesNotMatch(readFileSync(pagePath, 'utf8'), /https?:\/\//, 'the page names no web address');
  const snapshot = lastSnapshot(log);
  const { page, fetched, problems, close } = await openPage(browser, pagePath, { width: 1280, height: 800 });
  try {
    // Step to the last turn with the page's own control, as a reader would.
    const turns = await page.evaluate(() => window.caissonReplay.turns);
    for (let i = 1; i < turns; i++) await page.click('#next');
    const visible = page.locator('.turn-map:not([hidden])');
    assert.equal(await visible.count(), 1, 'one map is shown at a time');
    assert.equal(Number(await visible.getAttribute('data-turn')), snapshot.turn, 'the last map is the last turn');

    // One shape per unit in the snapshot, each where the log puts it, turned to its facing.
    const shapes = await visible.evaluate((figure) => {
      const svg = figure.querySelector('svg');
      const frame = {
        scale: +svg.dataset.scale, x0: +svg.dataset.originX, y0: +svg.dataset.originY, depth: +svg.dataset.tableDepth,
      };
      const units = [...figure.querySelectorAll('.unit')].map((g) => {
        // The shape's placement in the map's own (sheet) units, as the browser lays it out.
        const m = svg.getScreenCTM().inverse().multiply(g.getScreenCTM());
        const box = g.getBoundingClientRect();
        return { id: +g.dataset.id, name: window.caissonReplay.unit(+g.dataset.id).name, x: m.e, y: m.f, a: m.a, b: m.b, w: box.width, h: box.height };
      });
      return { frame, units };
    });
    const onTable = (u) => /^on[ _]table$/.test(u.status);
    assert.equal(shapes.units.length, snapshot.units.filter(onTable).length, 'a shape for each unit on the table');
    const listed = await page.locator('.tray:not([hidden]) li').evaluateAll((items) => items.map((li) => +li.dataset.id));
    const { scale, x0, y0, depth } = shapes.frame;
    for (const unit of snapshot.units) {
      if (!onTable(unit)) {
        assert.ok(listed.includes(unit.id), `unit ${unit.id}, gone, is listed as having left the field`);
        continue;
      }
      const shape = shapes.units.find((s) => s.id === unit.id);
      assert.ok(shape, `unit ${unit.id} is drawn`);
      const [x, y] = unit.at;
      assert.ok(Math.abs(shape.x - (x0 + x * scale)) < 0.05, `${shape.name}: x ${shape.x} for ${x}"`);
      assert.ok(Math.abs(shape.y - (y0 + (depth - y) * scale)) < 0.05, `${shape.name}: y ${shape.y} for ${y}"`);
      const facing = (unit.facing * Math.PI) / 180;
      assert.ok(Math.abs(shape.a - Math.cos(facing)) < 0.01 && Math.abs(shape.b - Math.sin(facing)) < 0.01,
        `${shape.name}: faces ${unit.facing}`);
      assert.ok(shape.w > 0 && shape.h > 0, `${shape.name} is visible`);
    }

    // Hovering a unit that is still on the field names it.
    const present = snapshot.units.find((u) => /^on[ _]table$/.test(u.status)) ?? snapshot.units[0];
    // (Its own shape, drawn first: a routing unit carries a hatched one over it.)
    const target = visible.locator(`.unit[data-id="${present.id}"] rect:not(.rout-hatch)`).first();
    await target.hover({ force: true });
    const tooltip = page.locator('#tooltip');
    await tooltip.waitFor({ state: 'visible', timeout: 2000 });
    const name = (await page.evaluate((id) => window.caissonReplay.unit(id), present.id)).name;
    assert.match(await tooltip.innerText(), new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    await page.screenshot({ path: screenshot });
    console.log(`# ${battle}: ${turns} maps, ${snapshot.units.length} units checked; screenshot ${screenshot}`);
    assert.deepEqual(fetched, [], 'the page fetched nothing');
    assert.deepEqual(problems, [], 'no console errors');
  } finally {
    await close();
  }
});

// The map's view and where a sheet point falls on the screen.
async function view(page) {
  return page.evaluate(() => window.caissonView.get());
}

test('the map zooms and pans by wheel, pinch, drag, keys and buttons, and fits again', async () => {
  const { page, problems, close } = await openPage(browser, battles.bull_run.page, sizes.desk);
  try {
    const fit = await view(page);
    const box = await page.locator('.maps').boundingBox();
    const unitWidth = () => page.locator('.turn-map:not([hidden]) .unit rect').first().evaluate((r) => r.getBoundingClientRect().width);
    const before = await unitWidth();

    // The wheel zooms in about the pointer: the sheet point under it stays under it.
    const at = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.4 };
    const under = await page.evaluate(({ x, y }) => window.caissonView.toSheet(x, y), at);
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -400);
    const zoomed = await view(page);
    assert.ok(zoomed.w < fit.w / 2, `the wheel zooms in (view ${fit.w} -> ${zoomed.w} wide)`);
    const still = await page.evaluate(({ x, y }) => window.caissonView.toSheet(x, y), at);
    assert.ok(Math.abs(still.x - under.x) < 0.5 && Math.abs(still.y - under.y) < 0.5, 'the point under the wheel stays put');
    assert.ok(await unitWidth() > before * 2, 'zooming in draws the units bigger');
    const svgWidth = await page.locator('.turn-map:not([hidden]) svg').evaluate((s) => s.getBoundingClientRect().width);
    assert.ok(svgWidth <= box.width + 1, 'the map stays inside its box');

    // A drag pans: the view moves against the pointer by the same distance on the sheet.
    await page.mouse.move(box.x + 400, box.y + 300);
    await page.mouse.down();
    await page.mouse.move(box.x + 300, box.y + 250, { steps: 5 });
    await page.mouse.up();
    const dragged = await view(page);
    const k = zoomed.w / box.width;
    assert.ok(Math.abs(dragged.x - zoomed.x - 100 * k) < 1, `a drag pans across (${zoomed.x} -> ${dragged.x})`);
    assert.ok(Math.abs(dragged.y - zoomed.y - 50 * k) < 1, `a drag pans down (${zoomed.y} -> ${dragged.y})`);

    // With the map focused, the arrows pan and + and - zoom; 0 fits.
    await page.focus('.maps');
    await page.keyboard.press('ArrowLeft');
    assert.ok((await view(page)).x < dragged.x, 'ArrowLeft pans left');
    await page.keyboard.press('ArrowUp');
    assert.ok((await view(page)).y < dragged.y, 'ArrowUp pans up');
    const beforeKeys = await view(page);
    await page.keyboard.press('+');
    assert.ok((await view(page)).w < beforeKeys.w, '+ zooms in');
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    assert.ok((await view(page)).w > beforeKeys.w, '- zooms out');
    assert.equal(await page.evaluate(() => window.caissonReplay.shown()), 0, 'arrows on the map do not step the turn');
    await page.keyboard.press('0');
    assert.deepEqual(await view(page), fit, '0 fits the map again');

    // A pinch (two touch pointers spreading apart) zooms in about its middle.
    await page.evaluate(({ x, y }) => {
      const box = document.querySelector('.maps');
      const send = (type, id, px) => box.dispatchEvent(new PointerEvent(type, {
        pointerId: id, pointerType: 'touch', clientX: px, clientY: y, button: 0, bubbles: true,
      }));
      send('pointerdown', 11, x - 20);
      send('pointerdown', 12, x + 20);
      for (let i = 1; i <= 8; i++) { send('pointermove', 11, x - 20 - 10 * i); send('pointermove', 12, x + 20 + 10 * i); }
      send('pointerup', 11, x - 100);
      send('pointerup', 12, x + 100);
    }, at);
    const pinched = await view(page);
    assert.ok(pinched.w < fit.w / 2.5, `a pinch zooms in (${fit.w} -> ${pinched.w})`);

    // The buttons: in, out, and fit.
    await page.click('#fit');
    assert.deepEqual(await view(page), fit, 'Fit shows the whole map');
    await page.click('#zoom-in');
    assert.ok((await view(page)).w < fit.w, 'the + button zooms in');
    await page.click('#zoom-out');
    assert.ok(Math.abs((await view(page)).w - fit.w) < 0.01, 'the - button zooms back out');

    // The view holds from turn to turn; off the map the arrows step the turns.
    await page.click('#zoom-in');
    const held = await view(page);
    await page.click('#next');
    assert.deepEqual(await view(page), held, 'the next turn is shown at the same zoom');
    const viewBox = await page.locator('.turn-map:not([hidden]) svg').getAttribute('viewBox');
    assert.equal(viewBox.split(' ').map(Number)[2].toFixed(1), held.w.toFixed(1), "the turn's map takes the view");
    await page.locator('body').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => window.caissonReplay.shown()), 2, 'ArrowRight off the map steps a turn');
    assert.deepEqual(problems, [], 'no console errors');
  } finally {
    await close();
  }
});

test('each turn is read from its top; the result and later losses wait for the last turn', async () => {
  const { page, problems, close } = await openPage(browser, battles.bull_run.page, sizes.desk);
  try {
    const turns = await page.evaluate(() => window.caissonReplay.turns);
    assert.ok(await page.locator('#result').isHidden(), 'the result is not told at the set-up');
    await page.evaluate(() => window.caissonReplay.show(3));
    const soFar = () => page.locator('.loss-chart .so-far').evaluate((r) => r.width.baseVal.value);
    const marker = await page.locator('.loss-chart .turn-marker').evaluate((l) => l.x1.baseVal.value);
    assert.ok(Math.abs(await soFar() - marker - 3) < 0.5, 'the loss chart stops at the turn shown');
    await page.locator('.story').evaluate((s) => { s.scrollTop = s.scrollHeight; });
    assert.ok(await page.locator('.story').evaluate((s) => s.scrollTop) > 0, 'the turn is long enough to scroll');
    await page.click('#next');
    assert.equal(await page.locator('.story').evaluate((s) => s.scrollTop), 0, 'the next turn opens at its top');
    assert.ok(await page.locator('#result').isHidden(), 'the result is still kept back');
    assert.doesNotMatch(await page.locator('header').innerText(), /wins|draw/, 'the header gives nothing away');
    assert.equal(await page.locator('.turn-label, #turn-label').getAttribute('aria-live'), 'polite', 'the turn is announced');

    await page.click('#reveal');
    assert.ok(await page.locator('#result').isVisible(), 'Show the result shows it');
    assert.ok(await soFar() > marker + 50, 'and the whole loss chart');

    const fresh = await openPage(browser, battles.bull_run.page, sizes.desk);
    await fresh.page.evaluate((t) => window.caissonReplay.show(t), turns - 1);
    assert.ok(await fresh.page.locator('#result').isVisible(), 'the last turn tells the result');
    await fresh.close();
    // No narrative line is a move of nothing, and distances are whole or half inches.
    const moves = await page.locator('.narrative p.move').allTextContents();
    assert.ok(moves.length > 0);
    // Measured to the half inch, or a turn on the spot for a move too short to measure.
    for (const text of moves) assert.match(text, / (\d+½?|½)" to \(| turns to face \d+°/, text);
    assert.ok(!moves.some((t) => / 0" to/.test(t)), 'no move of nothing');
    assert.deepEqual(problems, [], 'no console errors');
  } finally {
    await close();
  }
});

test('units are described, focusable, and a click lists every unit standing there; counters show when zoomed in', async () => {
  const { page, problems, close } = await openPage(browser, battles.bull_run.page, sizes.desk);
  try {
    await page.evaluate(() => window.caissonReplay.show(6));
    const units = page.locator('.turn-map .unit');
    const described = await units.evaluateAll((gs) => gs.map((g) => ({
      id: +g.dataset.id, tab: g.getAttribute('tabindex'), label: g.getAttribute('aria-label') || '',
    })));
    assert.ok(described.length > 0);
    for (const u of described) {
      const name = (await page.evaluate((id) => window.caissonReplay.unit(id), u.id)).name;
      assert.equal(u.tab, '0', `${name} can be reached by the keyboard`);
      assert.ok(u.label.startsWith(name) && /HIT|stand/.test(u.label), `${name} is described: ${u.label}`);
    }

    // A click on a unit lists it; where units overlap, it lists them all.
    const pair = await page.evaluate(() => {
      const gs = [...document.querySelectorAll('.turn-map .unit')];
      const boxes = gs.map((g) => ({ id: +g.dataset.id, r: g.querySelector('rect').getBoundingClientRect() }));
      for (const a of boxes) for (const b of boxes) {
        if (a.id >= b.id) continue;
        const x0 = Math.max(a.r.left, b.r.left), x1 = Math.min(a.r.right, b.r.right);
        const y0 = Math.max(a.r.top, b.r.top), y1 = Math.min(a.r.bottom, b.r.bottom);
        if (x1 - x0 > 2 && y1 - y0 > 2) {
          const x = (x0 + x1) / 2, y = (y0 + y1) / 2;
          const under = document.elementsFromPoint(x, y).map((el) => el.closest('.unit')).filter(Boolean).map((g) => +g.dataset.id);
          if (under.includes(a.id) && under.includes(b.id)) return { ids: [a.id, b.id], x, y };
        }
      }
      const r = boxes[0].r;
      return { ids: [boxes[0].id], x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(pair.x, pair.y);
    const stack = page.locator('#stack');
    await stack.waitFor({ state: 'visible', timeout: 2000 });
    const listed = await stack.locator('.entry').evaluateAll((es) => es.map((e) => +e.dataset.id));
    for (const id of pair.ids) assert.ok(listed.includes(id), `unit ${id} is listed (${pair.ids.length} under the click)`);
    console.log(`# a click listed ${listed.length} unit(s); ${pair.ids.length} overlapped there`);
    await page.keyboard.press('Escape');
    assert.ok(await stack.isHidden(), 'Escape closes the list');

    // Enter on a focused unit lists it too.
    await units.first().focus();
    await page.keyboard.press('Enter');
    await stack.waitFor({ state: 'visible', timeout: 2000 });
    const first = await units.first().getAttribute('data-id');
    assert.ok((await stack.locator('.entry').evaluateAll((es) => es.map((e) => e.dataset.id))).includes(first));
    await page.keyboard.press('Escape');

    // The counters' short names appear as the map is zoomed in.
    const shownCounters = () => page.locator('.turn-map .counter').evaluateAll(
      (ts) => ts.filter((t) => getComputedStyle(t).display !== 'none').map((t) => t.textContent));
    const atFit = (await shownCounters()).length;
    await page.evaluate(() => window.caissonView.zoomBy(4));
    const near = await shownCounters();
    assert.ok(near.length > atFit && near.length > 10, `counters show zoomed in (${atFit} at fit, ${near.length} near)`);
    assert.ok(near.some((t) => /^\d+ [A-Z]{2}/.test(t)), `counters read like "69 NY": ${near.slice(0, 5)}`);
    assert.deepEqual(problems, [], 'no console errors');
  } finally {
    await close();
  }
});

for (const name of ['bull_run', 'gettysburg']) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`${name} at ${viewport.width}x${viewport.height}: nothing scrolls sideways, every control is in reach`, async () => {
      const { page, fetched, problems, close } = await openPage(browser, battles[name].page, viewport);
      try {
        const turns = await page.evaluate(() => window.caissonReplay.turns);
        for (const turn of [0, Math.floor(turns / 2), turns - 1]) {
          await page.evaluate((t) => window.caissonReplay.show(t), turn);
          const scroll = await page.evaluate(() => ({
            width: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
          }));
          assert.ok(scroll.width <= scroll.client, `turn ${turn}: the page is ${scroll.width}px wide in ${scroll.client}px`);
        }
        // Every unit of the last turn is on the table, in sight, or listed as having left the field.
        const snapshot = lastSnapshot(battles[name].log);
        await page.evaluate((t) => window.caissonReplay.show(t), turns - 1);
        const seen = await page.evaluate(() => {
          const svg = document.querySelector('.turn-map:not([hidden]) svg');
          const d = svg.dataset;
          const table = { x: +d.originX, y: +d.originY, w: +d.tableWidth * +d.scale, h: +d.tableDepth * +d.scale };
          const inverse = svg.getScreenCTM().inverse();
          const drawn = [...svg.querySelectorAll('.unit')].filter((g) => {
            const r = g.getBoundingClientRect();
            const p = new DOMPoint(r.left + r.width / 2, r.top + r.height / 2).matrixTransform(inverse);
            const edge = 1;  // a unit standing on the table's edge, half on it, is in sight
            return r.width > 0 && p.x >= table.x - edge && p.x <= table.x + table.w + edge &&
              p.y >= table.y - edge && p.y <= table.y + table.h + edge;
          }).map((g) => +g.dataset.id);
          const listed = [...document.querySelectorAll('.tray:not([hidden]) li')].map((li) => +li.dataset.id);
          return { drawn, listed };
        });
        const hidden = snapshot.units.filter((u) => !seen.drawn.includes(u.id) && !seen.listed.includes(u.id)).map((u) => u.id);
        assert.deepEqual(hidden, [], 'units neither on the table nor listed as gone');

        // Every control can be seen and pressed: inside the window, and nothing on top of it.
        const blocked = await page.evaluate(() => [...document.querySelectorAll('button, input')]
          .filter((c) => getComputedStyle(c).display !== 'none')
          .filter((c) => {
            const r = c.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return true;
            const top = document.elementFromPoint(x, y);
            return !(top === c || c.contains(top));
          })
          .map((c) => c.id || c.textContent));
        assert.deepEqual(blocked, [], 'controls out of reach');
        // Names: none overlapping, none cut by the table's edge, at the fit and zoomed in.
        for (const turn of [Math.floor(turns / 2), turns - 1]) {
          await page.evaluate((t) => window.caissonReplay.show(t), turn);
          for (const zoom of [1, 3]) {
            await page.evaluate((z) => { window.caissonView.fit(); window.caissonView.zoomBy(z); }, zoom);
            const labels = await page.evaluate(labelProblems);
            assert.deepEqual(labels.overlaps, [], `turn ${turn} at zoom ${zoom}: names overlapping`);
            assert.deepEqual(labels.cut, [], `turn ${turn} at zoom ${zoom}: names cut by the edge`);
          }
        }
        // Contrast, at every turn: each unit's fill on the ground it stands on (3:1), every text on
        // what it is drawn over (WCAG AA, 4.5:1).
        await page.evaluate(() => window.caissonView.fit());
        const fills = { low: [], lowest: Infinity, units: 0 }, texts = { low: [], lowest: Infinity };
        for (let turn = 0; turn < turns; turn++) {
          await page.evaluate((t) => window.caissonReplay.show(t), turn);
          const f = await page.evaluate(unitFillContrast), t = await page.evaluate(textContrast);
          fills.low.push(...f.low.map((l) => `turn ${turn}: ${l}`));
          texts.low.push(...t.low.map((l) => `turn ${turn}: ${l}`));
          fills.lowest = Math.min(fills.lowest, f.lowest);
          texts.lowest = Math.min(texts.lowest, t.lowest);
          fills.units += f.units;
        }
        console.log(`# ${name} ${size}: lowest contrast ${fills.lowest.toFixed(2)}:1 of ${fills.units} unit fills, ` +
          `${texts.lowest.toFixed(2)}:1 of text (${fills.low.length} fills and ${texts.low.length} texts too low)`);
        assert.deepEqual(fills.low.slice(0, 20), [], 'unit fills under 3:1 on their ground');
        assert.deepEqual(texts.low.slice(0, 20), [], 'text under WCAG AA contrast (4.5:1)');
        await page.evaluate((t) => window.caissonReplay.show(t), turns - 1);
        const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
        assert.ok(elements < 15000, `${elements} elements in the document`);
        const bytes = statSync(battles[name].page).size;
        assert.ok(bytes < 3e6, `the page is ${bytes} bytes`);
        console.log(`# ${name} ${size}: ${bytes} bytes, ${elements} elements at the last turn`);
        const mapBox = await page.locator('.maps').boundingBox();
        assert.ok(mapBox.width > viewport.width * 0.6 && mapBox.height > 200, `the map has room (${mapBox.width}x${mapBox.height})`);
        await page.screenshot({ path: join(build, `replay-${name}-${size}.png`) });
        assert.deepEqual(fetched, [], 'the page fetched nothing');
        assert.deepEqual(problems, [], 'no console errors');
      } finally {
        await close();
      }
    });
  }
}
