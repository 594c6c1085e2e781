// Opens every story and docs page of the built Storybook (storybook-static/) in Debian's
// Chromium: a story passes when it renders, its play function succeeds, the console stays
// free of errors, axe finds no serious or critical accessibility violation in the light or
// the dark theme, and the layout rules of @casino/browser-testing hold.
//
//   pnpm --filter @casino/storybook build && pnpm --filter @casino/storybook e2e
//
// Each worker loads the preview (iframe.html) once and then switches from story to story
// through Storybook's channel (`setCurrentStory`), as the Storybook manager does: the
// preview bundle, the fake backend's service worker and React stay warm, which is most of
// the time a story took. Isolation between stories (see .storybook/preview.tsx): the
// loaders reset the fake backend (data, per-story MSW handlers, fault scenario), storage,
// cookies, verification and the modal manager, and put back what the last story left in
// the page (elements in <body>, <html>/<body> attributes, address hash, scroll). A fresh
// page is loaded instead of switching when
// - the page still has requests in flight after its story finished (their answers or
//   errors would land in the next story),
// - module state that only a reload resets is set: core's current user and safe-zone
//   flag, loaded once per page (`window.__casinoPreview.moduleState()`),
// - Storybook itself reloaded the preview (a story that does not tear down in time).
// Each worker has a browser context of its own, so workers never share storage or the
// service worker. A story that fails runs once more in a fresh page before it counts; the
// output says so, and the summary counts these second-run passes.
//
// Environment: STORYBOOK_STATIC (the built Storybook, default ../storybook-static),
// CHROMIUM_PATH (default /usr/bin/chromium), STORY_TIMEOUT_MS (default 20000),
// STORY_CONCURRENCY (default 3), STORY_FILTER (only ids containing this text),
// STORY_LIMIT (only the first n entries, for measurements), STORY_CPU_SLOWDOWN (slow the
// CPU down n times, as on a busy machine), STORY_FRESH_PAGES=1 (load a
// fresh page for every story, as a cross-check of the isolation).
/* global window, document -- the functions given to page.evaluate run in the browser */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  launchBrowser,
  layoutProblems,
  seriousViolations,
  serveStatic,
} from '@casino/browser-testing';
import { checkDocs, checkStory, firstLine, oneLine, recordChannelEvents } from './channel.js';
import { slowStories } from './slow.js';

const ROOT = resolve(
  process.env.STORYBOOK_STATIC ?? fileURLToPath(new URL('../storybook-static', import.meta.url)),
);
const TIMEOUT_MS = Number(process.env.STORY_TIMEOUT_MS) || 20_000;
const CONCURRENCY = Number(process.env.STORY_CONCURRENCY) || 3;
const FILTER = process.env.STORY_FILTER ?? '';
const LIMIT = Number(process.env.STORY_LIMIT) || Infinity;
const ALWAYS_FRESH = process.env.STORY_FRESH_PAGES === '1';
const CPU_SLOWDOWN = Number(process.env.STORY_CPU_SLOWDOWN) || 1;
const FAILED_REQUEST = 'Failed to load resource';
const VIEWPORT = { width: 1280, height: 800 };

/** What axe checks: the story's root and the dialogs it opened (they live outside the root). */
const STORY_CONTENT = '#storybook-root, [role="dialog"], [role="alertdialog"]';
/** The design tokens' dark set, as a host (or the toolbar's Theme menu) switches to it. */
const THEME_ATTRIBUTE = 'data-cw-theme';
const DARK = 'dark';

/**
 * The checks of a rendered story: axe in the light theme, the layout rules (element
 * geometry, on the story's root and its dialogs), and axe again in the dark theme (set on
 * <html> as the toolbar's Theme menu sets it, then put back).
 */
async function storyProblems(page) {
  const problems = [...(await seriousViolations(page, STORY_CONTENT))];
  problems.push(...(await layoutProblems(page, STORY_CONTENT)).map((line) => `layout: ${line}`));
  const theme = await setTheme(page, DARK);
  const dark = await seriousViolations(page, STORY_CONTENT);
  problems.push(...dark.map((line) => `dark theme: ${line}`));
  await setTheme(page, theme);
  return problems;
}

/** Sets (or, given null, removes) the theme attribute on <html>; gives the one it replaced. */
function setTheme(page, theme) {
  return page.evaluate(
    ([name, value]) => {
      const before = document.documentElement.getAttribute(name);
      if (value === null) document.documentElement.removeAttribute(name);
      else document.documentElement.setAttribute(name, value);
      return before;
    },
    [THEME_ATTRIBUTE, theme],
  );
}

/**
 * One worker's browser context and page, loaded once and reused from story to story.
 * Console errors, failed requests and requests in flight are tracked for the story
 * being checked.
 */
async function openWorker(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(recordChannelEvents);
  const worker = {
    context,
    page: undefined,
    /** Whether the preview is loaded and may switch to the next story. */
    ready: false,
    problems: [],
    failedRequests: [],
    inFlight: new Set(),
    navigations: 0,
    /** Whether the page has to go: a load or a check that failed may still be running. */
    broken: true,
  };
  return worker;
}

/** Gives the worker a new page, tracking what the checks need. */
async function newPage(worker, origin) {
  await worker.page?.close().catch(() => undefined);
  const page = await worker.context.newPage();
  worker.page = page;
  if (CPU_SLOWDOWN > 1) {
    const cdp = await worker.context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  worker.broken = false;
  worker.ready = false;
  worker.inFlight = new Set();
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    const where = url ? ` (${url.replace(origin, '')}:${lineNumber})` : '';
    const text = `console error: ${firstLine(message.text())}${where}`;
    if (message.text().startsWith(FAILED_REQUEST) && url.startsWith(`${origin}/`))
      worker.failedRequests.push(text);
    else worker.problems.push(text);
  });
  page.on('pageerror', (error) => worker.problems.push(`page error: ${firstLine(error.message)}`));
  page.on('crash', () => {
    worker.problems.push('page crashed');
    worker.broken = true;
  });
  // Loads only: Storybook changes the address in place (replaceState) when it switches.
  page.on('domcontentloaded', () => {
    worker.navigations += 1;
  });
  page.on('request', (request) => worker.inFlight.add(request));
  page.on('requestfinished', (request) => worker.inFlight.delete(request));
  page.on('requestfailed', (request) => worker.inFlight.delete(request));
}

/** Resolves once no request of the page is in flight; false if that takes too long. */
async function networkIdle(worker) {
  const deadline = Date.now() + TIMEOUT_MS;
  while (worker.inFlight.size > 0) {
    if (Date.now() > deadline) return false;
    await new Promise((done) => {
      const settle = () => {
        worker.page.off('requestfinished', settle);
        worker.page.off('requestfailed', settle);
        clearTimeout(timer);
        done();
      };
      worker.page.on('requestfinished', settle);
      worker.page.on('requestfailed', settle);
      const timer = setTimeout(settle, Math.max(0, deadline - Date.now()));
    });
  }
  return true;
}

/** Shows `entry` in the worker's page: by switching stories, or by loading the preview. */
async function show(worker, origin, entry, viewMode) {
  worker.problems = [];
  worker.failedRequests = [];
  if (worker.ready) {
    const navigations = worker.navigations;
    await worker.page.evaluate(
      ([storyId, mode]) => {
        window.__E2E_EVENTS__.length = 0;
        window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: mode });
      },
      [entry.id, viewMode],
    );
    return { switched: true, navigations };
  }
  if (worker.broken) await newPage(worker, origin);
  await worker.page.goto(
    `${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}`,
    { timeout: TIMEOUT_MS },
  );
  return { switched: false, navigations: worker.navigations };
}

/** Checks one entry in the worker's page; leaves the page ready for the next one or not. */
async function run(worker, origin, entry, storiesOf) {
  const started = Date.now();
  // The story's own time starts once the preview is there (a page load is not the story's).
  let shownAt = started;
  const problems = [];
  const viewMode = entry.type === 'docs' ? 'docs' : 'story';
  let switched = false;
  let restored = [];
  try {
    const shown = await show(worker, origin, entry, viewMode);
    shownAt = Date.now();
    switched = shown.switched;
    worker.ready = false;
    if (entry.type === 'docs') {
      problems.push(...(await checkDocs(worker.page, storiesOf(entry), TIMEOUT_MS)));
    } else {
      problems.push(...(await checkStory(worker.page, entry, TIMEOUT_MS)));
    }
    // Storybook reloads the preview itself when a story does not tear down in time.
    if (switched && worker.navigations !== shown.navigations)
      throw new Error('the preview reloaded while switching stories');
    const idle = await networkIdle(worker);
    const scenario = await worker.page.evaluate(
      () => document.documentElement.dataset.mockScenario,
    );
    problems.push(...worker.problems);
    if (entry.type === 'docs' || !scenario) problems.push(...worker.failedRequests);
    if (entry.type !== 'docs' && problems.length === 0)
      problems.push(...(await storyProblems(worker.page)));
    const state = await worker.page.evaluate(() => ({
      restored: window.__casinoPreview?.restored ?? [],
      moduleState: window.__casinoPreview?.moduleState() ?? ['no preview state'],
    }));
    restored = switched ? state.restored : [];
    worker.ready = !ALWAYS_FRESH && idle && state.moduleState.length === 0;
  } catch (error) {
    problems.push(...worker.problems);
    problems.push(firstLine(error instanceof Error ? error.message : String(error)));
    worker.ready = false;
    worker.broken = true;
  }
  return {
    entry,
    problems: [...new Set(problems.map(oneLine))],
    ms: Date.now() - started,
    storyMs: Date.now() - shownAt,
    switched,
    restored,
  };
}

async function main() {
  const index = JSON.parse(
    await readFile(join(ROOT, 'index.json'), 'utf8').catch(() => {
      throw new Error(`No ${join(ROOT, 'index.json')}: run the build first`);
    }),
  );
  const all = Object.values(index.entries);
  const entries = all
    .filter((entry) => entry.type === 'story' || entry.type === 'docs')
    .filter((entry) => entry.id.includes(FILTER))
    .slice(0, LIMIT);
  if (entries.length === 0) throw new Error('No stories to check');
  const storiesOf = (docs) =>
    all
      .filter((entry) => entry.type === 'story' && entry.importPath === docs.importPath)
      .map((entry) => entry.id);
  const site = await serveStatic(ROOT);
  const origin = site.url.replace(/\/$/, '');
  const startedAt = Date.now();
  let browser;
  try {
    browser = await launchBrowser();
    const results = new Array(entries.length);
    let next = 0;
    let previous = new Map();
    const work = async () => {
      const worker = await openWorker(browser.browser);
      try {
        while (next < entries.length) {
          const at = next++;
          const entry = entries[at];
          const before = worker.ready ? previous.get(worker) : undefined;
          let result = await run(worker, origin, entry, storiesOf);
          // A story that fails runs once more, in a fresh page, before it counts.
          const retried = result.problems.length > 0;
          if (retried) {
            worker.ready = false;
            result = { ...(await run(worker, origin, entry, storiesOf)), firstRun: result };
          }
          result.secondRun = retried && result.problems.length === 0;
          result.leftBy = result.restored.length ? before : undefined;
          previous.set(worker, entry.id);
          const label = `${entry.type === 'docs' ? 'docs ' : 'story'} ${entry.id}`;
          const summary =
            result.problems.length === 0 ? (retried ? 'PASS (second run)' : 'PASS') : 'FAIL';
          const problems = retried ? result.firstRun.problems : result.problems;
          const reasons = problems.length === 0 ? '' : `: ${problems.join(' | ')}`;
          const how = result.switched ? 'switched' : 'loaded';
          console.log(`${summary} ${label} (${result.ms} ms, ${how})${reasons}`);
          results[at] = result;
        }
      } finally {
        await worker.context.close().catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, entries.length) }, work));
    const failed = results.filter((result) => result.problems.length > 0);
    const secondRun = results.filter((result) => result.secondRun);
    const loaded = results.filter((result) => !result.switched).length;
    const leftovers = results.filter((result) => result.leftBy);
    if (leftovers.length > 0) {
      console.log('\nLeft in the page by a story, put back before the next one:');
      for (const result of leftovers)
        console.log(`  ${result.leftBy}: ${result.restored.join(', ')}`);
    }
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
    console.log(
      `\n${results.length - failed.length} passed, ${failed.length} failed of ${results.length} ` +
        `in ${seconds} s (${(Number(seconds) / results.length).toFixed(2)} s a story; ` +
        `${loaded} page loads, ${results.length - loaded} switches)`,
    );
    for (const line of slowStories(results)) console.log(line);
    // Read by scripts/test.js: checks that needed their second run are defects to fix.
    console.log(`second-run passes: ${secondRun.length}`);
    for (const result of secondRun)
      console.log(`  ${result.entry.id}: first run ${result.firstRun.problems.join(' | ')}`);
    return failed.length === 0;
  } finally {
    await browser?.close().catch(() => undefined);
    site.server.closeAllConnections();
    await site.close();
  }
}

main().then(
  (ok) => {
    process.exitCode = ok ? 0 : 1;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
