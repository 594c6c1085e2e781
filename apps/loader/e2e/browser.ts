import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../scripts/chromium.js';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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

/** Serious and critical axe violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

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
