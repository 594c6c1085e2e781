import { getCookie, setCookie } from '@casino/core';

/** The cookie that identifies a browser across visits (SPEC §9 does not name it). */
export const VISITOR_COOKIE = 'cw_visitor';
/** How long a visitor id is kept: a year, like the site's other long-lived preferences. */
export const VISITOR_COOKIE_DAYS = 365;
/** SPEC §9: the userscore applies only to visitors whose id ends in '01' (one in a hundred). */
export const USERSCORE_VISITOR_SUFFIX = '01';
const VISITOR_ID_DIGITS = 16;
const VISITOR_ID = /^[\w.-]{1,64}$/;

/**
 * The visitor id: the server's cookie when it set one, otherwise a new random one kept
 * for a year. A cookie value that is not an id (edited, truncated) is replaced.
 */
export function visitorId(cookieName = VISITOR_COOKIE, random: () => number = Math.random): string {
  const stored = getCookie(cookieName);
  if (stored && VISITOR_ID.test(stored)) return stored;
  let id = '';
  for (let digit = 0; digit < VISITOR_ID_DIGITS; digit += 1) id += Math.floor(random() * 10);
  setCookie(cookieName, id, VISITOR_COOKIE_DAYS);
  return id;
}

export const userscoreApplies = (id: string): boolean => id.endsWith(USERSCORE_VISITOR_SUFFIX);
