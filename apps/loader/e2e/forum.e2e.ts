import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Your reply' });

/** The rich-text editor has replaced the plain field. */
const editorShown = (page: Page) =>
  page.locator('[data-reply-box] [contenteditable="true"]').waitFor();

describe('the forum thread page on the demo', () => {
  it('asks a visitor who tries the reply box to log in, without loading the editor', async () => {
    const { page, errors } = await openPage(browser.context, 'forum-thread.html');
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
    const { page, errors } = await openPage(browser.context, 'forum-thread.html?user=alice');
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
    const follow = page.locator('[data-thread-follow]');
    await follow.click();
    await expect
      .poll(() => page.locator('[data-thread-follow]').getAttribute('aria-pressed'))
      .toBe('true');

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
});
