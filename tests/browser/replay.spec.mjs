// Browser test of the replay page: plays a shipped battle, writes its replay, opens it in
// headless Chromium (Debian's, driven by playwright-core), steps to the last turn, and checks
// the page against the battle's own log. Keeps a screenshot under build/.
//
// Environment: CAISSON_EXE (default: the first build/*/caisson found), CHROMIUM (default
// /usr/bin/chromium), REPLAY_BATTLE (default scripts/first_bull_run.lua, falling back to
// tests/data/tiny.lua while that battle does not load).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const build = join(root, 'build');
const work = join(build, 'replay-test');
const screenshot = join(build, 'replay-screenshot.png');

function findCaisson() {
  if (process.env.CAISSON_EXE) return process.env.CAISSON_EXE;
  const candidates = ['debug', 'release', 'asan', ...(existsSync(build) ? readdirSync(build).sort() : [])];
  for (const dir of candidates) {
    const exe = join(build, dir, 'caisson');
    if (existsSync(exe)) return exe;
  }
  throw new Error('no caisson executable under build/: build it first or set CAISSON_EXE');
}

// Plays the battle to a JSON Lines log; a battle that does not load yet gives way to the tiny one.
function playBattle(caisson) {
  const wanted = process.env.REPLAY_BATTLE ?? join(root, 'scripts', 'first_bull_run.lua');
  const log = join(work, 'battle.jsonl');
  for (const battle of [wanted, join(root, 'tests', 'data', 'tiny.lua')]) {
    const run = spawnSync(caisson, ['run', battle, '--seed', '1861', '--log', 'json', '--out', log], { encoding: 'utf8' });
    if (run.status === 0) return { battle, log };
    console.log(`# ${battle} did not play (exit ${run.status}): ${run.stderr.trim()}`);
  }
  throw new Error('no battle could be played');
}

function lastSnapshot(logPath) {
  const records = readFileSync(logPath, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  const ends = records.filter((r) => r.type === 'turn_end');
  assert.ok(ends.length > 0, 'the log has no turn_end record');
  return ends[ends.length - 1];
}

test('the replay page shows the last turn as the log has it, offline', async () => {
  mkdirSync(work, { recursive: true });
  const caisson = findCaisson();
  const { battle, log } = playBattle(caisson);
  const page_path = join(work, 'battle.html');
  execFileSync(caisson, ['replay', log, '-o', page_path]);
  const html = readFileSync(page_path, 'utf8');
  assert.doesNotMatch(html, /https?:\/\//, 'the page names no web address');
  const snapshot = lastSnapshot(log);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const fetched = [];
    page.on('request', (request) => {
      if (request.url() !== pathToFileURL(page_path).href) fetched.push(request.url());
    });
    await page.goto(pathToFileURL(page_path).href);

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
        // The shape's placement in the map's own (viewBox) units, as the browser lays it out.
        const m = svg.getScreenCTM().inverse().multiply(g.getScreenCTM());
        const box = g.getBoundingClientRect();
        return { id: +g.dataset.id, name: g.dataset.name, x: m.e, y: m.f, a: m.a, b: m.b, w: box.width, h: box.height };
      });
      return { frame, units };
    });
    assert.equal(shapes.units.length, snapshot.units.length, 'as many unit shapes as units in the snapshot');
    const { scale, x0, y0, depth } = shapes.frame;
    for (const unit of snapshot.units) {
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
    const target = visible.locator(`.unit[data-id="${present.id}"] rect`);
    await target.hover({ force: true });
    const tooltip = page.locator('#tooltip');
    await tooltip.waitFor({ state: 'visible', timeout: 2000 });
    const name = await visible.locator(`.unit[data-id="${present.id}"]`).getAttribute('data-name');
    assert.match(await tooltip.innerText(), new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    await page.screenshot({ path: screenshot });
    console.log(`# ${battle}: ${turns} maps, ${snapshot.units.length} units checked; screenshot ${screenshot}`);
    assert.deepEqual(fetched, [], 'the page fetched nothing');
  } finally {
    await browser.close();
  }
});
