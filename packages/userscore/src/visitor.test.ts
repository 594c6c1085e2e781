import { getCookie, setCookie } from '@casino/core';
import { VISITOR_COOKIE, userscoreApplies, visitorId } from './visitor';

describe('the visitor id', () => {
  it('applies the userscore only to ids ending in 01', () => {
    expect(userscoreApplies('8812345601')).toBe(true);
    expect(userscoreApplies('8812345610')).toBe(false);
    expect(userscoreApplies('8812345611')).toBe(false);
    expect(userscoreApplies('1')).toBe(false);
  });

  it('reads the id the server set', () => {
    setCookie(VISITOR_COOKIE, 'GA1.2.77301', 1);
    expect(visitorId()).toBe('GA1.2.77301');
    setCookie('site_vid', 'abc01', 1);
    expect(visitorId('site_vid')).toBe('abc01');
  });

  it('makes and keeps a random one when there is none, or a broken one', () => {
    const id = visitorId(VISITOR_COOKIE, () => 0.05);
    expect(id).toBe('0'.repeat(16));
    expect(getCookie(VISITOR_COOKIE)).toBe(id);
    expect(visitorId(VISITOR_COOKIE, () => 0.9)).toBe(id);
    setCookie(VISITOR_COOKIE, '<script>', 1);
    expect(visitorId(VISITOR_COOKIE, () => 0.15)).toBe('1'.repeat(16));
  });
});
