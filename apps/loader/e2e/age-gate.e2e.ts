import type { BrowserContext, Page, Route } from 'playwright-core';
import { freshContext, seriousViolations, siteUrl } from './browser';

// The age verification's chunk held back or failing: a fresh browser context per test, so no
// service worker stands between the page and the routes.
const AGE_VERIFY_CHUNK = /\/w\/age-verify\.js/;
const VERIFY_PATH = '/frontendService/age/verify';

/** 15 June 2026: the 18th birthday of someone born on 15 June 2008. */
const TODAY = new Date(2026, 5, 15, 12);
const SUMMARY_NAME = 'There is a problem';
const UNDER_AGE = 'You must be 18 or older to play this game.';

const stage = (page: Page) => page.locator('[data-age-verify-game]');
const frame = (page: Page) => stage(page).locator('iframe');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Verify your age' });
const mounted = (page: Page, widget: string) =>
  page
    .locator(`[data-widget="${widget}"][data-widget-state="mounted"]`)
    .waitFor({ state: 'attached' });

/** Sets the page hash and waits until the page's own listeners had it. */
const setHash = (page: Page, hash: string) =>
  page.evaluate(
    (next) =>
      new Promise<void>((resolve) => {
        window.addEventListener('hashchange', () => setTimeout(resolve), { once: true });
        location.hash = next;
      }),
    hash,
  );

async function fillAdult(page: Page, { year = '1990', month = 'March', day = '14' } = {}) {
  const form = dialog(page);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Building number').fill('12');
  await form.getByLabel('Street').fill('High Street');
  await form.getByLabel('Postal code').fill('AB1 2CD');
  await form.getByLabel('Year').selectOption(year);
  await form.getByLabel('Month').selectOption({ label: month });
  await form.getByLabel('Day').selectOption(day);
  await form.getByLabel('Secret word').fill('lighthouse');
}

/** The requests of the age verification call the page made. */
function verifyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === VERIFY_PATH) calls.push(request.url());
  });
  return calls;
}

describe('the game waits for the age verification', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await freshContext();
  });
  afterEach(() => context.close());

  it('holds play and #playGame while the age-verify chunk is late, and starts once verified', async () => {
    const page = await context.newPage();
    let release: (route: Route) => void = () => undefined;
    const held = new Promise<Route>((resolve) => (release = resolve));
    await page.route(AGE_VERIFY_CHUNK, (route) => release(route));
    await page.goto(siteUrl('game-detail.html#enableAgeVerify'));
    await mounted(page, 'game-page');
    const chunk = await held;
    expect(await page.locator('[data-widget="age-verify"]').getAttribute('data-widget-state')).toBe(
      null,
    );

    // The server rendered the game in sight (its page does not require verification); the
    // hash asks for it, and the code that would say so has not arrived.
    await stage(page).getByRole('button', { name: 'Play the free demo' }).click();
    expect(await frame(page).count()).toBe(0);
    await setHash(page, 'enableAgeVerify&playGame');
    expect(await frame(page).count()).toBe(0);

    await chunk.continue();
    await mounted(page, 'age-verify');
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    await verify.waitFor();
    expect(await stage(page).isVisible()).toBe(false);
    expect(await frame(page).count()).toBe(0);

    await verify.click();
    await fillAdult(page);
    await dialog(page).getByRole('button', { name: 'Verify my age' }).click();
    // The play the visitor asked for starts once the server accepted the birth date.
    await frame(page).waitFor({ state: 'attached' });
    expect(await stage(page).isVisible()).toBe(true);
    expect(await frame(page).count()).toBe(1);
    await page.close();
  });

  it('keeps the game closed and says why when the age-verify chunk fails to load', async () => {
    const page = await context.newPage();
    await page.route(AGE_VERIFY_CHUNK, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(siteUrl('game-detail.html'));
    await mounted(page, 'game-page');
    const note = page.getByRole('alert').filter({ hasText: 'The age verification could not load' });
    await note.waitFor();
    await stage(page).getByRole('button', { name: 'Play the free demo' }).click();
    await setHash(page, 'playGame');
    expect(await frame(page).count()).toBe(0);
    expect(await seriousViolations(page, '[data-game-gate-unavailable]')).toEqual([]);
    await page.close();
  });

  it('refuses a birth date one day short of 18 before any call, with the error summary', async () => {
    const page = await context.newPage();
    await page.clock.setFixedTime(TODAY);
    const calls = verifyCalls(page);
    await page.goto(siteUrl('game-detail.html#enableAgeVerify'));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await fillAdult(page, { year: '2008', month: 'June', day: '16' });
    const submit = dialog(page).getByRole('button', { name: 'Verify my age' });
    await submit.click();

    const summary = dialog(page).getByRole('alert', { name: SUMMARY_NAME });
    await summary.waitFor();
    expect(await summary.getByRole('link').allTextContents()).toEqual([UNDER_AGE]);
    expect(
      await summary.evaluate((element) => element.parentElement === document.activeElement),
    ).toBe(true);
    expect(await seriousViolations(page, '.cw-dialog')).toEqual([]);
    await summary.getByRole('link', { name: UNDER_AGE }).click();
    const year = dialog(page).getByLabel('Year');
    expect(await year.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await year.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => location.hash)).toBe('#enableAgeVerify');
    expect(calls).toEqual([]);

    // The 18th birthday itself passes, and the server (in the page, on the same clock) agrees.
    await dialog(page).getByLabel('Day').selectOption('15');
    await submit.click();
    await stage(page).waitFor({ state: 'visible' });
    expect(calls).toHaveLength(1);
    await page.close();
  });
});
