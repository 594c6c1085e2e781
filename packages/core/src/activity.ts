/**
 * SPEC §4 "Activity": a visitor is active, or idle after a time without activity. SPEC §9
 * gives 3 s for the userscore and 5 s for the modal manager, and 30 s for any other use:
 * the default here, when a caller names no time of its own.
 */
export const DEFAULT_IDLE_AFTER_MS = 30_000;

/** Until when (the clock's time) input at `lastActivity` keeps the visitor active. */
export function activeUntil(lastActivity: number, idleAfterMs = DEFAULT_IDLE_AFTER_MS): number {
  return lastActivity + idleAfterMs;
}

/** Whether the visitor whose last input was at `lastActivity` is still active at `now`. */
export function isActive(
  lastActivity: number,
  now: number,
  idleAfterMs = DEFAULT_IDLE_AFTER_MS,
): boolean {
  return now <= activeUntil(lastActivity, idleAfterMs);
}
