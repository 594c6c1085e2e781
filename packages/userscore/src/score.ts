/**
 * The engagement score's rules (SPEC §4 "Session quality ranking", §9 "Userscore") as pure
 * functions: a score and a page view in, a new score and page view out. No DOM, no timers;
 * `tracker.ts` feeds them from the page.
 */

/** 0 none, 1 low, 2 medium, 3 high (SPEC §4). */
export type Ranking = 0 | 1 | 2 | 3;

/** The `userscore` cookie, field for field as SPEC §3 names them. */
export interface Userscore {
  points: number;
  ranking: Ranking;
  casinosVisited: number;
  bonusesVisited: number;
  playFreeVisited: number;
  showMoreVisited: number;
  /** Seconds the visitor was active on a focused, visible page. */
  focusTime: number;
  struggling: boolean;
  /** The game whose detail page the visitor struggled on (or last refreshed), else null. */
  game: string | null;
}

export const emptyScore = (): Userscore => ({
  points: 0,
  ranking: 0,
  casinosVisited: 0,
  bonusesVisited: 0,
  playFreeVisited: 0,
  showMoreVisited: 0,
  focusTime: 0,
  struggling: false,
  game: null,
});

/** What the rules need to know about the page being read, reset on every page load. */
export interface PageView {
  /** The SPEC §2 page-type marker (`data-page-type`), e.g. `casino-list`. */
  type: string;
  /** Active seconds on this page. */
  focusSeconds: number;
  /** Points the focus timer of this page added (at most MAX_POINTS_PER_TIMER). */
  focusPoints: number;
  /** Points the scroll timer of this page added (at most MAX_POINTS_PER_TIMER). */
  scrollPoints: number;
  /** The deepest scroll step reached on this page. */
  deepestStep: number;
}

export const newPageView = (type: string): PageView => ({
  type,
  focusSeconds: 0,
  focusPoints: 0,
  scrollPoints: 0,
  deepestStep: 0,
});

/** SPEC §9: 1 point per focus second, configurable (the widget's `pointsPerSecond`). */
export const DEFAULT_POINTS_PER_SECOND = 1;
/** SPEC §9: each timer (a page's focus time, a page's scrolling) stops adding at 150 points. */
export const MAX_POINTS_PER_TIMER = 150;
/** SPEC §9: scrolling adds 5 points per step. */
export const POINTS_PER_SCROLL_STEP = 5;
/** One scroll step: SPEC §9 does not give it; 300 px is about a third of a phone screen. */
export const SCROLL_STEP_PX = 300;

export type ClickKind = 'casino' | 'bonus' | 'play-free' | 'show-more';

/** SPEC §9: points of the 1st, 2nd, ... click of each kind; later clicks add nothing. */
export const CLICK_POINTS: Readonly<Record<ClickKind, readonly number[]>> = {
  casino: [50, 25, 10, 5],
  'play-free': [45, 30, 15],
  'show-more': [10, 5],
  bonus: [40, 20, 10, 5],
};

const CLICK_COUNTER = {
  casino: 'casinosVisited',
  bonus: 'bonusesVisited',
  'play-free': 'playFreeVisited',
  'show-more': 'showMoreVisited',
} as const satisfies Record<ClickKind, keyof Userscore>;

export const isClickKind = (value: unknown): value is ClickKind =>
  typeof value === 'string' && Object.hasOwn(CLICK_POINTS, value);

/** SPEC §4: points above which the ranking moves to 1, 2 and 3. */
export const RANKING_THRESHOLDS = { low: 29, medium: 90, high: 170 } as const;
/** SPEC §4: an article read (focus seconds on the page) longer than this ranks low. */
export const ARTICLE_FOCUS_LOW_S = 30;
/** SPEC §4: an article read longer than this is a page condition for medium and high. */
export const ARTICLE_FOCUS_CONDITION_S = 50;

/** SPEC §4 "a list or detail page" (SPEC §2 page types). */
const LIST_OR_DETAIL_PAGES: ReadonlySet<string> = new Set([
  'casino-list',
  'bonus-list',
  'games-list',
  'reviews-listing',
  'casino-detail',
  'game-detail',
]);

export function click(score: Userscore, kind: ClickKind): Userscore {
  const counter = CLICK_COUNTER[kind];
  const earned = CLICK_POINTS[kind][score[counter]] ?? 0;
  return { ...score, [counter]: score[counter] + 1, points: score.points + earned };
}

/**
 * `seconds` of activity on a visible, focused page, handed over together: the points are
 * those of as many single seconds, up to the timer's cap.
 */
export function focusSeconds(
  score: Userscore,
  page: PageView,
  seconds: number,
  pointsPerSecond = DEFAULT_POINTS_PER_SECOND,
): [Userscore, PageView] {
  const earned = Math.max(
    0,
    Math.min(seconds * pointsPerSecond, MAX_POINTS_PER_TIMER - page.focusPoints),
  );
  return [
    { ...score, focusTime: score.focusTime + seconds, points: score.points + earned },
    { ...page, focusSeconds: page.focusSeconds + seconds, focusPoints: page.focusPoints + earned },
  ];
}

/** The page scrolled to `scrollTop`: each new step deeper than before earns points. */
export function scrolledTo(
  score: Userscore,
  page: PageView,
  scrollTop: number,
): [Userscore, PageView] {
  const step = Math.floor(Math.max(0, scrollTop) / SCROLL_STEP_PX);
  if (step <= page.deepestStep) return [score, page];
  const earned = Math.min(
    (step - page.deepestStep) * POINTS_PER_SCROLL_STEP,
    MAX_POINTS_PER_TIMER - page.scrollPoints,
  );
  return [
    { ...score, points: score.points + earned },
    { ...page, deepestStep: step, scrollPoints: page.scrollPoints + earned },
  ];
}

/** SPEC §4's page condition for medium and high. */
function pageCondition(score: Userscore, page: PageView): boolean {
  return (
    score.bonusesVisited > 0 ||
    score.playFreeVisited > 0 ||
    page.type === 'casino-detail' ||
    (page.type === 'article' && page.focusSeconds > ARTICLE_FOCUS_CONDITION_S)
  );
}

/** The ranking after this moment of the page; it only ever goes up (SPEC §4 transitions). */
export function rank(score: Userscore, page: PageView): Userscore {
  let ranking = score.ranking;
  if (
    ranking === 0 &&
    ((score.points > RANKING_THRESHOLDS.low && LIST_OR_DETAIL_PAGES.has(page.type)) ||
      (page.type === 'article' && page.focusSeconds > ARTICLE_FOCUS_LOW_S))
  )
    ranking = 1;
  if (ranking === 1 && score.points > RANKING_THRESHOLDS.medium && pageCondition(score, page))
    ranking = 2;
  if (ranking === 2 && score.points > RANKING_THRESHOLDS.high && pageCondition(score, page))
    ranking = 3;
  return ranking === score.ranking ? score : { ...score, ranking };
}
