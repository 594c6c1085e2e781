import { useEffect } from 'react';
import { call, reportError } from '@casino/core';
import { reviews } from '@casino/api';
import { appendPage, logFailure, parseHtml } from './loadMore';
import type { ComplaintsMoreProps } from './props';

/** One "show more" of the complaints list: the next complaints appended, the button replaced. */
export async function showMoreComplaints(list: Element, button: HTMLButtonElement): Promise<void> {
  if (button.hasAttribute('aria-busy')) return;
  let params: reviews.CasinoComplaintsRequest;
  try {
    params = JSON.parse(button.dataset.complaintsParams ?? '') as reviews.CasinoComplaintsRequest;
  } catch {
    reportError('Complaints show more: unreadable params');
    return;
  }
  button.setAttribute('aria-busy', 'true');
  button.dataset.loading = '';
  try {
    const answer = await call(reviews.complaintsShowMoreCasino, params);
    appendPage(list, button, parseHtml(answer.html), '[data-complaints-more]');
  } catch (error) {
    logFailure('Complaints show more', error);
  } finally {
    button.removeAttribute('aria-busy');
    delete button.dataset.loading;
  }
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
    const onClick = (event: Event) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
        'button[data-complaints-more]',
      );
      if (!button || !root.contains(button)) return;
      event.preventDefault();
      void showMoreComplaints(root, button);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [list]);
  return null;
}
