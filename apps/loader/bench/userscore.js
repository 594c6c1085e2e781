/* global window, document, performance -- the functions given to the page run in the browser */
// `pnpm bench --userscore`: what the engagement score and the tracking add to a page, in
// bytes and in main-thread time over a minute of a visitor's activity, with the CPU
// slowed down as on a mid-range phone.
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '@casino/browser-testing';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { againstReference } from './reference.js';
import { CPU_SLOWDOWN } from './trace.js';
import { gzip, kb } from './units.js';

/**
 * Main-thread work of the userscore and the tracking, start plus a minute of activity, as
 * a number of empty listener calls measured in the same pages (the bench's own, below):
 * much of their work is the fixed cost of each call Chromium makes into a listener or
 * timer, which their code cannot lower, and which moves with the machine. 330 calls is
 * 40 ms where a call costs 0.12 ms; the score and tracking cost about 270 calls' worth
 * (README "Budgets as ratios").
 */
export const USERSCORE_BUDGET_CALLS = 330;
const SIMULATED_SECONDS = 60;
/** Fresh pages measured; the median is the figure. */
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
/** The trace events that are a piece of a script's own work, with its address. */
const SCRIPT_WORK = new Set(['FunctionCall', 'v8.compileModule', 'v8.evaluateModule']);
const MINUTE_MARK = 'cw-bench:minute';
/**
 * A script of the bench's own that does nothing on the same input and every second: what
 * a call costs the thread in this set-up before any code runs (the tracing and the
 * throttling included), printed beside the figure for scale.
 */
const EMPTY_CALLS = '/cw-bench-empty-calls.js';
const EMPTY_CALLS_CODE = `const noop = () => {};
for (const type of ['pointermove', 'wheel', 'click']) document.addEventListener(type, noop, { capture: true, passive: true });
setInterval(noop, 1000);`;

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
  files.map(([file, bytes]) => `${file.replace(/^.*\//, '')} ${kb(bytes)}`).join(', ');

/**
 * One fresh page of `PAGE` with the visitor's id and the page's random numbers fixed,
 * traced from before it loads. Resolves once its widgets of the first screen have
 * mounted and the network is quiet, with the scripts it loaded (path → gzip bytes).
 */
async function openPage(site, { visitor, random }) {
  const browser = await launchChromium();
  const { context } = browser;
  await context.addCookies([{ name: 'cw_visitor', value: visitor, url: site.url }]);
  await context.addInitScript((value) => {
    Math.random = () => value;
  }, random);
  await context.route(`${site.url}${EMPTY_CALLS.slice(1)}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: EMPTY_CALLS_CODE }),
  );
  // In the page's own markup: its policy admits script addresses of the site only from
  // the HTML and from the product's Trusted Types policies, not from the bench.
  await context.route(`${site.url}${PAGE}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace('</head>', `<script src="${EMPTY_CALLS}"></script></head>`);
    await route.fulfill({ response, body });
  });
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
  const tracing = await trace(cdp);
  await page.goto(`${site.url}${PAGE}`);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-widget]')]
        .filter((element) => ['eager', 'idle'].includes(element.dataset.load ?? 'eager'))
        .every((element) => element.dataset.widgetState),
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  return { browser, page, cdp, scripts, tracing };
}

/** Starts a trace of the page; `stop()` gives its events. */
async function trace(cdp) {
  const events = [];
  const collect = (batch) => events.push(...batch.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,v8,toplevel,blink.user_timing,__metadata',
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      return events;
    },
  };
}

/**
 * The renderer main thread's CPU time (ms) in the work of the scripts at `paths`: their
 * compile, and every call of theirs the browser makes (listeners, timers, idle callbacks)
 * with everything those call. The thread's CPU time rather than the clock's, so that
 * other work of a busy machine does not count; with the CPU slowed down it includes the
 * slowdown. Not counted, because the trace does not say whose they are: the evaluation of
 * their modules and the promise callbacks (microtasks) they queue. Split at the
 * `MINUTE_MARK` mark.
 */
function scriptTime(events, paths) {
  const main = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const minuteFrom = events.find((event) => event.name === MINUTE_MARK)?.ts ?? Infinity;
  const ours = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        SCRIPT_WORK.has(event.name) &&
        main.has(`${event.pid}:${event.tid}`) &&
        paths.some((file) => (event.args?.data?.url ?? event.args?.fileName ?? '').includes(file)),
    )
    .sort((a, b) => a.ts - b.ts);
  const sums = { start: 0, minute: 0, minuteCalls: 0, byFunction: new Map() };
  let end = -Infinity;
  for (const event of ours) {
    // A call inside one already counted is part of it.
    if (event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    const ms = (event.tdur ?? event.dur ?? 0) / 1000;
    sums[event.ts < minuteFrom ? 'start' : 'minute'] += ms;
    if (event.ts < minuteFrom) continue;
    sums.minuteCalls += 1;
    const data = event.args?.data ?? {};
    const file = (data.url ?? '').replace(/^.*\//, '').replace(/\?.*$/, '');
    const name = `${data.functionName || '(anonymous)'} ${file}:${data.lineNumber}:${data.columnNumber}`;
    const known = sums.byFunction.get(name) ?? { ms: 0, calls: 0 };
    sums.byFunction.set(name, { ms: known.ms + ms, calls: known.calls + 1 });
  }
  return sums;
}

/**
 * A real minute of a reader's activity, all of it sent as the browser's own input: each
 * second a pointer move and every other second a scroll step, and six clicks on "Play
 * for free" (their navigation held back); then the visitor leaves for another site, so
 * that the page's hide and leave run as they do for a visitor.
 */
async function minuteOfActivity(page, cdp) {
  await page.evaluate((mark) => {
    window.addEventListener(
      'click',
      (event) => event.target.closest('a[data-cw-userscore]') && event.preventDefault(),
      { capture: true },
    );
    performance.mark(mark);
  }, MINUTE_MARK);
  const mouse = (params) => cdp.send('Input.dispatchMouseEvent', params);
  for (let second = 0; second < SIMULATED_SECONDS; second += 1) {
    const tick = page.waitForTimeout(1_000);
    await mouse({ type: 'mouseMoved', x: 200 + second, y: 300 });
    if (second % 2 === 1)
      await mouse({ type: 'mouseWheel', x: 200, y: 300, deltaX: 0, deltaY: 250 });
    if (second % 10 === 4) {
      const at = await page.evaluate(
        (index) => {
          const link = document.querySelectorAll('a[data-cw-userscore="play-free"]')[index];
          link.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = link.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        },
        Math.floor(second / 10),
      );
      await mouse({ type: 'mouseMoved', ...at });
      const press = { ...at, button: 'left', clickCount: 1 };
      await mouse({ type: 'mousePressed', ...press });
      await mouse({ type: 'mouseReleased', ...press });
    }
    await tick;
  }
  await page.goto('about:blank');
}

/**
 * One scored visitor's page (in the tracking sample, id ending in 01) through a minute of
 * activity: the main-thread time of the userscore's and the tracking's scripts, that of
 * the bench's own empty calls, the score's cookie after the minute and the chunks loaded.
 */
async function scoredMinute(site, chunks) {
  const scored = await openPage(site, { visitor: SCORED_VISITOR, random: IN_SAMPLE });
  try {
    await minuteOfActivity(scored.page, scored.cdp);
    // The chunks that the widget loads once it has started, counted when they came.
    const all = loadedOf(scored.scripts, chunks);
    const cookie = (await scored.browser.context.cookies(site.url)).find(
      ({ name }) => name === 'userscore',
    );
    const score = cookie && JSON.parse(decodeURIComponent(cookie.value));
    const events = await scored.tracing.stop();
    const times = scriptTime(
      events,
      all.map(([file]) => file),
    );
    return { times, empty: scriptTime(events, [EMPTY_CALLS]), score, all };
  } finally {
    await scored.browser.close();
  }
}

/** The costliest functions the browser called into, with their calls and milliseconds. */
const whereItGoes = (byFunction) =>
  [...byFunction]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, 8)
    .map(([name, { ms, calls }]) => `${name} ${calls}× ${ms.toFixed(1)} ms`)
    .join(', ');

export async function userscoreCost(root, failures) {
  const { db } = await import('@casino/mocks');
  const site = await serveWithNodeBackend(root);
  try {
    const chunks = await userscoreChunks(root);
    const other = await openPage(site, { visitor: OTHER_VISITOR, random: OUT_OF_SAMPLE });
    await other.tracing.stop();
    await other.browser.close();
    const everyone = loadedOf(other.scripts, chunks);

    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await scoredMinute(site, chunks));
    // The run with the median ratio: one run's figures vary with the machine's load, and
    // each run's empty calls with it.
    const msOf = (run) => run.times.start + run.times.minute;
    const perCallOf = (run) => run.empty.minute / Math.max(1, run.empty.minuteCalls);
    const callsOf = (run) => msOf(run) / perCallOf(run);
    const byRatio = [...runs].sort((a, b) => callsOf(a) - callsOf(b));
    const median = byRatio[Math.floor(RUNS / 2)];
    const { times, empty, score, all } = median;
    const totalMs = msOf(median);
    const perCall = perCallOf(median);
    const { ok, text } = againstReference(
      totalMs,
      { ms: perCall, name: 'an empty listener call' },
      USERSCORE_BUDGET_CALLS,
    );
    console.log(
      `\nUserscore and tracking (${PAGE}, CPU ${CPU_SLOWDOWN}× slower):` +
        `\n  bytes they add to a page: ${kb(total(all))} gzip for a visitor in the 20% tracking sample whose id ends in 01 (${listFiles(all)});` +
        ` ${kb(total(everyone))} for any other visitor (${listFiles(everyone)})` +
        `\n  main-thread time: ${times.start.toFixed(1)} ms to start + ${times.minute.toFixed(1)} ms over a minute of activity = ${text}` +
        `\n    (the median of ${RUNS} fresh pages: ${runs.map((run) => `${msOf(run).toFixed(1)} ms = ${callsOf(run).toFixed(0)} calls`).join(', ')})` +
        `\n    (the main thread's CPU time in their scripts' work, from a trace; a real minute with a pointer move every second, a scroll step every other second and 6 scored clicks, all sent as input, then the visitor leaving)` +
        `\n    the reference: an empty listener or timer of the bench's own in the same pages took ${perCall.toFixed(3)} ms a call (${empty.minuteCalls} calls, ${empty.minute.toFixed(1)} ms); ${times.minuteCalls} calls of theirs in the minute` +
        `\n    where the minute goes (the calls the browser made into their code, by the function called; minified names): ${whereItGoes(times.byFunction)}` +
        `\n  after the minute: ${score?.points} points (${score?.playFreeVisited} play-free clicks), ranking ${score?.ranking}, ${score?.focusTime} s focus time; reported to the backend: ${db.tracking.activeTime.length} active-time and ${db.tracking.clicks.length} click reports`,
    );
    if (!ok) failures.push('userscore and tracking over their main-thread budget');
    if (!empty.minuteCalls) failures.push('the userscore bench measured no empty listener call');
    if (!score?.focusTime || !db.tracking.activeTime.length || !db.tracking.clicks.length)
      failures.push('the userscore bench did not exercise the score and the tracking');
  } finally {
    await site.close();
  }
}
