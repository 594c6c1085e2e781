import { useEffect } from 'react';
import { call } from '@casino/core';
import { reviews, reviewsHooks } from '@casino/api';
import { enhanceLoadMore, readParams } from '@casino/ui';
import type { ComplaintsMoreProps } from './props';

/** The complaints list's show-more button; its params are those of the next page. */
export const COMPLAINTS_MORE_SELECTOR = `button[${reviewsHooks.complaintsMore}]`;

/** The next complaints of a show-more button (`complaints-show-more-casino`, SPEC §7). */
async function nextComplaints(button: HTMLElement, signal: AbortSignal): Promise<string> {
  const params = readParams<reviews.CasinoComplaintsRequest>(button, reviewsHooks.complaintsParams);
  return (await call(reviews.complaintsShowMoreCasino, params, { signal })).html;
}

/**
 * The complaints list's load-more control (SPEC §2 Lists, §7 complaints-show-more-casino)
 * on the server's list: each click appends the next complaints until there are no more.
 */
export function ComplaintsMore({ list }: ComplaintsMoreProps) {
  useEffect(() => {
    const root = document.querySelector<HTMLElement>(list);
    if (!root) {
      console.error(`Widget "complaints-more": no list matches ${list}`);
      return;
    }
    const more = enhanceLoadMore(root, {
      selector: COMPLAINTS_MORE_SELECTOR,
      fetchPage: nextComplaints,
    });
    return () => more.destroy();
  }, [list]);
  return null;
}
