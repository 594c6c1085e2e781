import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** SPEC §5, §9: the reply's maximum on the demo (the page gives none: 5000). */
const MAX_CHARACTERS = 5000;
const PASTED_CHARACTERS = 100_000;
/**
 * The page answers a script's call within this even right after the paste (generous for
 * a busy two-core machine; a page frozen by the paste takes seconds).
 */
const ANSWER_WITHIN_MS = 1000;
/** From the paste to the next painted frame. */
const PAINTED_WITHIN_MS = 2000;
const ROUND_TRIPS = 5;

/**
 * Each test starts without a draft: a reply left unsent in one test (the paste) would
 * come back in the next one's editor.
 */
beforeAll(() =>
  browser.context.addInitScript(() => {
    for (const key of Object.keys(localStorage))
      if (key.includes('forum:draft:')) localStorage.removeItem(key);
  }),
);

const editor = (page: Page) => page.locator('[data-reply-box] [contenteditable="true"]');

/** The accessible name of the focused element, as far as these tests need it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return null;
    const labelled = element.getAttribute('aria-labelledby');
    if (labelled)
      return labelled
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const labels = (element as HTMLInputElement).labels;
    if (labels?.length) {
      // A label around its field: its own words, not the field's options.
      const label = labels[0]!.cloneNode(true) as HTMLElement;
      label.querySelectorAll('select, textarea').forEach((field) => field.remove());
      return label.textContent?.trim() ?? '';
    }
    return element.textContent?.trim() ?? '';
  });

/** Presses Tab until the element of that name has the focus (at most a form's worth). */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 20; step += 1) {
    if ((await focusedName(page)) === name) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}; the focus is on ${await focusedName(page)}`);
}

async function openEditor(page: Page) {
  await page.getByRole('textbox', { name: 'Your reply' }).click();
  await editor(page).waitFor();
}

describe('the forum editor on the demo', () => {
  it('takes a 100,000-character paste without spaces and stays responsive, with the counter and MAX_CHARACTERS', async () => {
    const { page, errors } = await openPage(browser.context, 'forum-thread.html?user=alice');
    await openEditor(page);
    const painted = await page.evaluate(async (length) => {
      const field = document.querySelector('[data-reply-box] [contenteditable="true"]')!;
      const data = new DataTransfer();
      data.setData('text/plain', 'x'.repeat(length));
      const start = performance.now();
      field.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return performance.now() - start;
    }, PASTED_CHARACTERS);
    expect(painted).toBeLessThan(PAINTED_WITHIN_MS);
    for (let trip = 0; trip < ROUND_TRIPS; trip += 1) {
      const start = Date.now();
      await page.evaluate(() => document.title);
      expect(Date.now() - start).toBeLessThan(ANSWER_WITHIN_MS);
    }
    const counter = page.locator('[data-reply-box] .cw-editor__counter');
    await expect
      .poll(() => counter.textContent())
      .toContain(`${PASTED_CHARACTERS}/${MAX_CHARACTERS}`);
    expect(await counter.getAttribute('class')).toContain('cw-editor__counter--over');
    await page
      .getByRole('alert')
      .filter({ hasText: `Your text is longer than ${MAX_CHARACTERS} characters.` })
      .waitFor();
    // The text is all there, and typing still answers at once.
    expect(await editor(page).evaluate((field) => field.textContent?.length)).toBe(
      PASTED_CHARACTERS,
    );
    await page.keyboard.type('y');
    await expect
      .poll(() => counter.textContent())
      .toContain(`${PASTED_CHARACTERS + 1}/${MAX_CHARACTERS}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works with the keyboard alone: the toolbar’s roving focus, bold, a link from its form, then posting', async () => {
    const { page, errors } = await openPage(browser.context, 'forum-thread.html?user=alice');
    const posts = page.locator('[data-posts] [data-post-id]');
    const before = await posts.count();
    // Reaching the reply box by keyboard focuses it; the editor comes and takes the focus.
    await page.getByRole('textbox', { name: 'Your reply' }).focus();
    await editor(page).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Your reply');
    await page.keyboard.type('Read the payout rules first');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Bold (Ctrl+B)');
    await page.keyboard.press('Enter');
    expect(
      await page.getByRole('button', { name: 'Bold (Ctrl+B)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // A formatting command gives the focus back to the text; the toolbar keeps its place.
    expect(await focusedName(page)).toBe('Your reply');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('Bold (Ctrl+B)');
    await page.keyboard.press('End');
    expect(await focusedName(page)).toBe('Redo (Ctrl+Y)');
    await page.keyboard.press('Home');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Link (Ctrl+K)');
    await page.keyboard.press('Enter');
    const address = page.getByRole('textbox', { name: 'Link address' });
    await address.waitFor();
    await expect.poll(() => focusedName(page)).toBe('Link address');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.type('example.com/rules');
    await page.keyboard.press('Enter');
    await address.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Your reply');
    // From the text, the next stop is Post reply.
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Post reply');
    await page.keyboard.press('Enter');
    await expect.poll(() => posts.count()).toBe(before + 1);
    const link = posts.last().locator('[data-post-text] strong a, [data-post-text] a strong');
    await expect.poll(() => link.count()).toBe(1);
    expect(await posts.last().locator('[data-post-text] a').getAttribute('href')).toBe(
      'https://example.com/rules',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('starts a thread with the keyboard alone; Escape closes the modal and gives the focus back', async () => {
    const { page, errors } = await openPage(browser.context, 'forum.html?user=alice');
    const start = page.getByRole('button', { name: 'Start a thread' });
    await start.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Start a thread' });
    await dialog.waitFor();
    await expect.poll(() => focusedName(page)).toBe('Title');
    await page.keyboard.type('Fastest payout methods this year');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Category');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'Your first post');
    await page.keyboard.type('Which methods paid you out within one day?');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Start a thread');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Fastest payout methods this year',
    );
    const created = page.waitForURL(/\/forum\/thread\/\d+/);
    await tabTo(page, 'Start thread');
    await page.keyboard.press('Enter');
    await created;
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.close();
  });

  it('answers the language chooser and the pending-review modal with the keyboard alone', async () => {
    const { page, errors } = await openPage(browser.context, 'forum-thread.html?user=alice');
    const posts = page.locator('[data-posts] [data-post-id]');
    const before = await posts.count();
    await page.getByRole('textbox', { name: 'Your reply' }).focus();
    await editor(page).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Your reply');
    await page.keyboard.type('Same here');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const chooser = page.getByRole('dialog', { name: 'Which language is your post in?' });
    await chooser.waitFor();
    await expect.poll(() => focusedName(page)).toBe('Language of your post');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, 'Send');
    await page.keyboard.press('Enter');
    await expect.poll(() => posts.count()).toBe(before + 1);
    await chooser.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();

    const held = await openPage(
      browser.context,
      'forum-thread.html?user=alice&scenario=forum-pending-review',
    );
    await held.page.getByRole('textbox', { name: 'Your reply' }).focus();
    await editor(held.page).waitFor();
    await expect.poll(() => focusedName(held.page)).toBe('Your reply');
    await held.page.keyboard.type('The bonus terms changed again this week.');
    await held.page.keyboard.press('Tab');
    await held.page.keyboard.press('Enter');
    const pending = held.page.getByRole('dialog', { name: 'Your post is waiting for review' });
    await pending.waitFor();
    expect(await focusedName(held.page)).toBe('OK');
    await held.page.keyboard.press('Escape');
    await pending.waitFor({ state: 'hidden' });
    expect(held.errors).toEqual([]);
    await held.page.close();
  });
});
