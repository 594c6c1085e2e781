import { activeUntil, clock as coreClock } from '@casino/core';

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
 * is heard when a scroll ends, not from `scroll`, which fires on every frame of a scroll,
 * nor from `wheel`, which fires many times for one flick of a touchpad. A moving mouse
 * (or pen) is heard from `mousemove` rather than `pointermove`: the browser fires both,
 * and handing a mouse event to a script costs the main thread less than a pointer event
 * (about 0.02 against 0.05 ms a call at 4x CPU slowdown, measured); touches are heard
 * from `touchstart` and the scroll they make.
 */
const INPUT_EVENTS = ['pointerdown', 'mousemove', 'keydown', 'touchstart'] as const;
/**
 * Where a browser has no `scrollend` (Safari before 26, older Chromium and Firefox), a
 * scroll has ended when no `scroll` event came for this long: longer than the gap between
 * two frames of a slow scroll, short enough to read the depth before the visitor reads on.
 */
export const SCROLL_SETTLED_MS = 150;
/** What changes whether the page has the visitor's attention (visible and focused). */
const ATTENTION_EVENTS = [
  [document, 'visibilitychange'],
  [window, 'focus'],
  [window, 'blur'],
  [window, 'pagehide'],
] as const;
const LISTENER = { capture: true, passive: true } as const;
/** Not capturing: the window's own focus and blur, not those of every field on the page. */
const ATTENTION_LISTENER = { passive: true } as const;

/** Receives whole active seconds, several at once: one call per hand-over, not per second. */
export type OnActiveSeconds = (seconds: number) => void;
/**
 * Told, after the seconds are handed over, that the page lost the visitor's attention
 * (hidden, left, or the window's focus gone), with the event that said so.
 */
export type OnAway = (event: Event) => void;

export interface ActiveSeconds {
  /** Hands over the active seconds counted up to now, so that what is read next is complete. */
  flush(): void;
  /** The deepest the page was scrolled to (px), read when scrolls end. */
  deepestScroll(): number;
  stop(): void;
}

interface Watch {
  readonly readers: Set<OnActiveSeconds>;
  readonly away: Set<OnAway>;
  flush(): void;
  deepestScroll(): number;
  stop(): void;
}

let watch: Watch | null = null;

const attentive = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * An input only adds the time since the one before (up to IDLE_AFTER_MS of it) to a
 * count: no timer, no other call. The seconds are handed over when the page's attention
 * changes (hidden, left, focus lost or back) and when a reader asks (`flush`). Every call
 * the browser makes into a listener costs the main thread more than the listener's own
 * work, so the page gets one listener call per input and nothing on the seconds between.
 * A span counts when the page had the visitor's attention at its start; an attention
 * change hands over the span before it first.
 */
function startWatch(clock: Clock): Watch {
  let lastInput = -Infinity;
  let countedTo = clock.now();
  let attending = attentive();
  let pendingMs = 0;
  let deepest = 0;
  const readers = new Set<OnActiveSeconds>();
  const away = new Set<OnAway>();
  function count() {
    const now = clock.now();
    const from = Math.max(countedTo, lastInput);
    const to = Math.min(now, activeUntil(lastInput, IDLE_AFTER_MS));
    if (attending && to > from) pendingMs += to - from;
    countedTo = now;
  }
  function flush() {
    count();
    attending = attentive();
    const seconds = Math.floor(pendingMs / ACTIVE_SECOND_MS);
    if (seconds === 0) return;
    pendingMs -= seconds * ACTIVE_SECOND_MS;
    readers.forEach((onSeconds) => onSeconds(seconds));
  }
  function onAttention(event: Event) {
    flush();
    const back =
      event.type === 'focus' ||
      (event.type === 'visibilitychange' && document.visibilityState === 'visible');
    if (!back) away.forEach((onAway) => onAway(event));
  }
  function onInput() {
    count();
    lastInput = countedTo;
  }
  function onScrollEnd() {
    onInput();
    // Read when a scroll has ended, when the layout it needs is up to date.
    deepest = Math.max(deepest, window.scrollY);
  }
  const scrollEnds = 'onscrollend' in window ? null : settledScrolls(clock, onScrollEnd);
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener';
    for (const type of INPUT_EVENTS) document[method](type, onInput, LISTENER);
    if (scrollEnds) document[method]('scroll', scrollEnds.onScroll, LISTENER);
    else document[method]('scrollend', onScrollEnd, LISTENER);
    for (const [target, type] of ATTENTION_EVENTS)
      target[method](type, onAttention, ATTENTION_LISTENER);
  };
  listen(true);
  return {
    readers,
    away,
    flush,
    deepestScroll: () => deepest,
    stop() {
      listen(false);
      scrollEnds?.stop();
    },
  };
}

/**
 * `scrollend` where the browser has none: `onEnd` runs once SCROLL_SETTLED_MS passed
 * without a `scroll`. A `scroll` only notes its time; one timer runs while a scroll
 * goes on, set again for the rest of the quiet time when it fires too early, rather than
 * cleared and set on every frame.
 */
function settledScrolls(clock: Clock, onEnd: () => void) {
  let lastScroll = 0;
  let timer: ReturnType<Clock['setTimeout']> | undefined;
  const check = () => {
    const quiet = clock.now() - lastScroll;
    if (quiet < SCROLL_SETTLED_MS) {
      timer = clock.setTimeout(check, SCROLL_SETTLED_MS - quiet);
      return;
    }
    timer = undefined;
    onEnd();
  };
  return {
    onScroll() {
      lastScroll = clock.now();
      timer ??= clock.setTimeout(check, SCROLL_SETTLED_MS);
    },
    stop: () => clock.clearTimeout(timer),
  };
}

/**
 * Hands `onSeconds` the seconds the page was visible and focused and had input in the
 * last IDLE_AFTER_MS, when the page is hidden or left, its focus changes, or `flush` is
 * called; then `onAway`, when the page lost the visitor's attention. The userscore and
 * the tracking share one set of passive listeners, also for the page's attention: a
 * visitor leaving makes one call into the page's scripts per event, not one per reader.
 */
export function onActiveSeconds(
  onSeconds: OnActiveSeconds,
  clock: Clock = coreClock,
  onAway?: OnAway,
): ActiveSeconds {
  const current = (watch ??= startWatch(clock));
  current.readers.add(onSeconds);
  if (onAway) current.away.add(onAway);
  return {
    flush: () => current.flush(),
    deepestScroll: () => current.deepestScroll(),
    stop() {
      current.readers.delete(onSeconds);
      if (onAway) current.away.delete(onAway);
      if (current.readers.size > 0 || watch !== current) return;
      current.stop();
      watch = null;
    },
  };
}
