import { MS_PER_DAY, getJsonCookie, writeStorage } from '@casino/core';
import { IDLE_AFTER_MS } from './activity';
import { USERSCORE_COOKIE } from './cookie';
import { REFRESH_COUNTER_KEY, startUserscore } from './tracker';
import type { UserscoreOptions } from './tracker';
import type { Userscore } from './score';
import { pageClicks } from './tracking/pageClicks';

const cookie = () => getJsonCookie<Userscore>(USERSCORE_COOKIE);
/** The cookie once the visitor left the page (closed the tab, followed a link). */
const saved = () => {
  window.dispatchEvent(new Event('pagehide'));
  return cookie();
};
let visibility: DocumentVisibilityState = 'visible';
let focused = true;
const stops: (() => void)[] = [];

const start = (options: Partial<UserscoreOptions> = {}) => {
  const clicks = pageClicks();
  const stopScore = startUserscore({ pageType: 'article', clicks, ...options });
  const stop = () => {
    stopScore();
    clicks.stop();
  };
  stops.push(stop);
  return stop;
};
const input = () => document.dispatchEvent(new Event('keydown'));
/** Active seconds: input, then one tick; the input stays fresh for IDLE_AFTER_MS. */
const activeSeconds = (count: number) => {
  for (let n = 0; n < count; n += 1) {
    input();
    vi.advanceTimersByTime(1_000);
  }
};
const clickOn = (kind: string) => {
  const link = document.createElement('a');
  link.href = `/go/${kind}`;
  link.setAttribute('data-cw-userscore', kind);
  link.innerHTML = '<span>Visit</span>';
  document.body.append(link);
  link.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  link.remove();
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  visibility = 'visible';
  focused = true;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  document.cookie = `${USERSCORE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
});

describe('focus time on the page', () => {
  it('counts a point a second while the visitor is active', () => {
    start();
    activeSeconds(1);
    expect(saved()).toMatchObject({ points: 1, focusTime: 1 });
    activeSeconds(4);
    expect(saved()).toMatchObject({ points: 5, focusTime: 5 });
  });

  it('counts the configured points per second', () => {
    start({ pointsPerSecond: 3 });
    activeSeconds(2);
    expect(saved()?.points).toBe(6);
  });

  it('stops counting 3 s after the last input (idle)', () => {
    start();
    input();
    vi.advanceTimersByTime(IDLE_AFTER_MS + 10_000);
    expect(saved()?.focusTime).toBe(IDLE_AFTER_MS / 1_000);
  });

  it('counts nothing without input since the page loaded', () => {
    start();
    vi.advanceTimersByTime(10_000);
    expect(saved()).toBeNull();
  });

  it('counts nothing while the page is hidden or not focused', () => {
    start();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    activeSeconds(3);
    visibility = 'visible';
    focused = false;
    document.dispatchEvent(new Event('visibilitychange'));
    activeSeconds(3);
    expect(saved()).toBeNull();
    focused = true;
    window.dispatchEvent(new Event('focus'));
    activeSeconds(1);
    expect(saved()?.focusTime).toBe(1);
  });

  it('stops adding at 150 points on one page (the timer cap)', () => {
    start();
    activeSeconds(160);
    expect(saved()).toMatchObject({ points: 150, focusTime: 160 });
  });

  it('ranks a long article read as low (1) after 31 s', () => {
    start();
    activeSeconds(30);
    expect(saved()?.ranking).toBe(0);
    activeSeconds(1);
    expect(saved()).toMatchObject({ ranking: 1, focusTime: 31 });
  });
});

describe('the cookie', () => {
  it('holds every field of the score and lasts 1 day from its last write', () => {
    start({ pageType: 'casino-list' });
    activeSeconds(2);
    clickOn('casino');
    expect(saved()).toEqual({
      points: 52,
      ranking: 1,
      casinosVisited: 1,
      bonusesVisited: 0,
      playFreeVisited: 0,
      showMoreVisited: 0,
      focusTime: 2,
      struggling: false,
      game: null,
    });
    stops.splice(0).forEach((stop) => stop());
    vi.setSystemTime(Date.now() + MS_PER_DAY - 1_000);
    expect(cookie()?.points).toBe(52);
    vi.setSystemTime(Date.now() + 2_000);
    expect(cookie()).toBeNull();
  });

  it('goes on from the score of the previous page', () => {
    start({ pageType: 'games-list' });
    clickOn('bonus');
    stops.splice(0).forEach((stop) => stop());
    start({ pageType: 'games-list' });
    clickOn('bonus');
    expect(saved()).toMatchObject({ points: 60, bonusesVisited: 2, ranking: 1 });
  });

  it('starts over from a corrupt or tampered cookie', () => {
    document.cookie = `${USERSCORE_COOKIE}=%7Bnot-json; path=/`;
    start();
    clickOn('show-more');
    expect(saved()).toMatchObject({ points: 10, showMoreVisited: 1 });
    stops.splice(0).forEach((stop) => stop());
    document.cookie = `${USERSCORE_COOKIE}=${encodeURIComponent(JSON.stringify({ points: -5 }))}; path=/`;
    start();
    clickOn('show-more');
    expect(saved()).toMatchObject({ points: 10, showMoreVisited: 1 });
  });

  it('is not rewritten on every tick: writing a cookie is a call to the browser', () => {
    start();
    activeSeconds(5);
    expect(cookie()).toBeNull();
    expect(saved()?.focusTime).toBe(5);
  });

  it('is written when the page is left, so a closed tab loses nothing counted', () => {
    start();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1_000);
    document.dispatchEvent(new Event('scrollend'));
    expect(cookie()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(cookie()?.points).toBe(15);
  });

  it('is current when a link is clicked, before the next page is requested', () => {
    start({ pageType: 'casino-list' });
    activeSeconds(3);
    const link = document.createElement('a');
    link.href = '/casinos/next';
    link.innerHTML = '<span>Next</span>';
    document.body.append(link);
    link.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    link.remove();
    expect(cookie()).toMatchObject({ points: 3, focusTime: 3 });
    clickOn('casino');
    expect(cookie()).toMatchObject({ points: 53, casinosVisited: 1 });
  });

  it('is written when the window loses the focus (the address bar, another window)', () => {
    start();
    activeSeconds(2);
    focused = false;
    window.dispatchEvent(new Event('blur'));
    expect(cookie()?.focusTime).toBe(2);
  });

  it('is not written on a click that starts no navigation', () => {
    start();
    activeSeconds(2);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(cookie()).toBeNull();
  });

  it('is not written on an in-page link, a button outside a form or a click a script took', () => {
    start();
    activeSeconds(2);
    const click = (html: string, prevented = false) => {
      document.body.innerHTML = html;
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      if (prevented) event.preventDefault();
      document.body.querySelector('a, button')!.dispatchEvent(event);
    };
    click('<a href="#reviews">Reviews</a>');
    click('<button>Show more</button>');
    click('<a href="/casinos/next">Next</a>', true);
    expect(cookie()).toBeNull();
    click('<form><button>Send</button></form>');
    expect(cookie()?.focusTime).toBe(2);
    document.body.replaceChildren();
  });

  it('is written when the page turns hidden (a tab switched away or closed)', () => {
    start();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(700);
    document.dispatchEvent(new Event('scrollend'));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(cookie()?.points).toBe(10);
  });

  it('scores the deepest scroll step reached, read when a scroll ends', () => {
    start();
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    document.dispatchEvent(new Event('scrollend'));
    scrollY.mockReturnValue(0);
    document.dispatchEvent(new Event('scrollend'));
    expect(saved()?.points).toBe(15);
  });

  it('scores a click with a data-cw-userscore hook, and nothing else', () => {
    start();
    clickOn('play-free');
    expect(saved()).toMatchObject({ points: 45, playFreeVisited: 1 });
    clickOn('jackpot');
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(saved()?.points).toBe(45);
  });
});

describe('struggling on a game detail page', () => {
  const load = () => {
    stops.splice(0).forEach((stop) => stop());
    start({ pageType: 'game-detail', game: 'starburst' });
  };

  it('is set after more than 4 refreshes averaging under 50 s', () => {
    load();
    for (let refresh = 1; refresh <= 4; refresh += 1) {
      vi.advanceTimersByTime(40_000);
      load();
    }
    expect(cookie()).toMatchObject({ struggling: false, game: 'starburst' });
    vi.advanceTimersByTime(40_000);
    load();
    expect(cookie()).toMatchObject({ struggling: true, game: 'starburst' });
  });

  it('forgets the refreshes an hour after the last one', () => {
    load();
    for (let refresh = 1; refresh <= 4; refresh += 1) {
      vi.advanceTimersByTime(1_000);
      load();
    }
    vi.advanceTimersByTime(60 * 60_000 + 1);
    load();
    expect(cookie()?.struggling).toBe(false);
  });

  it('survives a corrupt refresh counter and a full storage', () => {
    localStorage.setItem(REFRESH_COUNTER_KEY, '{broken');
    load();
    writeStorage(REFRESH_COUNTER_KEY, { game: 'starburst', loads: 5, firstLoadAt: Date.now() });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.advanceTimersByTime(1_000);
    expect(() => load()).not.toThrow();
    expect(cookie()?.struggling).toBe(true);
  });
});
