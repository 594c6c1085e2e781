import { getCookie, removeCookie } from '@casino/core';
import { DISCUSSION_CASINO_COOKIE, rememberDiscussionCasino } from './discussionCookie';

const DAY = 86_400_000;

afterEach(() => {
  removeCookie(DISCUSSION_CASINO_COOKIE);
  vi.useRealTimers();
});

describe('discussion casino id cookie', () => {
  it('is the casino of the page with a discussion, kept for the browser session', () => {
    vi.useFakeTimers({ now: new Date(2030, 2, 10, 12, 0, 0), toFake: ['Date'] });
    const written = vi.spyOn(document, 'cookie', 'set');
    document.body.innerHTML = '<section data-cw-tab-panel="discussion"></section>';
    rememberDiscussionCasino(document.body, 7);
    expect(getCookie(DISCUSSION_CASINO_COOKIE)).toBe('7');
    // No expiry: a session cookie, still there whatever the clock says.
    expect(written.mock.calls[0]?.[0]).not.toMatch(/expires/);
    vi.setSystemTime(Date.now() + 400 * DAY);
    expect(getCookie(DISCUSSION_CASINO_COOKIE)).toBe('7');
    written.mockRestore();
  });

  it('is left alone on a casino page without a discussion', () => {
    document.body.innerHTML = '<section data-cw-tab-panel="bonuses"></section>';
    rememberDiscussionCasino(document.body, 7);
    expect(getCookie(DISCUSSION_CASINO_COOKIE)).toBeNull();
  });
});
