import type { TrackedClick } from '@casino/api';
import { trackingHooks } from '@casino/api';

/** SPEC §9: click tracking is reported every 5 valid clicks. */
export const CLICKS_PER_REPORT = 5;
/** A valid click is a primary or middle click on something that does something. */
const INTERACTIVE = `a[href], button, [role="button"], [role="tab"], input[type="submit"], input[type="button"], summary, [${trackingHooks.track}]`;
const PRIMARY_BUTTON = 0;
const MIDDLE_BUTTON = 1;

export function trackedClick(event: MouseEvent): TrackedClick | null {
  if (event.button !== PRIMARY_BUTTON && event.button !== MIDDLE_BUTTON) return null;
  const element = (event.target as Element | null)?.closest?.(INTERACTIVE);
  if (!element || element.matches(':disabled, [aria-disabled="true"]')) return null;
  const named = element.closest(`[${trackingHooks.track}]`)?.getAttribute(trackingHooks.track);
  const target = named || `${element.localName}${element.id ? `#${element.id}` : ''}`;
  const href = element instanceof HTMLAnchorElement ? element.href : undefined;
  return href ? { target, href } : { target };
}

/** Collects clicks; every CLICKS_PER_REPORT-th hands back the batch to report. */
export function clickBatch() {
  let clicks: TrackedClick[] = [];
  return {
    add(click: TrackedClick): TrackedClick[] | null {
      clicks.push(click);
      if (clicks.length < CLICKS_PER_REPORT) return null;
      const batch = clicks;
      clicks = [];
      return batch;
    },
  };
}
