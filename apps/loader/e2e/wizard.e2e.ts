import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** Tab presses allowed to reach a control from the top of the page (header, search, login). */
const MAX_TABS = 60;

/** What has the focus: `radio:Free spins`, `checkbox:Slots`, `button:Next`, `h2:Casinos for you`. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element?.closest('[data-widget="wizard"]')) return '';
    const input = element instanceof HTMLInputElement ? element : null;
    const kind = input ? input.type : element.tagName.toLowerCase();
    const name = (input ? input.closest('label')?.textContent : element.textContent) ?? '';
    return `${kind}:${name.trim()}`;
  });

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: string): Promise<void> {
  for (let press = 0; press < MAX_TABS; press += 1) {
    if ((await focused(page)) === target) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}; last focus ${await focused(page)}`);
}

const heading = (page: Page) => page.locator('[data-widget="wizard"] .cw-wizard__title');
const status = (page: Page) => page.locator('[data-widget="wizard"] [role="status"]');
const checked = (page: Page) =>
  page
    .locator('[data-widget="wizard"] input:checked')
    .evaluateAll((inputs) => inputs.map((input) => input.closest('label')?.textContent?.trim()));

/** The step shown, its heading focused and its count announced. */
async function onStep(page: Page, title: string, count: string) {
  await expect.poll(() => heading(page).textContent()).toBe(title);
  await expect.poll(() => focused(page)).toBe(`h2:${title}`);
  expect(await status(page).textContent()).toBe(count);
}

describe('the casino wizard on the demo', () => {
  it('is completed with the keyboard alone; Back keeps the answers; the result appears', async () => {
    const { page, errors } = await openPage(browser.context, 'wizard.html');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/frontendService/casinoWizard')) calls.push(request.url());
    });
    await page.locator('[data-widget="wizard"] [data-step="1"]').waitFor();
    expect(await status(page).textContent()).toBe('Step 1 of 3');
    expect(await seriousViolations(page)).toEqual([]);

    // Step 1: Next is reachable while disabled, and Enter on it marks the missing choice.
    await tabTo(page, 'radio:No deposit bonus');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button:Next');
    const nextButton = page.getByRole('button', { name: 'Next' });
    expect(await nextButton.getAttribute('aria-disabled')).toBe('true');
    expect(await nextButton.getAttribute('disabled')).toBeNull();
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Please choose a bonus type to go on.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    const [bonus] = await checked(page);
    expect(bonus).toBeTruthy();
    expect(await alert.count()).toBe(0);
    await tabTo(page, 'button:Next');
    await page.keyboard.press('Enter');

    // Step 2: several genres.
    await onStep(page, 'Which games do you play?', 'Step 2 of 3');
    await tabTo(page, 'checkbox:Slots');
    await page.keyboard.press('Space');
    await tabTo(page, 'checkbox:Live casino');
    await page.keyboard.press('Space');
    expect(await checked(page)).toEqual(['Slots', 'Live casino']);
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, 'button:Next');
    await page.keyboard.press('Enter');

    // Step 3, then the Back button and the browser's Back down to step 1.
    await onStep(page, 'What kind of casino suits you?', 'Step 3 of 3');
    await tabTo(page, 'radio:A new casino');
    await page.keyboard.press('Space');
    expect(await seriousViolations(page)).toEqual([]);
    await tabTo(page, 'button:Back');
    await page.keyboard.press('Enter');
    await onStep(page, 'Which games do you play?', 'Step 2 of 3');
    expect(await checked(page)).toEqual(['Slots', 'Live casino']);
    await page.goBack();
    await onStep(page, 'Which bonus do you like best?', 'Step 1 of 3');
    expect(await checked(page)).toEqual([bonus]);

    // Forward again with the keyboard: every answer is still there.
    await tabTo(page, 'button:Next');
    await page.keyboard.press('Enter');
    await onStep(page, 'Which games do you play?', 'Step 2 of 3');
    await tabTo(page, 'button:Next');
    await page.keyboard.press('Enter');
    await onStep(page, 'What kind of casino suits you?', 'Step 3 of 3');
    expect(await checked(page)).toEqual(['A new casino']);
    await tabTo(page, 'button:Show my casinos');
    await page.keyboard.press('Enter');

    // Step 4: the casinos that fit, cleaned and in the page.
    await onStep(page, 'Casinos for you', 'Your results');
    const result = page.locator('[data-wizard-result]');
    await result.locator('p').first().waitFor();
    expect(await result.textContent()).toMatch(/match(es)? your answers/);
    expect(await result.locator('[data-casino-id]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The browser's Back from the result, and a reload, keep step 3 and its answers.
    await page.goBack();
    await onStep(page, 'What kind of casino suits you?', 'Step 3 of 3');
    await page.reload();
    await page.locator('[data-widget="wizard"] [data-step="3"]').waitFor();
    expect(await checked(page)).toEqual(['A new casino']);
    // Forward after the reload: the result again, from its entry, without a new call.
    await page.goForward();
    await onStep(page, 'Casinos for you', 'Your results');
    await result.locator('[data-casino-id]').first().waitFor();
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a click on the disabled Next marks the error; a refused submit keeps the answers', async () => {
    const { page, errors } = await openPage(browser.context, 'wizard.html?scenario=code-8200');
    const nextButton = page.getByRole('button', { name: 'Next' });
    // A real click at the button, which Playwright would wait on for its aria-disabled.
    await nextButton.click({ force: true });
    expect(await page.getByRole('alert').textContent()).toBe(
      'Please choose a bonus type to go on.',
    );
    expect(await page.locator('[data-widget="wizard"] [data-invalid]').count()).toBe(1);
    await page.getByRole('radio', { name: 'Cashback' }).check();
    await nextButton.click();
    await page.getByRole('checkbox', { name: 'Poker' }).check();
    await nextButton.click();
    await page.getByRole('radio', { name: 'Pays in crypto' }).check();
    await page.getByRole('button', { name: 'Show my casinos' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The form contains errors.');
    expect(await checked(page)).toEqual(['Pays in crypto']);
    expect(await heading(page).textContent()).toBe('What kind of casino suits you?');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])('keeps every radio button and checkbox whole at $width px, long labels too', async (size) => {
    const { page, errors } = await openPage(browser.context, 'wizard.html');
    await page.setViewportSize(size);
    const wizard = page.locator('[data-widget="wizard"]');
    for (const step of [1, 2, 3]) {
      await wizard.locator(`[data-step="${step}"]`).waitFor();
      const inputs = wizard.locator('.cw-wizard__choice input');
      const boxes = await inputs.evaluateAll((all) =>
        all.map((input) => {
          const box = input.getBoundingClientRect();
          return [Math.round(box.width), Math.round(box.height)];
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      // All as large as the first (1.25rem square), however their labels wrap.
      expect(new Set(boxes.map((box) => box.join('x')))).toEqual(
        new Set([`${boxes[0]![1]}x${boxes[0]![1]}`]),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
      if (step === 3) break;
      await inputs.first().check();
      await page.getByRole('button', { name: 'Next' }).click();
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
