import type { Page } from 'playwright-core';
import { SEEDED_THREADS } from '@casino/mocks';
import { liveUrl, openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Your reply' });
const editor = (page: Page) => page.locator('[data-reply-box] [contenteditable="true"]');
const threadMounted = (page: Page) =>
  page
    .locator('[data-widget="forum-thread"][data-widget-state="mounted"]')
    .waitFor({ state: 'attached' });

/** The seeded locked thread, as the live server renders it for alice. */
const lockedPage = () => liveUrl(`forum/thread/${SEEDED_THREADS.locked}?user=alice`);

describe('the forum as each member sees it, on the demo', () => {
  it('a draft stays with its writer: bob gets an empty editor, alice finds hers again', async () => {
    const draft = 'Alice’s unsent thoughts about the weekend bonus';
    const { page, errors } = await openPage(browser.context, 'forum-thread.html?user=alice');
    await replyBox(page).click();
    await editor(page).waitFor();
    await page.keyboard.type(draft);

    // Alice logs out: the visitor's reply box is the plain field, empty.
    await page.goto(new URL('forum-thread.html?user=visitor', page.url()).href);
    await threadMounted(page);
    expect(await replyBox(page).inputValue()).toBe('');

    // Bob (another member) logs in on the same browser and opens the editor: it is empty.
    await page.goto(new URL('forum-thread.html?user=rep_royal', page.url()).href);
    await threadMounted(page);
    await replyBox(page).click();
    await editor(page).waitFor();
    expect((await editor(page).textContent())?.trim()).toBe('');

    // Alice logs back in: her draft is there at once.
    await page.goto(new URL('forum-thread.html?user=alice', page.url()).href);
    await editor(page).waitFor();
    expect(await editor(page).textContent()).toContain(draft);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the following table lists a thread followed on its page and drops it on unfollow', async () => {
    const { page, errors } = await openPage(browser.context, 'forum-thread.html?user=alice');
    await threadMounted(page);
    const title = (await page.locator('[data-thread-title]').textContent())?.trim() ?? '';
    const follow = page.locator('[data-thread-follow]');
    const pressed = () => follow.getAttribute('aria-pressed');
    // Start from a thread alice does not follow, then follow it on its page.
    if ((await pressed()) === 'true') {
      await follow.click();
      await expect.poll(pressed).toBe('false');
    }
    await follow.click();
    await expect.poll(pressed).toBe('true');

    await page.goto(new URL('forum.html?user=alice', page.url()).href);
    const table = page.getByRole('table', { name: 'Threads you follow' });
    await table.getByRole('link', { name: title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await table.getByRole('button', { name: `Unfollow ${title}` }).click();
    await page.getByText(`You no longer follow ${title}.`).waitFor();
    await expect.poll(() => table.getByRole('link', { name: title }).count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: 'Threads you follow' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);

    // The thread's page agrees.
    await page.goto(new URL('forum-thread.html?user=alice', page.url()).href);
    await threadMounted(page);
    await expect.poll(pressed).toBe('false');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a locked thread offers no reply box, only a notice', async () => {
    const { page, errors } = await openPage(browser.context, lockedPage());
    await threadMounted(page);
    await page.getByText('This thread is locked: it takes no new replies or edits.').waitFor();
    expect(await replyBox(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Post reply' }).count()).toBe(0);
    for (const name of ['Reply', 'Quote', 'Edit'])
      expect(await page.locator('[data-posts]').getByRole('button', { name }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
