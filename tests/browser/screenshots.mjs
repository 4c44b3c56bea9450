// The screenshots in docs/replay.md: First Bull Run and Gettysburg (seed 1861) at a desk
// (1600x1000) and on a phone held upright (390x844), each at a turn mid-battle, written to
// docs/images/. Run: node tests/browser/screenshots.mjs (after npm ci in tests/browser and a
// build; CAISSON_EXE and CHROMIUM as for the browser test).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { build, findCaisson, openPage, playBattle, root, writeReplay } from './replay_support.mjs';

const out = join(root, 'docs', 'images');
const work = join(build, 'replay-screenshots');
mkdirSync(out, { recursive: true });
mkdirSync(work, { recursive: true });
const caisson = findCaisson();
const shots = [
  { battle: 'first_bull_run', turn: 8, zoom: 1 },
  { battle: 'gettysburg', turn: 12, zoom: 1 },
];
const sizes = { desk: { width: 1600, height: 1000 }, phone: { width: 390, height: 844 } };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { battle, turn } of shots) {
    const { log } = playBattle(caisson, join(root, 'scripts', `${battle}.lua`), join(work, `${battle}.jsonl`));
    const page = writeReplay(caisson, log, join(work, `${battle}.html`));
    for (const [size, viewport] of Object.entries(sizes)) {
      const opened = await openPage(browser, page, viewport);
      await opened.page.evaluate((t) => window.caissonReplay.show(t), turn);
      // On a phone, zoomed in a little: the fit shows the whole table, too small to read.
      if (size === 'phone') await opened.page.evaluate(() => window.caissonView.zoomBy(2.5));
      const file = join(out, `replay-${battle}-${size}.jpg`);
      await opened.page.screenshot({ path: file, type: 'jpeg', quality: 80 });
      console.log(file);
      await opened.close();
    }
  }
} finally {
  await browser.close();
}
