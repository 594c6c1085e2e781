import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser, siteUrl, sortByName } from './browser';

const browser = sharedBrowser();

const mounted = (page: Page) =>
  page
    .locator('[data-widget="filters"][data-widget-state="mounted"]')
    .waitFor({ state: 'attached' });
const idle = (page: Page) =>
  page.locator('[data-list-page][data-list-status="idle"]').waitFor({ state: 'attached' });
const hash = (page: Page) => page.evaluate(() => location.hash);
const historyLength = (page: Page) => page.evaluate(() => history.length);
const cards = (page: Page) =>
  page.locator('[data-list-results] [data-list-items] [data-card]').count();

describe('filters on the demo list pages', () => {
  it('filters, sorts, pages and loads more, keeping the state in the hash without history entries', async () => {
    const { page, errors } = await openPage(browser.context, 'casinos.html');
    await mounted(page);
    const length = await historyLength(page);

    await sortByName(page);
    // The demo's backend answers in the page: no worker (see deployable.e2e.ts).
    expect(page.workers()).toHaveLength(0);

    // Sorted by name, the whole catalogue fills more than a page: the link is there.
    await idle(page);
    const before = await cards(page);
    const more = page.locator('[data-list-results] a[data-load-more]');
    await expect(more.count()).resolves.toBe(1);
    await more.click();
    await expect.poll(() => cards(page)).toBeGreaterThan(before);

    await page.locator('[data-list-results] [data-page-link="2"]').first().click();
    await expect.poll(() => hash(page)).toBe('#page=2&sort_by=name');
    await expect
      .poll(() => page.locator('[data-list-results]').getAttribute('data-page'))
      .toBe('2');

    await page.locator('input[name="reputation"][value="green"]').check();
    await expect.poll(() => hash(page)).toBe('#reputation=green&sort_by=name');
    await page.getByRole('button', { name: /Remove filter/ }).waitFor();
    await idle(page);
    expect(await historyLength(page)).toBe(length);

    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the game sliders as sliders, loads more slides into one, and renews them on a change', async () => {
    const { page, errors } = await openPage(browser.context, 'games.html');
    await mounted(page);
    const slider = page.getByRole('region', { name: 'Top rated' });
    // Bound by the page helpers as it entered the page (one screen of slides: no controls).
    await page.locator('[data-list-carousel="top-rated"].cw-carousel').waitFor();
    const slides = () => slider.locator('[data-carousel-slide]').count();
    const before = await slides();
    await slider.locator('a[data-load-more]').click();
    await expect.poll(slides).toBeGreaterThan(before);
    // The slider is bound again over all its slides: the last can be reached.
    await expect
      .poll(() => slider.getByRole('group', { name: new RegExp(`of ${before + 6}$`) }).count())
      .toBe(before + 6);
    await slider.getByRole('button', { name: 'Next slide' }).click();
    expect(await slider.getByRole('button', { name: 'Previous slide' }).isEnabled()).toBe(true);

    await page.locator('[data-list-tab="table"]').click();
    await idle(page);
    await expect.poll(slides).toBe(6);
    await page.locator('[data-list-carousel="live"].cw-carousel').waitFor();
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows a 500-card answer a screen at a time: scrolling or tabbing to the last card brings the next ones', async () => {
    const { page, errors } = await openPage(
      browser.context,
      'casinos.html?catalogue=500#paginate_by=500',
    );
    await mounted(page);
    await page.locator('[data-list-results][data-page-size="500"]').waitFor({ state: 'attached' });
    await idle(page);
    const first = await cards(page);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(100);
    expect(await page.locator('[data-list-results]').getAttribute('aria-busy')).toBeNull();

    // Near the last card (within a viewport), the next batch comes.
    await page
      .locator('[data-list-results] [data-list-items] > [data-card]')
      .last()
      .scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page)).toBeGreaterThan(first);

    // Tab from the last card present goes on into the next batch.
    const shown = await cards(page);
    const lastLink = page
      .locator('[data-list-results] [data-list-items] > [data-card]')
      .last()
      .locator('a')
      .last();
    await lastLink.focus();
    await expect.poll(() => cards(page)).toBeGreaterThan(shown);
    await page.keyboard.press('Tab');
    const focusedCard = await page.evaluate(() => {
      const card = document.activeElement?.closest('[data-card]');
      return card ? [...card.parentElement!.children].indexOf(card) : -1;
    });
    expect(focusedCard).toBeGreaterThanOrEqual(shown);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('opens the mobile filter menu with one history entry; Back closes it, Forward reopens it', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(siteUrl('bonuses.html'));
    await mounted(page);
    const length = await historyLength(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Filters' });
    await menu.locator('[data-filters]').waitFor();
    expect(await historyLength(page)).toBe(length + 1);

    await menu.locator('input[name="country"][value="DE"]').check();
    await expect.poll(() => hash(page)).toContain('country=DE');
    expect(await historyLength(page)).toBe(length + 1);

    await page.goBack();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Filters', exact: true }).getAttribute('aria-expanded'),
      )
      .toBe('false');
    expect(await hash(page)).toContain('country=DE');
    await page.goForward();
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Filters', exact: true }).getAttribute('aria-expanded'),
      )
      .toBe('true');
    await page.close();
  });

  it('shows the hash state of a page opened with one, and again after Back and Forward', async () => {
    const { page, errors } = await openPage(browser.context, 'games.html#sort_by=name&tab=slots');
    await mounted(page);
    await idle(page);
    const check = async () => {
      await expect
        .poll(() => page.locator('[data-list-tab="slots"]').getAttribute('aria-selected'))
        .toBe('true');
      expect(await page.locator('select[data-list-sort]').inputValue()).toBe('name');
      expect(await page.locator('[data-list-results]').getAttribute('data-tab')).toBe('slots');
    };
    await check();
    await page.goto(siteUrl('casinos.html'));
    await page.goBack();
    await mounted(page);
    await idle(page);
    await check();
    await page.goForward();
    await expect.poll(() => page.evaluate(() => location.pathname)).toMatch(/casinos\.html$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([390, 1280])(
    'marks the chosen tab and page by more than colour, sizes the sort as a field and keeps a call to action on one line at %i px',
    async (width) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await page.goto(siteUrl('casinos.html'));
      await mounted(page);
      const look = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const style = getComputedStyle(element);
            return {
              weight: Number(style.fontWeight),
              shadow: style.boxShadow,
              background: style.backgroundColor,
            };
          });
      const chosenTab = await look('[data-list-tab][aria-selected="true"]');
      const otherTab = await look('[data-list-tab][aria-selected="false"]');
      expect(chosenTab.weight).toBeGreaterThan(otherTab.weight);
      expect(chosenTab.shadow).not.toBe(otherTab.shadow);
      const currentPage = await look('[data-list-results] [data-page-link][aria-current="page"]');
      const otherPage = await look('[data-list-results] [data-page-link]:not([aria-current])');
      expect(currentPage.weight).toBeGreaterThan(otherPage.weight);
      expect(currentPage.background).not.toBe(otherPage.background);

      const sort = await page.locator('select[data-list-sort]').boundingBox();
      expect(sort!.height).toBeGreaterThanOrEqual(44);
      const visit = page.locator('[data-card="casino"] a.cg-button').first();
      const visitText = await visit.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return { lines: range.getClientRects().length, text: link.textContent };
      });
      expect(visitText).toEqual({ lines: 1, text: 'Visit casino' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
        true,
      );
      await page.close();
    },
  );
});
