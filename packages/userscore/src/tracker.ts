import { clock as coreClock, readStorage, writeStorage } from '@casino/core';
import { trackingHooks } from '@casino/api';
import { onActiveSeconds } from './activity';
import type { Clock } from './activity';
import { readScore, writeScore } from './cookie';
import { REFRESH_COUNTER_DAYS, isRefreshCounter, isStruggling, recordLoad } from './refreshes';
import { click, focusSeconds, isClickKind, newPageView, rank, scrolledTo } from './score';
import type { PageView, Userscore } from './score';
import type { PageClicks } from './tracking/pageClicks';

/** Local-storage key of the game detail page's refresh counter. */
export const REFRESH_COUNTER_KEY = 'cw-userscore-refreshes';
/** The server HTML marks what a click on it scores: `data-cw-userscore="casino"`, ... */
export const USERSCORE_HOOK = trackingHooks.cwUserscore;

export interface UserscoreOptions {
  /** The SPEC §2 page type of this page. */
  pageType: string;
  /** On a game detail page, its game: its refreshes decide "struggling". */
  game?: string;
  pointsPerSecond?: number;
  /** The page's one click listener (`tracking/pageClicks.ts`). */
  clicks: PageClicks;
  clock?: Clock;
}

/**
 * What a click may start a navigation from (a link, a form's submit): the cookie is
 * written on such a click, before the browser requests the next page with it.
 */
const NAVIGATING =
  'a[href], area[href], button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]';

/** The address without its fragment: a link that differs only there stays on the page. */
const withoutFragment = (href: string) => href.split('#')[0];

/**
 * Whether a click requests a page from the server, so that the cookie must be current
 * first: a link to another document or a form's submit button, whose default action no
 * script has prevented before this listener. Not an in-page link (`#reviews`), a button
 * outside a form, or a click that a script took over first: writing the cookie is a call
 * to the browser's cookie store, and those request nothing.
 */
export function requestsPage(event: MouseEvent): boolean {
  if (event.defaultPrevented) return false;
  const element = (event.target as Element | null)?.closest?.(NAVIGATING);
  if (!element) return false;
  if (element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement)
    return !(
      element.href.includes('#') && withoutFragment(element.href) === withoutFragment(location.href)
    );
  return (element as HTMLButtonElement | HTMLInputElement).form !== null;
}

/**
 * Keeps the visitor's score on this page: focus seconds, scroll steps and the scored
 * clicks, the ranking after each, struggling on a game's page. The cookie is written
 * before the next page is requested and when the page is hidden or left: on a click on
 * a link or a submit button (the request for the next page leaves before `pagehide`),
 * when the window loses the focus (to the address bar, another window), and on
 * `visibilitychange` and `pagehide` (a closed tab, another tab, a phone's app switch), so
 * the next page and a closed tab lose nothing counted. Writing a cookie is a synchronous
 * call to the browser's cookie store (about half a millisecond), so it is not done on
 * every change.
 */
export function startUserscore(options: UserscoreOptions): () => void {
  const clock = options.clock ?? coreClock;
  let score: Userscore = readScore();
  let page: PageView = newPageView(options.pageType);
  let dirty = false;
  // Hidden, left or the focus lost (the watch's one listener per event): write the cookie.
  const activeSeconds = onActiveSeconds(
    (seconds) => set(...focusSeconds(score, page, seconds, options.pointsPerSecond)),
    clock,
    () => save(),
  );
  const save = () => {
    activeSeconds.flush();
    set(...scrolledTo(score, page, activeSeconds.deepestScroll()));
    if (!dirty) return;
    dirty = false;
    writeScore(score);
  };
  const set = (next: Userscore, nextPage: PageView = page) => {
    const ranked = rank(next, nextPage);
    if (ranked !== score) dirty = true;
    score = ranked;
    page = nextPage;
  };

  if (options.game) {
    const counter = recordLoad(
      readStorage(REFRESH_COUNTER_KEY, isRefreshCounter),
      options.game,
      clock.now(),
    );
    writeStorage(REFRESH_COUNTER_KEY, counter, REFRESH_COUNTER_DAYS);
    set({
      ...score,
      game: options.game,
      struggling: score.struggling || isStruggling(counter, clock.now()),
    });
  } else set(score);
  save();

  const stopClicks = options.clicks.add((event) => {
    const target = event.target as Element | null;
    const hook = target?.closest?.(`[${USERSCORE_HOOK}]`);
    const kind = hook?.getAttribute(USERSCORE_HOOK);
    if (isClickKind(kind)) set(click(score, kind));
    // The next page's request leaves before this page is hidden: write the cookie now.
    if (requestsPage(event)) save();
  });
  return () => {
    save();
    activeSeconds.stop();
    stopClicks();
  };
}
