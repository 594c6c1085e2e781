/* global window, document, Event -- the functions given to the page run in the browser */
// `pnpm bench --userscore`: what the engagement score and the tracking add to a page, in
// bytes and in main-thread time over a minute of a visitor's activity, with the CPU
// slowed down as on a mid-range phone.
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '@casino/browser-testing';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { CPU_SLOWDOWN } from './trace.js';
import { gzip, kb } from './units.js';

/** Main-thread work of the userscore and the tracking: start plus a minute of activity. */
const USERSCORE_BUDGET_MS = 20;
const SIMULATED_SECONDS = 60;
/** Pages measured one after the other; the figures are their median. */
const RUNS = 3;
/** A list page with the scored hooks (play for free, show more) and room to scroll. */
const PAGE = 'games.html';
/** A visitor the userscore applies to (the id ends in 01) ... */
const SCORED_VISITOR = '4200000001';
/** ... and one it does not. */
const OTHER_VISITOR = '4200000010';
/** `Math.random()` in the page: below the 20% sample rate, or above it. */
const IN_SAMPLE = 0.1;
const OUT_OF_SAMPLE = 0.9;
/** The V8 sampling profiler's interval, µs. */
const SAMPLING_INTERVAL_US = 100;
/** How far the page's clock moves at a time while it loads, and how long loading may take. */
const SETTLE_STEP_MS = 250;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * One fresh page of `PAGE`, with the visitor's id and the page's random numbers fixed.
 * Resolves once the widgets of the first screen have mounted and the network is quiet,
 * with the scripts it loaded (path → gzip bytes) and the profile of its start.
 */
async function openPage(site, { visitor, random }) {
  const browser = await launchChromium();
  const { context } = browser;
  await context.addCookies([{ name: 'cw_visitor', value: visitor, url: site.url }]);
  await context.addInitScript((value) => {
    Math.random = () => value;
  }, random);
  const page = await context.newPage();
  const scripts = new Map();
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => scripts.set(new URL(response.url()).pathname, gzip(body))),
    );
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // A headless page has no window focus of its own; the focus time needs it.
  await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
  // The page's timers, idle callbacks and Date run on a fake clock the bench moves on.
  await page.clock.install();
  const profiling = await profile(cdp);
  await page.goto(`${site.url}${PAGE}`);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (!(await firstScreenMounted(page))) {
    if (Date.now() > deadline) throw new Error(`${PAGE}: the widgets did not mount`);
    await page.clock.runFor(SETTLE_STEP_MS);
    await page.waitForTimeout(SETTLE_STEP_MS);
  }
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(SETTLE_STEP_MS);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  return { browser, page, cdp, scripts, startProfile: await profiling.stop() };
}

const firstScreenMounted = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-widget]')]
      .filter((element) => ['eager', 'idle'].includes(element.dataset.load ?? 'eager'))
      .every((element) => element.dataset.widgetState),
  );

/**
 * The userscore widget's chunk and every chunk it imports, statically or on demand,
 * except the runtime every widget shares (React, zod, ky, the core): `/widgets/w/...`.
 */
async function userscoreChunks(root) {
  const chunks = new Set();
  const visit = async (file) => {
    if (chunks.has(file) || file.startsWith('runtime-')) return;
    chunks.add(file);
    const code = await readFile(path.join(root, 'widgets/w', file), 'utf8');
    for (const [, imported] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) await visit(imported);
  };
  await visit('userscore.js');
  return [...chunks].map((file) => `/widgets/w/${file}`);
}

/** The scripts of `chunks` that the page loaded, with their gzip bytes. */
const loadedOf = (scripts, chunks) => [...scripts].filter(([file]) => chunks.includes(file));
const total = (files) => files.reduce((sum, [, bytes]) => sum + bytes, 0);
const listFiles = (files) =>
  files.map(([path, bytes]) => `${path.replace(/^.*\//, '')} ${kb(bytes)}`).join(', ');

/** Starts V8's sampling profiler; `stop()` gives the profile. */
async function profile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
  await cdp.send('Profiler.start');
  return { stop: async () => (await cdp.send('Profiler.stop')).profile };
}

/**
 * The main-thread time (ms) of the profile's samples with a frame of one of `paths` on
 * the stack: the work of that code and of everything it called (cookies, the HTTP
 * client, React's effect that starts it), at the throttled speed. Samples inside the
 * fake clock's own code that ours called (its Date.now and timers, which the browser's
 * are not slow as) are the bench's, not the product's, and are left out: that code is
 * Playwright's, evaluated without a script address.
 */
function inclusiveMs(profile, paths) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const isOurs = ({ url }) => Boolean(url) && paths.includes(new URL(url).pathname);
  const isFakeClock = ({ url, lineNumber }) => !url && lineNumber >= 0;
  const counts = (leaf) => {
    let inFakeClock = false;
    for (let id = leaf; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id).callFrame;
      if (isOurs(frame)) return !inFakeClock;
      if (isFakeClock(frame)) inFakeClock = true;
    }
    return false;
  };
  let micros = 0;
  profile.samples.forEach((id, index) => {
    if (counts(id)) micros += profile.timeDeltas[index + 1] ?? 0;
  });
  return micros / 1000;
}

/**
 * A minute of a reader's activity on the page's fake clock (Playwright's `page.clock`,
 * which replaces the page's timers, idle callbacks and Date; Chromium's virtual time
 * does not advance under CPU throttling): each simulated second a pointer move, every
 * other second a scroll step, six "Play for free" clicks; then the clock runs the
 * page's timers through that second at once, so the minute takes seconds of real time.
 */
async function simulatedMinute(page, cdp) {
  await page.evaluate(() =>
    window.addEventListener(
      'click',
      (event) => event.target.closest('a[data-cw-userscore]') && event.preventDefault(),
      { capture: true },
    ),
  );
  const mouse = (params) => cdp.send('Input.dispatchMouseEvent', params);
  for (let second = 0; second < SIMULATED_SECONDS; second += 1) {
    await mouse({ type: 'mouseMoved', x: 200 + second, y: 300 });
    if (second % 2 === 1)
      await mouse({ type: 'mouseWheel', x: 200, y: 300, deltaX: 0, deltaY: 250 });
    if (second % 10 === 5) {
      await page.evaluate(
        (index) => {
          const link = document.querySelectorAll('a[data-cw-userscore="play-free"]')[index];
          link.scrollIntoView({ block: 'center', behavior: 'instant' });
          link.click();
        },
        Math.floor(second / 10),
      );
    }
    await page.clock.runFor(1_000);
  }
}

/** One scored visitor's page: its start and a simulated minute, profiled. */
async function scoredRun(site, chunks) {
  const scored = await openPage(site, { visitor: SCORED_VISITOR, random: IN_SAMPLE });
  try {
    const all = loadedOf(scored.scripts, chunks);
    const paths = all.map(([file]) => file);
    const profiling = await profile(scored.cdp);
    await simulatedMinute(scored.page, scored.cdp);
    // The visitor leaves: the score is written (the page stays for the read-out below).
    await scored.page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const minuteMs = inclusiveMs(await profiling.stop(), paths);
    const score = await scored.page.evaluate(() =>
      JSON.parse(decodeURIComponent(document.cookie.match(/userscore=([^;]*)/)?.[1] ?? 'null')),
    );
    return { all, score, minuteMs, startMs: inclusiveMs(scored.startProfile, paths) };
  } finally {
    await scored.browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function userscoreCost(root, failures) {
  const { db } = await import('@casino/mocks');
  const site = await serveWithNodeBackend(root);
  try {
    const chunks = await userscoreChunks(root);
    const other = await openPage(site, { visitor: OTHER_VISITOR, random: OUT_OF_SAMPLE });
    await other.browser.close();
    const everyone = loadedOf(other.scripts, chunks);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await scoredRun(site, chunks));
    const { all, score } = runs[0];
    const startMs = median(runs.map((run) => run.startMs));
    const minuteMs = median(runs.map((run) => run.minuteMs));
    const totalMs = median(runs.map((run) => run.startMs + run.minuteMs));
    const ok = totalMs < USERSCORE_BUDGET_MS;
    console.log(
      `\nUserscore and tracking (${PAGE}, CPU ${CPU_SLOWDOWN}× slower):` +
        `\n  bytes they add to a page: ${kb(total(all))} gzip for a visitor in the 20% tracking sample whose id ends in 01 (${listFiles(all)});` +
        ` ${kb(total(everyone))} for any other visitor (${listFiles(everyone)})` +
        `\n  main-thread time, median of ${RUNS} pages: ${startMs.toFixed(1)} ms to start, ${minuteMs.toFixed(1)} ms over a minute of activity, ${totalMs.toFixed(1)} ms in total (budget under ${USERSCORE_BUDGET_MS} ms) ${ok ? '✓' : '✗'}; totals ${runs.map((run) => (run.startMs + run.minuteMs).toFixed(1)).join(', ')} ms` +
        `\n    (V8 samples with their code on the stack; the minute is ${SIMULATED_SECONDS} s on the page's fake clock with a pointer move every second, a scroll step every other second and 6 scored clicks)` +
        `\n  after the minute: ${score?.points} points (${score?.playFreeVisited} play-free clicks), ranking ${score?.ranking}, ${score?.focusTime} s focus time; reported to the backend over ${RUNS} pages: ${db.tracking.activeTime.length} active-time and ${db.tracking.clicks.length} click reports`,
    );
    if (!ok) failures.push('userscore and tracking over their main-thread budget');
    if (!score?.focusTime || !db.tracking.activeTime.length || !db.tracking.clicks.length)
      failures.push('the userscore bench did not exercise the score and the tracking');
  } finally {
    await site.close();
  }
}
