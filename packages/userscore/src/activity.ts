import { clock as coreClock } from '@casino/core';

export type Clock = typeof coreClock;

/**
 * SPEC §9: the visitor is idle 3 s after their last input, for the userscore's focus time
 * and for the tracked active time alike.
 */
export const IDLE_AFTER_MS = 3_000;

/** What counts as input: reading with the mouse or a finger, typing, scrolling. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

export interface Activity {
  /** The page is visible and focused and had input in the last IDLE_AFTER_MS. */
  isActive(): boolean;
  stop(): void;
}

/** Listens passively: the handlers only note the time, so input never waits for them. */
export function watchActivity(clock: Clock = coreClock): Activity {
  let lastInput = -Infinity;
  const onInput = () => {
    lastInput = clock.now();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INPUT_EVENTS) document.addEventListener(type, onInput, options);
  window.addEventListener('scroll', onInput, options);
  return {
    isActive: () =>
      document.visibilityState === 'visible' &&
      document.hasFocus() &&
      clock.now() - lastInput <= IDLE_AFTER_MS,
    stop() {
      for (const type of INPUT_EVENTS) document.removeEventListener(type, onInput, options);
      window.removeEventListener('scroll', onInput, options);
    },
  };
}
