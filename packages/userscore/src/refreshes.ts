/**
 * SPEC §4 "Struggling": a game detail page loaded again and again in a short time. The
 * refresh counter is kept for an hour after its last load (SPEC §9).
 */

/** SPEC §9: the refresh counter is kept 1 hour (in days, for the storage helpers). */
export const REFRESH_COUNTER_DAYS = 1 / 24;
/** SPEC §4: struggling takes more than 4 refreshes ... */
export const STRUGGLING_MIN_REFRESHES = 4;
/** ... averaging under 50 seconds each. */
export const STRUGGLING_MAX_AVERAGE_MS = 50_000;

export interface RefreshCounter {
  game: string;
  /** Loads of this game's page, the first one included. */
  loads: number;
  /** Epoch ms of the first load. */
  firstLoadAt: number;
}

export function isRefreshCounter(value: unknown): value is RefreshCounter {
  const counter = value as RefreshCounter | null;
  return (
    typeof counter === 'object' &&
    counter !== null &&
    typeof counter.game === 'string' &&
    Number.isInteger(counter.loads) &&
    counter.loads > 0 &&
    Number.isFinite(counter.firstLoadAt)
  );
}

/** A load of `game`'s detail page: the counter goes on for the same game, starts over for another. */
export function recordLoad(
  counter: RefreshCounter | null,
  game: string,
  now: number,
): RefreshCounter {
  if (!counter || counter.game !== game || counter.firstLoadAt > now)
    return { game, loads: 1, firstLoadAt: now };
  return { ...counter, loads: counter.loads + 1 };
}

export function isStruggling(counter: RefreshCounter, now: number): boolean {
  const refreshes = counter.loads - 1;
  if (refreshes <= STRUGGLING_MIN_REFRESHES) return false;
  return (now - counter.firstLoadAt) / refreshes < STRUGGLING_MAX_AVERAGE_MS;
}
