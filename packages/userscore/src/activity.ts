import { clock as coreClock } from '@casino/core';

export type Clock = typeof coreClock;

/**
 * SPEC §9: the visitor is idle 3 s after their last input, for the userscore's focus time
 * and for the tracked active time alike.
 */
export const IDLE_AFTER_MS = 3_000;
/** Active time is counted in whole seconds (SPEC §9: 1 point a second). */
export const ACTIVE_SECOND_MS = 1_000;

/**
 * What counts as input: reading with the mouse or a finger, typing, scrolling. Scrolling
 * is heard from what scrolls (a wheel, a touch, a key, the scroll bar), not from `scroll`,
 * which fires on every frame of a scroll and on scrolls that no visitor made.
 */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
const LISTENER = { capture: true, passive: true } as const;

interface Watch {
  readonly seconds: Set<() => void>;
  stop(): void;
}

let watch: Watch | null = null;

/**
 * The listeners only note the time (and start the timer after an idle spell); they stay
 * on the page, because adding and removing wheel and touch listeners makes the browser
 * recompute the page's input regions. The timer stops while the visitor is idle, so an
 * idle page runs nothing.
 */
function startWatch(clock: Clock): Watch {
  let lastInput = -Infinity;
  let timer: ReturnType<Clock['setInterval']> | undefined;
  const seconds = new Set<() => void>();
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of INPUT_EVENTS) document[method](type, onInput, LISTENER);
  };
  const idle = () => clock.now() - lastInput > IDLE_AFTER_MS;
  function tick() {
    if (idle()) {
      clock.clearInterval(timer);
      timer = undefined;
    } else if (document.visibilityState === 'visible' && document.hasFocus()) {
      seconds.forEach((onSecond) => onSecond());
    }
  }
  function onInput() {
    lastInput = clock.now();
    timer ??= clock.setInterval(tick, ACTIVE_SECOND_MS);
  }
  listen(true);
  return {
    seconds,
    stop() {
      clock.clearInterval(timer);
      listen(false);
    },
  };
}

/**
 * Calls `onSecond` for each second the page is visible and focused and had input in the
 * last IDLE_AFTER_MS. The userscore and the tracking share one set of passive listeners
 * and one timer.
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
