import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

const mounted = (page: Page, widget: string) =>
  page
    .locator(`[data-widget="${widget}"][data-widget-state="mounted"]`)
    .first()
    .waitFor({ state: 'attached' });

describe('review replies on the demo', () => {
  it('a representative replies in Dutch: 8209 preselects Dutch, and the replies can be read translated', async () => {
    const { page, errors } = await openPage(browser.context, 'casino-detail.html?user=rep_royal');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await mounted(page, 'casino-reviews');
    await mounted(page, 'review-actions');
    const review = page.locator('[data-widget="casino-reviews"] [data-review]').first();
    await review.getByRole('button', { name: 'Reply' }).click();

    const dialog = page.getByRole('dialog', { name: 'Reply to the review' });
    await dialog.getByLabel('Your reply').fill('Dank je!');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    const language = dialog.getByLabel('Language of your reply');
    await expect.poll(() => language.inputValue()).toBe('nl');
    expect(await language.locator('option:checked').textContent()).toBe('Dutch');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.waitFor({ state: 'detached' });
    const reply = review.locator('[data-review-reply-item]');
    await expect.poll(() => reply.locator('[data-reply-text]').textContent()).toBe('Dank je!');
    expect(await reply.getAttribute('lang')).toBe('nl');

    // SPEC §4 Reply translation: a language shows the replies in it, with the warning.
    const replies = page.locator('[data-widget="casino-reviews"] [data-replies]').first();
    const warning = replies.locator('[data-translation-warning]');
    await replies.getByLabel('Show the replies in').selectOption('de');
    await expect.poll(() => warning.isVisible()).toBe(true);
    expect(await reply.locator('[data-reply-text]').isVisible()).toBe(false);
    expect(await reply.locator('[data-reply-translation="de"]').textContent()).toContain(
      'Dank je!',
    );
    expect(await reply.locator('[data-reply-translation="de"]').isVisible()).toBe(true);
    await replies.getByLabel('Show the replies in').selectOption('');
    await expect.poll(() => warning.isVisible()).toBe(false);
    expect(await reply.locator('[data-reply-text]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
