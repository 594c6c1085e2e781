/* global window, performance, PerformanceObserver -- the functions given to the page run in the browser */
// Interaction to Next Paint of one interaction, from the page's Event Timing entries.

/**
 * Event Timing reports only events that took at least this long (its lowest threshold);
 * an interaction without an entry was quicker, and is counted as this.
 */
const EVENT_TIMING_THRESHOLD_MS = 16;
/** How long the entries of an interaction may take to arrive after its frame. */
const ENTRY_WAIT_MS = 2_000;

/**
 * In the page (before its scripts, or as an init script): keeps, per interaction, the
 * longest duration of its events (input delay, handlers and the time to the next paint).
 * Its threshold is EVENT_TIMING_THRESHOLD_MS, written out: the function runs in the page.
 */
export function recordInteractions() {
  window.__cwInteractions = new Map();
  window.__cwInteractionCount = () => performance.interactionCount ?? 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__cwInteractions.get(entry.interactionId) ?? 0;
      window.__cwInteractions.set(entry.interactionId, Math.max(known, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * The Interaction to Next Paint (ms) of the interactions since `__cwInteractions` was last
 * cleared: the longest of them, once the page has reported one (or, when none came, the
 * threshold under which none is reported).
 */
export async function interactionMs(page) {
  const reported = await page
    .waitForFunction(() => window.__cwInteractions.size > 0, undefined, {
      timeout: ENTRY_WAIT_MS,
      polling: 100,
    })
    .then(
      () => true,
      () => false,
    );
  if (!reported) return EVENT_TIMING_THRESHOLD_MS;
  return page.evaluate(() => Math.max(...window.__cwInteractions.values()));
}
