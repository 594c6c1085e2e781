import type { Page } from 'playwright-core';
import { FORUM_CATEGORIES, SEEDED_THREADS, db } from '@casino/mocks';
import { liveUrl, openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();
// Each test on a freshly seeded site (a browser's store lives in its cookies).
beforeEach(() => browser.context.clearCookies());

const posts = (page: Page) => page.locator('[data-posts] > [data-post-id]');

/** Replies in the thread page's reply box and waits for the reply to show. */
async function reply(page: Page, text: string) {
  const before = await posts(page).count();
  await page.getByRole('textbox', { name: 'Your reply' }).click();
  await page.locator('[data-reply-box] [contenteditable="true"]').waitFor();
  await page.keyboard.type(text);
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect.poll(() => posts(page).count()).toBe(before + 1);
}

describe('the live forum of the demo server', () => {
  it('a moderator starts a thread from the list, follows its link, replies, and the reply outlives a reload', async () => {
    const { page, errors } = await openPage(browser.context, liveUrl('forum.html?user=mod_maria'));
    for (const category of FORUM_CATEGORIES)
      await page.getByRole('heading', { name: category.name, level: 2 }).waitFor();

    await page.getByRole('button', { name: 'Start a thread' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a thread' });
    const title = 'Fastest withdrawals this month';
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByLabel('Category').selectOption({ label: 'Payments and withdrawals' });
    await dialog.getByRole('textbox', { name: 'Your first post' }).click();
    await page.keyboard.type('Which casinos paid you out within a day this month?');
    const created = page.waitForURL(/\/forum\/thread\/\d+$/);
    await dialog.getByRole('button', { name: 'Start thread' }).click();
    await created;

    // The list has the new thread under its category, linking to its own page.
    await page.goto(liveUrl('forum.html'));
    const section = page.getByRole('region', { name: 'Payments and withdrawals' });
    await section.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/forum\/thread\/\d+$/);
    expect(await page.locator('h1').allTextContents()).toEqual([title]);
    // The moderator's view of the thread.
    await page.getByRole('button', { name: 'Moderate the thread' }).waitFor();

    await reply(page, 'Two of mine paid within hours, one took three days.');
    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    await expect.poll(() => posts(page).count()).toBe(2);
    expect(await posts(page).last().textContent()).toContain('Two of mine paid within hours');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('links every thread of the list to its own page, and answers an unknown one with 404', async () => {
    const { page } = await openPage(browser.context, liveUrl('forum.html'));
    const links = await page
      .locator('.forum-category a[href^="/forum/thread/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links.length).toBe(db.threads.length);
    expect(new Set(links).size).toBe(links.length);
    const poll = db.threads.find((thread) => thread.id === SEEDED_THREADS.publicPoll)!;
    await page.getByRole('link', { name: poll.title, exact: true }).click();
    await page.locator('[data-poll]').waitFor();
    expect(await page.locator('h1').allTextContents()).toEqual([poll.title]);

    const missing = await page.goto(liveUrl('forum/thread/999999'));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Thread not found', level: 1 }).waitFor();
    await page.close();
  });

  it('shows a member the Edit button on their own posts only, whoever the page is rendered for', async () => {
    const thread = liveUrl(`forum/thread/${SEEDED_THREADS.representative}`);
    const { page, errors } = await openPage(browser.context, `${thread}?user=alice`);
    await reply(page, 'Withdrawals took two days for me as well.');
    const own = await posts(page).last().getAttribute('data-post-id');

    // After a reload, as the server renders it for alice: her posts, and only hers, have Edit.
    await page.goto(`${thread}?user=alice`);
    await page.locator(`#post-${own} [data-post-edit]`).waitFor();
    const alice = db.users.find((user) => user.userName === 'alice')!;
    const editable = await page
      .locator('[data-posts] > [data-post-id]:has([data-post-edit])')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-user-id')));
    expect(new Set(editable)).toEqual(new Set([String(alice.id)]));

    await page.goto(`${thread}?user=rep_royal`);
    await page.locator(`#post-${own}`).waitFor();
    expect(await page.locator(`#post-${own} [data-post-edit]`).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Moderate/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
