import { clock as coreClock } from '@casino/core';

export type Clock = typeof coreClock;

/**
 * SPEC §9: the visitor is idle 3 s after their last input, for the userscore's focus time
 * and for the tracked active time alike.
 */
export const IDLE_AFTER_MS = 3_000;
/** Active time is counted in whole seconds (SPEC §9: 1 point a second). */
export const ACTIVE_SECOND_MS = 1_000;

/** What counts as input: reading with the mouse or a finger, typing, scrolling. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

interface Watch {
  readonly seconds: Set<() => void>;
  stop(): void;
}

let watch: Watch | null = null;

/** The page is visible and focused and had input in the last IDLE_AFTER_MS. */
function startWatch(clock: Clock): Watch {
  let lastInput = -Infinity;
  const onInput = () => {
    lastInput = clock.now();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, options);
  window.addEventListener('scroll', onInput, options);
  const seconds = new Set<() => void>();
  const timer = clock.setInterval(() => {
    const active =
      document.visibilityState === 'visible' &&
      document.hasFocus() &&
      clock.now() - lastInput <= IDLE_AFTER_MS;
    if (active) seconds.forEach((onSecond) => onSecond());
  }, ACTIVE_SECOND_MS);
  return {
    seconds,
    stop() {
      clock.clearInterval(timer);
      for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, options);
      window.removeEventListener('scroll', onInput, options);
    },
  };
}

/**
 * Calls `onSecond` for each second the visitor is active. The userscore and the tracking
 * share one set of passive listeners (they only note the time) and one timer.
 */
export function onActiveSecond(onSecond: () => void, clock: Clock = coreClock): () => void {
  const current = (watch ??= startWatch(clock));
  current.seconds.add(onSecond);
  return () => {
    current.seconds.delete(onSecond);
    if (current.seconds.size > 0 || watch !== current) return;
    current.stop();
    watch = null;
  };
}
