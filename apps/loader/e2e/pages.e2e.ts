import { readdirSync } from 'node:fs';
import path from 'node:path';
import { openPage, scrollThrough, seriousViolations, sharedBrowser } from './browser';
import { lightElements, lightThemeColours, switchToDark } from './themeColours';

const pages = readdirSync(path.resolve(import.meta.dirname, '../dist/demo')).filter((file) =>
  file.endsWith('.html'),
);
const browser = sharedBrowser();
/** The signup page, the casino wizard, the tournaments, complaints, the academy, the site modals and the newsletter settings are no page type of SPEC §2: they have no marker. */
const WITHOUT_MARKER = [
  'signup.html',
  'wizard.html',
  'tournaments.html',
  'complaints.html',
  'academy.html',
  'site-modals.html',
  'newsletter-settings.html',
];
/** Checked apart: the index has no widgets, the embedding page shows an error on purpose, the confirmation page needs a signup first. */
const CHECKED_APART = ['index.html', 'embedding.html', 'signup-confirmation.html'];

describe('demo pages', () => {
  it('has one page per page type of the product, the signup page, the casino wizard, the tournaments, complaints, the academy, the site modals, the newsletter settings, the embedding page and the index', () => {
    expect(pages).toHaveLength(22);
  });

  it('index loads the loader and no widget code or React', async () => {
    const { page, errors, requests } = await openPage(browser.context, 'index.html');
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((url) => url.endsWith('.js') || url.includes('.js?'));
    // Besides the loader, only the demo's own theme switch (a file: no inline script runs
    // under the Content Security Policy), which a real page has not.
    expect(scripts.map((url) => new URL(url).pathname)).toEqual([
      '/demo-theme.js',
      '/widgets/loader.js',
    ]);
    expect(await page.locator('[data-widget]').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('sends a visitor without a signup from signup-confirmation.html to the signup page', async () => {
    const { page, errors } = await openPage(browser.context, 'signup-confirmation.html');
    await page.waitForURL(/\/signup$/);
    await page.getByRole('button', { name: 'Sign up' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(pages.filter((file) => !CHECKED_APART.includes(file)))(
    '%s mounts its widgets without a console error or a serious axe violation, and switched to dark keeps no light-theme colour on a widget element',
    async (file) => {
      const { page, errors } = await openPage(browser.context, file);
      await scrollThrough(page);
      const states = () =>
        page
          .locator('[data-widget]')
          .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.widgetState));
      // A placeholder loaded on interaction waits for the visitor: a pointer over it mounts it.
      const onInteraction = page.locator('[data-widget][data-load="interaction"]');
      for (const placeholder of await onInteraction.all()) await placeholder.hover();
      await expect
        .poll(async () => (await states()).filter((state) => state !== 'mounted'))
        .toEqual([]);
      expect((await states()).length).toBeGreaterThan(0);
      expect(await page.locator('[data-page-type]').count()).toBe(
        WITHOUT_MARKER.includes(file) ? 0 : 1,
      );
      expect(errors).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      const light = await lightThemeColours(page);
      await switchToDark(page);
      expect(await lightElements(page, light)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
    // Two axe runs and two passes over every element of a long page, on a busy machine.
    150_000,
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
