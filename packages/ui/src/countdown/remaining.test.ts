import { COUNTDOWN_TICK_MS, isoDuration, nextTickIn, remaining, targetTime } from './remaining';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('remaining', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = NOW + 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND;
    expect(remaining(target, NOW)).toEqual({
      total: 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('takes a Date, epoch milliseconds or an ISO string', () => {
    const iso = '2030-01-01T13:00:00Z';
    const expected = { total: HOUR, days: 0, hours: 1, minutes: 0, seconds: 0 };
    expect(remaining(iso, NOW)).toEqual(expected);
    expect(remaining(new Date(iso), NOW)).toEqual(expected);
    expect(remaining(Date.parse(iso), NOW)).toEqual(expected);
  });

  it('counts a started second as a whole one, so zero comes exactly at the target', () => {
    expect(remaining(NOW + 1, NOW)).toMatchObject({ seconds: 1 });
    expect(remaining(NOW + 59 * SECOND + 500, NOW)).toMatchObject({ minutes: 1, seconds: 0 });
    expect(remaining(NOW, NOW)).toEqual({ total: 0, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('never goes below zero, and an unreadable target has ended', () => {
    expect(remaining(NOW - DAY, NOW)).toMatchObject({ total: 0, days: 0, seconds: 0 });
    expect(targetTime('not a date')).toBe(0);
    expect(remaining('not a date', NOW).total).toBe(0);
  });

  it('ticks on the target’s whole seconds, one second apart', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(nextTickIn(5 * SECOND)).toBe(1000);
    expect(nextTickIn(4500)).toBe(500);
    expect(nextTickIn(1)).toBe(1);
  });

  it('writes the time left as an ISO 8601 duration', () => {
    expect(isoDuration(remaining(NOW + DAY + 2 * HOUR + 3 * MINUTE + 4 * SECOND, NOW))).toBe(
      'P1DT2H3M4S',
    );
  });
});
