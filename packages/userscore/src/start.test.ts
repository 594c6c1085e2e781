import { setCookie } from '@casino/core';
import { db } from '@casino/mocks';
import { startLinkTracking, startPage } from './start';
import type { Environment } from './start';
import { startUserscore } from './tracker';
import type * as Tracker from './tracker';
import type { PageClicks } from './tracking/pageClicks';
import { startTracking } from './tracking/tracking';
import { VISITOR_COOKIE } from './visitor';

vi.mock('./tracker', async (original) => ({
  ...(await original<typeof Tracker>()),
  startUserscore: vi.fn(() => () => undefined),
}));
vi.mock('./tracking/tracking', () => ({ startTracking: vi.fn(() => () => undefined) }));
/** Whether the analytics loader's module was imported at all, and its stand-in. */
const analytics = vi.hoisted(() => ({ imported: false, load: vi.fn(() => () => undefined) }));
vi.mock('./tracking/analytics', () => {
  analytics.imported = true;
  return { loadAnalyticsLater: analytics.load };
});

const env = (random: number): Environment => ({
  clock: { now: Date.now } as Environment['clock'],
  random: () => random,
});
let stop: () => void = () => undefined;
let clicks: PageClicks;
beforeEach(() => {
  vi.clearAllMocks();
  clicks = startLinkTracking();
});
afterEach(() => {
  stop();
  clicks.stop();
  document.body.removeAttribute('data-page-type');
});

describe('what a page runs', () => {
  it('starts the userscore for a visitor whose id ends in 01, on the page type of the page', async () => {
    setCookie(VISITOR_COOKIE, '4477001', 1);
    document.body.dataset.pageType = 'casino-detail';
    stop = startPage({ pointsPerSecond: 2 }, clicks, env(0.5));
    await vi.waitFor(() =>
      expect(startUserscore).toHaveBeenCalledWith(
        expect.objectContaining({ pageType: 'casino-detail', pointsPerSecond: 2 }),
      ),
    );
  });

  it('does not start it for other visitors', async () => {
    setCookie(VISITOR_COOKIE, '4477010', 1);
    stop = startPage({}, clicks, env(0));
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalled());
    expect(startUserscore).not.toHaveBeenCalled();
  });

  it('passes the game only on a game detail page, its path unless given', async () => {
    setCookie(VISITOR_COOKIE, '01', 1);
    stop = startPage({ pageType: 'game-detail' }, clicks, env(0.5));
    await vi.waitFor(() =>
      expect(startUserscore).toHaveBeenCalledWith(expect.objectContaining({ game: '/' })),
    );
    stop();
    stop = startPage({ pageType: 'game-detail', game: 'starburst' }, clicks, env(0.5));
    await vi.waitFor(() =>
      expect(startUserscore).toHaveBeenLastCalledWith(
        expect.objectContaining({ game: 'starburst' }),
      ),
    );
    stop();
    stop = startPage({ pageType: 'article', game: 'starburst' }, clicks, env(0.5));
    await vi.waitFor(() => expect(startUserscore).toHaveBeenCalledTimes(3));
    expect(startUserscore).toHaveBeenLastCalledWith(expect.objectContaining({ game: undefined }));
  });

  it('starts the tracking for the 20% sample only', async () => {
    setCookie(VISITOR_COOKIE, '10', 1);
    stop = startPage({ pageType: 'article' }, clicks, env(0.2));
    stop();
    stop = startPage({ pageType: 'article' }, clicks, env(0.19));
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalledTimes(1));
    expect(startTracking).toHaveBeenCalledWith(expect.objectContaining({ pageType: 'article' }));
  });

  it('starts both for a scored visitor in the sample', async () => {
    setCookie(VISITOR_COOKIE, '4477001', 1);
    stop = startPage({ pageType: 'article' }, clicks, env(0.1));
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalledTimes(1));
    expect(startUserscore).toHaveBeenCalledTimes(1);
    expect(startTracking).toHaveBeenCalledWith(expect.objectContaining({ pageType: 'article' }));
  });

  it('tracks outbound links for every visitor', async () => {
    setCookie(VISITOR_COOKIE, '10', 1);
    const link = document.createElement('a');
    link.href = '/exit/royal';
    document.body.append(link);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    await vi.waitFor(() => expect(db.tracking.exits).toHaveLength(1));
    link.remove();
  });

  it('loads the analytics loader only on a page that names an analytics script', async () => {
    setCookie(VISITOR_COOKIE, '10', 1);
    const environment = env(0.1);
    stop = startPage({}, clicks, environment);
    await vi.waitFor(() => expect(startTracking).toHaveBeenCalledTimes(1));
    expect(analytics.imported).toBe(false);
    stop();
    stop = startPage({ analyticsSrc: '/tag.js' }, clicks, environment);
    await vi.waitFor(() =>
      expect(analytics.load).toHaveBeenCalledWith('/tag.js', environment.clock),
    );
  });

  it('stops what started late when the page is already stopped', async () => {
    const stopTracking = vi.fn();
    vi.mocked(startTracking).mockReturnValueOnce(stopTracking);
    startPage({}, clicks, env(0))();
    await vi.waitFor(() => expect(stopTracking).toHaveBeenCalled());
  });
});
