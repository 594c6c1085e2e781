import { hashToState, stateToHash } from './state';

const server = { casinoId: '4', sort: 'oldest' as const, page: 3 };

describe('the listing state in the hash', () => {
  it('keeps the server state when the hash names none of it', () => {
    expect(hashToState('', server)).toEqual(server);
    expect(hashToState('#review-12', server)).toEqual(server);
  });

  it('reads each name, with defaults for those left out', () => {
    expect(hashToState('#casino_id=7&page=2', server)).toEqual({
      casinoId: '7',
      sort: 'newest',
      page: 2,
    });
  });

  it('drops hostile or malformed values instead of sending them', () => {
    expect(hashToState('#casino_id=<img src=x>&sort_by=%3Cscript%3E&page=-1', server)).toEqual({
      casinoId: '',
      sort: 'newest',
      page: 1,
    });
    expect(hashToState('#casino_id=2.5&page=1e3x', server)).toEqual({
      casinoId: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(stateToHash({ casinoId: '', sort: 'newest', page: 1 })).toBe('');
    expect(stateToHash({ casinoId: '3', sort: 'most-liked', page: 2 })).toBe(
      'casino_id=3&sort_by=most-liked&page=2',
    );
  });
});
