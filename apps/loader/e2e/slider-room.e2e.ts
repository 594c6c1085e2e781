import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freshContext, scrollThrough, siteUrl } from './browser';

/**
 * Every server-rendered slider of the demo pages lays out from the first paint as it does
 * once its code has set it up (the page carries `@casino/ui/carousel-style`): at a phone's
 * and a laptop's width, each slider is as tall, its first slide as wide and what follows
 * it as far below its top as in the server's HTML alone, so setting it up as the visitor
 * scrolls near moves nothing.
 */
const dist = path.resolve(import.meta.dirname, '../dist/demo');
/** A slider element in a page's markup (its stylesheet names the attribute too). */
const SLIDER = /<\w+\s[^>]*\bdata-carousel="/;
const pages = readdirSync(dist).filter(
  (file) => file.endsWith('.html') && SLIDER.test(readFileSync(path.join(dist, file), 'utf8')),
);
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

interface SliderBox {
  module: string;
  height: number;
  slide: number;
  below: number | null;
}

const sliders = (page: Page): Promise<SliderBox[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-carousel]')].map((slider) => {
      const box = slider.getBoundingClientRect();
      // What follows in the page: the next sibling with a box in the flow (a fixed bar such as
      // the casino page's sticky visit button is not), or its parent's, up the tree.
      let below: number | null = null;
      for (let node: Element | null = slider; node && below === null; node = node.parentElement)
        for (
          let next = node.nextElementSibling;
          next && below === null;
          next = next.nextElementSibling
        )
          if (
            next.getBoundingClientRect().height > 0 &&
            getComputedStyle(next).position !== 'fixed'
          )
            below = Math.round(next.getBoundingClientRect().top - box.top);
      return {
        module: slider.dataset.carousel!,
        height: Math.round(box.height),
        slide: Math.round(
          slider.querySelector('[data-carousel-slide]')!.getBoundingClientRect().width,
        ),
        below,
      };
    }),
  );

describe('every server-rendered slider of the demo pages', () => {
  it('is on some demo pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages.flatMap((file) => SIZES.map((size) => ({ file, ...size }))))(
    'keeps its box when it is set up on $file at $width px',
    async ({ file, width, height }) => {
      // The server's HTML as the browser shows it with scripts on, the loader held back.
      const server = await freshContext({ viewport: { width, height } });
      const serverPage = await server.newPage();
      await serverPage.route('**/widgets/loader.js', (route) => route.abort());
      await serverPage.goto(siteUrl(file));
      await serverPage.evaluate(() => document.fonts.ready);
      const before = await sliders(serverPage);
      await server.close();

      const context = await freshContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(siteUrl(file));
      await scrollThrough(page);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-carousel]')].every((slider) =>
          slider.classList.contains('cw-carousel'),
        ),
      );
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const after = await sliders(page);
      await context.close();

      expect(before.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
    },
  );

  it.each([
    { file: 'home.html', module: 'team' },
    { file: 'games.html', module: 'game' },
  ])(
    'keeps no blank row of controls on a slider with nothing to page ($file at 1280 px)',
    async ({ file, module }) => {
      const viewport = { width: 1280, height: 800 };
      const server = await freshContext({ viewport });
      const serverPage = await server.newPage();
      await serverPage.route('**/widgets/loader.js', (route) => route.abort());
      await serverPage.goto(siteUrl(file));
      // The server's slider leaves no room for controls above its slides.
      const room = await serverPage.evaluate(
        (name) =>
          [...document.querySelectorAll<HTMLElement>(`[data-carousel="${name}"]`)].map((slider) =>
            parseFloat(
              getComputedStyle(slider.querySelector('[data-carousel-viewport]')!).marginTop,
            ),
          ),
        module,
      );
      await server.close();
      expect(room.length).toBeGreaterThan(0);
      expect(room.every((margin) => margin === 0)).toBe(true);

      const context = await freshContext({ viewport });
      const page = await context.newPage();
      await page.goto(siteUrl(file));
      await scrollThrough(page);
      const controls = page.locator(`[data-carousel="${module}"] > .cw-carousel__controls`);
      await controls.first().waitFor({ state: 'attached' });
      // Hidden and without a box: no blank 44 px row.
      const boxes = await controls.evaluateAll((all) =>
        all.map((element) => [(element as HTMLElement).hidden, element.getClientRects().length]),
      );
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.every(([hidden, rects]) => hidden === true && rects === 0)).toBe(true);
      await context.close();
    },
  );
});
