import type { Page } from 'playwright-core';

/** Where what follows one placeholder starts. */
export interface Room {
  widget: string;
  /** From the placeholder's top to the top of what follows it, in px (null: nothing shown). */
  below: number | null;
}

/** Each placeholder of the page, with where the content that follows it starts. */
export const rooms = (page: Page): Promise<Room[]> =>
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

/** One line per placeholder whose widget moved what follows it. */
export const roomsChanged = (before: Room[], after: Room[]): string[] =>
  after
    .map((room, index) => ({ ...room, was: before[index]?.below }))
    // A placeholder the page hides once its script runs (a tab not chosen) takes no room.
    .filter((room) => room.below !== null && room.below !== room.was)
    .map(
      (room) =>
        `${room.widget}: what follows it starts ${room.below} px below its top, ${room.was} px before it mounted`,
    );

/** How long the page has had no request in flight, in ms (0 while one is). */
export function watchNetwork(page: Page): () => number {
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

/**
 * Brings every widget of the page in: `visible` ones by scrolling through, the ones that
 * load on a visitor's first reach by a pointer coming over them. The loader listens only
 * once it has scanned the page, a frame after the first paint, so the pointer comes again
 * at each poll until every placeholder has a state.
 */
export async function mountEveryWidget(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-widget]')].every((placeholder) => {
        if (placeholder.dataset.widgetState) return true;
        if (placeholder.dataset.load === 'interaction')
          placeholder.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        return false;
      }),
    undefined,
    { polling: 100 },
  );
}
