import { useEffect } from 'react';
import { currentUser, loadGeneralState, safeZone, useSignals } from '@casino/core';

/**
 * SPEC §6: the safe-zone flag comes with the page's general state, which may arrive after
 * a form shows. Until it has (core then knows the current user: a member, or null for a
 * visitor or a failed load), the flag is undefined and nothing that depends on it shows.
 * Loads the general state.
 */
export function useSafeZone(): boolean | undefined {
  useSignals();
  useEffect(() => {
    void loadGeneralState();
  }, []);
  return currentUser.value === undefined ? undefined : safeZone.value;
}

/**
 * For a decision taken now (which endpoint, whether to subscribe): waits for the general
 * state, loading it again when an earlier load failed, then reads the flag. A state that
 * cannot be loaded leaves core's default, outside the safe zone.
 */
export async function safeZoneNow(): Promise<boolean> {
  await loadGeneralState();
  return safeZone.peek();
}
