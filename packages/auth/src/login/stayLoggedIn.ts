import { getCookie, setCookie } from '@casino/core';

/** SPEC §9: "Stay logged in" is ticked unless this cookie is "false". */
export const STAY_LOGGED_IN_COOKIE = 'stayLoggedIn';
/**
 * SPEC §9 gives no duration: the member's choice is kept for a year, like the site's
 * other preference cookies (sort preferences, safe zone).
 */
export const STAY_LOGGED_IN_DAYS = 365;

export function readStayLoggedIn(): boolean {
  return getCookie(STAY_LOGGED_IN_COOKIE) !== 'false';
}

export function writeStayLoggedIn(value: boolean): void {
  setCookie(STAY_LOGGED_IN_COOKIE, String(value), STAY_LOGGED_IN_DAYS);
}
