import type { BrowserContext, Page, Route } from 'playwright-core';
import { freshContext, siteUrl } from './browser';

/** A phone's CPU: Chromium runs the page this many times slower. */
const CPU_SLOWDOWN = 4;
/**
 * A held click is carried out within this much of its widget's code being in place:
 * at the widget's mount, not at some later idle time. Measured in the page, from the
 * placeholder's `data-widget-state="mounted"` to the handler's first effect; the time the
 * chunk takes to come is the network's (held back here by the test) and not counted.
 */
const REPLAY_WITHIN_MS = 100;
const CHUNK = /\/widgets\/w\/[^/]+\.js/;

let context: BrowserContext;
beforeEach(async () => {
  context = await freshContext();
});
afterEach(() => context.close());

/**
 * Opens `file` on a slow CPU with every widget chunk held back by the test, so the page
 * has loaded and its widgets' code has not; `release()` lets the chunks come. Records the
 * page's requests.
 */
async function openSlowly(file: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const held: Route[] = [];
  let released = false;
  await page.route(CHUNK, (route) => (released ? route.continue() : void held.push(route)));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(() => {
    const page = window as unknown as { loaded: Promise<void>; times: Record<string, number> };
    page.loaded = new Promise((loaded) => addEventListener('load', () => loaded()));
    // When each widget mounted and when an element first became busy (a handler's first
    // effect), on the page's clock, as the mutations happen.
    page.times = {};
    new MutationObserver((mutations) => {
      const now = performance.now();
      for (const { target } of mutations) {
        const element = target as HTMLElement;
        const key =
          element.dataset.widgetState === 'mounted'
            ? `mounted:${element.dataset.widget}`
            : element.getAttribute('aria-busy') === 'true'
              ? 'busy'
              : null;
        if (key) page.times[key] ??= now;
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-widget-state', 'aria-busy'],
    });
  });
  await page.goto(siteUrl(file), { waitUntil: 'domcontentloaded' });
  return {
    page,
    requests,
    calls: (path: string) => requests.filter((url) => new URL(url).pathname === path).length,
    /**
     * Clicks the middle of `selector` with the mouse as soon as the load event has come:
     * press and release sent at once, as the browser's own input (a trusted click).
     */
    clickAfterLoad: async (selector: string) => {
      const box = (await page.locator(selector).boundingBox())!;
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const mouse = (type: 'mousePressed' | 'mouseReleased') =>
        cdp.send('Input.dispatchMouseEvent', { type, ...at, button: 'left', clickCount: 1 });
      await page.evaluate(() => (window as unknown as { loaded: Promise<void> }).loaded);
      await Promise.all([mouse('mousePressed'), mouse('mouseReleased')]);
    },
    release: () => {
      released = true;
      held.splice(0).forEach((route) => void route.continue());
    },
  };
}

const allSettled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-widget]')].every(
      (element) => element.dataset.widgetState || element.dataset.load !== 'idle',
    ),
  );

describe('a click before the widgets’ code has come', () => {
  it('on the game page’s like button counts the like once', async () => {
    const { page, calls, clickAfterLoad, release } = await openSlowly('game-detail.html');
    const like = page.locator('[data-game-like-type="LIKE"]');
    const count = async () => Number(await page.locator('[data-game-like-count]').textContent());
    const start = await count();

    await clickAfterLoad('[data-game-like-type="LIKE"]');
    expect(await page.locator('[data-widget="game-like"]').getAttribute('data-widget-state')).toBe(
      null,
    );
    release();

    await expect.poll(count).toBe(start + 1);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    const times = await page.evaluate(
      () => (window as unknown as { times: Record<string, number> }).times,
    );
    expect(times['busy']! - times['mounted:game-like']!).toBeLessThanOrEqual(REPLAY_WITHIN_MS);
    await allSettled(page);
    expect(calls('/frontendService/game/like2')).toBe(1);
    expect(await count()).toBe(start + 1);
  });

  it('on the game page’s “Request a game” opens the form’s dialog once its code is in', async () => {
    const { page, clickAfterLoad, release } = await openSlowly('game-detail.html');

    await clickAfterLoad('[data-cw-open-modal="request-game"]');
    release();

    const dialog = page.getByRole('dialog', { name: 'Request a game' });
    await dialog.getByLabel('Name of the game').waitFor();
    await allSettled(page);
    expect(await dialog.count()).toBe(1);
  });

  it('on an outbound link runs the warn check and the link tracking once, then follows it', async () => {
    const { page, calls, clickAfterLoad, release } = await openSlowly('casino-detail.html');

    await clickAfterLoad('a[data-visit-main]');
    expect(page.url()).toBe(siteUrl('casino-detail.html'));
    release();

    await page.waitForURL(/\/exit\/casino-1$/);
    expect(calls('/exit/warn')).toBe(1);
    expect(calls('/exitf')).toBe(1);
  });
});
