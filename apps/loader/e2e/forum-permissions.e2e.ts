import type { Page } from 'playwright-core';
import { CODE_LOGIN_REQUIRED, forumModeration } from '@casino/api';
import { FORUM_POSTS_PER_PAGE, SEEDED_THREADS } from '@casino/mocks';
import { liveUrl, openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** The live thread page, as the server renders it for the seeded moderator. */
const moderatorPage = () => liveUrl(`forum/thread/${SEEDED_THREADS.representative}?user=mod_maria`);
// Each test on a freshly seeded site (a browser's store lives in its cookies).
beforeEach(() => browser.context.clearCookies());

const posts = (page: Page) => page.locator('[data-posts] > [data-post-id]');

/** Chooses an item of a post's moderation menu with the mouse. */
async function choose(page: Page, index: number, item: string) {
  await posts(page)
    .nth(index)
    .getByRole('button', { name: /^Moderate the post of/ })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Types the new text in the edit sheet's editor, replacing the post's. */
async function typeEdit(page: Page, text: string) {
  const sheet = page.getByRole('dialog', { name: 'Edit the post' });
  const box = sheet.getByRole('textbox', { name: 'Text of the post' });
  await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await sheet.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Spam' });
  return sheet;
}

describe('moderators are never stuck (SPEC §6, §8 8209)', () => {
  it('a moderator saves a two-word edit after choosing its language, informing the author', async () => {
    const { page, errors } = await openPage(browser.context, moderatorPage());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await choose(page, 1, 'Edit the post');
    const sheet = await typeEdit(page, 'Removed: spam link');
    await sheet.getByRole('checkbox', { name: 'Inform the author by email' }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    const chooser = page.getByRole('dialog', { name: 'Which language is your post in?' });
    await chooser.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await chooser.getByRole('combobox', { name: 'Language of your post' }).selectOption('en');
    await chooser.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => posts(page).nth(1).locator('[data-post-text]').textContent())
      .toContain('Removed: spam link');
    await sheet.waitFor({ state: 'detached' });
    await chooser.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a moderator edits a hidden post', async () => {
    const { page, errors } = await openPage(browser.context, moderatorPage());
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await choose(page, 1, 'Hide the post');
    const hide = page.getByRole('dialog', { name: 'Hide the post' });
    await hide.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Spam' });
    await hide.getByRole('button', { name: 'Confirm' }).click();
    await posts(page).nth(1).locator('[data-post-notice]').waitFor();

    await choose(page, 1, 'Edit the post');
    const sheet = await typeEdit(page, 'The link to another site was taken out by the moderators.');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect
      .poll(() => posts(page).nth(1).locator('[data-post-text]').textContent())
      .toContain('taken out by the moderators');
    expect(await posts(page).nth(1).getAttribute('data-post-hidden')).toBe('');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the fake backend refuses a moderator’s delete without the authorization header', async () => {
    const { page, errors } = await openPage(browser.context, moderatorPage());
    await page.getByRole('button', { name: 'Moderate the thread' }).waitFor();
    const postId = Number(await posts(page).nth(1).getAttribute('data-post-id'));
    const forged = await page.evaluate(
      async ({ path, postId }) => {
        const response = await fetch(path, {
          method: 'DELETE',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
          body: JSON.stringify({ postId, reason: 'SPAM' }),
        });
        return (await response.json()) as { code: number };
      },
      { path: forumModeration.deletePost.path, postId },
    );
    expect(forged.code).toBe(CODE_LOGIN_REQUIRED);
    await page.reload();
    await posts(page).nth(1).waitFor();
    expect(await page.locator(`[data-post-id="${postId}"][data-post-deleted]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('bans everywhere (SPEC §6 "Banned users see the ban message")', () => {
  it('a banned member’s like and follow show the ban message and stay as they were', async () => {
    const { page, errors } = await openPage(browser.context, 'forum-thread.html?user=banned_bob');
    // axe reads colours: what the page shows is checked as it is, not halfway through a fade-in.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.locator('[data-widget="forum-thread"][data-widget-state="mounted"]').waitFor({
      state: 'attached',
    });
    const like = posts(page).first().locator('[data-post-like]');
    await like.click();
    await posts(page)
      .first()
      .getByRole('alert')
      .filter({ hasText: /banned/ })
      .waitFor();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const follow = page.locator('[data-thread-follow]');
    await follow.click();
    await page
      .locator('[data-thread-actions] + [role="alert"]')
      .filter({ hasText: /banned/ })
      .waitFor();
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('#post= to any page of a discussion', () => {
  it('a link to a post on the discussion’s third page loads that page and scrolls to the post', async () => {
    const { page: writer } = await openPage(browser.context, 'discussion.html?user=alice');
    const discussion = writer.locator('[data-widget="forum-discussion"]');
    const threadId = Number(
      await discussion.locator('[data-thread-id]').getAttribute('data-thread-id'),
    );
    // Enough replies for three pages, posted by alice in this tab's fake backend.
    const lastId = await writer.evaluate(
      async ({ threadId, count }) => {
        let postId = 0;
        for (let index = 0; index < count; index += 1) {
          const response = await fetch('/frontendService/post', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
            body: JSON.stringify({ threadId, text: `<p>Deposit limit tip number ${index}</p>` }),
          });
          postId = ((await response.json()) as { postId: number }).postId;
        }
        return postId;
      },
      { threadId, count: 2 * FORUM_POSTS_PER_PAGE },
    );

    await writer.goto(
      new URL(`discussion.html?user=alice&link=1#post=${lastId}`, writer.url()).href,
    );
    const root = writer.locator('[data-widget="forum-discussion"] [data-thread-id]');
    const post = writer.locator(`[data-post-id="${lastId}"]`);
    await post.waitFor();
    expect(await root.getAttribute('data-page')).toBe('3');
    await expect
      .poll(() => post.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(90);
    await writer.close();
  });
});
