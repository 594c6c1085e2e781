import { clock } from './clock';

export const MS_PER_DAY = 86_400_000;

/**
 * Cookie and local-storage helpers. Expiry is in days, fractions allowed (1/48 day is
 * 30 minutes). Corrupt values read as missing; a full quota or a blocked storage is
 * swallowed so a widget never fails because the browser refused to store something.
 */

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie ? document.cookie.split('; ') : []) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, days?: number): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
  if (days !== undefined) {
    cookie += `; expires=${new Date(clock.now() + days * MS_PER_DAY).toUTCString()}`;
  }
  document.cookie = cookie;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** A cookie holding JSON; a value that does not parse reads as null. */
export function getJsonCookie<T>(name: string): T | null {
  const raw = getCookie(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

interface Stored<T> {
  value: T;
  /** Epoch ms after which the value is gone; absent for values that do not expire. */
  expires?: number;
}

/**
 * Reads a value saved with `writeStorage`. Missing, expired, corrupt or rejected by
 * `validate` all read as null (and the bad entry is removed).
 */
export function readStorage<T>(key: string, validate?: (value: unknown) => value is T): T | null {
  const store = localStore();
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Stored<unknown>;
    const fresh = stored.expires === undefined || stored.expires > clock.now();
    if (fresh && 'value' in stored && (!validate || validate(stored.value))) {
      return stored.value as T;
    }
  } catch {
    // fall through: corrupt entries are dropped
  }
  removeStorage(key);
  return null;
}

/** Saves a value, optionally expiring after `days`. Returns false when the browser refused. */
export function writeStorage<T>(key: string, value: T, days?: number): boolean {
  const stored: Stored<T> = { value };
  if (days !== undefined) stored.expires = clock.now() + days * MS_PER_DAY;
  const store = localStore();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // nothing to do: storage is blocked
  }
}
