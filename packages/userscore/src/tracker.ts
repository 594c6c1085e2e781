import { clock as coreClock, readStorage, writeStorage } from '@casino/core';
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
export const USERSCORE_HOOK = 'data-cw-userscore';

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
 * Keeps the visitor's score on this page: focus seconds, scroll steps and the scored
 * clicks, the ranking after each, struggling on a game's page. The cookie is written when
 * the page is hidden or left (a closed tab, another tab, a link followed, a phone's app
 * switch: `visibilitychange` and `pagehide`, which a browser fires before any of these),
 * so a closed tab loses nothing counted. Writing a cookie is a synchronous call to the
 * browser's cookie store (about half a millisecond), so it is not done on every change.
 */
export function startUserscore(options: UserscoreOptions): () => void {
  const clock = options.clock ?? coreClock;
  let score: Userscore = readScore();
  let page: PageView = newPageView(options.pageType);
  let dirty = false;
  const activeSeconds = onActiveSeconds(
    (seconds) => set(...focusSeconds(score, page, seconds, options.pointsPerSecond)),
    clock,
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
    const hook = (event.target as Element | null)?.closest?.(`[${USERSCORE_HOOK}]`);
    const kind = hook?.getAttribute(USERSCORE_HOOK);
    if (isClickKind(kind)) set(click(score, kind));
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onHide);
  return () => {
    save();
    activeSeconds.stop();
    stopClicks();
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onHide);
  };
}
