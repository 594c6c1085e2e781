import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser, siteUrl } from './browser';

const browser = sharedBrowser();
const PHONE = { width: 390, height: 844 };
/** SPEC §9 "scroll offset 90 px" (@casino/ui's SCROLL_OFFSET_PX): room for the fixed header. */
const SCROLL_OFFSET = 90;

const PAGE_NAV = '[data-casino-sections]';
const mounted = (page: Page) => page.locator('[data-casino-detail].cw-casino-detail').waitFor();

/** Puts the middle of the viewport 40 px into the element. */
const scrollToMiddle = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const element = document.querySelector(target)!;
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight / 2 + 40);
  }, selector);

/** The navigation's box and its links' boxes within it: what the visitor would see move. */
const navBoxes = (page: Page) =>
  page.locator(PAGE_NAV).evaluate((nav) => {
    const outer = nav.getBoundingClientRect();
    return [outer, ...[...nav.querySelectorAll('a')].map((link) => link.getBoundingClientRect())]
      .map((box) => [box.left - outer.left, box.top - outer.top, box.width, box.height])
      .map((numbers) => numbers.map(Math.round));
  });

const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('casino page, in-page navigation on a desktop', () => {
  it('marks the section at the viewport’s middle as the scroll goes', async () => {
    const { page, errors } = await openPage(browser.context, 'casino-detail.html');
    await mounted(page);
    const nav = page.getByRole('navigation', { name: 'On this page' });
    const current = async () =>
      nav.locator('a[aria-current="true"]').evaluateAll((links) => links.map((l) => l.textContent));

    // Scrolled again while polling: sliders and widgets coming into view change the heights.
    const at = async (selector: string) => {
      await scrollToMiddle(page, selector);
      return current();
    };
    await expect.poll(() => at('#casino-similar')).toEqual(['Similar casinos']);
    await expect.poll(() => at('#casino-review')).toEqual(['Review']);
    await expect.poll(() => at('#casino-news')).toEqual(['News']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(current).toEqual(['Overview']);

    // Chosen: scrolled below the header and the sticky navigation, focused, the tab kept.
    await nav.getByRole('link', { name: 'Similar casinos' }).click();
    await expect.poll(() => activeId(page)).toBe('casino-similar');
    const navHeight = await nav.evaluate((element) => element.getBoundingClientRect().height);
    await expect
      .poll(() =>
        page
          .locator('#casino-similar')
          .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBe(Math.round(SCROLL_OFFSET + navHeight));
    expect(await current()).toEqual(['Similar casinos']);
    // The address is the tabs' (`#tab=`): the link adds nothing to it.
    expect(await page.evaluate(() => location.hash)).toBe('');
    expect(await page.getByRole('tab', { name: 'Homepage' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('does not move when the widget mounts', async () => {
    const bare = await browser.context.newPage();
    // The server's HTML alone: no widget runs.
    await bare.route('**/widgets/**', (route) => route.abort());
    await bare.goto(siteUrl('casino-detail.html'));
    const before = await navBoxes(bare);
    await bare.close();

    const { page } = await openPage(browser.context, 'casino-detail.html');
    await mounted(page);
    await page.locator(`${PAGE_NAV} a[aria-current="true"]`).waitFor();
    expect(await navBoxes(page)).toEqual(before);
    await page.close();
  });
});

describe('casino page, stacked sections on a phone', () => {
  it('moves keyboard focus to a chosen section, below the header and the navigation', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('casino-detail.html'));
    await page.locator('[data-cw-tabs][data-layout="stacked"]').waitFor();
    // The page's own navigation is the desktop one; the stacked sections have theirs.
    expect(await page.locator(PAGE_NAV).isVisible()).toBe(false);
    const nav = page.locator('[data-cw-tablist][role="navigation"]');

    await nav.getByRole('button', { name: 'Reputation', exact: true }).click();
    const reputation = page.locator('[data-cw-tab-panel="reputation"]');
    await expect
      .poll(() => reputation.evaluate((element) => element === document.activeElement))
      .toBe(true);
    const navHeight = await nav.evaluate((element) => element.getBoundingClientRect().height);
    await expect
      .poll(() => reputation.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(Math.round(SCROLL_OFFSET + navHeight));
    expect(
      await nav
        .getByRole('button', { name: 'Reputation', exact: true })
        .getAttribute('aria-current'),
    ).toBe('true');

    // From the focused section, Tab goes on inside it.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[data-cw-tab-panel]')?.getAttribute('data-cw-tab-panel'),
      ),
    ).toBe('reputation');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps its arrows in view and scrolls the current and the focused entry into view', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('casino-detail.html'));
    await page.locator('[data-cw-tabs][data-layout="stacked"]').waitFor();
    const nav = page.locator('[data-cw-tablist][role="navigation"]');
    // The entries do not fit a phone: the strip scrolls sideways under its arrows.
    expect(await nav.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    /** Whether the entry shows whole, between the strip's start and its arrows. */
    const shownWhole = (name: string) =>
      nav.evaluate((list, label) => {
        const entry = [...list.querySelectorAll('[data-cw-tab]')].find(
          (candidate) => candidate.textContent?.trim() === label,
        )!;
        const arrow = list.querySelector('[aria-label="Previous section"]')!;
        const box = entry.getBoundingClientRect();
        const start = list.getBoundingClientRect().left;
        return box.left >= start - 1 && box.right <= arrow.getBoundingClientRect().left + 1;
      }, name);
    for (const name of ['Previous section', 'Next section']) {
      const box = (await nav.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await shownWhole('Homepage')).toBe(true);
    expect(await shownWhole('Discussion')).toBe(false);

    // By keyboard, as the tabs are: the arrow keys move along the entries.
    await nav.getByRole('button', { name: 'Homepage', exact: true }).focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
      'Discussion',
    );
    await expect.poll(() => shownWhole('Discussion')).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => shownWhole('Homepage')).toBe(true);

    // The entry of the section the visitor scrolls to comes into view.
    await scrollToMiddle(page, '[data-cw-tab-panel="discussion"]');
    await expect
      .poll(() =>
        nav.getByRole('button', { name: 'Discussion', exact: true }).getAttribute('aria-current'),
      )
      .toBe('true');
    await expect.poll(() => shownWhole('Discussion')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
