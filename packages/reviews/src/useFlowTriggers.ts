import { useEffect } from 'react';
import type { RefObject } from 'react';
import type { SignupForm } from '@casino/api';
import { REVIEW_REOPEN_COOKIE, getCookie, on, removeCookie, reportError } from '@casino/core';
import { reviewsHooks } from '@casino/api';
import { REVIEW_HASH } from './constants';
import { FLOW_HOOKS, numberOf, readReopen } from './flowContext';
import type { FlowContext } from './flowContext';
import { casinoOfReview } from './page';
import { stepPath } from './steps';

export type OpenStep = (path: string, context?: FlowContext) => void;

/** The hook that opened the flow, and its review (for the focus return). */
export interface FlowOpener {
  element: HTMLElement;
  reviewId?: number;
}

interface Triggers {
  open: OpenStep;
  /** Set when a hook opens the flow. */
  openerRef: RefObject<FlowOpener | null>;
  /** Receives the signup fields of `auth:signup-validated` (memory only). */
  signupRef: RefObject<SignupForm | null>;
  /** The casino the visitor was about to review when the auth modal was asked for. */
  pendingRef: RefObject<FlowContext | null>;
}

/**
 * What opens the flow: the page's hooks (event delegation), the `#review` hash, the
 * review-reopen cookie after a login, and a signup validated in the review context.
 */
export function useFlowTriggers({ open, openerRef, signupRef, pendingRef }: Triggers): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const hook = event.target.closest<HTMLElement>(FLOW_HOOKS);
      if (!hook) return;
      event.preventDefault();
      const fromReview = casinoOfReview(hook);
      const context: FlowContext = {
        casinoId: numberOf(hook.dataset.casinoId) ?? fromReview.casinoId,
        casinoName: hook.dataset.casinoName ?? fromReview.casinoName,
        complaintUrl: hook.dataset.complaintUrl,
      };
      const reviewId = numberOf(hook.dataset.reviewId);
      openerRef.current = { element: hook, reviewId };
      if (hook.hasAttribute(reviewsHooks.reviewFlow)) open(hook.dataset.reviewFlow ?? '', context);
      else if (hook.hasAttribute(reviewsHooks.reviewCreate)) open('/reviews/create', context);
      else if (reviewId === undefined)
        reportError(`Review flow: a hook without ${reviewsHooks.reviewId}`);
      else if (hook.hasAttribute(reviewsHooks.reviewEdit))
        open(stepPath({ step: '/reviews/create', reviewId }), context);
      else if (hook.hasAttribute(reviewsHooks.reviewDelete))
        open(stepPath({ step: '/reviews/delete-review', reviewId }), context);
      else open(stepPath({ step: '/reviews/revert-changes', reviewId }), context);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open, openerRef]);

  // `#review` opens the create step for the page's casino.
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === REVIEW_HASH) open('/reviews/create');
    };
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [open]);

  // After a login in the review context the page reloads with the reopen cookie set.
  useEffect(() => {
    const raw = getCookie(REVIEW_REOPEN_COOKIE);
    if (raw === null) return;
    removeCookie(REVIEW_REOPEN_COOKIE);
    const value = readReopen(raw);
    open(value?.step ?? '/reviews/create', {
      casinoId: typeof value?.casinoId === 'number' ? value.casinoId : undefined,
      casinoName: typeof value?.casinoName === 'string' ? value.casinoName : undefined,
    });
  }, [open]);

  // A signup validated in the review context goes on to the create step.
  useEffect(
    () =>
      on('auth:signup-validated', (detail) => {
        signupRef.current = detail.signup;
        const context = pendingRef.current ?? {};
        pendingRef.current = null;
        open('/reviews/create', context);
      }),
    [open, signupRef, pendingRef],
  );
}
