import type { Page } from 'playwright-core';
import { freshContext, siteUrl } from './browser';

/** A phone and a laptop. */
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Where the page's first paragraph stands, in page coordinates. */
const firstParagraphTop = (page: Page) =>
  page
    .locator('main p')
    .first()
    .evaluate((paragraph) => Math.round(paragraph.getBoundingClientRect().top + window.scrollY));

describe('the header widgets mounting', () => {
  it.each(SIZES)(
    'leave the paragraph below the header where the server put it, at $width px',
    async (size) => {
      const server = await freshContext({ viewport: size, javaScriptEnabled: false });
      const serverPage = await server.newPage();
      await serverPage.goto(siteUrl('article.html'));
      const before = await firstParagraphTop(serverPage);
      await server.close();

      const context = await freshContext({ viewport: size });
      const page = await context.newPage();
      await page.goto(siteUrl('article.html'));
      for (const widget of ['search', 'login-popup'])
        await page
          .locator(`.site-header [data-widget="${widget}"][data-widget-state="mounted"]`)
          .waitFor({ state: 'attached' });
      expect(await firstParagraphTop(page)).toBe(before);
      await context.close();
    },
  );
});
