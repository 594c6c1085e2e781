import type { Page } from 'playwright-core';
import { AGE_VERIFY_MESSAGES, AGE_VERIFY_UNKNOWN_POSTAL_CODE } from '@casino/mocks';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/** More than the page has before the link: the header, the game and the overlay. */
const MAX_TAB_STOPS = 40;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your age' });
const game = (page: Page) => page.locator('[data-age-verify-game]');
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return '';
    return (
      active.getAttribute('aria-label') ??
      (active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null) ??
      active.textContent ??
      ''
    ).trim();
  });

/** Whether the element is inside the viewport (it may need the dialog scrolled to it). */
const inViewport = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const box = document.querySelector(target)!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);

async function fill(page: Page, postalCode: string) {
  const form = dialog(page);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Building number').fill('12');
  await form.getByLabel('Street').fill('High Street');
  await form.getByLabel('Postal code').fill(postalCode);
  await form.getByLabel('Year').selectOption('1990');
  await form.getByLabel('Month').selectOption({ label: 'February' });
  await form.getByLabel('Day').selectOption('28');
  await form.getByLabel('Secret word').fill('lighthouse');
}

describe('age verification on the game page', () => {
  it.each(Object.entries(SIZES))(
    'fails with the server message, then succeeds and reveals the game (%s)',
    async (_, size) => {
      const { page: gamePage, errors } = await openPage(
        browser.context,
        'game-detail.html#enableAgeVerify',
      );
      await gamePage.setViewportSize(size);
      const verify = gamePage.getByRole('button', { name: 'Verify' });
      await verify.waitFor();
      expect(await game(gamePage).isVisible()).toBe(false);
      expect(await dialog(gamePage).count()).toBe(0);
      expect(await seriousViolations(gamePage, '[data-age-verify-overlay]')).toEqual([]);

      await verify.click();
      await dialog(gamePage).waitFor();
      const submit = dialog(gamePage).getByRole('button', { name: 'Verify my age' });
      // Leaving the first field for the button checks the whole form, nothing is sent: the
      // error summary takes the focus, a link to each problem.
      await submit.click();
      const summary = dialog(gamePage).getByRole('alert', { name: 'There is a problem' });
      await summary.waitFor();
      await expect.poll(() => focused(gamePage)).toMatch(/^There is a problem/);
      await summary.getByRole('link', { name: 'Enter your last name.' }).click();
      await expect.poll(() => focused(gamePage)).toBe('Last name');
      await fill(gamePage, AGE_VERIFY_UNKNOWN_POSTAL_CODE);
      await submit.click();
      const alert = dialog(gamePage).getByRole('alert');
      await expect.poll(() => alert.textContent()).toBe(AGE_VERIFY_MESSAGES.unknownAddress);
      expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await dialog(gamePage).getByLabel('First name').inputValue()).toBe('Ada');
      expect(await seriousViolations(gamePage, '.cw-dialog')).toEqual([]);

      await dialog(gamePage).getByLabel('Postal code').fill('AB1 2CD');
      await submit.click();
      await game(gamePage).waitFor({ state: 'visible' });
      expect(await dialog(gamePage).count()).toBe(0);
      expect(await verify.count()).toBe(0);
      expect(await game(gamePage).evaluate((element) => element === document.activeElement)).toBe(
        true,
      );
      expect(await gamePage.evaluate(() => location.hash)).toBe('');
      expect(await seriousViolations(gamePage)).toEqual([]);
      expect(errors).toEqual([]);
      await gamePage.close();
    },
  );

  it('works with the keyboard alone, with the submit button in reach on a phone', async () => {
    const { page, errors } = await openPage(browser.context, 'game-detail.html');
    await page.setViewportSize(SIZES.phone);
    // Tab from the top of the page to its own link that asks for the overlay.
    await page.getByRole('link', { name: 'Verify your age' }).waitFor();
    for (
      let stop = 0;
      stop < MAX_TAB_STOPS && (await focused(page)) !== 'Verify your age';
      stop += 1
    )
      await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Verify your age');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Verify');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expect.poll(() => focused(page)).toBe('First name');

    // Escape closes the dialog and gives focus back to Verify; the typed text stays.
    await page.keyboard.type('Ada');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('Verify');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('First name');
    expect(await dialog(page).getByLabel('First name').inputValue()).toBe('Ada');

    const steps: [string, string][] = [
      ['Last name', 'Lovelace'],
      ['Building number', '12'],
      ['Building name', ''],
      ['Street', 'High Street'],
      ['Postal code', AGE_VERIFY_UNKNOWN_POSTAL_CODE],
      ['Year', '1990'],
      ['Month', 'March'],
      ['Day', '14'],
      ['Secret word', 'lighthouse'],
    ];
    for (const [label, typed] of steps) {
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe(label);
      if (typed) await page.keyboard.type(typed);
    }
    expect(await dialog(page).getByLabel('Year').inputValue()).toBe('1990');
    expect(await dialog(page).getByLabel('Month').inputValue()).toBe('3');
    expect(await dialog(page).getByLabel('Day').inputValue()).toBe('14');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Verify my age');
    expect(await inViewport(page, '.cw-av__submit')).toBe(true);
    await page.keyboard.press('Enter');
    const alert = dialog(page).getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe(AGE_VERIFY_MESSAGES.unknownAddress);
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);

    // Back to the postal code, corrected, and on to the submit button.
    for (let stop = 0; stop < 5; stop += 1) await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toBe('Postal code');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('AB1 2CD');
    for (let stop = 0; stop < 5; stop += 1) await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Verify my age');
    await page.keyboard.press('Enter');
    await game(page).waitFor({ state: 'visible' });
    await expect.poll(() => focused(page)).toContain('free demo');
    expect(errors).toEqual([]);
    await page.close();
  });
});
