import { signal } from '@preact/signals-react';
import { system } from '@casino/api';
import type { CurrentUser } from '@casino/api';
import { call } from './http';
import { reportError } from './errorLog';

/** The logged-in member; null for a visitor, undefined until the page state has loaded. */
export const currentUser = signal<CurrentUser | null | undefined>(undefined);
/** The safe-zone flag of SPEC §6 (separate endpoints, confirmed outbound links). */
export const safeZone = signal(false);

let loading: Promise<void> | null = null;

/** Forgets the page-wide state: Storybook switches stories in one page, and tests. */
export function resetGeneralState(): void {
  loading = null;
  currentUser.value = undefined;
  safeZone.value = false;
}

/** Loads the page-wide state once per page; widgets that need the user call this. */
export function loadGeneralState(): Promise<void> {
  loading ??= call(system.preloadedStateGeneral, {}).then(
    ({ jsonData }) => {
      currentUser.value = jsonData.user;
      safeZone.value = jsonData.safeZone ?? false;
    },
    (error: unknown) => {
      loading = null;
      currentUser.value = null;
      reportError(`General state failed: ${String(error)}`);
    },
  );
  return loading;
}
