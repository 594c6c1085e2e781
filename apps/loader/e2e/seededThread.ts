import type { BrowserContext } from 'playwright-core';
import { renderForumThread } from '@casino/mocks';

/**
 * The demo's thread page shows one thread; a test that needs another seeded one (with a
 * poll, with winning screenshots) gets it served at `forum-thread.html?{name}`, rendered
 * as the server renders it (the demo's fake backend starts from the same seed). Returns
 * that address.
 */
export async function serveSeededThread(
  context: BrowserContext,
  name: string,
  threadId: number,
): Promise<string> {
  await context.route(new RegExp(`/forum-thread\\.html\\?${name}`), async (route) => {
    const page = await (await route.fetch()).text();
    const main = `<main id="main">${renderForumThread(threadId) ?? ''}
<div data-widget="forum-thread" data-load="eager" data-props='{"threadId":${threadId}}'></div></main>`;
    await route.fulfill({
      contentType: 'text/html',
      body: page.replace(/<main id="main">[\s\S]*<\/main>/, main),
    });
  });
  return `forum-thread.html?${name}`;
}
