import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '@casino/browser-testing';
import { DEMO_EMAIL_LINK } from '@casino/mocks';
import {
  failOnPolicyViolations,
  freshContext,
  openPage,
  seriousViolations,
  siteUrl,
} from './browser';

const DAY_S = 86_400;
const SITE = 'site-modals.html';
/** The gates a page shows by itself, answered, so a test meets only what it looks at. */
const GATE_COOKIES = ['ageWarning', 'lawPopup', 'australianLawPopup', 'badgeReminder'];

let context: BrowserContext;
beforeEach(async () => {
  context = await freshContext();
});
afterEach(() => context.close());

async function answerGates(except: string[] = []): Promise<void> {
  const url = siteUrl();
  await context.addCookies(
    GATE_COOKIES.filter((name) => !except.includes(name)).map((name) => ({
      name,
      value: 'demo',
      url,
    })),
  );
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const alertDialog = (page: Page, name: string) => page.getByRole('alertdialog', { name });

/** The cookie's remaining life in days, from the browser's own cookie jar. */
async function daysLeft(name: string, now = Date.now()): Promise<number> {
  const cookie = (await context.cookies()).find((entry) => entry.name === name);
  if (!cookie) throw new Error(`No ${name} cookie`);
  return Math.round(((cookie.expires - now / 1000) / DAY_S) * 100) / 100;
}

/** The site modals bound: the widget mounted and the page's modals set up. */
async function ready(page: Page): Promise<void> {
  await page.locator('[data-widget="site-modals"][data-widget-state="mounted"]').waitFor({
    state: 'attached',
  });
  await page.locator('[data-cw-modal="badge-reminder"].cw-server-modal').waitFor({
    state: 'attached',
  });
}

describe('outbound links', () => {
  it('a warned /exit link opens in a new tab, another in the same tab', async () => {
    await answerGates();
    const { page, errors } = await openPage(context, SITE);
    await ready(page);
    const opened = context.waitForEvent('page');
    await page.locator('#exit-warned').click();
    const tab = await opened;
    await tab.waitForURL(/\/exit\/lucky-spin\?src=demo$/);
    expect(page.url()).toBe(siteUrl(SITE));
    await tab.close();
    expect(errors).toEqual([]);

    await page.locator('#exit-plain').click();
    await page.waitForURL(/\/exit\/royal-vegas\?src=demo$/);
    expect(context.pages()).toHaveLength(1);
  });

  describe("with the popup blocker on, as in a visitor's browser", () => {
    let blocking: { browser: Browser; close(): Promise<void> };
    beforeAll(async () => {
      blocking = await launchBrowser({ popupBlocking: true });
    });
    afterAll(() => blocking?.close());

    it('a warned link opens a new tab, and the guide stays', async () => {
      const visitor = await blocking.browser.newContext({ viewport: { width: 1280, height: 800 } });
      await failOnPolicyViolations(visitor);
      try {
        await visitor.addCookies(
          GATE_COOKIES.map((name) => ({ name, value: 'demo', url: siteUrl() })),
        );
        // The blocker is on: a tab the page asks for without a click is refused.
        await visitor.addInitScript(() => {
          if (!location.pathname.endsWith('site-modals.html')) return;
          (window as unknown as { refusedAtLoad: boolean }).refusedAtLoad =
            window.open('about:blank') === null;
        });
        const { page, errors } = await openPage(visitor, SITE);
        await ready(page);
        expect(
          await page.evaluate(
            () => (window as unknown as { refusedAtLoad: boolean }).refusedAtLoad,
          ),
        ).toBe(true);
        const opened = visitor.waitForEvent('page');
        await page.locator('#exit-warned').click();
        const tab = await opened;
        await tab.waitForURL(/\/exit\/lucky-spin\?src=demo$/);
        expect(page.url()).toBe(siteUrl(SITE));
        expect(errors).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  });

  it('a failing check opens the link anyway', async () => {
    await answerGates();
    const { page } = await openPage(context, `${SITE}?scenario=network-error`);
    await ready(page);
    await page.locator('#exit-warned').click();
    await page.waitForURL(/\/exit\/lucky-spin\?src=demo$/);
  });
});

describe('age warning', () => {
  it('is answered, not dismissed: Escape, the backdrop and Tab do not leave it', async () => {
    await answerGates(['ageWarning']);
    const { page, errors } = await openPage(context, SITE);
    const warning = alertDialog(page, 'Are you of legal age to gamble?');
    await warning.waitFor();
    await expect
      .poll(() => warning.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    expect(await warning.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await warning.isVisible()).toBe(true);
    // The page behind is inert: not reachable by pointer, keyboard or screen reader.
    const inert = () => page.locator('#exit-plain').evaluate((link) => !!link.closest('[inert]'));
    expect(await inert()).toBe(true);
    // Past its last stop forwards, then past its first backwards.
    for (let stop = 0; stop < 10; stop += 1) {
      await page.keyboard.press(stop < 5 ? 'Tab' : 'Shift+Tab');
      expect(await warning.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    expect(await seriousViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Yes, I am of legal age' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(await inert()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('refused shows its error; accepted is not shown again for 30 days', async () => {
    await answerGates(['ageWarning']);
    const started = Date.now();
    const { page, errors } = await openPage(context, SITE);
    const warning = alertDialog(page, 'Are you of legal age to gamble?');
    await warning.waitFor();
    expect(await seriousViolations(page, '[data-cw-modal="age-warning"]')).toEqual([]);
    await warning.getByRole('button', { name: 'No' }).click();
    await warning.getByRole('alert').getByText('you must be of legal age').waitFor();
    expect(await warning.isVisible()).toBe(true);

    await warning.getByRole('button', { name: 'Yes, I am of legal age' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(await daysLeft('ageWarning', started)).toBeCloseTo(30, 1);
    await page.reload();
    await ready(page);
    expect(await warning.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('accepted 30 days ago (a clock moved back) it shows again', async () => {
    await answerGates(['ageWarning']);
    const page = await context.newPage();
    // Accepting on a clock 30 days and a minute behind gives a cookie that has just expired.
    await page.clock.install({ time: Date.now() - 30 * DAY_S * 1000 - 60_000 });
    await page.goto(siteUrl(SITE));
    const warning = alertDialog(page, 'Are you of legal age to gamble?');
    await warning.getByRole('button', { name: 'Yes, I am of legal age' }).click();
    await warning.waitFor({ state: 'hidden' });
    const later = await context.newPage();
    await later.goto(siteUrl(SITE));
    await alertDialog(later, 'Are you of legal age to gamble?').waitFor();
  });

  it('accepted 29 days ago it stays away', async () => {
    await answerGates(['ageWarning']);
    const page = await context.newPage();
    await page.clock.install({ time: Date.now() - 29 * DAY_S * 1000 });
    await page.goto(siteUrl(SITE));
    const warning = alertDialog(page, 'Are you of legal age to gamble?');
    await warning.getByRole('button', { name: 'Yes, I am of legal age' }).click();
    await warning.waitFor({ state: 'hidden' });
    const later = await context.newPage();
    await later.goto(siteUrl(SITE));
    await ready(later);
    expect(await alertDialog(later, 'Are you of legal age to gamble?').isVisible()).toBe(false);
  });
});

describe('badge reminder', () => {
  it('shown once on load: 7 days, not shown on the next page', async () => {
    await answerGates(['badgeReminder']);
    const { page } = await openPage(context, SITE);
    const reminder = dialog(page, 'Collect your badges');
    await reminder.waitFor();
    expect(await daysLeft('badgeReminder')).toBeCloseTo(7, 1);
    await page.reload();
    await ready(page);
    expect(await reminder.isVisible()).toBe(false);
  });

  it('closed: 7 days from the close', async () => {
    await answerGates(['badgeReminder']);
    const { page } = await openPage(context, SITE);
    const reminder = dialog(page, 'Collect your badges');
    await reminder.getByRole('button', { name: 'Later' }).click();
    await reminder.waitFor({ state: 'hidden' });
    expect(await daysLeft('badgeReminder')).toBeCloseTo(7, 1);
    expect((await context.cookies()).find((c) => c.name === 'badgeReminder')?.value).toBe('shown');
  });

  it("don't show again: 132 days", async () => {
    await answerGates(['badgeReminder']);
    const { page } = await openPage(context, SITE);
    const reminder = dialog(page, 'Collect your badges');
    await reminder.getByRole('button', { name: "Don't show again" }).click();
    await reminder.waitFor({ state: 'hidden' });
    expect(await daysLeft('badgeReminder')).toBeCloseTo(132, 1);
    expect((await context.cookies()).find((c) => c.name === 'badgeReminder')?.value).toBe('never');
  });
});

describe('law popups', () => {
  it('show one after the other on load and stay away 2 days once closed', async () => {
    await answerGates(['lawPopup', 'australianLawPopup']);
    const { page } = await openPage(context, SITE);
    await dialog(page, 'Gambling law in your country')
      .getByRole('button', { name: 'I understand' })
      .click();
    const australian = dialog(page, 'Online casinos and Australian law');
    await australian.getByRole('button', { name: 'I understand' }).click();
    await australian.waitFor({ state: 'hidden' });
    expect(await daysLeft('lawPopup')).toBeCloseTo(2, 1);
    expect(await daysLeft('australianLawPopup')).toBeCloseTo(2, 1);
  });
});

describe('language settings', () => {
  it('a language link of another domain redirects where the server says', async () => {
    await answerGates();
    await context.route('https://de.casino-guide.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Casino Guide DE</title>' }),
    );
    const { page, errors } = await openPage(context, SITE);
    await ready(page);
    await page.getByRole('link', { name: 'Language: English' }).click();
    const popup = dialog(page, 'Language settings');
    await popup.getByRole('combobox', { name: 'Site language' }).waitFor();
    expect(await seriousViolations(page, '[data-cw-modal="language-settings"]')).toEqual([]);
    await popup.getByRole('link', { name: 'Deutsch (Deutschland)' }).click();
    await page.waitForURL('https://de.casino-guide.example/?lang=de&country=DE');
    expect(errors).toEqual([]);
  });

  it('a failing popup goes to the link of its own address', async () => {
    await answerGates();
    const { page } = await openPage(context, `${SITE}?scenario=server-error`);
    await ready(page);
    await page.getByRole('link', { name: 'Language: English' }).click();
    await page.waitForURL(/\/language-settings$/);
  });
});

describe('newsletter emails', () => {
  it('unsubscribe from the email link clears every setting', async () => {
    const { page, errors } = await openPage(context, DEMO_EMAIL_LINK);
    const settings = page.getByRole('region', { name: 'Your newsletter settings' });
    await settings.getByRole('checkbox', { name: 'Game picks' }).waitFor();
    expect(await settings.getByRole('checkbox', { checked: true }).count()).toBe(3);
    await page.getByRole('button', { name: 'Unsubscribe from all emails' }).click();
    await page.getByText('You are unsubscribed from every newsletter.').waitFor();
    expect(await settings.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('saves the settings, and shows the server message of a failure', async () => {
    const { page } = await openPage(context, DEMO_EMAIL_LINK);
    await page.getByRole('checkbox', { name: 'Gambling news' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Your newsletter settings are saved.').waitFor();
    const failing = await context.newPage();
    await failing.goto(siteUrl(`${DEMO_EMAIL_LINK}&scenario=server-error`));
    await failing.getByRole('button', { name: 'Save settings' }).click();
    await failing.getByRole('alert').waitFor();
    expect(
      await failing.getByRole('button', { name: 'Save settings' }).getAttribute('aria-busy'),
    ).toBeNull();
  });
});

describe('every site modal', () => {
  const BY_ID: [string, string][] = [
    ['redirect-popup', 'You were redirected'],
    ['responsible-gaming', 'Play responsibly'],
    ['login-check', 'Your verification expired'],
    ['newsletter-confirmation', 'You are subscribed'],
    ['language-selection', 'Choose a language'],
    ['language-chooser', 'Which language is your text in?'],
    ['country-selection', 'Choose your country'],
    ['law-popup', 'Gambling law in your country'],
    ['australian-law-popup', 'Online casinos and Australian law'],
    ['badge-reminder', 'Collect your badges'],
  ];

  it('opens by id from the keyboard, has no serious axe violation and gives focus back', async () => {
    await answerGates();
    const { page, errors } = await openPage(context, SITE);
    await ready(page);
    for (const [id, name] of BY_ID) {
      const opener = page.locator(`[data-cw-open-modal="${id}"]`);
      await opener.focus();
      await page.keyboard.press('Enter');
      const modal = dialog(page, name);
      await modal.waitFor();
      await expect
        .poll(() => modal.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      expect(await seriousViolations(page, `[data-cw-modal="${id}"]`)).toEqual([]);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('the login check closes on a 200 answer and shows the message of another', async () => {
    await answerGates();
    const { page } = await openPage(context, SITE);
    await ready(page);
    await page.locator('[data-cw-open-modal="login-check"]').click();
    const modal = dialog(page, 'Your verification expired');
    await modal.getByLabel('Password').fill('wrong');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await modal.getByRole('alert').getByText('The password does not match').waitFor();
    await modal.getByLabel('Password').fill('password1');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('the country selection searches countries and saves the chosen one', async () => {
    await answerGates();
    const { page } = await openPage(context, SITE);
    await ready(page);
    await page.locator('[data-cw-open-modal="country-selection"]').click();
    const modal = dialog(page, 'Choose your country');
    await modal.getByRole('combobox', { name: 'Your country' }).fill('Germ');
    await modal.getByRole('option', { name: 'Germany' }).click();
    expect(await modal.locator('input[name="countryCode"]').inputValue()).toBe('DE');
    expect(await seriousViolations(page, '[data-cw-modal="country-selection"]')).toEqual([]);
    await modal.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/site-modals\.html\?lang=en&country=DE$/);
  });

  it('the newsletter and social flash messages open by id', async () => {
    await answerGates();
    const { page } = await openPage(context, SITE);
    await ready(page);
    await page.locator('[data-cw-open-modal="social-flash"]').click();
    await page.getByText('Enjoying the guide?').waitFor();
    await page.locator('[data-cw-open-modal="newsletter-flash"]').click();
    await page.getByText('Get the best bonuses first:').waitFor();
  });
});
