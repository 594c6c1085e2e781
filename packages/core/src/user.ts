import { signal } from '@preact/signals-react';
import { system } from '@casino/api';
import type { CurrentUser } from '@casino/api';
import { call } from './http';
import { reportError } from './errorLog';
import { getCookie, removeCookie, setCookie } from './storage';

/**
 * SPEC §9: the safe-zone flag is kept 365 days, so the next page has it before its state
 * has loaded (the signup's first paint, the login's endpoint). The page state decides.
 */
export const SAFE_ZONE_COOKIE = 'safeZone';
export const SAFE_ZONE_DAYS = 365;
const SAFE_ZONE_ON = '1';

/** The logged-in member; null for a visitor, undefined until the page state has loaded. */
export const currentUser = signal<CurrentUser | null | undefined>(undefined);
/** The safe-zone flag of SPEC §6 (separate endpoints, confirmed outbound links). */
export const safeZone = signal(getCookie(SAFE_ZONE_COOKIE) === SAFE_ZONE_ON);

let loading: Promise<void> | null = null;

/** Forgets the page-wide state: Storybook switches stories in one page, and tests. */
export function resetGeneralState(): void {
  loading = null;
  currentUser.value = undefined;
  safeZone.value = false;
  removeCookie(SAFE_ZONE_COOKIE);
}

/** Loads the page-wide state once per page; widgets that need the user call this. */
export function loadGeneralState(): Promise<void> {
  loading ??= call(system.preloadedStateGeneral, {}).then(
    ({ jsonData }) => {
      currentUser.value = jsonData.user;
      safeZone.value = jsonData.safeZone ?? false;
      if (safeZone.value) setCookie(SAFE_ZONE_COOKIE, SAFE_ZONE_ON, SAFE_ZONE_DAYS);
      else removeCookie(SAFE_ZONE_COOKIE);
    },
    (error: unknown) => {
      loading = null;
      currentUser.value = null;
      reportError(`General state failed: ${String(error)}`);
    },
  );
  return loading;
}
