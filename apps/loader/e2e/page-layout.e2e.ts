import { readdirSync } from 'node:fs';
import path from 'node:path';
import { layoutProblems, scrollThroughSlowly } from '@casino/browser-testing';
import { arrivalAddress, arrivalStorage, seedStorage } from '../scripts/arrivals.js';
import { freshContext, scrollThrough, siteUrl } from './browser';
import { mountEveryWidget, rooms, roomsChanged, watchNetwork } from './widgetRooms';

/** A phone, a tablet, a laptop and a wide screen (layouts that must hold). */
const WIDTHS = [390, 768, 1280, 1440];
/** The widths at which every widget's room is checked: a phone's and a laptop's. */
const ROOM_WIDTHS = [390, 1280];
const HEIGHT = 800;
/** The network counts as quiet after this long without a request in flight. */
const QUIET_MS = 500;
const pages = readdirSync(path.resolve(import.meta.dirname, '../dist/demo')).filter((file) =>
  file.endsWith('.html'),
);

/** Where what follows each placeholder starts in the server's HTML alone, the loader held back. */
async function serverRooms(file: string, width: number) {
  const context = await freshContext({ viewport: { width, height: HEIGHT } });
  const page = await context.newPage();
  await page.route('**/widgets/loader.js', (route) => route.abort());
  await page.goto(siteUrl(file));
  const before = await rooms(page);
  await context.close();
  return before;
}

/**
 * Every demo page, read from the built site so a new page is checked as it is added, in a
 * fresh browser: every widget mounted (also those that wait for a visitor's reach) and what
 * they load arrived, then scrolled through slowly as a visitor would.
 *
 * At a phone's and a laptop's width, every widget keeps the room its placeholder had: what
 * follows each placeholder stands as far below its top as in the server's HTML alone. At
 * every width the layout rules of `layoutProblems` hold.
 */
describe.each(WIDTHS)('every demo page at %i px', (width) => {
  it.each(pages)(
    '%s: widgets keep their room; nothing wider than its box, no sideways scroll, no text over text, no empty image',
    async (file) => {
      const before = ROOM_WIDTHS.includes(width) ? await serverRooms(file, width) : undefined;

      const context = await freshContext({ viewport: { width, height: HEIGHT } });
      // As its visitors arrive (the signup confirmation right after the signup form, the
      // newsletter settings from an email's link).
      await context.addInitScript(seedStorage, arrivalStorage(file));
      const page = await context.newPage();
      const quietFor = watchNetwork(page);
      await page.goto(siteUrl(arrivalAddress(file)));
      await scrollThrough(page);
      await mountEveryWidget(page);
      await expect.poll(quietFor).toBeGreaterThanOrEqual(QUIET_MS);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const after = await rooms(page);

      await scrollThroughSlowly(page);
      const problems = await layoutProblems(page);
      await context.close();

      if (before) {
        expect(after.map((room) => room.widget)).toEqual(before.map((room) => room.widget));
        expect(roomsChanged(before, after)).toEqual([]);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('the layout check', () => {
  it('names what broke the home page before slides fitted their images and the hidden text was hidden', async () => {
    const context = await freshContext({ viewport: { width: 390, height: HEIGHT } });
    const page = await context.newPage();
    await page.goto(siteUrl('home.html'));
    await scrollThrough(page);
    await scrollThroughSlowly(page);
    // The home page as it once was: slide images at their 280 px, and the bonus buttons'
    // "of …" text hidden by a class that only moved it out of the box.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = `.cw-carousel__slide img { max-width: none !important; height: 160px !important; }
        .skip { position: absolute; left: -999px; }`;
      document.head.append(style);
      for (const hidden of document.querySelectorAll('[data-bonus-detail] .visually-hidden'))
        hidden.className = 'skip';
    });
    const problems = await layoutProblems(page);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /\[data-carousel="bonus"\].*> img is 280 px wide and reaches \d+ px out of its container/,
      ),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^text overlaps: .*"of /));
    await context.close();
  });
});
