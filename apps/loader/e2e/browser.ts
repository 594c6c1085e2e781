import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '@casino/browser-testing';

export const siteUrl = (file = '') => new URL(file, inject('siteUrl')).href;

/** One browser per test file; each test gets a fresh page that records problems. */
export function sharedBrowser() {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  const state = { context: undefined as unknown as BrowserContext };
  beforeAll(async () => {
    browser = await launchChromium();
    state.context = browser.context;
  });
  afterAll(() => browser?.close());
  return state;
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** URLs requested so far. */
  requests: string[];
}

export async function openPage(context: BrowserContext, file: string): Promise<WatchedPage> {
  const page = await context.newPage();
  const watched: WatchedPage = { page, errors: [], requests: [] };
  page.on(
    'console',
    (message) => message.type() === 'error' && watched.errors.push(message.text()),
  );
  page.on('pageerror', (error) => watched.errors.push(error.message));
  page.on('request', (request) => watched.requests.push(request.url()));
  await page.goto(siteUrl(file));
  return watched;
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
