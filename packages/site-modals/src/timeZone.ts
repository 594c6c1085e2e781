import { MS_PER_DAY, setCookie } from '@casino/core';

/** SPEC §9: the visitor's time zone (its IANA name), kept 604,800 seconds. */
export const TIME_ZONE_COOKIE = 'timeZone';
export const TIME_ZONE_SECONDS = 604_800;
const MS_PER_SECOND = 1_000;
/** The same in days, as core's cookie helper takes them (7). */
export const TIME_ZONE_DAYS = (TIME_ZONE_SECONDS * MS_PER_SECOND) / MS_PER_DAY;

/**
 * Tells the server the visitor's time zone, so the dates it writes are the visitor's.
 * Written on every page: it lasts 7 days from the last visit, and follows a trip.
 */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) setCookie(TIME_ZONE_COOKIE, zone, TIME_ZONE_DAYS);
}
