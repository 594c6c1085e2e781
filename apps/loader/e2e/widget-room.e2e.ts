import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { freshContext, scrollThrough, siteUrl } from './browser';

/**
 * Every widget keeps the room its placeholder had: on every demo page, at a phone's and a
 * laptop's width, what follows each placeholder stands as far below its top once the
 * widget has mounted (and loaded what it shows) as it did in the server's HTML alone. The
 * placeholders are the pages' own, so a new page or widget is checked as it is added.
 */
const pages = readdirSync(path.resolve(import.meta.dirname, '../dist/demo')).filter(
  // The confirmation page sends a visitor who has not signed up to the signup page, which
  // is checked itself.
  (file) => file.endsWith('.html') && file !== 'signup-confirmation.html',
);
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 500;

interface Room {
  widget: string;
  /** From the placeholder's top to the top of what follows it, in px (null: nothing shown). */
  below: number | null;
}

/** Each placeholder of the page, with where the content that follows it starts. */
const rooms = (page: Page): Promise<Room[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((placeholder) => {
      const top = placeholder.getBoundingClientRect().top;
      // What follows in the page: the next sibling with a box, or its parent's, up the tree.
      for (let node: Element | null = placeholder; node && node !== document.body;) {
        for (let next = node.nextElementSibling; next; next = next.nextElementSibling) {
          const box = next.getBoundingClientRect();
          if (box.height > 0)
            return {
              widget: placeholder.dataset.widget!,
              below: placeholder.getClientRects().length ? Math.round(box.top - top) : null,
            };
        }
        node = node.parentElement;
      }
      return { widget: placeholder.dataset.widget!, below: null };
    }),
  );

/** How long the page has had no request in flight, in ms (0 while one is). */
function watchNetwork(page: Page): () => number {
  let inFlight = 0;
  let quietSince = Date.now();
  page.on('request', () => (inFlight += 1));
  const done = () => {
    inFlight -= 1;
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => (inFlight > 0 ? 0 : Date.now() - quietSince);
}

describe('every widget placeholder of every demo page', () => {
  it.each(pages.flatMap((file) => SIZES.map((size) => ({ file, ...size }))))(
    'keeps the room of its widget on $file at $width px',
    async ({ file, width, height }) => {
      // The server's HTML as the browser shows it with scripts on, the loader held back.
      const server = await freshContext({ viewport: { width, height } });
      const serverPage = await server.newPage();
      await serverPage.route('**/widgets/loader.js', (route) => route.abort());
      await serverPage.goto(siteUrl(file));
      const before = await rooms(serverPage);
      await server.close();

      const context = await freshContext({ viewport: { width, height } });
      const page = await context.newPage();
      const quietFor = watchNetwork(page);
      await page.goto(siteUrl(file));
      // Widgets that load on the visitor's first reach load as a pointer comes over them.
      await page.evaluate(() => {
        for (const placeholder of document.querySelectorAll('[data-widget][data-load=interaction]'))
          placeholder.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      });
      await scrollThrough(page);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('[data-widget]')].every(
          (placeholder) => placeholder.dataset.widgetState,
        ),
      );
      await expect.poll(quietFor).toBeGreaterThanOrEqual(QUIET_MS);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const after = await rooms(page);
      await context.close();

      const moved = after
        .map((room, index) => ({ ...room, was: before[index]?.below }))
        // A placeholder the page hides once its script runs (a tab not chosen) takes no room.
        .filter((room) => room.below !== null && room.below !== room.was)
        .map(
          (room) =>
            `${room.widget}: what follows it starts ${room.below} px below its top, ${room.was} px before it mounted`,
        );
      expect(after.map((room) => room.widget)).toEqual(before.map((room) => room.widget));
      expect(moved).toEqual([]);
    },
  );
});
