import { getCookie, removeCookie } from '@casino/core';
import {
  NO_COMMISSION_DISCLAIMER_COOKIE,
  NOTICE_CLOSED,
  SGW_TOOLTIP_COOKIE,
  bindNotices,
} from './notices';
import { TIME_ZONE_COOKIE, rememberTimeZone } from './timeZone';

const DAY = 86_400_000;
const MINUTE = 60_000;
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

const PAGE = `
  <div data-cw-site-notice="sgw-tooltip" hidden>Safer gambling week <button data-cw-notice-close>Got it</button></div>
  <div data-cw-site-notice="no-commission-disclaimer" hidden>No commission <button data-cw-notice-close>Close</button></div>
  <div data-cw-site-notice="unknown" hidden>Other</div>`;

let release = () => {};
beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2030, 2, 10, 12, 0, 0), toFake: ['Date'] });
});
afterEach(() => {
  release();
  [SGW_TOOLTIP_COOKIE, NO_COMMISSION_DISCLAIMER_COOKIE, TIME_ZONE_COOKIE].forEach(removeCookie);
  vi.useRealTimers();
});

/** A page load: the notices' markup as the CMS writes it, bound. */
function load(): Record<string, HTMLElement> {
  release();
  document.body.innerHTML = PAGE;
  release = bindNotices(document);
  return Object.fromEntries(
    [...document.querySelectorAll<HTMLElement>('[data-cw-site-notice]')].map((notice) => [
      notice.dataset.cwSiteNotice!,
      notice,
    ]),
  );
}
const close = (notice: HTMLElement) =>
  notice.querySelector<HTMLElement>('[data-cw-notice-close]')!.click();

describe('notices', () => {
  it('the sgw tooltip shows until closed, then stays away 365 days', () => {
    let notices = load();
    expect(notices['sgw-tooltip']!.hidden).toBe(false);
    expect(notices.unknown!.hidden).toBe(true);
    close(notices['sgw-tooltip']!);
    expect(notices['sgw-tooltip']!.hidden).toBe(true);
    expect(getCookie(SGW_TOOLTIP_COOKIE)).toBe(NOTICE_CLOSED);
    later(365 * DAY - MINUTE);
    notices = load();
    expect(notices['sgw-tooltip']!.hidden).toBe(true);
    later(2 * MINUTE);
    notices = load();
    expect(notices['sgw-tooltip']!.hidden).toBe(false);
  });

  it('the no-commission disclaimer stays away 2 days once closed', () => {
    let notices = load();
    close(notices['no-commission-disclaimer']!);
    // Closing one notice leaves the other.
    expect(notices['sgw-tooltip']!.hidden).toBe(false);
    later(2 * DAY - MINUTE);
    notices = load();
    expect(notices['no-commission-disclaimer']!.hidden).toBe(true);
    later(2 * MINUTE);
    notices = load();
    expect(notices['no-commission-disclaimer']!.hidden).toBe(false);
  });
});

describe('time zone cookie', () => {
  it("is the visitor's time zone, kept 604,800 s from the last page", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    rememberTimeZone();
    expect(getCookie(TIME_ZONE_COOKIE)).toBe(zone);
    later(7 * DAY - MINUTE);
    expect(getCookie(TIME_ZONE_COOKIE)).toBe(zone);
    // A page on the last minute starts the 7 days again.
    rememberTimeZone();
    later(7 * DAY - MINUTE);
    expect(getCookie(TIME_ZONE_COOKIE)).toBe(zone);
    later(2 * MINUTE);
    expect(getCookie(TIME_ZONE_COOKIE)).toBeNull();
  });

  it('is read from Temporal where the browser has it, without a date formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Malta' } });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      rememberTimeZone();
      expect(getCookie(TIME_ZONE_COOKIE)).toBe('Europe/Malta');
      expect(formatter).not.toHaveBeenCalled();
    } finally {
      formatter.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
