import type { Locator, Page } from 'playwright-core';
import { CODE_NOT_ALLOWED } from '@casino/api';
import { SEEDED_THREADS, db } from '@casino/mocks';
import { liveUrl, openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();
const MODERATOR = 3;
const MODERATION_CHUNK = /\/moderation-[\w-]{8}\.js/;

/** The live thread page, as the server renders it for the seeded moderator. */
const moderatorPage = () => liveUrl(`forum/thread/${SEEDED_THREADS.representative}?user=mod_maria`);
/** The seeded thread with a poll, as the moderator gets it. */
const moderatorPollPage = () => liveUrl(`forum/thread/${SEEDED_THREADS.publicPoll}?user=mod_maria`);
// Each test on a freshly seeded site (a browser's store lives in its cookies).
beforeEach(() => browser.context.clearCookies());

async function openAsModerator(file = moderatorPage()) {
  const watched = await openPage(browser.context, file);
  // axe reads colours: the sheet is checked as it shows, not halfway through its fade-in.
  await watched.page.emulateMedia({ reducedMotion: 'reduce' });
  await watched.page.getByRole('button', { name: 'Moderate the thread' }).waitFor();
  return watched;
}

const posts = (page: Page) => page.locator('[data-posts] > [data-post-id]');

/**
 * The author's side (SPEC §3 notifications): the same tab, so the same fake backend,
 * logged in as `userId`, whose bell lists what the moderator did, newest first.
 */
async function expectAuthorTold(page: Page, userId: number, phrases: string[]) {
  const author = db.users.find((user) => user.id === userId)!;
  expect(author.id).not.toBe(MODERATOR);
  await page.goto(new URL(`/home.html?user=${author.userName}`, page.url()).href);
  const bell = page.locator('header [data-widget="notifications"] .cw-nt').getByRole('button', {
    name: /^Notifications/,
  });
  await bell.click();
  const list = page.locator('header [data-widget="notifications"] .cw-nt');
  for (const phrase of phrases)
    await list.getByText(`mod_maria ${phrase}`, { exact: false }).first().waitFor();
}

/** Opens a menu with the keyboard and chooses the item by walking to it with ArrowDown. */
async function chooseByKeyboard(page: Page, menuButton: Locator, item: string) {
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const labels = await menu.locator('[role^="menuitem"]').allTextContents();
  const index = labels.indexOf(item);
  expect(labels).toContain(item);
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** Picks the reason in the sheet's focused select with the keyboard, and Tabs to Confirm. */
async function confirmWith(page: Page, sheet: Locator, { reason = 'Spam' } = {}) {
  const select = sheet.getByRole('combobox', { name: 'Reason' });
  await select.focus();
  await select.press(reason === 'Other' ? 'End' : 'ArrowDown');
  expect(await select.locator('option:checked').textContent()).toBe(reason);
  await sheet.getByRole('button', { name: /^(Confirm|Delete|Ban)/ }).focus();
  await page.keyboard.press('Enter');
}

describe('forum moderation on the demo', () => {
  it('a member sees no moderation control, loads none of its code, and a forged call is refused', async () => {
    const { page, errors } = await openPage(
      browser.context,
      liveUrl('forum-thread.html?user=alice'),
    );
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.locator('[data-widget="forum-thread"][data-widget-state="mounted"]').waitFor({
      state: 'attached',
    });
    await posts(page).first().locator('[data-post-like]').click();
    await expect
      .poll(() => posts(page).first().locator('[data-post-like]').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await page.getByRole('button', { name: /^Moderate/ }).count()).toBe(0);
    expect(scripts.filter((url) => MODERATION_CHUNK.test(url))).toEqual([]);
    const forged = await page.evaluate(async (threadId) => {
      const response = await fetch('/frontendService/thread/lock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ threadId, locked: true, reason: 'SPAM' }),
      });
      return (await response.json()) as { code: number };
    }, SEEDED_THREADS.representative);
    expect(forged.code).toBe(CODE_NOT_ALLOWED);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the moderator renames the thread with the keyboard alone; reason OTHER needs the explanation', async () => {
    const { page, errors } = await openAsModerator();
    const menuButton = page.getByRole('button', { name: 'Moderate the thread' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await chooseByKeyboard(page, menuButton, 'Edit the title');
    const sheet = page.getByRole('dialog', { name: 'Edit the title' });
    await sheet.waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Royal Casino payouts, reviewed');
    await confirmWith(page, sheet, { reason: 'Other' });
    await sheet.getByRole('alert').filter({ hasText: 'Please explain the reason.' }).waitFor();
    const explanation = sheet.getByRole('textbox', { name: 'Explanation' });
    expect(await explanation.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type('A clearer title');
    await sheet.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('[data-thread-title]').textContent())
      .toBe('Royal Casino payouts, reviewed');
    const thread = db.threads.find(({ id }) => id === SEEDED_THREADS.representative)!;
    await expectAuthorTold(page, thread.authorId, ['renamed your thread']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the moderator moves to a category, locks, unpins, switches follow off and screenshots on', async () => {
    const { page, errors } = await openAsModerator();
    const menuButton = page.getByRole('button', { name: 'Moderate the thread' });
    const root = page.locator('[data-thread-id]');

    await chooseByKeyboard(page, menuButton, 'Move to another category');
    const move = page.getByRole('dialog', { name: 'Move to another category' });
    await move
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: 'Casino bonuses' });
    await confirmWith(page, move);
    await expect
      .poll(() => page.locator('[data-thread-category]').textContent())
      .toBe('Casino bonuses');

    await chooseByKeyboard(page, menuButton, 'Lock the thread');
    const lock = page.getByRole('dialog', { name: 'Lock the thread' });
    await lock.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirmWith(page, lock);
    await page.locator('[data-thread-locked-note]').waitFor();

    for (const item of ['Unpin the thread', 'Disable following', 'Enable winning screenshots']) {
      await chooseByKeyboard(page, menuButton, item);
      await page
        .getByRole('status')
        .filter({ hasText: `Done: ${item}.` })
        .waitFor();
    }
    // The seeded thread is pinned.
    expect(await root.getAttribute('data-thread-pinned')).toBeNull();
    expect(await root.getAttribute('data-thread-follow-disabled')).toBe('');
    expect(await root.getAttribute('data-winning-screenshots')).toBe('');
    expect(await page.locator('[data-thread-follow]').isHidden()).toBe(true);

    await chooseByKeyboard(page, menuButton, 'Unlock the thread');
    await page.locator('[data-thread-locked-note]').waitFor({ state: 'detached' });
    const thread = db.threads.find(({ id }) => id === SEEDED_THREADS.representative)!;
    await expectAuthorTold(page, thread.authorId, [
      'moved your thread',
      'locked your thread',
      'unlocked your thread',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the moderator edits, hides, shows, pins, checks, assigns, bans the author and deletes posts, one without a trace', async () => {
    const { page, errors } = await openAsModerator();
    const menuOf = (index: number) =>
      posts(page)
        .nth(index)
        .getByRole('button', { name: /^Moderate the post of/ });
    const idOf = async (index: number) => posts(page).nth(index).getAttribute('data-post-id');
    const editedAuthor = Number(await posts(page).nth(1).getAttribute('data-user-id'));

    await chooseByKeyboard(page, menuOf(1), 'Edit the post');
    const edit = page.getByRole('dialog', { name: 'Edit the post' });
    // The rich-text editor comes with the sheet's first use and takes the focus.
    const box = edit.getByRole('textbox', { name: 'Text of the post' });
    await expect
      .poll(() => box.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Edited by the moderators: no links to other sites.');
    await confirmWith(page, edit);
    await expect
      .poll(() => posts(page).nth(1).locator('[data-post-text]').textContent())
      .toContain('Edited by the moderators');

    await chooseByKeyboard(page, menuOf(1), 'Hide the post');
    const hide = page.getByRole('dialog', { name: 'Hide the post' });
    await hide.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await hide.getByRole('textbox', { name: /Explanation for the author/ }).fill('Keep it civil');
    await confirmWith(page, hide);
    await expect
      .poll(() => posts(page).nth(1).locator('[data-post-notice]').textContent())
      .toMatch(/Spam\. Keep it civil/);
    await chooseByKeyboard(page, menuOf(1), 'Show the post again');
    await expect.poll(() => posts(page).nth(1).locator('[data-post-notice]').count()).toBe(0);

    await chooseByKeyboard(page, menuOf(1), 'Pin the post');
    await posts(page).nth(1).locator('[data-post-pinned-label]').waitFor();

    await chooseByKeyboard(page, menuOf(1), 'Check status: Suspicious');
    await posts(page).nth(1).locator('[data-post-admin-status-label]').waitFor();
    // Choosing the active status clears it.
    await chooseByKeyboard(page, menuOf(1), 'Check status: Suspicious');
    await expect.poll(() => posts(page).nth(1).getAttribute('data-post-admin-status')).toBeNull();
    await chooseByKeyboard(page, menuOf(1), 'Assign the check');
    const assign = page.getByRole('dialog', { name: 'Assign the check' });
    await assign.getByRole('combobox', { name: 'Checked by' }).press('ArrowDown');
    await assign.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    await posts(page).nth(1).locator('[data-post-assignee-name]').waitFor();

    await chooseByKeyboard(page, menuOf(2), 'Ban the author');
    const ban = page.getByRole('dialog', { name: 'Ban the author' });
    await ban.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await confirmWith(page, ban);
    await expect.poll(() => posts(page).nth(2).getAttribute('data-user-banned')).toBe('');
    await chooseByKeyboard(page, menuOf(2), 'Cancel the author’s ban');
    await expect.poll(() => posts(page).nth(2).getAttribute('data-user-banned')).toBeNull();

    const deleted = await idOf(1);
    await chooseByKeyboard(page, menuOf(1), 'Delete the post');
    await confirmWith(page, page.getByRole('dialog', { name: 'Delete the post' }));
    await page
      .locator(`[data-post-id="${deleted}"][data-post-deleted] [data-post-notice]`)
      .waitFor();

    const gone = await idOf(2);
    const count = await posts(page).count();
    await chooseByKeyboard(page, menuOf(2), 'Delete the post without a trace');
    await confirmWith(page, page.getByRole('dialog', { name: 'Delete the post without a trace' }));
    await expect.poll(() => posts(page).count()).toBe(count - 1);
    expect(await page.locator(`[data-post-id="${gone}"]`).count()).toBe(0);
    await expectAuthorTold(page, editedAuthor, ['edited your post', 'deleted your post']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the moderator moves a post to a thread found by search and goes to it there', async () => {
    const { page } = await openAsModerator();
    const moved = await posts(page).nth(1).getAttribute('data-post-id');
    await chooseByKeyboard(
      page,
      posts(page)
        .nth(1)
        .getByRole('button', { name: /^Moderate the post of/ }),
      'Move to another thread',
    );
    const sheet = page.getByRole('dialog', { name: 'Move to another thread' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await sheet.getByRole('alert').filter({ hasText: 'Please choose the thread' }).waitFor();
    const target = db.threads.find((thread) => thread.id === SEEDED_THREADS.publicPoll)!;
    await sheet
      .getByRole('combobox', { name: 'Thread to move the post to' })
      .pressSequentially(target.title.slice(0, 8));
    await sheet.getByRole('option', { name: target.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('option', { name: target.title }).click();
    await sheet.getByText(`Moves to: ${target.title}`).waitFor();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(new RegExp(`/forum/thread/${target.id}.*#post-${moved}$`));
    // The thread's own page, with the post moved there.
    expect(await page.locator('h1').textContent()).toBe(target.title);
    await page.locator(`#post-${moved}`).waitFor();
    await page.close();
  });

  it('the moderator puts the poll on the forum homepage and edits it', async () => {
    const { page, errors } = await openAsModerator(moderatorPollPage());
    const menuButton = page.getByRole('button', { name: 'Moderate the thread' });
    await chooseByKeyboard(page, menuButton, 'Show the poll on the forum homepage');
    await expect
      .poll(() => page.locator('[data-thread-id]').getAttribute('data-thread-poll-homepage'))
      .toBe('');

    await chooseByKeyboard(page, menuButton, 'Edit the poll');
    const sheet = page.getByRole('dialog', { name: 'Edit the poll' });
    await sheet.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Which bonus do you use most?');
    await sheet.getByRole('button', { name: 'Add an option' }).focus();
    await page.keyboard.press('Enter');
    await sheet
      .getByRole('textbox', { name: /^Option \d$/ })
      .last()
      .focus();
    await page.keyboard.type('Reload bonus');
    await sheet.getByRole('checkbox', { name: 'Private voting' }).focus();
    await page.keyboard.press('Space');
    await sheet.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    await sheet.waitFor({ state: 'detached' });
    const poll = page.locator('[data-poll]');
    await expect
      .poll(() => poll.locator('.cg-poll__question').textContent())
      .toBe('Which bonus do you use most?');
    expect(await poll.getAttribute('data-poll-private')).toBe('');
    expect(await poll.textContent()).toContain('Reload bonus');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the moderator deletes the thread and lands on the forum', async () => {
    const { page } = await openAsModerator();
    await chooseByKeyboard(
      page,
      page.getByRole('button', { name: 'Moderate the thread' }),
      'Delete the thread',
    );
    const sheet = page.getByRole('dialog', { name: 'Delete the thread' });
    await sheet.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirmWith(page, sheet);
    await page.waitForURL(/\/forum$/);
    const thread = db.threads.find(({ id }) => id === SEEDED_THREADS.representative)!;
    // The forum's list no longer has it.
    await page.getByRole('heading', { name: 'General discussion' }).waitFor();
    expect(await page.getByRole('link', { name: thread.title, exact: true }).count()).toBe(0);
    await expectAuthorTold(page, thread.authorId, ['deleted your thread']);
    await page.close();
  });
});
