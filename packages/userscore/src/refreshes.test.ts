import { isRefreshCounter, isStruggling, recordLoad } from './refreshes';
import type { RefreshCounter } from './refreshes';

const loads = (count: number, everyMs: number, game = 'starburst') => {
  let counter: RefreshCounter | null = null;
  let now = 1_000_000;
  for (let n = 0; n < count; n += 1) {
    counter = recordLoad(counter, game, now);
    now += everyMs;
  }
  return { counter: counter!, lastLoadAt: now - everyMs };
};

describe('struggling on a game detail page', () => {
  it('is struggling after more than 4 refreshes averaging under 50 s', () => {
    const { counter, lastLoadAt } = loads(6, 49_000);
    expect(counter.loads).toBe(6);
    expect(isStruggling(counter, lastLoadAt)).toBe(true);
  });

  it('is not struggling after only 4 refreshes', () => {
    const { counter, lastLoadAt } = loads(5, 10_000);
    expect(isStruggling(counter, lastLoadAt)).toBe(false);
  });

  it('is not struggling when the refreshes average 50 s or more', () => {
    const { counter, lastLoadAt } = loads(6, 50_000);
    expect(isStruggling(counter, lastLoadAt)).toBe(false);
  });

  it('counts each game apart', () => {
    const { counter } = loads(6, 1_000);
    const other = recordLoad(counter, 'book-of-dead', 2_000_000);
    expect(other).toEqual({ game: 'book-of-dead', loads: 1, firstLoadAt: 2_000_000 });
  });

  it('starts over when the stored start lies in the future (a changed clock)', () => {
    const { counter } = loads(6, 1_000);
    expect(recordLoad(counter, 'starburst', 0).loads).toBe(1);
  });

  it('accepts only a well-formed stored counter', () => {
    expect(isRefreshCounter({ game: 'a', loads: 2, firstLoadAt: 5 })).toBe(true);
    expect(isRefreshCounter({ game: 'a', loads: 0, firstLoadAt: 5 })).toBe(false);
    expect(isRefreshCounter({ game: 1, loads: 2, firstLoadAt: 5 })).toBe(false);
    expect(isRefreshCounter('x')).toBe(false);
    expect(isRefreshCounter(null)).toBe(false);
  });
});
