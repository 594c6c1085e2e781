import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { freshContext, sortByName } from './browser';

/**
 * The deployable build (`dist/site`, no fake backend in the page) against the fake
 * backend served from Node, as it runs against the real server: large answers are
 * fetched and parsed in a worker there (the demo, whose backend answers in the page,
 * keeps them on the main thread).
 */
const SOCIAL_SDK_HOSTS = ['accounts.google.com', 'connect.facebook.net', 'appleid.cdn-apple.com'];

describe('the deployable build against a server', () => {
  let site: Awaited<ReturnType<typeof serveWithNodeBackend>>;
  let context: BrowserContext;
  beforeAll(async () => {
    site = await serveWithNodeBackend(path.resolve(import.meta.dirname, '../dist/site'));
    context = await freshContext();
  });
  afterAll(async () => {
    await context?.close();
    await site?.close();
  });

  it('sorts a list with the answer fetched and parsed in a worker', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    // Nothing outside the site is fetched (the social login SDKs would load from their
    // providers): blocked, so the run is the same with or without the internet.
    const outside: string[] = [];
    await page.route(
      (url) => !url.href.startsWith(site.url),
      (route) => {
        outside.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await page.goto(`${site.url}casinos.html`);
    await page
      .locator('[data-widget="filters"][data-widget-state="mounted"]')
      .waitFor({ state: 'attached' });

    const names = await sortByName(page);
    expect(page.workers()).toHaveLength(1);

    // A second change goes through the same worker.
    await page.locator('input[name="reputation"][value="green"]').check();
    await expect
      .poll(() => page.locator('[data-list-results] [data-card]').count())
      .toBeLessThan(names.length);
    expect(page.workers()).toHaveLength(1);
    expect(errors.filter((error) => !error.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    expect(outside.every((url) => SOCIAL_SDK_HOSTS.includes(new URL(url).host))).toBe(true);
    await page.close();
  });
});
