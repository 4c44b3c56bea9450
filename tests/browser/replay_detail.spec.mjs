// Browser test of the replay page's level of detail and leader lines, on First Bull Run and
// Gettysburg at a desk and on a phone: zoomed out, brigades as blocks in their side's colour with
// their names, no regiment's counter; zoomed in, the regiments' counters and no blocks; every
// brigade's or general's name set off from what it names joined to it by a leader line.
// Environment as for replay.spec.mjs.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { labelProblems, leaderProblems } from './labels.mjs';
import { build, findCaisson, openPage, playBattle, root, writeReplay } from './replay_support.mjs';

const work = join(build, 'replay-detail-test');
const sizes = { desk: { width: 1600, height: 1000 }, phone: { width: 390, height: 844 } };
let browser;
const pages = {};  // battle -> replay page

before(async () => {
  mkdirSync(work, { recursive: true });
  const caisson = findCaisson();
  for (const name of ['first_bull_run', 'gettysburg']) {
    const { log } = playBattle(caisson, join(root, 'scripts', `${name}.lua`), join(work, `${name}.jsonl`));
    pages[name] = writeReplay(caisson, log, join(work, `${name}.html`));
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
});

after(async () => { await browser?.close(); });

// What the map shows at its present zoom: brigades on the table, blocks and names shown, counters
// shown, and any regiment standing outside its brigade's block.
function detail() {
  const svg = document.querySelector('.turn-map svg');
  const shown = (el) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().width > 0;
  const brigadeOf = (g) => window.caissonReplay.unit(+g.dataset.id).brigade;
  const units = [...svg.querySelectorAll('.unit')];
  const blocks = [...svg.querySelectorAll('.brigade-block')];
  const blockOf = (g) => blocks.find((b) => b.dataset.brigade === brigadeOf(g));
  const outside = units.filter((g) => {
    const block = blockOf(g);
    if (!block) return false;  // a regiment of no brigade
    const r = g.querySelector('rect').getBoundingClientRect();
    return !block.isPointInFill(new DOMPoint(r.left + r.width / 2, r.top + r.height / 2).matrixTransform(block.getScreenCTM().inverse()));
  }).map((g) => window.caissonReplay.unit(+g.dataset.id).name);
  // A block is in its side's colour: its regiments' fill.
  const offColour = units.filter((g) => blockOf(g) && getComputedStyle(blockOf(g)).fill !== getComputedStyle(g.querySelector('rect')).fill)
    .map((g) => brigadeOf(g));
  const view = window.caissonView.get(), px = document.querySelector('.maps').clientWidth / view.w;
  return {
    px, regimentsAt: window.caissonView.regimentsAt(),
    brigades: [...new Set(units.map(brigadeOf).filter(Boolean))].sort(),
    blocks: blocks.filter(shown).map((b) => b.dataset.brigade).sort(),
    offColour: [...new Set(offColour)],
    names: [...svg.querySelectorAll('.labels text.brigade')].filter(shown).map((t) => t.textContent),
    counters: [...svg.querySelectorAll('.counter')].filter(shown).length,
    outside,
  };
}

for (const battle of ['first_bull_run', 'gettysburg']) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`${battle} at ${viewport.width}x${viewport.height}: brigades as blocks zoomed out, regiments zoomed in`, async () => {
      const { page, problems, close } = await openPage(browser, pages[battle], viewport);
      try {
        const turns = await page.evaluate(() => window.caissonReplay.turns);
        for (const turn of [1, Math.floor(turns / 2), turns - 1]) {
          await page.evaluate((t) => { window.caissonReplay.show(t); window.caissonView.fit(); }, turn);
          const out = await page.evaluate(detail);
          assert.ok(out.px < out.regimentsAt, `turn ${turn}: the fit is zoomed out (${out.px.toFixed(2)} < ${out.regimentsAt.toFixed(2)} px a unit)`);
          assert.ok(out.brigades.length > 0, `turn ${turn}: brigades on the table`);
          assert.deepEqual(out.blocks, out.brigades, `turn ${turn}: a block for each brigade on the table`);
          assert.deepEqual(out.offColour, [], `turn ${turn}: blocks not in their regiments' colour`);
          assert.deepEqual(out.outside, [], `turn ${turn}: regiments outside their brigade's block`);
          assert.ok(out.names.length > 0, `turn ${turn}: brigades' names shown zoomed out`);
          assert.equal(out.counters, 0, `turn ${turn}: no regiment's counter zoomed out`);
          const names = await page.evaluate(labelProblems);
          assert.deepEqual(names.overlaps, [], `turn ${turn} zoomed out: names overlapping`);
          console.log(`# ${battle} ${size} turn ${turn}: ${out.blocks.length} blocks, ${out.names.length} brigades named zoomed out`);

          // Zoomed in past the point where counters can be read: regiments, no blocks.
          await page.evaluate((f) => window.caissonView.zoomBy(f), (out.regimentsAt / out.px) * 1.25);
          const near = await page.evaluate(detail);
          assert.ok(near.px >= near.regimentsAt, `turn ${turn}: zoomed in (${near.px.toFixed(2)} px a unit)`);
          assert.deepEqual(near.blocks, [], `turn ${turn}: no blocks zoomed in`);
          assert.ok(near.counters > 0, `turn ${turn}: regiments' counters shown zoomed in (${near.counters})`);
          assert.deepEqual((await page.evaluate(labelProblems)).overlaps, [], `turn ${turn} zoomed in: names overlapping`);
        }
        assert.deepEqual(problems, [], 'no console errors');
      } finally {
        await close();
      }
    });
  }

  test(`${battle}: every name set off from what it names has a leader line to it`, async () => {
    const { page, problems, close } = await openPage(browser, pages[battle], sizes.desk);
    try {
      const turns = await page.evaluate(() => window.caissonReplay.turns);
      let off = 0, lines = 0;
      for (let turn = 0; turn < turns; turn++) {
        await page.evaluate((t) => { window.caissonReplay.show(t); window.caissonView.fit(); }, turn);
        // A name more than 16 sheet units off needs a line, starting within 12 of the name and
        // ending on what it names. (The map joins those over 8 by its estimate of the name's box,
        // a little generous: the text the browser sets can be up to about 8 shorter.)
        const r = await page.evaluate(leaderProblems, { far: 16, near: 12 });
        assert.deepEqual(r.missing, [], `turn ${turn}: names set off with no leader line`);
        assert.deepEqual(r.astray, [], `turn ${turn}: leader lines that do not join name and named`);
        off += r.off;
        lines += r.leaders;
      }
      console.log(`# ${battle}: ${off} names set off over ${turns} turns, ${lines} leader lines`);
      assert.ok(off > 0, 'some name was set off (the test saw a leader line)');
      assert.deepEqual(problems, [], 'no console errors');
    } finally {
      await close();
    }
  });
}
