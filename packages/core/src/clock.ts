/**
 * The one source of time for every timing rule (debounce, expiry, modal manager, ...).
 * It reads the global timer functions at call time, so tests drive it with fake timers.
 */
export const clock = {
  now: (): number => Date.now(),
  /**
   * Milliseconds since the page started loading (the navigation's time origin), for
   * timings SPEC counts from the page's start rather than from when a widget mounted.
   */
  sincePageStart: (): number => performance.now(),
  setTimeout: (fn: () => void, ms: number): ReturnType<typeof setTimeout> => setTimeout(fn, ms),
  clearTimeout: (id: ReturnType<typeof setTimeout> | undefined): void => clearTimeout(id),
  setInterval: (fn: () => void, ms: number): ReturnType<typeof setInterval> => setInterval(fn, ms),
  clearInterval: (id: ReturnType<typeof setInterval> | undefined): void => clearInterval(id),
};
