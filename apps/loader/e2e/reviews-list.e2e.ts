import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();
/** The least room between one review's actions and the next review (two rem halves). */
const REVIEW_GAP_PX = 24;

const mounted = (page: Page, widget: string) =>
  page
    .locator(`[data-widget="${widget}"][data-widget-state="mounted"]`)
    .waitFor({ state: 'attached' });
const idle = (page: Page) =>
  page.locator('[data-reviews][aria-busy="false"]').waitFor({ state: 'attached' });
const reviews = (page: Page) => page.locator('[data-reviews] [data-review]');
const attributeOfAll = (page: Page, name: string) =>
  reviews(page).evaluateAll(
    (items, attribute) => items.map((item) => item.getAttribute(attribute)),
    name,
  );

describe('review lists on the demo pages', () => {
  it('filters by casino, sorts and loads more on reviews.html', async () => {
    const { page, errors } = await openPage(browser.context, 'reviews.html');
    await mounted(page, 'reviews-list');

    const casino = page.getByLabel('Casino');
    const value = await casino.locator('option').nth(1).getAttribute('value');
    await casino.selectOption(value!);
    await idle(page);
    await expect
      .poll(() => page.locator('[data-reviews]').getAttribute('data-casino-id'))
      .toBe(value);
    expect(new Set(await attributeOfAll(page, 'data-casino-id'))).toEqual(new Set([value]));

    await casino.selectOption('');
    await page.getByRole('button', { name: /^Sort by:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Lowest rated' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Sort by:/ }).textContent())
      .toContain('Lowest rated');
    await expect
      .poll(() => page.locator('[data-reviews]').getAttribute('data-sort'))
      .toBe('lowest-rated');
    await idle(page);
    const stars = (await attributeOfAll(page, 'data-stars')).map(Number);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/review/);

    const before = await reviews(page).count();
    await page.locator('a[data-load-more]').click();
    await expect.poll(() => reviews(page).count()).toBeGreaterThan(before);

    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps the casino and the order through a reload and the page links', async () => {
    const { page, errors } = await openPage(browser.context, 'reviews.html');
    await mounted(page, 'reviews-list');
    const casino = page.getByLabel('Casino');
    const value = (await casino.locator('option').nth(1).getAttribute('value'))!;
    await casino.selectOption(value);
    await page.getByRole('button', { name: /^Sort by:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Oldest first' }).click();
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe(`#casino_id=${value}&sort_by=oldest`);
    await idle(page);

    await page.reload();
    await mounted(page, 'reviews-list');
    expect(await page.getByLabel('Casino').inputValue()).toBe(value);
    await expect
      .poll(() => page.getByRole('button', { name: /^Sort by:/ }).textContent())
      .toContain('Oldest first');
    await expect
      .poll(() => page.locator('[data-reviews]').getAttribute('data-casino-id'))
      .toBe(value);
    expect(new Set(await attributeOfAll(page, 'data-casino-id'))).toEqual(new Set([value]));
    expect(await page.locator('[data-reviews]').getAttribute('data-sort')).toBe('oldest');
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe(`#casino_id=${value}&sort_by=oldest`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('pages through the reviews in the chosen order with page links that carry it', async () => {
    const { page, errors } = await openPage(browser.context, 'reviews.html#sort_by=oldest');
    await mounted(page, 'reviews-list');
    await expect
      .poll(() => page.locator('[data-reviews]').getAttribute('data-sort'))
      .toBe('oldest');
    await idle(page);
    const second = page.locator('[data-reviews] a[data-page-link="2"]');
    expect(await second.getAttribute('href')).toMatch(/#sort_by=oldest&page=2$/);
    const dates = () =>
      page
        .locator('[data-reviews] [data-review] time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    const first = await attributeOfAll(page, 'data-review-id');
    const firstDates = await dates();
    await second.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#sort_by=oldest&page=2');
    await expect.poll(() => page.locator('[data-pagination]').getAttribute('data-page')).toBe('2');
    const next = await attributeOfAll(page, 'data-review-id');
    expect(next.some((id) => first.includes(id))).toBe(false);
    // Oldest first: page 2 goes on where page 1 ended.
    expect([...(await dates())].sort()[0]! >= [...firstDates].sort().at(-1)!).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads more of a member’s reviews on user-reviews.html until the end', async () => {
    const { page, errors } = await openPage(browser.context, 'user-reviews.html');
    await mounted(page, 'user-reviews');
    const more = page.locator('a[data-load-more]');
    expect(await more.count()).toBe(1);
    while ((await more.count()) > 0) {
      const before = await reviews(page).count();
      await more.click();
      await expect.poll(() => reviews(page).count()).toBeGreaterThan(before);
    }
    expect(await page.locator('[data-reviews] [data-list-end]').count()).toBe(1);
    expect(new Set(await attributeOfAll(page, 'data-user-id'))).toEqual(new Set(['1']));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows more complaints on casino-detail.html’s Reputation tab until there are no more', async () => {
    const { page, errors } = await openPage(browser.context, 'casino-detail.html');
    await page.getByRole('tab', { name: 'Reputation' }).click();
    await mounted(page, 'complaints-more');
    const complaints = page.locator('[data-complaints] [data-complaint]');
    expect(await complaints.count()).toBe(2);
    const more = page.locator('[data-complaints-more]');
    while ((await more.count()) > 0) {
      const before = await complaints.count();
      await more.click();
      await expect.poll(() => complaints.count()).toBeGreaterThan(before);
    }
    expect(await complaints.count()).toBe(12);
    expect(await page.locator('[data-complaints] [data-list-end]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['reviews.html', 'user-reviews.html', 'casino-detail.html#tab=reviews'])(
    'sets the reviews of %s apart, without list markers, and aligns the rating bars',
    async (file) => {
      const { page, errors } = await openPage(browser.context, file);
      const list = file.startsWith('casino') ? '[data-widget="casino-reviews"]' : '[data-reviews]';
      await page.locator(`${list} [data-review]`).first().waitFor();
      const widgets = file.startsWith('casino')
        ? ['casino-detail', 'casino-reviews']
        : [file.startsWith('user') ? 'user-reviews' : 'reviews-list'];
      for (const widget of widgets) await mounted(page, widget);
      const layout = await page.locator(list).evaluate((root) => {
        const items = [...root.querySelectorAll<HTMLElement>('[data-card="review"]')];
        const gaps = items.slice(1).map((item, index) => {
          const before = items[index]!.querySelector('footer')!.getBoundingClientRect().bottom;
          return item.querySelector('[data-review]')!.getBoundingClientRect().top - before;
        });
        return {
          markers: items.map((item) => getComputedStyle(item).listStyleType),
          rules: items.slice(1).map((item) => getComputedStyle(item).borderTopStyle),
          gaps,
          bars: [...root.querySelectorAll('[data-review-stats] meter')].map((meter) =>
            Math.round(meter.getBoundingClientRect().left),
          ),
        };
      });
      expect(layout.markers.every((marker) => marker === 'none')).toBe(true);
      expect(layout.rules.every((rule) => rule === 'solid')).toBe(true);
      // One review's Helpful button stands clear of the next review.
      expect(Math.min(...layout.gaps)).toBeGreaterThanOrEqual(REVIEW_GAP_PX);
      expect(new Set(layout.bars).size).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
