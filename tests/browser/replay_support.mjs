// What the browser test and the screenshot script share: finding caisson, playing a battle to a
// log, writing its replay page, and opening a page that records what it fetched and complained of.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const build = join(root, 'build');

export function findCaisson() {
  if (process.env.CAISSON_EXE) return process.env.CAISSON_EXE;
  const candidates = ['debug', 'release', 'asan', ...(existsSync(build) ? readdirSync(build).sort() : [])];
  for (const dir of candidates) {
    const exe = join(build, dir, 'caisson');
    if (existsSync(exe)) return exe;
  }
  throw new Error('no caisson executable under build/: build it first or set CAISSON_EXE');
}

// Plays the battle to a JSON Lines log; a battle that does not load yet gives way to the tiny one.
export function playBattle(caisson, wanted, log, seed = '1861') {
  for (const battle of [wanted, join(root, 'tests', 'data', 'tiny.lua')]) {
    const run = spawnSync(caisson, ['run', battle, '--seed', seed, '--log', 'json', '--out', log], { encoding: 'utf8' });
    if (run.status === 0) return { battle, log };
    console.log(`# ${battle} did not play (exit ${run.status}): ${run.stderr.trim()}`);
  }
  throw new Error('no battle could be played');
}

export function writeReplay(caisson, log, page) {
  execFileSync(caisson, ['replay', log, '-o', page]);
  return page;
}

// A fresh page at `viewport` showing `path`: every request but the page itself, every console
// error and uncaught exception are kept for the test to check.
export async function openPage(browser, path, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const fetched = [], problems = [];
  const url = pathToFileURL(path).href;
  page.on('request', (request) => { if (request.url() !== url) fetched.push(request.url()); });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(url);
  assert.ok(await page.evaluate(() => !!window.caissonReplay), 'the page script ran');
  return { page, fetched, problems, close: () => context.close() };
}
