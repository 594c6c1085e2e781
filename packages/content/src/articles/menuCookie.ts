import { getJsonCookie, setCookie } from '@casino/core';

/** SPEC §9: opened article menu items are remembered for 1/24 day (an hour). */
export const MENU_COOKIE = 'articleMenuOpened';
export const MENU_COOKIE_DAYS = 1 / 24;
/** The most ids kept, newest last: a cookie has room for about 4 KB. */
export const MENU_COOKIE_MAX_IDS = 50;

/**
 * The ids of the items the visitor left open, or null when nothing is remembered (no
 * cookie, or a corrupt or hostile one): then the menu stays as the server rendered it.
 */
export function readOpened(): string[] | null {
  const value = getJsonCookie<unknown>(MENU_COOKIE);
  return Array.isArray(value)
    ? value.filter((id): id is string => typeof id === 'string' && id !== '')
    : null;
}

/** Remembers the opened ids (the cookie's hour starts again with every change). */
export function writeOpened(ids: readonly string[]): void {
  setCookie(MENU_COOKIE, JSON.stringify(ids.slice(-MENU_COOKIE_MAX_IDS)), MENU_COOKIE_DAYS);
}
