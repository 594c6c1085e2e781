import type { Page } from 'playwright-core';
import { openPage, scrollThrough, seriousViolations, sharedBrowser, siteUrl } from './browser';

const browser = sharedBrowser();
const PHONE = { width: 390, height: 844 };

const calls = (requests: string[], path: string) =>
  requests.filter((url) => new URL(url).pathname === `/frontendService/${path}`);

/** The casino page at a phone's size, recording what it asks for. */
async function openOnPhone(file: string) {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push(request.url()));
  await page.setViewportSize(PHONE);
  await page.goto(siteUrl(file));
  return { page, errors, requests };
}

const scrollToCenter = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const element = document.querySelector(target)!;
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight / 2 + 40);
  }, selector);

describe('casino detail page, desktop', () => {
  it('opens at #tab=bonuses with the bonuses loaded once, and the tabs work by keyboard', async () => {
    const { page, errors, requests } = await openPage(
      browser.context,
      'casino-detail.html#tab=bonuses',
    );
    const bonuses = page.getByRole('tab', { name: 'Bonuses' });
    await expect.poll(() => bonuses.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel', { name: 'Bonuses' });
    await panel.locator('[data-casino-bonuses]').waitFor();
    // The bonuses' outbound links keep their /exit address.
    expect(await panel.getByRole('link').first().getAttribute('href')).toMatch(/^\/exit\//);
    expect(await page.locator('[data-visit-main]').getAttribute('href')).toBe('/exit/casino-1');

    await bonuses.focus();
    await page.keyboard.press('ArrowLeft');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Homepage' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.keyboard.press('ArrowRight');
    await panel.locator('[data-casino-bonuses]').waitFor();
    expect(calls(requests, 'casinoBonusesService')).toHaveLength(1);
    // The sticky visit button is for phones only.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.locator('[data-visit-sticky]').isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('unfair terms are collapsed, load once, expand, then toggle (by keyboard too)', async () => {
    const { page, errors, requests } = await openPage(browser.context, 'casino-detail.html');
    const limits = page.getByRole('button', { name: 'Winnings limits' });
    await page.locator('[data-casino-detail].cw-casino-detail').waitFor();
    expect(await limits.getAttribute('aria-expanded')).toBe('false');
    await limits.focus();
    await page.keyboard.press('Enter');
    const text = page.getByText(/withhold winnings/);
    await text.waitFor();
    await page.keyboard.press('Enter');
    await text.waitFor({ state: 'hidden' });
    await page.keyboard.press('Space');
    await text.waitFor();
    expect(calls(requests, 'termsAndConditionContent')).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters the complaints by status and opens the payment providers popup', async () => {
    const { page, errors, requests } = await openPage(
      browser.context,
      'casino-detail.html#tab=reputation',
    );
    const open = page.getByRole('button', { name: 'Open', exact: true });
    await page.locator('[data-casino-detail].cw-casino-detail').waitFor();
    await open.click();
    await expect.poll(() => open.getAttribute('aria-pressed')).toBe('true');
    const statuses = () =>
      page
        .locator('[data-complaints] [data-complaint]')
        .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.status));
    await expect.poll(async () => [...new Set(await statuses())]).toEqual(['OPEN']);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(async () => new Set(await statuses()).size).toBeGreaterThan(1);
    const asked = calls(requests, 'casinoDetailComplaints').map((url) =>
      new URL(url).searchParams.get('complaintStatus'),
    );
    expect(asked).toEqual(['OPEN', null]);

    await page.getByRole('button', { name: 'Payment methods' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment methods' });
    await dialog.getByRole('listitem').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('casino detail page, a post in the hash', () => {
  it('opens the discussion and scrolls to the post of #post=', async () => {
    const { page: first } = await openPage(browser.context, 'casino-detail.html#tab=discussion');
    const posts = first.locator('[data-cw-tab-panel="discussion"] [data-posts] [data-post-id]');
    await posts.first().waitFor();
    const postId = await posts.last().getAttribute('data-post-id');
    await first.close();

    const { page, errors } = await openPage(browser.context, `casino-detail.html#post=${postId}`);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Discussion' }).getAttribute('aria-selected'))
      .toBe('true');
    const post = page.locator(`[data-post-id="${postId}"]`);
    await post.waitFor();
    await expect
      .poll(() => post.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(90);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('casino detail page, phone', () => {
  it('stacks the sections, loads the bonuses at once, and the navigation follows the scroll', async () => {
    const { page, errors, requests } = await openOnPhone('casino-detail.html');
    const nav = page.locator('[data-cw-tablist][role="navigation"]');
    await page.locator('[data-cw-tabs][data-layout="stacked"]').waitFor();
    await page.locator('[data-cw-tab-panel="bonuses"] [data-casino-bonuses]').waitFor();
    expect(calls(requests, 'casinoBonusesService')).toHaveLength(1);
    expect(await page.getByRole('tab').count()).toBe(0);
    for (const name of ['homepage', 'bonuses', 'reputation', 'reviews', 'discussion'])
      expect(await page.locator(`[data-cw-tab-panel="${name}"]`).isVisible()).toBe(true);

    const current = (name: string) =>
      nav.getByRole('button', { name, exact: true }).getAttribute('aria-current');
    await scrollToCenter(page, '[data-cw-tab-panel="reputation"]');
    await expect.poll(() => current('Reputation')).toBe('true');
    expect(await current('Homepage')).toBeNull();

    await nav.getByRole('button', { name: 'Previous section' }).click();
    await expect.poll(() => current('Bonuses')).toBe('true');
    await nav.getByRole('button', { name: 'Bonuses', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => current('Reputation')).toBe('true');
    // The section jumped to is the one at the viewport's middle once the scroll ends.
    await expect
      .poll(() =>
        page
          .locator('[data-cw-tab-panel="reputation"]')
          .evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2),
      )
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the casino’s user reviews once, with one sort control, and every section’s heading', async () => {
    const { page, errors } = await openOnPhone('casino-detail.html');
    await page.locator('[data-cw-tabs][data-layout="stacked"]').waitFor();
    await scrollThrough(page);
    await page.locator('[data-cw-tab-panel="bonuses"] [data-casino-bonuses]').waitFor();
    await page.locator('[data-widget="casino-reviews"][data-widget-state="mounted"]').waitFor();
    const visible = (selector: string) =>
      page.evaluate(
        (target) =>
          [...document.querySelectorAll(target)].filter((element) => element.checkVisibility())
            .length,
        selector,
      );
    const royalSpins = await page.locator('[data-cw-tab-panel="reviews"] [data-review]').count();
    expect(await visible('[data-review-stats]')).toBe(1);
    expect(await visible('[data-review]')).toBe(royalSpins);
    const sections = page.locator('[data-cw-tabs]');
    const sortControls = sections
      .getByRole('combobox', { name: /sort/i })
      .or(sections.getByRole('button', { name: /^sort by/i }));
    expect(await sortControls.filter({ visible: true }).count()).toBe(1);
    for (const name of ['homepage', 'bonuses', 'reputation', 'reviews', 'discussion'])
      expect(await page.locator(`[data-cw-tab-panel="${name}"] > h2:first-child`).isVisible()).toBe(
        true,
      );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the sticky visit button once the main one leaves the viewport', async () => {
    const { page, errors } = await openOnPhone('casino-detail.html#tab=reviews');
    const sticky = page.locator('[data-visit-sticky]');
    await page.locator('[data-cw-tabs][data-layout="stacked"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => sticky.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => sticky.isVisible()).toBe(true);
    expect(await sticky.getAttribute('href')).toBe('/exit/casino-1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => sticky.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
