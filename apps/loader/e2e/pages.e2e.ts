import { readdirSync } from 'node:fs';
import path from 'node:path';
import { openPage, scrollThrough, seriousViolations, sharedBrowser } from './browser';

const pages = readdirSync(path.resolve(import.meta.dirname, '../dist/demo')).filter((file) =>
  file.endsWith('.html'),
);
const browser = sharedBrowser();

describe('demo pages', () => {
  it('has one page per page type of the product, and the index', () => {
    expect(pages).toHaveLength(15);
  });

  it('index loads the loader and no widget code or React', async () => {
    const { page, errors, requests } = await openPage(browser.context, 'index.html');
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((url) => url.endsWith('.js') || url.includes('.js?'));
    expect(scripts.map((url) => new URL(url).pathname)).toEqual(['/widgets/loader.js']);
    expect(await page.locator('[data-widget]').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it.each(pages.filter((file) => file !== 'index.html' && file !== 'embedding.html'))(
    '%s mounts its widgets without a console error or a serious axe violation',
    async (file) => {
      const { page, errors } = await openPage(browser.context, file);
      await scrollThrough(page);
      const states = await page
        .locator('[data-widget]')
        .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.widgetState));
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((state) => state === 'mounted')).toBe(true);
      expect(await page.locator('[data-page-type]').count()).toBe(1);
      expect(errors).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it('the embedding page shows only the expected error, for its invalid props', async () => {
    const { page, errors } = await openPage(browser.context, 'embedding.html');
    await scrollThrough(page);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/"newsletter".*<div#bad-props>.*"variant"/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
