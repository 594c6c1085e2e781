// Loaded when a visitor first picks a complaint status on the reputation tab.
import { call, logFailedLoad } from '@casino/core';
import { casinoDetail, reviews } from '@casino/api';
import type { ComplaintStatus } from '@casino/api';
import { withSanitizer } from '@casino/ui';
import { ALL_STATUSES, COMPLAINT_STATUS_BUTTON, COMPLAINTS_LIST } from './constants';

const STATUSES: readonly string[] = reviews.COMPLAINT_STATUSES;

/** A status button's value as the request's `complaintStatus`: left out for ALL. */
export function statusParam(value: string | undefined): ComplaintStatus | undefined | null {
  if (value === ALL_STATUSES) return undefined;
  return value && STATUSES.includes(value) ? (value as ComplaintStatus) : null;
}

/**
 * The reputation tab's complaints filtered by status (SPEC §7 casinoDetailComplaints):
 * each status is fetched once and kept, so going back to one shows it at once. While one
 * loads, other picks wait their turn: the last pick wins. A failure is only logged and
 * the list stays as it was (SPEC §8).
 */
export function createComplaintsFilter(root: HTMLElement, casinoId: number) {
  const answers = new Map<string, Promise<string>>();
  let latest = 0;

  const press = (chosen: HTMLElement) =>
    root.querySelectorAll<HTMLElement>(COMPLAINT_STATUS_BUTTON).forEach((button) => {
      button.setAttribute('aria-pressed', String(button === chosen));
    });

  return async function pick(button: HTMLElement): Promise<void> {
    const value = button.dataset.complaintStatus ?? '';
    const status = statusParam(value);
    const list = root.querySelector<HTMLElement>(COMPLAINTS_LIST);
    if (status === null || !list || button.getAttribute('aria-pressed') === 'true') return;
    const turn = ++latest;
    const previous = root.querySelector<HTMLElement>(
      `${COMPLAINT_STATUS_BUTTON}[aria-pressed="true"]`,
    );
    press(button);
    list.setAttribute('aria-busy', 'true');
    let answer = answers.get(value);
    if (!answer) {
      answer = call(casinoDetail.casinoDetailComplaints, {
        casinoId,
        ...(status ? { complaintStatus: status } : {}),
      });
      answers.set(value, answer);
    }
    try {
      const [html, sanitizer] = await withSanitizer(answer);
      if (turn === latest) list.replaceChildren(sanitizer.fragment(html));
    } catch (error) {
      answers.delete(value);
      logFailedLoad(`Complaints with status ${value}`, error);
      if (turn === latest && previous) press(previous);
    } finally {
      if (turn === latest) list.removeAttribute('aria-busy');
    }
  };
}
