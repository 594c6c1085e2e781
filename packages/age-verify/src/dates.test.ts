import { LEGAL_AGE_YEARS } from './constants';
import {
  ageOn,
  birthYearChoices,
  dayChoices,
  daysInMonth,
  isLeapYear,
  isUnderAge,
  keptDay,
} from './dates';

describe('isLeapYear', () => {
  it.each([
    [2000, true],
    [1900, false],
    [2024, true],
    [2023, false],
    [2100, false],
    [1996, true],
  ])('%i → %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe('the day list', () => {
  it('follows the month length', () => {
    expect(daysInMonth(2023, 1)).toBe(31);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
    expect(dayChoices(2023, 6)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('has 29 February only in leap years', () => {
    expect(dayChoices(2000, 2)).toHaveLength(29);
    expect(dayChoices(2024, 2)).toHaveLength(29);
    expect(dayChoices(1900, 2)).toHaveLength(28);
    expect(dayChoices(2023, 2)).toHaveLength(28);
  });

  it('offers 29 February until a year is chosen, and 31 days until a month is', () => {
    expect(dayChoices(null, 2)).toHaveLength(29);
    expect(dayChoices(2023, null)).toHaveLength(31);
    expect(dayChoices(null, null)).toHaveLength(31);
  });
});

describe('keptDay', () => {
  it('keeps a day that still exists and clears one that does not', () => {
    expect(keptDay(29, 2024, 2)).toBe(29);
    expect(keptDay(29, 2023, 2)).toBeNull();
    expect(keptDay(31, 2023, 4)).toBeNull();
    expect(keptDay(30, 2023, 4)).toBe(30);
    expect(keptDay(15, 2023, 2)).toBe(15);
    expect(keptDay(null, 2023, 2)).toBeNull();
  });
});

describe('birthYearChoices', () => {
  it('runs from the control’s year down to the current year minus 80', () => {
    const years = birthYearChoices(2026, 2008);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(2008 - 1946 + 1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('moves with the current year', () => {
    expect(birthYearChoices(2030, 2012).at(-1)).toBe(1950);
  });

  it('never offers a year after the current one, and nothing when the control’s year is too early', () => {
    expect(birthYearChoices(2026, 2030)[0]).toBe(2026);
    expect(birthYearChoices(2026, 1900)).toEqual([]);
  });
});

describe('the age on a day', () => {
  it('is the legal age of 18 from the birthday on, not the day before', () => {
    expect(LEGAL_AGE_YEARS).toBe(18);
    expect(ageOn(new Date(2026, 5, 14), 2008, 6, 15)).toBe(17);
    expect(isUnderAge(new Date(2026, 5, 14), 2008, 6, 15)).toBe(true);
    expect(ageOn(new Date(2026, 5, 15), 2008, 6, 15)).toBe(18);
    expect(isUnderAge(new Date(2026, 5, 15), 2008, 6, 15)).toBe(false);
  });

  it('counts across a year end and a month end', () => {
    expect(isUnderAge(new Date(2026, 11, 31), 2009, 1, 1)).toBe(true);
    expect(isUnderAge(new Date(2027, 0, 1), 2009, 1, 1)).toBe(false);
    expect(isUnderAge(new Date(2026, 3, 30), 2008, 5, 1)).toBe(true);
    expect(isUnderAge(new Date(2026, 4, 1), 2008, 5, 1)).toBe(false);
  });

  it('gives someone born on 29 February their birthday on 1 March of a common year', () => {
    expect(isUnderAge(new Date(2026, 1, 28), 2008, 2, 29)).toBe(true);
    expect(isUnderAge(new Date(2026, 2, 1), 2008, 2, 29)).toBe(false);
    expect(isUnderAge(new Date(2028, 1, 29), 2010, 2, 29)).toBe(false);
  });
});
