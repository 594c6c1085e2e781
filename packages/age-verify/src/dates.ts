/**
 * The birth date lists of the age verification form (SPEC §5 "Birth year choices run from
 * current year minus 80 up to the year given in the control; the day list follows month
 * length") and the age on a day. Pure: the current year and today are passed in.
 */
import { BIRTH_YEARS_BACK, LEGAL_AGE_YEARS } from './constants';

export const MONTHS_IN_YEAR = 12;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const FEBRUARY = 2;

/** Gregorian: every 4th year, but not the centuries, except every 4th century. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in `month` (1–12) of `year`. Without a year February has 29 days, so that a
 * visitor who picks the day first can pick 29 February; without a month, 31.
 */
export function daysInMonth(year: number | null, month: number | null): number {
  if (month === null) return 31;
  if (month === FEBRUARY && (year === null || isLeapYear(year))) return 29;
  return DAYS_IN_MONTH[month - 1]!;
}

/** 1 to the month's length. */
export function dayChoices(year: number | null, month: number | null): number[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => index + 1);
}

/**
 * The birth years offered, newest first: from `latestYear` (the control's) down to
 * `currentYear` − 80. A latest year after the current year is cut to the current year.
 */
export function birthYearChoices(currentYear: number, latestYear: number): number[] {
  const earliest = currentYear - BIRTH_YEARS_BACK;
  const latest = Math.min(latestYear, currentYear);
  const years: number[] = [];
  for (let year = latest; year >= earliest; year -= 1) years.push(year);
  return years;
}

/** After the year or month changed: the day stays while it still exists, else it is cleared. */
export function keptDay(day: number | null, year: number | null, month: number | null) {
  return day !== null && day <= daysInMonth(year, month) ? day : null;
}

/**
 * Whole years of age on `today` (the visitor's local date) of someone born on `year`,
 * `month` (1–12), `day`. Born on 29 February: a common year's birthday is 1 March.
 */
export function ageOn(today: Date, year: number, month: number, day: number): number {
  const todayMonth = today.getMonth() + 1;
  const beforeBirthday = todayMonth < month || (todayMonth === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** Younger than the legal age on `today`, to the day. */
export const isUnderAge = (today: Date, year: number, month: number, day: number): boolean =>
  ageOn(today, year, month, day) < LEGAL_AGE_YEARS;
