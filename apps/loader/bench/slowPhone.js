/* global window, document, performance, PerformanceObserver, Node -- the functions given to the page run in the browser */
// A page loaded as a mid-range phone loads it (390×844, CPU 4× slower, slow 4G, both set
// through the DevTools protocol), then scrolled through: its layout shifts with the
// elements that moved, and its main thread's tasks at load with the script each ran.
import { launchChromium } from '@casino/browser-testing';
import { CPU_SLOWDOWN } from './trace.js';
import { seedStorage } from '../scripts/arrivals.js';

export const PHONE = { width: 390, height: 844 };
/** The layout shift is also measured at a desktop's width (the same network and CPU). */
export const DESKTOP = { width: 1280, height: 800 };
/** Lighthouse's "slow 4G" as DevTools applies it (request latency, throughput in kbit/s). */
const SLOW_4G = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
/** A task longer than this blocks input; its time beyond it is blocking time (TBT). */
const BLOCKING_THRESHOLD_MS = 50;
/** Chrome's CLS: a session window ends after a 1 s gap or when it spans 5 s. */
const SESSION_GAP_MS = 1000;
const SESSION_SPAN_MS = 5000;
const SCROLL_STEP_PX = 400;
/** The trace's name for messages from a DevTools client (here, Playwright). */
const DEVTOOLS_SESSION = 'blink.mojom.DevToolsSession';
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Records every layout shift of the page with the elements it moved, and the largest
 * contentful paint's element: whether a widget rendered it, and whether it was painted
 * before the first widget chunk had arrived.
 */
function recordVitals() {
  const describe = (node) => {
    const element = node?.nodeType === Node.ELEMENT_NODE ? node : node?.parentElement;
    if (!element) return '(gone)';
    const widget = element.closest('[data-widget]')?.dataset.widget;
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
    const self = `${element.localName}${element.id ? `#${element.id}` : ''}${classes.join('')}`;
    return widget ? `${self} in ${widget}` : self;
  };
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__layoutShifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map((source) => describe(source.node)),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    const widget = entry.element?.closest('[data-widget-state]');
    window.__lcp = {
      time: entry.startTime,
      element: entry.element ? describe(entry.element) : `(gone) ${entry.url || ''}`,
      byWidget: Boolean(widget),
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The visitor measured is the common one: outside the tracking sample and the
  // userscore's visitors, so that the figures do not depend on a draw.
  Math.random = () => 0.5;
}

/** Chrome's CLS: the largest sum of shifts within one session window. */
export function cumulativeLayoutShift(shifts) {
  let worst = { value: 0, shifts: [] };
  let window = { value: 0, shifts: [] };
  for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
    const first = window.shifts[0];
    const last = window.shifts.at(-1);
    if (
      last &&
      (shift.startTime - last.startTime > SESSION_GAP_MS ||
        shift.startTime - first.startTime > SESSION_SPAN_MS)
    )
      window = { value: 0, shifts: [] };
    window.shifts.push(shift);
    window.value += shift.value;
    if (window.value > worst.value) worst = { ...window, shifts: [...window.shifts] };
  }
  const moved = new Map();
  for (const shift of worst.shifts)
    for (const source of shift.sources) moved.set(source, (moved.get(source) ?? 0) + shift.value);
  return {
    value: worst.value,
    moved: [...moved].sort((a, b) => b[1] - a[1]).map(([element]) => element),
  };
}

/** Trace events of script running (its time is the sampled script's, named apart). */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.run',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'v8.callFunction',
]);

const TRACE_CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'v8.execute',
  'loading',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/**
 * The sampling profiler's record of the thread (the trace's `ProfileChunk`s, on the
 * trace's clock): `during(from, to)` is the script that ran most in that time, with the
 * function that took most of it, and its sampled milliseconds.
 */
function sampledScripts(events, pid, tid) {
  const started = events.find(
    (event) => event.name === 'Profile' && event.pid === pid && event.tid === tid,
  );
  const frames = new Map();
  const samples = [];
  let time = started?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter(
    (event) => event.name === 'ProfileChunk' && started && event.id === started.id,
  )) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) frames.set(node.id, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ time, id });
    });
  }
  const during = (from, to) => {
    const byScript = new Map();
    for (let index = 1; index < samples.length; index += 1) {
      const { time: at, id } = samples[index];
      const frame = frames.get(id);
      if (at < from || at > to || !frame?.url) continue;
      const file = new URL(frame.url).pathname.replace(/^.*\//, '');
      const script = byScript.get(file) ?? { ms: 0, functions: new Map() };
      const spent = (at - samples[index - 1].time) / 1000;
      script.ms += spent;
      const name = frame.functionName || '(top level)';
      script.functions.set(name, (script.functions.get(name) ?? 0) + spent);
      byScript.set(file, script);
    }
    const [file, top] = [...byScript].sort((a, b) => b[1].ms - a[1].ms)[0] ?? [];
    if (!file) return ['', 0];
    const [name] = [...top.functions].sort((a, b) => b[1] - a[1])[0];
    return [`${file}, mostly ${name}()`, top.ms];
  };
  return { during };
}

/**
 * The work of one task by kind, in the CPU time each kind took itself (not in what it
 * called): the two largest kinds other than script, as "Layout 61 ms, UpdateLayoutTree
 * 30 ms", for a task whose time no script explains (the page's style, layout or paint).
 */
function renderingWork(onMain, task) {
  // A parent before its children: by start, the longer first.
  const inside = onMain
    .filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const own = new Map();
  const open = [];
  for (const event of inside) {
    while (open.length && open.at(-1).ts + (open.at(-1).dur ?? 0) <= event.ts) open.pop();
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    own.set(event, (own.get(event) ?? 0) + cpu);
    if (open.length) own.set(open.at(-1), own.get(open.at(-1)) - cpu);
    open.push(event);
  }
  const byKind = new Map();
  for (const [event, cpu] of own) {
    if (SCRIPT_EVENTS.has(event.name) || event === task) continue;
    byKind.set(event.name, (byKind.get(event.name) ?? 0) + cpu);
  }
  return [...byKind]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .filter(([, cpu]) => cpu >= 1)
    .map(([kind, cpu]) => `${kind} ${cpu.toFixed(0)} ms`)
    .join(', ');
}

/**
 * The main thread's tasks from the first contentful paint on (of the page's main `frame`,
 * when given), in CPU time, which includes the slowdown and leaves out time the thread
 * waited for a core on a busy machine; their blocking time, and the longest with the script
 * that took most of it.
 */
export function tasksAfterPaint(events, frame) {
  // The page's own first paint: Chromium's own pages (its new-tab page's parts) paint in
  // renderers of their own, in the same trace.
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && (frame === undefined || event.args?.frame === frame),
  );
  const pid = paint?.pid;
  const mainThreads = new Set(
    events
      .filter(
        (event) =>
          event.name === 'thread_name' &&
          event.args?.name === 'CrRendererMain' &&
          (pid === undefined || event.pid === pid),
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onMain = events
    .filter((event) => event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = -Infinity;
  for (const event of onMain) {
    if (event.name !== 'ThreadControllerImpl::RunTask' || event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    if (paint && end < paint.ts) continue;
    tasks.push(event);
  }
  // The bench's own calls into the page (Playwright injecting its script, its polling for
  // the widgets to settle) are tasks of the DevTools session, not the page's.
  const fromDevTools = onMain.filter(
    (event) =>
      event.name === 'Receive mojo message' &&
      event.args?.chrome_mojo_event_info?.mojo_interface_tag === DEVTOOLS_SESSION,
  );
  const pageTasks = tasks.filter(
    (task) => !fromDevTools.some((event) => event.ts >= task.ts && event.ts <= task.ts + task.dur),
  );
  const ms = (event) => (event.tdur ?? event.dur ?? 0) / 1000;
  const blocking = pageTasks.reduce(
    (total, task) => total + Math.max(0, ms(task) - BLOCKING_THRESHOLD_MS),
    0,
  );
  const longest = pageTasks.reduce((max, task) => (!max || ms(task) > ms(max) ? task : max), null);
  if (!longest) return { blocking, longest: 0, script: '' };
  const profile = sampledScripts(events, longest.pid, longest.tid);
  const [script, scriptMs] = profile.during(longest.ts, longest.ts + longest.dur);
  const rendering = renderingWork(onMain, longest);
  return {
    blocking,
    longest: ms(longest),
    script:
      (script ? `${script} (${scriptMs.toFixed(0)} ms of samples)` : '(no script sampled)') +
      (rendering ? `; besides script: ${rendering}` : ''),
  };
}

/** The page's network as Lighthouse's slow 4G. */
export async function emulateSlow4g(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
  });
}

/** Loads `url` as a slow phone (or, with `viewport`, as a desktop as slow), then scrolls through it. */
export async function slowPhone(url, viewport = PHONE, storage = {}) {
  const browser = await launchChromium();
  try {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    await page.addInitScript(recordVitals);
    await page.addInitScript(seedStorage, storage);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await emulateSlow4g(cdp);
    const events = [];
    const collect = (batch) => events.push(...batch.value);
    cdp.on('Tracing.dataCollected', collect);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: TRACE_CATEGORIES,
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await settled(page, ['eager', 'idle']);
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const atLoad = tasksAfterPaint(events, frameTree.frame.id);
    const loadShifts = await page.evaluate(() => window.__layoutShifts.slice());
    const lcp = await page.evaluate(() => ({
      ...window.__lcp,
      firstChunk: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/widgets/w/'))
          .map((entry) => entry.responseEnd),
      ),
    }));
    await page.evaluate(async (step) => {
      for (let y = 0; y < document.body.scrollHeight; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, SCROLL_STEP_PX);
    await settled(page, ['eager', 'idle', 'visible']);
    const allShifts = await page.evaluate(() => window.__layoutShifts.slice());
    return {
      ...atLoad,
      lcp,
      clsAtLoad: cumulativeLayoutShift(loadShifts),
      cls: cumulativeLayoutShift(allShifts),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Every placeholder of the given load strategies mounted or failed, the network quiet. A
 * `visible` one in a part of the page that is not shown (the casino page's closed tabs on a
 * desktop) mounts when its part is opened, not by scrolling: it is not waited for.
 */
async function settled(page, strategies) {
  await page
    .waitForFunction(
      (loads) =>
        [...document.querySelectorAll('[data-widget]')]
          .filter((element) => loads.includes(element.dataset.load ?? 'eager'))
          .filter((element) => element.dataset.load !== 'visible' || element.checkVisibility())
          .every((element) => element.dataset.widgetState),
      strategies,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(() => console.log(`    (${page.url()}: not every widget settled)`));
  await page.waitForLoadState('networkidle');
}
