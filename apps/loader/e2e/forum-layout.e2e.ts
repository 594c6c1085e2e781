import type { Page } from 'playwright-core';
import { freshContext, liveUrl } from './browser';

const PHONE = { width: 390, height: 844 };

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The forum's pages as the live server renders them for a member or a visitor. */
async function open(viewport: typeof PHONE, address: string) {
  const context = await freshContext({ viewport });
  const page = await context.newPage();
  await page.goto(liveUrl(address));
  return { page, close: () => context.close() };
}

describe('the forum pages’ layout', () => {
  it('the thread list of a member who follows threads does not scroll sideways on a phone', async () => {
    const { page, close } = await open(PHONE, 'forum.html?user=alice');
    const table = page.getByRole('table', { name: 'Threads you follow' });
    await table.waitFor();
    // The table itself scrolls in its box; the page does not.
    expect(await table.evaluate((element) => element.scrollWidth > window.innerWidth)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await close();
  });
});
