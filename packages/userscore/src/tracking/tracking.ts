import { clock as coreClock } from '@casino/core';
import { tracking } from '@casino/api';
import { onActiveSeconds } from '../activity';
import type { Clock } from '../activity';
import { clickBatch, trackedClick } from './clicks';
import type { PageClicks } from './pageClicks';
import type { Report } from './send';

/** SPEC §9: active time is reported every 60 s. */
export const ACTIVE_TIME_REPORT_MS = 60_000;

export interface TrackingOptions {
  pageType: string;
  /** How a report is sent (`send.ts`), given so that this chunk does not share it. */
  report: Report;
  /** The page's one click listener (`pageClicks.ts`). */
  clicks: PageClicks;
  clock?: Clock;
}

/**
 * The sampled page view's tracking: its active time (a second counts while the page is
 * visible, focused and had input in the last 3 s), reported every 60 s and what is left
 * when the page is hidden; its valid clicks, reported five at a time.
 */
export function startTracking(options: TrackingOptions): () => void {
  const clock = options.clock ?? coreClock;
  const { report } = options;
  const page = () => ({ pageType: options.pageType, url: location.href });
  let seconds = 0;
  // What is left goes when the page is hidden (the watch's one listener for it).
  const active = onActiveSeconds(
    (more) => {
      seconds += more;
    },
    clock,
    () => {
      if (document.visibilityState === 'hidden') reportActiveTime(true);
    },
  );
  const reportActiveTime = (urgent: boolean) => {
    active.flush();
    if (seconds === 0) return;
    report(tracking.activeTime, { ...page(), seconds }, urgent);
    seconds = 0;
  };
  // One call a minute: the seconds are counted by the inputs themselves (`activity.ts`).
  const every = clock.setInterval(() => reportActiveTime(false), ACTIVE_TIME_REPORT_MS);
  const batch = clickBatch();
  const stopClicks = options.clicks.add((event) => {
    const click = trackedClick(event);
    const clicks = click && batch.add(click);
    if (clicks) report(tracking.clicks, { ...page(), clicks }, Boolean(click.href));
  });
  return () => {
    reportActiveTime(true);
    clock.clearInterval(every);
    active.stop();
    stopClicks();
  };
}
