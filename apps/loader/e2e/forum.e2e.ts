import type { Page } from 'playwright-core';
import { liveUrl, openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();
// Each test on a freshly seeded site (a browser's store lives in its cookies).
beforeEach(() => browser.context.clearCookies());

const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Your reply' });

/** The rich-text editor has replaced the plain field. */
const editorShown = (page: Page) =>
  page.locator('[data-reply-box] [contenteditable="true"]').waitFor();

describe('the forum on the live demo', () => {
  it('asks a visitor who tries the reply box to log in, without loading the editor', async () => {
    const { page, errors } = await openPage(browser.context, liveUrl('forum-thread.html'));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await replyBox(page).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.waitFor();
    expect(await page.locator('[contenteditable="true"]').count()).toBe(0);
    // Neither the thread page's code nor the editor came with the try.
    expect(scripts.filter((url) => /ThreadPage|prosemirror/i.test(url))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a member replies with bold text and an emoticon, likes, follows, and a reload keeps a draft', async () => {
    const { page, errors } = await openPage(
      browser.context,
      liveUrl('forum-thread.html?user=alice'),
    );
    const posts = page.locator('[data-posts] [data-post-id]');
    const before = await posts.count();

    await replyBox(page).click();
    await editorShown(page);
    await page.keyboard.type('Withdrawals took ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('two days');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' for me :) ');
    await page.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => posts.count()).toBe(before + 1);
    const added = posts.last();
    expect(await added.locator('strong').textContent()).toBe('two days');
    expect(await added.textContent()).toContain('🙂');
    expect(await page.locator('[data-replies-count]').first().textContent()).toContain(
      String(before),
    );

    const like = posts.first().locator('[data-post-like]');
    await like.click();
    await expect
      .poll(() => posts.first().locator('[data-post-like]').getAttribute('aria-pressed'))
      .toBe('true');
    // The page is rendered for alice, who follows the thread: the switch says so.
    const follow = page.locator('[data-thread-follow]');
    expect(await follow.getAttribute('aria-pressed')).toBe('true');
    await follow.click();
    await expect
      .poll(() => page.locator('[data-thread-follow]').getAttribute('aria-pressed'))
      .toBe('false');

    await replyBox(page).click();
    await page.keyboard.type('Unsent thoughts about the bonus');
    await page.reload();
    await editorShown(page);
    expect(await page.locator('[data-reply-box] [contenteditable="true"]').textContent()).toContain(
      'Unsent thoughts about the bonus',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a member quotes a post', async () => {
    const { page, errors } = await openPage(
      browser.context,
      liveUrl('forum-thread.html?user=alice'),
    );
    // The widget is there once its reply box is.
    await replyBox(page).waitFor();
    const first = page.locator('[data-posts] [data-post-id]').first();
    const author = (await first.locator('[data-post-author]').textContent())?.trim() ?? '';
    await first.getByRole('button', { name: 'Quote' }).click();
    await editorShown(page);
    await expect.poll(() => page.getByText(`Quoting ${author}`).count()).toBe(1);
    await page.keyboard.type('Same here, it took two days for me too.');
    await page.getByRole('button', { name: 'Post reply' }).click();
    const added = page.locator('[data-posts] [data-post-id]').last();
    await expect.poll(() => added.locator('[data-post-quote-of]').count()).toBe(1);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a member starts a thread with a poll from #discuss=true; a Chinese title counts by characters', async () => {
    const { page, errors } = await openPage(
      browser.context,
      liveUrl('forum.html?user=alice#discuss=true'),
    );
    const dialog = page.getByRole('dialog', { name: 'Start a thread' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('提款');
    await dialog.getByLabel('Category').selectOption({ label: 'Casino bonuses' });
    await dialog.getByRole('textbox', { name: 'Your first post' }).click();
    await page.keyboard.type('Which casinos pay out within one day?');
    await dialog.getByRole('button', { name: 'Start thread' }).click();
    await dialog.getByText('The title needs at least 3 words.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Title' }).fill('提款快');
    await dialog.getByLabel('Question').fill('Fastest payout method?');
    await dialog.getByLabel('Option 1').fill('E-wallet');
    await dialog.getByLabel('Option 2').fill('Card');
    // A row is added once all are filled.
    await dialog.getByLabel('Option 3').waitFor();
    const created = page.waitForURL(/\/forum\/thread\/\d+/);
    await dialog.getByRole('button', { name: 'Start thread' }).click();
    await created;
    // The new thread's own page, its title once.
    expect(await page.locator('h1').allTextContents()).toEqual(['提款快']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a representative replies on behalf of their casino', async () => {
    const { page, errors } = await openPage(
      browser.context,
      liveUrl('forum-thread.html?user=rep_royal'),
    );
    await replyBox(page).click();
    await editorShown(page);
    await page.keyboard.type('We have looked into it: payouts are back to one day.');
    await page.getByRole('combobox', { name: 'Post as' }).selectOption({ label: 'Royal Spins' });
    await page.getByRole('button', { name: 'Post reply' }).click();
    const added = page.locator('[data-posts] [data-post-id]').last();
    await expect.poll(() => added.locator('[data-post-on-behalf]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
