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
  const zone = temporal()?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) setCookie(TIME_ZONE_COOKIE, zone, TIME_ZONE_DAYS);
}

/** The part of the Temporal API (Chromium 144+, Firefox 139+) this reads. */
interface Temporal {
  Now: { timeZoneId(): string };
}

/**
 * Temporal where the browser has it: it names the zone at once, where the first
 * `Intl.DateTimeFormat` loads the locale's calendar data, 50-170 ms of a page's load on a
 * slow phone (4× CPU slowdown), on every page.
 */
const temporal = () => (globalThis as { Temporal?: Temporal }).Temporal;
