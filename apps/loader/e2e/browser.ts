import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { connectBrowser, watchPolicyViolations } from '@casino/browser-testing';

export const siteUrl = (file = '') => new URL(file, inject('siteUrl')).href;
/**
 * A page of the live demo server: the fake backend there, the forum's pages rendered from
 * its store for the member logged in. A browser context is one store: fresh cookies, a
 * freshly seeded site.
 */
export const liveUrl = (file = '') => new URL(file, inject('liveUrl')).href;

const VIEWPORT = { width: 1280, height: 800 };
let connection: Promise<Browser> | undefined;

/** The run's one browser (started by global-setup.ts), connected once per test file. */
function runBrowser(): Promise<Browser> {
  connection ??= connectBrowser(inject('browserWsEndpoint'));
  return connection;
}

afterAll(async () => {
  // Disconnects this file from the run's browser; the browser itself goes on.
  if (connection) await (await connection).close();
  connection = undefined;
});

/** The policy violations of each context the tests took (see `failOnPolicyViolations`). */
const violationLists = new Set<string[]>();

/**
 * Watches `context` for Content Security Policy violations (the pages are served with the
 * deployable's strict policy): a test during which one happened fails.
 */
export async function failOnPolicyViolations(context: BrowserContext): Promise<void> {
  violationLists.add(await watchPolicyViolations(context));
}

afterEach(() => {
  const met = [...violationLists].flatMap((list) => list.splice(0));
  expect(met, 'Content Security Policy violations').toEqual([]);
});

afterAll(() => violationLists.clear());

/**
 * A new browser context of the run's browser: nothing cached, empty storage, no service
 * worker, policy violations failing the test. Close it when done.
 */
export async function freshContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await (await runBrowser()).newContext({ viewport: VIEWPORT, ...options });
  await failOnPolicyViolations(context);
  return context;
}

/** One browser context per test file; each test gets a fresh page that records problems. */
export function sharedBrowser() {
  const state = { context: undefined as unknown as BrowserContext };
  beforeAll(async () => {
    state.context = await freshContext();
  });
  afterAll(() => state.context?.close());
  return state;
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** URLs requested so far. */
  requests: string[];
}

/** Opens `file` of the static demo, or an address (`liveUrl(file)`). */
export async function openPage(context: BrowserContext, file: string): Promise<WatchedPage> {
  const page = await context.newPage();
  const watched: WatchedPage = { page, errors: [], requests: [] };
  page.on(
    'console',
    (message) => message.type() === 'error' && watched.errors.push(message.text()),
  );
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('request', (request) => watched.requests.push(request.url()));
  await page.goto(/^https?:/.test(file) ? file : siteUrl(file));
  return watched;
}

/** Sorts a list page by name, checks that its cards come in that order, and gives their names. */
export async function sortByName(page: Page): Promise<string[]> {
  await page.locator('select[data-list-sort]').selectOption('name');
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#sort_by=name');
  await page.locator('[data-list-page][data-list-status="idle"]').waitFor({ state: 'attached' });
  const names = await page
    .locator('[data-list-results] [data-list-items] [data-card] h3')
    .allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  return names;
}

export { seriousViolations } from '@casino/browser-testing';

/** Scrolls through the page so `visible` placeholders load, then waits for them to settle. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-widget]')].every(
      (el) => el.dataset.widgetState || el.dataset.load === 'interaction',
    ),
  );
}
