// What the story checks read from the preview: the events of Storybook's channel, recorded
// in the page, and the problems they report for a story or a docs page (see stories.js).
/* global window, document -- the functions given to page.evaluate run in the browser */

/**
 * Runs in the page before Storybook: records the preview's channel events as they are
 * emitted, so a story that finishes before we look is not missed.
 */
export function recordChannelEvents() {
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
export function oneLine(text) {
  const line = String(text).replace(ANSI_COLOURS, '').replace(/\s+/g, ' ').trim();
  return line.length > MAX_REASON_LENGTH ? `${line.slice(0, MAX_REASON_LENGTH)}…` : line;
}

export const firstLine = (text) => oneLine(String(text).split('\n')[0]);

const TERMINAL = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];

/** The problems Storybook reported through its channel. */
function channelProblems(events) {
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
  return problems;
}

/** Waits for the story to finish (play function included) and returns the problems seen. */
export async function checkStory(page, entry, timeoutMs) {
  await page.waitForFunction(
    ([id, terminal]) =>
      window.__E2E_EVENTS__?.some(
        (event) =>
          terminal.includes(event.name) &&
          (event.name !== 'storyFinished' || event.args[0]?.storyId === id),
      ),
    [entry.id, TERMINAL],
    { timeout: timeoutMs, polling: 50 },
  );
  const events = await page.evaluate(() => window.__E2E_EVENTS__);
  const problems = channelProblems(events);
  const rendered = await page.evaluate(
    () => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0,
  );
  if (!rendered) problems.push('#storybook-root is empty');
  return problems;
}

/**
 * Waits for the docs page and for every story it shows inline to finish rendering
 * (`storyFinished` of each), then returns the problems seen.
 */
export async function checkDocs(page, storyIds, timeoutMs) {
  await page.waitForFunction(
    (ids) => {
      const events = window.__E2E_EVENTS__ ?? [];
      if (events.some((event) => event.name === 'storyMissing')) return true;
      if (!events.some((event) => event.name === 'docsRendered')) return false;
      const finished = new Set(
        events.filter((event) => event.name === 'storyFinished').map((e) => e.args[0]?.storyId),
      );
      const shown = ids.filter(
        (id) =>
          document.getElementById(`story--${id}`) ||
          document.getElementById(`story--${id}--primary`),
      );
      return shown.every((id) => finished.has(id));
    },
    storyIds,
    { timeout: timeoutMs, polling: 50 },
  );
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
