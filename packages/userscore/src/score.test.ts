import {
  MAX_POINTS_PER_TIMER,
  SCROLL_STEP_PX,
  click,
  emptyScore,
  focusSeconds,
  newPageView,
  rank,
  scrolledTo,
} from './score';
import type { ClickKind, PageView, Userscore } from './score';

const clicks = (kind: ClickKind, times: number, score = emptyScore()) => {
  const points: number[] = [];
  for (let n = 0; n < times; n += 1) {
    const next = click(score, kind);
    points.push(next.points - score.points);
    score = next;
  }
  return { points, score };
};

const seconds = (count: number, page = newPageView('article'), perSecond?: number) => {
  let score = emptyScore();
  for (let n = 0; n < count; n += 1) [score, page] = focusSeconds(score, page, 1, perSecond);
  return { score, page };
};

const withPoints = (points: number, extra: Partial<Userscore> = {}): Userscore => ({
  ...emptyScore(),
  points,
  ...extra,
});
const onPage = (type: string, focusSeconds = 0): PageView => ({
  ...newPageView(type),
  focusSeconds,
});

describe('points for clicks', () => {
  it('gives 50, 25, 10 and 5 for the first four casino clicks, then nothing', () => {
    const { points, score } = clicks('casino', 6);
    expect(points).toEqual([50, 25, 10, 5, 0, 0]);
    expect(score.casinosVisited).toBe(6);
  });

  it('gives 45, 30 and 15 for play-free clicks', () => {
    const { points, score } = clicks('play-free', 4);
    expect(points).toEqual([45, 30, 15, 0]);
    expect(score.playFreeVisited).toBe(4);
  });

  it('gives 10 and 5 for show-more clicks', () => {
    const { points, score } = clicks('show-more', 3);
    expect(points).toEqual([10, 5, 0]);
    expect(score.showMoreVisited).toBe(3);
  });

  it('gives 40, 20, 10 and 5 for bonus clicks', () => {
    const { points, score } = clicks('bonus', 5);
    expect(points).toEqual([40, 20, 10, 5, 0]);
    expect(score.bonusesVisited).toBe(5);
  });

  it('counts each kind on its own', () => {
    const casino = clicks('casino', 2).score;
    expect(click(casino, 'bonus').points - casino.points).toBe(40);
  });
});

describe('focus time', () => {
  it('adds a point and a second of focus time per active second', () => {
    const { score, page } = seconds(3);
    expect(score.points).toBe(3);
    expect(score.focusTime).toBe(3);
    expect(page.focusSeconds).toBe(3);
  });

  it('adds the configured points per second', () => {
    expect(seconds(4, undefined, 2).score.points).toBe(8);
  });

  it('stops adding at 150 points per timer, while focus time goes on', () => {
    const { score, page } = seconds(MAX_POINTS_PER_TIMER + 20);
    expect(score.points).toBe(150);
    expect(score.focusTime).toBe(170);
    expect(page.focusPoints).toBe(150);
    // A faster timer stops at the cap exactly, not past it.
    expect(seconds(40, undefined, 4).score.points).toBe(150);
  });

  it('gives seconds handed over together the points of as many single seconds, up to the cap', () => {
    const page = { ...newPageView('article'), focusPoints: 140 };
    const [score, next] = focusSeconds(withPoints(140), page, 25, 2);
    expect(score.points).toBe(150);
    expect(score.focusTime).toBe(25);
    expect(next).toMatchObject({ focusSeconds: 25, focusPoints: 150 });
    const [single] = focusSeconds(emptyScore(), newPageView('article'), 7);
    expect(single).toEqual(seconds(7).score);
  });

  it('starts a new timer on the next page', () => {
    const first = seconds(MAX_POINTS_PER_TIMER + 5).score;
    const [next] = focusSeconds(first, newPageView('article'), 1);
    expect(next.points).toBe(151);
  });
});

describe('scroll steps', () => {
  it('adds 5 points for each new step down the page', () => {
    let score = emptyScore();
    let page = newPageView('article');
    [score, page] = scrolledTo(score, page, SCROLL_STEP_PX - 1);
    expect(score.points).toBe(0);
    [score, page] = scrolledTo(score, page, SCROLL_STEP_PX);
    expect(score.points).toBe(5);
    [score] = scrolledTo(score, page, 3 * SCROLL_STEP_PX + 10);
    expect(score.points).toBe(15);
  });

  it('gives nothing for scrolling back over steps already seen', () => {
    let score = emptyScore();
    let page = newPageView('article');
    [score, page] = scrolledTo(score, page, 4 * SCROLL_STEP_PX);
    [score, page] = scrolledTo(score, page, 0);
    [score] = scrolledTo(score, page, 4 * SCROLL_STEP_PX);
    expect(score.points).toBe(20);
  });

  it('stops adding at 150 points per page', () => {
    const [score, page] = scrolledTo(emptyScore(), newPageView('article'), 100 * SCROLL_STEP_PX);
    expect(score.points).toBe(150);
    expect(scrolledTo(score, page, 200 * SCROLL_STEP_PX)[0].points).toBe(150);
  });
});

describe('ranking', () => {
  it('moves 0 to 1 above 29 points on a list or detail page', () => {
    for (const type of [
      'casino-list',
      'bonus-list',
      'games-list',
      'casino-detail',
      'game-detail',
    ]) {
      expect(rank(withPoints(29), onPage(type)).ranking).toBe(0);
      expect(rank(withPoints(30), onPage(type)).ranking).toBe(1);
    }
    expect(rank(withPoints(60), onPage('forum-thread')).ranking).toBe(0);
  });

  it('moves 0 to 1 on an article read for more than 30 s, whatever the points', () => {
    expect(rank(withPoints(0), onPage('article', 30)).ranking).toBe(0);
    expect(rank(withPoints(0), onPage('article', 31)).ranking).toBe(1);
  });

  it('moves 1 to 2 above 90 points with a page condition', () => {
    const low = { ranking: 1 as const };
    expect(rank(withPoints(91, low), onPage('games-list')).ranking).toBe(1);
    expect(rank(withPoints(90, { ...low, bonusesVisited: 1 }), onPage('games-list')).ranking).toBe(
      1,
    );
    expect(rank(withPoints(91, { ...low, bonusesVisited: 1 }), onPage('games-list')).ranking).toBe(
      2,
    );
    expect(rank(withPoints(91, { ...low, playFreeVisited: 1 }), onPage('games-list')).ranking).toBe(
      2,
    );
    expect(rank(withPoints(91, low), onPage('casino-detail')).ranking).toBe(2);
    expect(rank(withPoints(91, low), onPage('article', 50)).ranking).toBe(1);
    expect(rank(withPoints(91, low), onPage('article', 51)).ranking).toBe(2);
  });

  it('moves 2 to 3 above 170 points with a page condition', () => {
    const medium = { ranking: 2 as const };
    expect(rank(withPoints(170, medium), onPage('casino-detail')).ranking).toBe(2);
    expect(rank(withPoints(171, medium), onPage('casino-detail')).ranking).toBe(3);
    expect(rank(withPoints(171, medium), onPage('games-list')).ranking).toBe(2);
    expect(rank(withPoints(171, { ...medium, bonusesVisited: 2 }), onPage('home')).ranking).toBe(3);
  });

  it('climbs several steps at once when every condition holds', () => {
    expect(rank(withPoints(200), onPage('casino-detail')).ranking).toBe(3);
  });

  it('never goes down', () => {
    expect(rank(withPoints(0, { ranking: 3 }), onPage('home')).ranking).toBe(3);
  });

  it('returns the same score when nothing changes', () => {
    const score = withPoints(5);
    expect(rank(score, onPage('home'))).toBe(score);
  });
});
