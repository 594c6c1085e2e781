import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { userReview } from '@casino/api';
import type { SignupForm } from '@casino/api';
import { call, currentUser, emit, loadGeneralState, reportError, useSignals } from '@casino/core';
import type { AuthTab } from '@casino/core';
import { Dialog } from '@casino/ui';
import { changeReview } from './flowCalls';
import type { ChangeKind } from './flowCalls';
import { merge, reopenValue } from './flowContext';
import type { FlowContext } from './flowContext';
import { FlowStep, stepTitle } from './FlowStep';
import type { FlowState } from './FlowStep';
import { LoginRequired } from './LoginRequired';
import type { ReviewDraft } from './ReviewForm';
import { text } from './messages';
import { flashReview, replaceReview, replaceStatistics } from './page';
import type { ReviewFlowProps } from './props';
import { parseStepPath, stepPath } from './steps';
import { useFlowTriggers } from './useFlowTriggers';
import type { FlowOpener } from './useFlowTriggers';
import { useFocusReturn, useStepFocus } from './useFocusReturn';

/**
 * The review-flow dialog (SPEC §2 Review-flow modal steps). Page-level: one per page.
 * Opens on the page's hooks (`FLOW_HOOKS`), on the `#review` hash (create step for
 * `casinoId`), after a login in the review context (the review-reopen cookie) and after
 * a signup validated in the review context (`auth:signup-validated`, create step with
 * the signup fields).
 */
export function ReviewFlow({ purpose, casinoId, casinoName }: ReviewFlowProps) {
  useSignals();
  const [flow, setFlow] = useState<FlowState | null>(null);
  const [busyError, setBusyError] = useState<string | null>(null);
  const [loginMessage, setLoginMessage] = useState<string | null | undefined>(undefined);
  /** Signup fields from `auth:signup-validated`; in memory only, never stored. */
  const signup = useRef<SignupForm | null>(null);
  /** The casino the visitor was about to review when the auth modal was asked for. */
  const pending = useRef<FlowContext | null>(null);
  const opening = useRef(0);
  const stopFlash = useRef<(() => void) | null>(null);
  /** Where the focus goes once the dialog is closed (its opener may have left the page). */
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const opener = useRef<FlowOpener | null>(null);
  /** What a visitor typed into a new review, per casino, until it is sent (memory only). */
  const drafts = useRef(new Map<number, ReviewDraft>());

  const defaults = useRef<FlowContext>({ casinoId, casinoName });
  useLayoutEffect(() => {
    defaults.current = { casinoId, casinoName };
  }, [casinoId, casinoName]);

  const show = useCallback((next: FlowState | null) => {
    setBusyError(null);
    setLoginMessage(undefined);
    setFlow(next);
  }, []);

  /** Create without a review id: visitors see the auth step, members with a review the already-reviewed step. */
  const openCreate = useCallback(
    async (context: FlowContext) => {
      const ticket = ++opening.current;
      const target = merge(defaults.current, context);
      if (target.casinoId === undefined) {
        reportError('Review flow: no casino to review');
        return;
      }
      if (!signup.current) {
        if (currentUser.value === undefined) await loadGeneralState();
        if (ticket !== opening.current) return;
        if (!currentUser.value) {
          show({ ...target, step: '/reviews/authenticate' });
          return;
        }
        try {
          const { review } = await call(userReview.myReview, { casinoId: target.casinoId });
          if (ticket !== opening.current) return;
          if (review) {
            show({
              ...target,
              casinoName: target.casinoName ?? review.casinoName,
              step: '/reviews/already-reviewed',
              reviewId: review.id,
            });
            return;
          }
        } catch (error) {
          // The server checks again on submit; the form opens anyway.
          reportError(`Review flow: own review check failed: ${String(error)}`);
        }
      }
      if (ticket !== opening.current) return;
      show({
        ...target,
        step: '/reviews/create',
        signup: signup.current,
        draft: drafts.current.get(target.casinoId),
      });
    },
    [show],
  );

  const open = useCallback(
    (path: string, context: FlowContext = {}) => {
      const parsed = parseStepPath(path);
      if (!parsed) {
        reportError(`Review flow: unknown step ${path}`);
        return;
      }
      opening.current += 1;
      // SPEC §2: the authentication step shows only when there is no user.
      const creates = parsed.step === '/reviews/create' || parsed.step === '/reviews/authenticate';
      if (creates && parsed.reviewId === undefined) {
        void openCreate(context);
        return;
      }
      show({ ...merge(defaults.current, context), ...parsed });
    },
    [openCreate, show],
  );

  const close = useCallback(() => {
    opening.current += 1;
    show(null);
  }, [show]);

  const askForAuth = useCallback(
    (tab: AuthTab, context: FlowContext, step?: string) => {
      pending.current = context;
      emit('auth:open', { tab, context: 'review', reopen: reopenValue(context, step) });
      close();
    },
    [close],
  );

  useFlowTriggers({ open, openerRef: opener, signupRef: signup, pendingRef: pending });
  useEffect(() => () => stopFlash.current?.(), []);
  useFocusReturn(flow !== null, opener, focusAfterClose);
  const stepRoot = useStepFocus(flow && stepPath(flow));

  const flash = (reviewId: number) => {
    stopFlash.current?.();
    stopFlash.current = flashReview(reviewId);
  };

  const onSaved = (answer: userReview.ReviewAnswer) => {
    if (!flow) return;
    signup.current = null;
    if (flow.reviewId === undefined && flow.casinoId !== undefined)
      drafts.current.delete(flow.casinoId);
    const reviewId = answer.reviewId ?? flow.reviewId;
    // The password goes with the flow state too.
    const saved: FlowState = { ...flow, signup: null };
    replaceStatistics(answer.statisticsHtml);
    if (reviewId !== undefined && answer.reviewHtml) {
      if (replaceReview(reviewId, answer.reviewHtml, flow.casinoId)) flash(reviewId);
    }
    const next =
      parseStepPath(`/reviews/${answer.step ?? 'thank-you'}`)?.step ?? '/reviews/thank-you';
    show({ ...saved, step: next, reviewId });
  };

  /** Delete or revert, after the confirmation. */
  const change = async (kind: ChangeKind, signal: AbortSignal) => {
    if (!flow?.reviewId) return;
    setBusyError(null);
    setLoginMessage(undefined);
    const outcome = await changeReview(
      kind,
      flow.reviewId,
      { purpose, casinoId: flow.casinoId },
      signal,
    );
    switch (outcome.kind) {
      case 'aborted':
        return;
      case 'login':
        setLoginMessage(outcome.message);
        return;
      case 'error':
        setBusyError(outcome.message);
        return;
      case 'reloading':
        close();
        return;
      case 'deleted':
        focusAfterClose.current = outcome.focus;
        show({ ...flow, step: '/reviews/thank-you', message: text.deleted() });
        return;
      case 'reverted':
        if (outcome.flash !== undefined) flash(outcome.flash);
        show({ ...flow, step: '/reviews/thank-you', message: text.reverted() });
    }
  };

  const keepDraft = useCallback(
    (draft: ReviewDraft) => {
      if (flow?.reviewId === undefined && flow?.casinoId !== undefined)
        drafts.current.set(flow.casinoId, draft);
    },
    [flow],
  );
  // The account was not created: the signup is asked for again, the review text stays.
  const forgetSignup = useCallback(() => {
    signup.current = null;
  }, []);

  if (!flow) return null;
  const context: FlowContext = { casinoId: flow.casinoId, casinoName: flow.casinoName };
  const failure = (
    <>
      {busyError && (
        <p className="cw-reviews__error" role="alert">
          {busyError}
        </p>
      )}
      {loginMessage !== undefined && (
        <LoginRequired
          message={loginMessage}
          onLogin={() => askForAuth('LOGIN', context, stepPath(flow))}
        />
      )}
    </>
  );
  const actions = {
    purpose,
    open,
    close,
    askForAuth,
    change,
    flash,
    onSaved,
    keepDraft,
    forgetSignup,
  };

  return (
    <Dialog
      open
      onClose={close}
      title={stepTitle(flow)}
      closeLabel={text.close()}
      className="cw-review-flow"
      modalId="review-flow"
    >
      {/* One live region for the whole flow, so that a result is announced when it appears. */}
      <p role="status" className="cw-reviews__status">
        {flow.step === '/reviews/thank-you' ? flow.message : ''}
      </p>
      <div ref={stepRoot} className="cw-reviews__step" data-step={stepPath(flow)}>
        <FlowStep flow={flow} actions={actions} failure={failure} />
      </div>
    </Dialog>
  );
}
