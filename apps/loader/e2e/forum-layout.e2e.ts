import type { Page } from 'playwright-core';
import { freshContext, liveUrl } from './browser';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

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

  it.each([
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ])('the thread list offers the signup panel to a visitor only, on a %s', async (_, viewport) => {
    const member = await open(viewport, 'forum.html?user=alice');
    await member.page.getByRole('table', { name: 'Threads you follow' }).waitFor();
    expect(await member.page.getByRole('heading', { name: 'Join the discussion' }).count()).toBe(0);
    expect(await member.page.locator('[data-widget="auth-panel"]').count()).toBe(0);
    await member.close();

    const visitor = await open(viewport, 'forum.html?user=visitor');
    await visitor.page.getByRole('heading', { name: 'Join the discussion' }).waitFor();
    expect(await visitor.page.locator('[data-widget="auth-panel"]').count()).toBe(1);
    await visitor.close();
  });
});

describe.each([
  ['phone', PHONE],
  ['laptop', LAPTOP],
])('the reply box on a %s', (_, viewport) => {
  it('keeps the editor’s room: the editor coming in a member’s focus moves nothing', async () => {
    const { page, close } = await open(viewport, 'forum-thread.html?user=alice');
    const send = page.getByRole('button', { name: 'Post reply' });
    const top = () => send.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const field = page.getByRole('textbox', { name: 'Your reply' });
    await field.waitFor();
    const before = await top();
    await field.click();
    await page.locator('[data-reply-box] [contenteditable="true"]').waitFor();
    expect(await top()).toBe(before);
    await close();
  });
});
