import { clock as coreClock, scriptUrl } from '@casino/core';
import type { Clock } from '../activity';

/** SPEC §9: analytics loads on the first interaction, or after 3500 ms without one. */
export const ANALYTICS_FALLBACK_MS = 3_500;
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Adds the analytics script (`async`, so it never blocks the page) on the visitor's first
 * interaction or ANALYTICS_FALLBACK_MS after the page started, whichever comes first;
 * once per page. The time counts from the page's start, not from the widget's (which
 * mounts when the browser is idle): a widget that mounts later loads it at once.
 */
export function loadAnalyticsLater(src: string, clock: Clock = coreClock): () => void {
  const due = ANALYTICS_FALLBACK_MS - clock.sincePageStart();
  if (due <= 0) {
    addScript(src);
    return () => undefined;
  }
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    clock.clearTimeout(timer);
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, options);
  };
  function load() {
    stop();
    addScript(src);
  }
  const timer = clock.setTimeout(load, due);
  for (const type of FIRST_INTERACTION) window.addEventListener(type, load, options);
  return stop;
}

function addScript(src: string) {
  const present = [...document.scripts].some((script) => script.getAttribute('src') === src);
  if (present) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = scriptUrl(src);
  document.head.append(script);
}
