import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser, siteUrl } from './browser';

const browser = sharedBrowser();

const PASSWORD = 'Correct-Horse-42';

const mounted = (page: Page, widget: string) =>
  page
    .locator(`[data-widget="${widget}"][data-widget-state="mounted"]`)
    .first()
    .waitFor({ state: 'attached' });

/** The review of `text` in the casino's reviews tab. */
const reviewWith = (page: Page, text: string) =>
  page.locator('[data-widget="casino-reviews"] [data-review]', { hasText: text });

async function openLoginPopup(page: Page) {
  await mounted(page, 'login-popup');
  await mounted(page, 'auth');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
}

describe('accounts and reviews on the demo site', () => {
  it('signs up, confirms the email, logs in, then writes, edits, reverts and deletes a review', async () => {
    const { page, errors } = await openPage(browser.context, 'casino-detail.html');

    // Sign up from the header's login popup: the dialog opens on its Sign up tab.
    await openLoginPopup(page);
    await page.getByRole('button', { name: 'Sign up' }).first().click();
    const signup = page.getByRole('dialog');
    await expect
      .poll(() => signup.getByRole('tab', { name: 'Sign up' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await signup.getByLabel('Username').fill('newbie');
    await signup.getByLabel('Email').fill('newbie@example.com');
    await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signup.getByLabel('Repeat password').fill(PASSWORD);
    await signup.getByLabel(/I agree to the terms/).check();
    await signup.getByRole('button', { name: 'Sign up' }).last().click();

    // The confirmation screen shows the address; the demo mailbox opens the link.
    await page.waitForURL(/signup-confirmation/);
    await page.getByText('We sent a confirmation link to newbie@example.com.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).toContain('newbie@example.com');
    expect(stored).not.toContain(PASSWORD);
    await page.getByRole('button', { name: 'Open the confirmation link' }).click();
    await page.getByText('Email confirmed for newbie').waitFor();

    // OK goes back to the casino page, which opens the login dialog.
    await page.getByRole('link', { name: 'OK' }).click();
    await page.waitForURL(/casino-detail\.html/);
    const login = page.getByRole('dialog');
    await expect
      .poll(() => login.getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected'))
      .toBe('true');
    await login.getByLabel('Username or email').fill('newbie');
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).last().click();
    await page.getByRole('banner').getByText('newbie').waitFor();
    expect(page.url()).not.toContain('showLoginModal');

    // Write a review in the casino's reviews tab.
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await mounted(page, 'casino-reviews');
    await mounted(page, 'review-flow');
    await page.getByRole('button', { name: 'Write a review' }).first().click();
    const flow = page.getByRole('dialog');
    await flow.getByRole('radio', { name: '4 stars' }).check();
    await flow.getByLabel('Your review (optional)').fill('Quick payouts and fair bonus terms.');
    await flow.getByRole('button', { name: 'Publish review' }).click();
    await flow.getByText('Your review is published').waitFor();
    await flow.getByRole('button', { name: 'Close' }).click();
    await reviewWith(page, 'Quick payouts and fair bonus terms.').waitFor();

    // Edit it: the change waits for approval and the published text stays.
    await reviewWith(page, 'Quick payouts').getByRole('button', { name: 'Edit' }).click();
    const text = flow.getByLabel('Your review (optional)');
    await expect.poll(() => text.inputValue()).toBe('Quick payouts and fair bonus terms.');
    await text.fill('Payouts got slow this month.');
    await flow.getByRole('button', { name: 'Save changes' }).click();
    await flow.getByText('Your changes are waiting for approval').waitFor();
    await flow.getByRole('button', { name: 'Close' }).click();

    // Revert the pending change.
    await reviewWith(page, 'Quick payouts')
      .getByRole('button', { name: /Revert/ })
      .click();
    await flow.getByRole('button', { name: 'Revert changes' }).click();
    await flow.getByText('Your review is back to its published version.').waitFor();
    await flow.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(() => reviewWith(page, 'Quick payouts').locator('[data-review-revert]').count())
      .toBe(0);

    // Delete it: it leaves the page.
    await reviewWith(page, 'Quick payouts').getByRole('button', { name: 'Delete' }).click();
    await flow.getByRole('button', { name: 'Delete review' }).click();
    await expect.poll(() => reviewWith(page, 'Quick payouts').count()).toBe(0);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a banned member the ban message and keeps the form from logging in', async () => {
    const { page, errors } = await openPage(browser.context, 'reviews.html');
    await openLoginPopup(page);
    const popup = page.getByRole('banner');
    await popup.getByLabel('Username or email').fill('banned_bob');
    await popup.getByLabel('Password').fill('password1');
    await popup.getByRole('button', { name: 'Log in' }).last().click();
    await popup.getByText('You cannot log in').waitFor();
    await popup.getByText(/banned until/).waitFor();
    expect(await page.locator('meta[name="authorization"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works with the keyboard alone: from the header to the dialog, tabs by arrow keys, Escape closes', async () => {
    const { page, errors } = await openPage(browser.context, 'article.html');
    await mounted(page, 'login-popup');
    await mounted(page, 'auth');
    await page.evaluate(() => window.scrollTo(0, 0));

    // Tab from the top of the page to the header's "Log in" button.
    const focused = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim());
    for (let presses = 0; presses < 40 && (await focused()) !== 'Log in'; presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toBe('Log in');
    await page.keyboard.press('Enter');
    // The panel's form loads on this first open.
    await page.locator('.cw-login-popup__panel').getByRole('button', { name: 'Sign up' }).waitFor();
    for (let presses = 0; presses < 20 && (await focused()) !== 'Sign up'; presses++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('tab', { name: 'Sign up' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => dialog.getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the login dialog on a page address with showLoginModal=1', async () => {
    const page = await browser.context.newPage();
    await page.goto(siteUrl('games.html?showLoginModal=1'));
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.close();
  });

  it.each([390, 1280])(
    'names the signup page once and fills the room under the password with the meter at %i px',
    async (width) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 844 });
      await page.goto(siteUrl('signup.html'));
      const form = page.getByRole('form', { name: 'Create your account' });
      await form.getByLabel('Username').waitFor();
      expect(await page.getByRole('heading', { name: 'Create your account' }).count()).toBe(1);

      const password = await form.getByLabel('Password', { exact: true }).boundingBox();
      const caption = await form.getByText('Password strength', { exact: true }).boundingBox();
      const repeat = await form.getByText('Repeat password', { exact: true }).boundingBox();
      // The caption sits in the room between the password and the next field.
      expect(caption!.y).toBeGreaterThanOrEqual(password!.y + password!.height);
      expect(caption!.y + caption!.height).toBeLessThanOrEqual(repeat!.y);
      await page.close();
    },
  );
});
