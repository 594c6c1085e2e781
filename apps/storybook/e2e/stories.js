// Opens every story and docs page of the built Storybook (storybook-static/) in Debian's
// Chromium: a story passes when it renders, its play function succeeds, the console stays
// free of errors and axe finds no serious or critical accessibility violation.
//
//   pnpm --filter @casino/storybook build && pnpm --filter @casino/storybook e2e
//
// Environment: STORYBOOK_STATIC (the built Storybook, default ../storybook-static),
// CHROMIUM_PATH (default /usr/bin/chromium), STORY_TIMEOUT_MS (default
// 20000), STORY_CONCURRENCY (default 4), STORY_FILTER (only ids containing this text).
/* global window, document -- the functions given to page.evaluate run in the browser */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, seriousViolations, serveStatic } from '@casino/browser-testing';

const ROOT = resolve(
  process.env.STORYBOOK_STATIC ?? fileURLToPath(new URL('../storybook-static', import.meta.url)),
);
const TIMEOUT_MS = Number(process.env.STORY_TIMEOUT_MS) || 20_000;
const CONCURRENCY = Number(process.env.STORY_CONCURRENCY) || 4;
const FILTER = process.env.STORY_FILTER ?? '';
/** Time given to a docs page's inline stories after Storybook reports it rendered. */
const DOCS_SETTLE_MS = 1_000;
const FAILED_REQUEST = 'Failed to load resource';

/**
 * Runs in the page before Storybook: records the preview's channel events as they are
 * emitted, so a story that finishes before we look is not missed.
 */
function recordChannelEvents() {
  const NAMES = [
    'storyRendered',
    'storyFinished',
    'storyErrored',
    'storyThrewException',
    'storyMissing',
    'playFunctionThrewException',
    'unhandledErrorsWhilePlaying',
    'docsRendered',
  ];
  const events = [];
  const describe = (value) => {
    try {
      return JSON.parse(JSON.stringify(value ?? null));
    } catch {
      return String(value);
    }
  };
  let channel;
  window.__E2E_EVENTS__ = events;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      if (next && next !== channel) {
        for (const name of NAMES)
          next.on(name, (...args) => events.push({ name, args: args.map(describe) }));
      }
      channel = next;
    },
  });
}

function errorText(value) {
  if (!value) return 'unknown error';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(errorText).join('; ');
  return String(value.message ?? value.description ?? value.title ?? JSON.stringify(value));
}

// eslint-disable-next-line no-control-regex
const ANSI_COLOURS = /\u001b\[[0-9;]*m/g;
const MAX_REASON_LENGTH = 300;

/** One short line: no colour codes, whitespace collapsed. */
function oneLine(text) {
  const line = String(text).replace(ANSI_COLOURS, '').replace(/\s+/g, ' ').trim();
  return line.length > MAX_REASON_LENGTH ? `${line.slice(0, MAX_REASON_LENGTH)}…` : line;
}

const firstLine = (text) => oneLine(String(text).split('\n')[0]);

/** What axe checks: the story's root and the dialogs it opened (they live outside the root). */
const STORY_CONTENT = '#storybook-root, [role="dialog"], [role="alertdialog"]';

/** Waits for the story to finish (play function included) and returns the problems seen. */
async function checkStory(page, entry) {
  await page.waitForFunction(
    (id) =>
      window.__E2E_EVENTS__?.some(
        (event) =>
          ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'].includes(
            event.name,
          ) &&
          (event.name !== 'storyFinished' || event.args[0]?.storyId === id),
      ),
    entry.id,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  const events = await page.evaluate(() => window.__E2E_EVENTS__);
  const problems = [];
  for (const event of events) {
    if (event.name === 'storyFinished' && event.args[0]?.status === 'error') {
      const failed = (event.args[0].reporters ?? []).filter((report) => report.status === 'failed');
      problems.push(
        `story finished with an error${failed.length ? `: ${failed.map((r) => r.type).join(', ')}` : ''}`,
      );
    }
    if (event.name === 'storyErrored') problems.push(`render error: ${errorText(event.args[0])}`);
    if (event.name === 'storyThrewException')
      problems.push(`exception: ${errorText(event.args[0])}`);
    if (event.name === 'storyMissing') problems.push('story missing');
    if (event.name === 'playFunctionThrewException')
      problems.push(`play function failed: ${errorText(event.args[0])}`);
    if (event.name === 'unhandledErrorsWhilePlaying')
      problems.push(`unhandled errors while playing: ${errorText(event.args[0])}`);
  }
  const rendered = await page.evaluate(
    () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
  );
  if (!rendered) problems.push('#storybook-root is empty');
  return problems;
}

async function checkDocs(page) {
  await page.waitForFunction(
    () =>
      window.__E2E_EVENTS__?.some((event) => ['docsRendered', 'storyMissing'].includes(event.name)),
    undefined,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  await page.waitForTimeout(DOCS_SETTLE_MS);
  const events = await page.evaluate(() => window.__E2E_EVENTS__);
  const problems = [];
  if (events.some((event) => event.name === 'storyMissing')) problems.push('docs missing');
  for (const event of events) {
    if (['storyErrored', 'storyThrewException'].includes(event.name)) {
      problems.push(`inline story error: ${errorText(event.args[0])}`);
    }
  }
  const rendered = await page.evaluate(
    () => (document.querySelector('#storybook-docs')?.textContent ?? '').trim().length > 0,
  );
  if (!rendered) problems.push('#storybook-docs is empty');
  return problems;
}

async function run(context, origin, entry) {
  const started = Date.now();
  const page = await context.newPage();
  const problems = [];
  // Chromium logs every failed request as a console error; a story that switches a fault
  // scenario of the fake backend on (500, 429, network error) causes them on purpose.
  const failedRequests = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    const where = url ? ` (${url.replace(origin, '')}:${lineNumber})` : '';
    const text = `console error: ${firstLine(message.text())}${where}`;
    if (message.text().startsWith(FAILED_REQUEST) && url.startsWith(`${origin}/`))
      failedRequests.push(text);
    else problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${firstLine(error.message)}`));
  page.on('crash', () => problems.push('page crashed'));
  try {
    const viewMode = entry.type === 'docs' ? 'docs' : 'story';
    await page.goto(
      `${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${viewMode}`,
      {
        timeout: TIMEOUT_MS,
      },
    );
    if (entry.type === 'docs') {
      problems.push(...(await checkDocs(page)), ...failedRequests);
    } else {
      problems.push(...(await checkStory(page, entry)));
      const scenario = await page.evaluate(() => document.documentElement.dataset.mockScenario);
      if (!scenario) problems.push(...failedRequests);
      if (problems.length === 0) problems.push(...(await seriousViolations(page, STORY_CONTENT)));
    }
  } catch (error) {
    problems.push(firstLine(error instanceof Error ? error.message : String(error)));
  } finally {
    await page.close().catch(() => undefined);
  }
  return { entry, problems: [...new Set(problems.map(oneLine))], ms: Date.now() - started };
}

/** Runs `task` over `items` with at most `limit` at once, keeping the order of results. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function main() {
  const index = JSON.parse(
    await readFile(join(ROOT, 'index.json'), 'utf8').catch(() => {
      throw new Error(`No ${join(ROOT, 'index.json')}: run the build first`);
    }),
  );
  const entries = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' || entry.type === 'docs')
    .filter((entry) => entry.id.includes(FILTER));
  if (entries.length === 0) throw new Error('No stories to check');
  const site = await serveStatic(ROOT);
  const origin = site.url.replace(/\/$/, '');
  let browser;
  try {
    browser = await launchChromium();
    const { context } = browser;
    await context.addInitScript(recordChannelEvents);
    const results = await pool(entries, CONCURRENCY, async (entry) => {
      let result = await run(context, origin, entry);
      // Several pages run at once on a busy machine; a story that fails is run once more
      // before it counts, and the output says so.
      const retried = result.problems.length > 0;
      if (retried) result = await run(context, origin, entry);
      const label = `${entry.type === 'docs' ? 'docs ' : 'story'} ${entry.id}`;
      const summary =
        result.problems.length === 0 ? (retried ? 'PASS (second run)' : 'PASS') : 'FAIL';
      const reasons = result.problems.length === 0 ? '' : `: ${result.problems.join(' | ')}`;
      console.log(`${summary} ${label} (${result.ms} ms)${reasons}`);
      return result;
    });
    const failed = results.filter((result) => result.problems.length > 0);
    console.log(
      `\n${results.length - failed.length} passed, ${failed.length} failed of ${results.length}`,
    );
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
