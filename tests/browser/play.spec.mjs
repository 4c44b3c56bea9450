// Browser test of the play page (`caisson play`): plays the teaching battle's USA by clicking in
// headless Chromium — a brigade's order sent by courier, a move refused with the rule's reason
// and one carried out, a brigade left to the commander, phases ended, a save — then resumes the
// save in a second server and finds the game where it stood. Screenshots at a desk and on a
// phone (390×844) go under build/. A second game, hot-seat (tests/data/charge_at_hand.lua),
// passes the cover between the players, fires with the dice quoted, and charges with a supporter,
// each drawn on the map and told with its dice as the replay tells it. A third plays a turn under
// jackson, following its move cards on the spine.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, findCaisson, root } from './replay_support.mjs';

const work = join(build, 'play-test');
let browser, caisson;
const servers = [];

// Starts `caisson play` and waits for the address it prints.
function serve(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(caisson, ['play', ...args, '--save-dir', work], { stdio: ['ignore', 'pipe', 'pipe'] });
    servers.push(child);
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/open (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) resolve(m[1]);
    });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => reject(new Error(`caisson play exited ${code}: ${out}`)));
  });
}

before(async () => {
  mkdirSync(work, { recursive: true });
  caisson = findCaisson();
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
});

after(async () => {
  await browser?.close();
  for (const s of servers) s.kill();
});

async function endPhaseUntil(page, phase) {
  for (let i = 0; i < 30; i++) {
    if ((await page.evaluate(() => state.phase.name)) === phase) return;
    const version = await page.evaluate(() => state.version);
    await page.click('#end-phase');
    // The new state, and the spine drawn from it.
    await page.waitForFunction((v) => state.version > v &&
      document.querySelector('#phases li.now')?.textContent === state.phase.name, version);
  }
  assert.fail(`the ${phase} phase never came`);
}

test('a person plays the teaching battle by clicking, saves, and resumes', async () => {
  const url = await serve([join(root, 'scripts', 'teaching_battle.lua'), '--as', 'USA', '--seed', '3']);
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  const external = [];
  page.on('request', (r) => { if (!r.url().startsWith('http://127.0.0.1:')) external.push(r.url()); });
  await page.goto(url);
  await page.waitForSelector('#phases li.now');
  assert.match(await page.textContent('#turn'), /Turn 1 of 8/);

  // A brigade's order, by courier.
  await page.click('g.unit[data-unit="0"]');
  await page.waitForSelector('#send-order');
  await page.selectOption('#order-word', 'attack');
  await page.selectOption('#order-objective', 'o:sandy_ridge_wall');
  await page.click('#send-order');
  await page.waitForSelector('g.courier');  // the courier is on the map, waiting to ride

  // To the movement phase; a move far beyond the unit's reach is refused with the rule's reason.
  await endPhaseUntil(page, 'general movement');
  const mover = await page.evaluate(async () => {
    for (const u of state.units) {
      if (u.side !== 'USA' || u.status !== 'on_table') continue;
      const o = await (await fetch('/api/units/' + u.id)).json();
      if (o.kinds.move.allowed) return u.id;
    }
    return -1;
  });
  assert.ok(mover >= 0, 'a USA unit may move');
  await page.click(`g.unit[data-unit="${mover}"]`);
  await page.waitForFunction((id) => options && options.unit.id === id, mover);
  await page.waitForSelector('#move-mode');
  await page.click('#move-mode');
  // The reach the rules allow is drawn: an outline from their answers, not a bare circle.
  await page.waitForSelector('polygon#reach');
  await page.screenshot({ path: join(build, 'play-move-reach.png') });
  const box = await page.locator('#map').boundingBox();
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.05);  // the far edge
  await page.waitForSelector('#notice.refusal');
  assert.ok((await page.textContent('#notice')).length > 10, 'the refusal says why');
  const refusedAt = await page.evaluate(() => state.version);

  // A short move forward is carried out.
  await page.click('#move-mode');
  const to = await page.evaluate((id) => { const u = state.units[id]; return [u.at[0], u.at[1] + 1.5]; }, mover);
  const spot = await page.evaluate(([x, y]) => {
    const svg = document.getElementById('map'); const p = svg.createSVGPoint(); p.x = x; p.y = state.table.depth - y;
    const s = p.matrixTransform(svg.getScreenCTM()); return [s.x, s.y];
  }, to);
  await page.mouse.click(spot[0], spot[1]);
  await page.waitForFunction((v) => state.version > v, refusedAt);

  // The other brigade is left to the commander.
  // Its panels are drawn once the unit's options come back; the page's own redraw after the move
  // may still be on its way and draw the mover's again, so the pick is made until it holds.
  const picked = () => options && options.unit.id === 5 &&
    document.getElementById('brigade-panel').textContent.includes(state.formations[state.units[5].brigade].name);
  for (let tries = 0; tries < 10; tries++) {
    await page.dispatchEvent('g.unit[data-unit="5"]', 'click');
    if (await page.waitForFunction(picked, null, { timeout: 3000 }).then(() => true, () => false)) break;
  }
  await page.waitForFunction(picked);
  await page.click('#leave-brigade');
  await page.waitForFunction(() => state.units[5].left_to_commander === true);

  // On to the next turn.
  await endPhaseUntil(page, 'artillery');
  await page.waitForFunction(() => state.turn >= 2);
  await page.screenshot({ path: join(build, 'play-desk.png') });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const small = await phone.newPage();
  await small.goto(url);
  await small.waitForSelector('#phases li.now');
  const map = await small.locator('#map').boundingBox();
  assert.ok(map.width > 300 && map.height > 300, 'the map is visible on a phone');
  assert.ok(await small.locator('#end-phase').isVisible(), 'the controls are reachable on a phone');
  await small.screenshot({ path: join(build, 'play-phone.png'), fullPage: true });
  await phone.close();

  // Save, and resume in a second server.
  const before = await page.evaluate(() => ({ version: state.version, turn: state.turn, phase: state.phase.name }));
  await page.click('#save');
  await page.waitForFunction(() => /saved to/.test(document.getElementById('notice').textContent));
  const saved = (await page.textContent('#notice')).match(/saved to (\S+)/)[1];
  assert.ok(existsSync(saved), 'the save is written');
  const resumed = await serve(['--resume', saved]);
  await page.goto(resumed);
  await page.waitForSelector('#phases li.now');
  const after = await page.evaluate(() => ({ version: state.version, turn: state.turn, phase: state.phase.name }));
  assert.deepEqual(after, before, 'the resumed game stands where it was saved');
  assert.deepEqual(external, [], 'the page fetches nothing from the network');
  await context.close();
});

test('hot-seat: the cover between the players, a shot with its dice quoted, a charge with a supporter', async () => {
  const url = await serve([join(root, 'tests', 'data', 'charge_at_hand.lua'), '--as', 'both', '--seed', '1']);
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(url);
  // The first player is handed the table.
  await page.waitForSelector('#cover:not([hidden])');
  assert.match(await page.textContent('#cover-text'), /USA to command/);
  await page.click('#cover-go');
  await page.waitForSelector('#cover', { state: 'hidden' });

  // Clark's guns: each target with the dice the rules would throw, and why.
  await page.click('g.unit[data-unit="3"]');
  await page.waitForSelector('[data-fire-target="5"] .quote');
  const quote = await page.textContent('[data-fire-target="5"] .quote');
  assert.match(quote, /\d+ dice \(\w+\), each hitting on \d\+/);
  assert.match(quote, /dice: \d+ \(/, 'the tally the dice come from');
  await page.screenshot({ path: join(build, 'play-fire-quote.png') });
  const fired = await page.evaluate(() => state.version);
  await page.click('[data-fire-target="5"] button');
  await page.waitForFunction((v) => state.version > v, fired);
  await page.waitForFunction(() => [...document.querySelectorAll('#log div')].some((d) => /^fire .*unit=Clark's/.test(d.textContent)));
  // The volley as the replay draws it: an arrow on the map, and the turn's line with its dice.
  await page.waitForSelector('#map line.fire[data-kind="fire"]', { state: 'attached' });
  assert.match(await page.textContent('#story p.fire'), /Clark's fires on .*: \d+ di(c)?e/);
  assert.ok((await page.textContent('#story p.fire .dice')).trim().length > 0, "the volley's dice are shown");

  // To the charge phase: the 3rd Blue is too far to charge, and the page says why.
  await endPhaseUntil(page, 'charge');
  await page.click('g.unit[data-unit="2"]');
  await page.waitForFunction(() => options && options.unit.id === 2);
  assert.match(await page.textContent('.kind[data-kind="charge"]'), /its charge reaches/);
  // The 1st Blue charges the 1st Grey with the 2nd Blue in support.
  await page.click('g.unit[data-unit="0"]');
  await page.waitForSelector('[data-charge-target="4"] input[data-supporter="1"]');
  assert.equal(await page.locator('[data-charge-target="4"] input[data-supporter="2"]').count(), 0, 'the 3rd Blue is not offered');
  // igor's fellow chargers: the 2nd Blue may instead charge alongside (left unticked here).
  assert.equal(await page.locator('[data-charge-target="4"] input[data-fellow="1"]').count(), 1, 'the 2nd Blue may charge alongside');
  await page.check('[data-charge-target="4"] input[data-supporter="1"]');
  await page.screenshot({ path: join(build, 'play-charge.png') });
  const charged = await page.evaluate(() => state.version);
  await page.click('[data-charge-target="4"] button');
  await page.waitForFunction((v) => state.version > v, charged);
  await page.waitForFunction(() => [...document.querySelectorAll('#log div')].some((d) => /how=support.*unit=2nd Blue/.test(d.textContent)));
  await page.waitForSelector('#map line.charge', { state: 'attached' });  // the charge's heavy arrow (a straight-up line has no width: 'visible' never holds)
  assert.match(await page.textContent('#story'), /1st Blue charges 1st Grey/);
  await page.screenshot({ path: join(build, 'play-story.png') });

  // The rest of the Union's turn; then the table is covered for the Confederate player.
  for (let i = 0; i < 10 && await page.locator('#cover').isHidden(); i++) {
    const version = await page.evaluate(() => state.version);
    await page.click('#end-phase');
    await page.waitForFunction((v) => state.version > v, version);
  }
  assert.match(await page.textContent('#cover-text'), /CSA to command/);
  assert.equal(await page.evaluate(() => selected), null, 'nothing the other player picked is left showing');
  await page.screenshot({ path: join(build, 'play-hot-seat-cover.png') });
  await page.click('#cover-go');
  await page.waitForSelector('#cover', { state: 'hidden' });
  await context.close();
});

test('jackson: the page follows the move cards, card by card, through a turn', async () => {
  const url = await serve([join(root, 'scripts', 'teaching_battle.lua'), '--as', 'USA', '--rules', 'jackson', '--seed', '3']);
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('#phases li.now');
  assert.equal(await page.evaluate(() => state.phase.name), 'movement');
  // The card turned is on the spine, the person's own, with the cards left; its brigade marked.
  const card = await page.textContent('#sequence-now li[data-key="card"]');
  assert.match(card, /card turned: .*\(USA\)/);
  assert.match(await page.textContent('#sequence-now li[data-key="cards_left"]'), /cards left: \d+/);
  assert.ok(await page.locator('#map g.unit.on-card').count() > 0, 'the units on the card are marked');
  await page.screenshot({ path: join(build, 'play-jackson-card.png') });
  // Card after card to the turn's end: each of the person's cards shown as it comes.
  const seen = new Set([await page.evaluate(() => JSON.stringify(state.sequence_state))]);
  for (let i = 0; i < 40 && await page.evaluate(() => state.turn === 1 && !state.outcome); i++) {
    const version = await page.evaluate(() => state.version);
    await page.click('#end-phase');
    await page.waitForFunction((v) => state.version > v, version);
    if (await page.evaluate(() => state.phase && state.phase.name === 'movement')) {
      assert.match(await page.textContent('#sequence-now li[data-key="card"]'), /\(USA\)/);
      seen.add(await page.evaluate(() => JSON.stringify(state.sequence_state)));
    }
  }
  assert.ok(await page.evaluate(() => state.turn >= 2 || !!state.outcome), 'the turn was played through');
  assert.ok(seen.size >= 2, 'the spine followed the cards as they were turned');
  await context.close();
});
