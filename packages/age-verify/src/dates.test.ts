import { birthYearChoices, dayChoices, daysInMonth, isLeapYear, keptDay } from './dates';

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
