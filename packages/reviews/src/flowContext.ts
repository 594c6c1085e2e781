/**
 * What the review flow knows about the casino it works for, where that comes from (the
 * page's hooks, the widget's props, the review-reopen cookie) and how those combine.
 */

/**
 * Server-HTML hooks that open the flow (event delegation on the document):
 * `[data-review-create]` create step (with `data-casino-id`, `data-casino-name`),
 * `[data-review-edit]`, `[data-review-delete]`, `[data-review-revert]` (with
 * `data-review-id`) edit, delete and revert, and `[data-review-flow="<step key>"]` any
 * step by its key (e.g. `/reviews/guide`, `/complaints/guide`).
 */
import { reviewsHooks } from '@casino/api';

export const FLOW_HOOKS = `[${reviewsHooks.reviewCreate}], [${reviewsHooks.reviewEdit}], [${reviewsHooks.reviewDelete}], [${reviewsHooks.reviewRevert}], [${reviewsHooks.reviewFlow}]`;

export interface FlowContext {
  casinoId?: number;
  casinoName?: string;
  /** A link the complaints guide offers (`data-complaint-url`). */
  complaintUrl?: string;
}

/** What the review-reopen cookie carries (written by the auth widget after a login). */
export interface ReopenValue {
  step?: string;
  casinoId?: number;
  casinoName?: string;
}

export function reopenValue(context: FlowContext, step = '/reviews/create'): string {
  return JSON.stringify({ step, casinoId: context.casinoId, casinoName: context.casinoName });
}

/** The cookie holds our JSON, or just a step path such as `/reviews/create`. */
export function readReopen(raw: string): ReopenValue | null {
  if (raw.startsWith('/')) return { step: raw };
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as ReopenValue) : null;
  } catch {
    return null;
  }
}

/** Later contexts win, but only with the values they have. */
export function merge(...contexts: FlowContext[]): FlowContext {
  const merged: FlowContext = {};
  for (const context of contexts) {
    if (context.casinoId !== undefined) {
      // Another casino's name does not carry over.
      if (context.casinoId !== merged.casinoId) delete merged.casinoName;
      merged.casinoId = context.casinoId;
    }
    if (context.casinoName !== undefined) merged.casinoName = context.casinoName;
    if (context.complaintUrl !== undefined) merged.complaintUrl = context.complaintUrl;
  }
  return merged;
}

export const numberOf = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};
