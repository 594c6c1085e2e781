import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { serveWithNodeBackend } from '../scripts/nodeBackend.js';
import { freshContext, sortByName } from './browser';

/**
 * The deployable build (`dist/site`, no fake backend in the page) against the fake
 * backend served from Node, as it runs against the real server: large answers and
 * members' posts are fetched and parsed in a worker there (the demo, whose backend
 * answers in the page, keeps them on the main thread).
 */
const SOCIAL_SDK_HOSTS = ['accounts.google.com', 'connect.facebook.net', 'appleid.cdn-apple.com'];
/** A member of the fake backend's data. */
const MEMBER = 1;

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

  it('posts a member’s reply from the worker and shows it', async () => {
    const { db } = await import('@casino/mocks');
    db.sessionUserId = MEMBER;
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}forum-thread.html`);
      await page.getByRole('textbox', { name: 'Your reply' }).click();
      const editor = page.locator('[data-reply-box] [contenteditable="true"]');
      await editor.waitFor();
      expect(page.workers()).toHaveLength(0);
      await editor.pressSequentially('Paid out within a day, from the worker.');
      await page.getByRole('button', { name: 'Post reply' }).click();
      await expect
        .poll(() => page.locator('[data-posts] [data-post-id]').last().textContent())
        .toContain('Paid out within a day, from the worker.');
      expect(page.workers()).toHaveLength(1);
      await expect.poll(() => editor.textContent()).toBe('');
    } finally {
      db.sessionUserId = null;
      await page.close();
    }
  });
});
