// Browser test of the play page (`caisson play`): plays three turns of the teaching battle's USA
// by clicking in headless Chromium — a brigade's order sent by courier and watched until it is
// delivered, a volley with its dice quoted, a move refused with the rule's reason and one carried
// out, a brigade left to the commander, a charge and its close combat told with both sides'
// dice, a save — then resumes the save in a second server, finds the game where it stood and
// plays on. Screenshots at a desk and on a phone (390×844) go under build/. Picks made while an
// older answer is on its way keep their panels. A hot-seat game (tests/data/charge_at_hand.lua)
// passes the cover between the players, fires with the dice quoted, and charges with a supporter,
// each drawn on the map and told with its dice as the replay tells it. A last plays a turn under
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
    // The new state, and the spine and the map drawn from it.
    await page.waitForFunction((v) => state.version > v &&
      document.querySelector('#phases li.now')?.textContent === state.phase.name &&
      document.getElementById('map').dataset.version === String(state.version), version);
  }
  assert.fail(`the ${phase} phase never came`);
}

// Picks one of the person's units and waits until the panels drawn are its own.
async function pick(page, id) {
  await page.click(`g.unit[data-unit="${id}"]`);
  await page.waitForFunction((u) => options && options.unit.id === u && selected === u &&
    document.getElementById('unit-panel').textContent.includes(state.units[u].name) &&
    document.getElementById('brigade-panel').textContent.includes(state.formations[state.units[u].brigade].name), id);
}

// Clicks a point of the table (inches) on the map.
async function clickTable(page, [x, y]) {
  const spot = await page.evaluate(([px, py]) => {
    const svg = document.getElementById('map'); const p = svg.createSVGPoint(); p.x = px; p.y = state.table.depth - py;
    const s = p.matrixTransform(svg.getScreenCTM()); return [s.x, s.y];
  }, [x, y]);
  await page.mouse.click(spot[0], spot[1]);
}

// Waits until the map shows the present state (the page's redraw after a choice has finished).
const drawn = (page) => page.waitForFunction(() => document.getElementById('map').dataset.version === String(state.version));

const courierTo = (page, brigade) => page.evaluate((b) => state.couriers.find((c) => c.to === b)?.state ?? null, brigade);

// Seed 28 (found by tests/browser/teaching_seed.py, which plays these clicks through the JSON
// API for a range of seeds), the Union: the courier with Tyler's order is sent on turn 2, reaches the brigade on
// turn 3 and is received at its end; Clark's guns have targets from the first turn; the 7th
// Indiana, marched straight up the table on turn 1, is within charging reach of the 27th
// Virginia in turn 2's charge phase, and the close combat that follows throws both sides' dice.
test('a person plays three turns of the teaching battle by clicking, saves, and resumes', async () => {
  const url = await serve([join(root, 'scripts', 'teaching_battle.lua'), '--as', 'USA', '--seed', '28']);
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  const external = [];
  page.on('request', (r) => { if (!r.url().startsWith('http://127.0.0.1:')) external.push(r.url()); });
  await page.goto(url);
  await page.waitForSelector('#phases li.now');
  assert.match(await page.textContent('#turn'), /Turn 1 of 8/);
  assert.equal(await page.evaluate(() => state.phase.name), 'artillery');

  // Turn 1. Tyler's brigade is ordered to advance on the stone wall: the order leaves by courier,
  // seen on the map waiting to be sent.
  await pick(page, 0);
  assert.match(await page.textContent('#brigade-panel'), /standing order: attack sandy_ridge_wall/);
  await page.selectOption('#order-word', 'advance');
  await page.selectOption('#order-objective', 'o:sandy_ridge_wall');
  await page.click('#send-order');
  await page.waitForSelector('g.courier title', { state: 'attached' });
  assert.match(await page.textContent('g.courier title'), /courier to Tyler's: advance sandy_ridge_wall \(to_send\)/);

  // Clark's guns: each target with the shot the rules would throw, and why; one is fired at.
  await pick(page, 4);
  await page.waitForSelector('[data-fire-target] .quote');
  const target = Number(await page.getAttribute('[data-fire-target]', 'data-fire-target'));
  const quote = await page.textContent(`[data-fire-target="${target}"] .quote`);
  assert.match(quote, /\d+ dice \(\w+\), each hitting on \d\+/);
  assert.match(quote, /dice: \d+ \(/, 'the tally the dice come from');
  await page.screenshot({ path: join(build, 'play-teaching-fire.png') });
  const fired = await page.evaluate(() => state.version);
  await page.click(`[data-fire-target="${target}"] button`);
  await page.waitForFunction((v) => state.version > v, fired);
  await drawn(page);
  await page.waitForFunction(() => [...document.querySelectorAll('#log div')].some((d) => /^fire .*unit=Clark's/.test(d.textContent)));
  await page.waitForSelector('#map line.fire[data-kind="fire"]', { state: 'attached' });
  assert.match(await page.textContent('#story p.fire'), /Clark's fires on .*: \d+ dice/);
  assert.ok((await page.textContent('#story p.fire .dice')).trim().length > 0, "the volley's dice are shown");

  // The movement phase: the 7th Indiana's reach is drawn; a move far beyond it is refused with
  // the rule's reason, and nothing changes.
  await endPhaseUntil(page, 'general movement');
  await pick(page, 2);
  await page.click('#move-mode');
  await page.waitForSelector('polygon#reach');  // the rules' answers, not a bare circle
  await page.screenshot({ path: join(build, 'play-move-reach.png') });
  const refusedAt = await page.evaluate(() => state.version);
  const box = await page.locator('#map').boundingBox();
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.05);  // the far edge
  await page.waitForSelector('#notice.refusal');
  assert.match(await page.textContent('#notice'), /7th Indiana cannot move: .*\(igor: /, 'the refusal says why');
  assert.equal(await page.evaluate(() => state.version), refusedAt, 'a refused move changes nothing');

  // Straight up the table, nearly as far as the rules allow.
  const to = await page.evaluate(() => {
    const u = state.units[2], far = options.kinds.move.reach[0];  // bearing 0: straight ahead
    return [u.at[0] + (far[0] - u.at[0]) * 0.95, u.at[1] + (far[1] - u.at[1]) * 0.95];
  });
  await clickTable(page, to);
  await page.waitForFunction((v) => state.version > v, refusedAt);
  await drawn(page);
  await page.waitForSelector('#map line.move[data-kind="move"]', { state: 'attached' });
  assert.ok(await page.evaluate((y) => Math.abs(state.units[2].at[1] - y) < 0.2, to[1]), 'the 7th Indiana stands where it was sent');

  // Kimball's brigade is left to the commander.
  await pick(page, 5);
  await page.click('#leave-brigade');
  await page.waitForFunction(() => [5, 6, 7].every((id) => state.units[id].left_to_commander));
  await page.waitForFunction(() => /Take the brigade back/.test(document.getElementById('brigade-panel').textContent));

  // Turn 2: the courier rides.
  await endPhaseUntil(page, 'artillery');
  assert.equal(await page.evaluate(() => state.turn), 2);
  assert.equal(await courierTo(page, 1), 'riding');
  assert.match(await page.textContent('g.courier title'), /courier to Tyler's: advance sandy_ridge_wall \(riding\)/);

  // The charge phase: the 7th Indiana may charge the 27th Virginia (and says why it may not
  // charge others); it charges, and the close combat is told with both sides' dice.
  await endPhaseUntil(page, 'charge');
  await pick(page, 2);
  await page.waitForSelector('[data-charge-target="10"] button');
  await page.screenshot({ path: join(build, 'play-teaching-charge.png') });
  const charged = await page.evaluate(() => state.version);
  await page.click('[data-charge-target="10"] button');
  await page.waitForFunction((v) => state.version > v, charged);
  await drawn(page);
  await page.waitForFunction(() => [...document.querySelectorAll('#log div')].some((d) => /^charge .*target=27th Virginia.*unit=7th Indiana/.test(d.textContent)));
  await page.waitForSelector('#map line.charge', { state: 'attached' });
  assert.match(await page.textContent('#story'), /7th Indiana charges 27th Virginia/);
  const combat = page.locator('#story p.close_combat');
  assert.match(await combat.textContent(), /Close combat: 7th Indiana \(6 dice\) against 27th Virginia \(3 dice\)/);
  assert.equal(await combat.locator('.dice').getAttribute('data-rolls'), '2', "both sides' rolls are shown");
  assert.equal(await combat.locator('.dice').getAttribute('title'), 'dice: 6, 1, 1, 4, 2, 5 | 5, 1, 6');
  await page.screenshot({ path: join(build, 'play-teaching-story.png') });

  // Turn 3: the courier has reached Tyler's, whose receiving roll is still to come.
  await endPhaseUntil(page, 'artillery');
  assert.equal(await page.evaluate(() => state.turn), 3);
  assert.equal(await courierTo(page, 1), 'to_receive');
  assert.match(await page.textContent('g.courier title'), /\(to_receive\)/);
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

  // Save in turn 3, resume in a second server, and play the rest of the turn there.
  await endPhaseUntil(page, 'general movement');
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
  assert.ok(await page.evaluate(() => state.units[5].left_to_commander), 'what was left to the commander still is');
  await endPhaseUntil(page, 'artillery');
  assert.equal(await page.evaluate(() => state.turn), 4, 'three turns played');
  // The order was received at the turn's end: the courier is off the map, and Tyler's brigade
  // stands under the new order.
  assert.equal(await courierTo(page, 1), 'delivered');
  await page.waitForFunction(() => ![...document.querySelectorAll('g.courier title')].some((t) => /to Tyler's/.test(t.textContent)));
  await pick(page, 0);
  assert.match(await page.textContent('#brigade-panel'), /standing order: advance sandy_ridge_wall/);
  assert.deepEqual(external, [], 'the page fetches nothing from the network');
  await context.close();
});

// The page's redraws and picks overtaking one another (CI lost this race): an answer held back
// for an older pick, or for a redraw begun before the latest pick, must not draw over it.
test('a unit picked while an older answer is on its way keeps its panels', async () => {
  const url = await serve([join(root, 'scripts', 'teaching_battle.lua'), '--as', 'USA', '--seed', '11']);
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('#phases li.now');
  const shown = () => page.evaluate(() => [selected, options.unit.id, document.querySelector('#unit-panel p').textContent.split(' (')[0]]);
  const settled = () => page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
  const holdBack = async (id) => {
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(`**/api/units/${id}`, async (route) => { await held; await route.continue(); });
    return release;
  };

  // The 7th Ohio's options are held back while the 29th Ohio is picked.
  let release = await holdBack(0);
  let asked = page.waitForRequest(`**/api/units/0`);
  await page.click('g.unit[data-unit="0"]');
  await asked;
  await pick(page, 1);
  let answered = page.waitForResponse(`**/api/units/0`);
  release();
  await answered;
  await settled();
  assert.deepEqual(await shown(), [1, 1, '29th Ohio'], "the 7th Ohio's late answer is not drawn");
  await page.unroute('**/api/units/0');

  // A choice's redraw asks again for the unit picked (the 29th Ohio); its answer is held back
  // while the 14th Indiana is picked.
  release = await holdBack(1);
  asked = page.waitForRequest(`**/api/units/1`);
  const version = await page.evaluate(() => state.version);
  await page.click('#leave-unit');
  await page.waitForFunction((v) => state.version > v, version);
  await asked;
  await pick(page, 5);
  answered = page.waitForResponse(`**/api/units/1`);
  release();
  await answered;
  await settled();
  assert.deepEqual(await shown(), [5, 5, '14th Indiana'], "the redraw's late answer for the 29th Ohio is not drawn");
  assert.match(await page.textContent('#brigade-panel'), /Brigade: Kimball's/);
  await page.unroute('**/api/units/1');
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
