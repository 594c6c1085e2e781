import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { userReview } from '@casino/api';
import type { SignupForm } from '@casino/api';
import {
  REVIEW_REOPEN_COOKIE,
  RequestError,
  call,
  currentUser,
  emit,
  getCookie,
  getVerificationToken,
  loadGeneralState,
  on,
  removeCookie,
  reportError,
  useSignals,
} from '@casino/core';
import type { AuthTab } from '@casino/core';
import { Dialog, LoaderButton } from '@casino/ui';
import { CODE_LOGIN_REQUIRED, CODE_OK, REVIEW_HASH } from './constants';
import { LoginRequired } from './LoginRequired';
import { ReviewForm } from './ReviewForm';
import type { ReviewDraft } from './ReviewForm';
import { text } from './messages';
import {
  casinoOfReview,
  findReview,
  flashReview,
  reloadIfNothingDeletable,
  removeReview,
  replacementFor,
  replaceReview,
  replaceStatistics,
} from './page';
import type { ReviewFlowProps } from './props';
import { parseStepPath, stepPath } from './steps';
import type { ReviewStep } from './steps';

/**
 * Server-HTML hooks that open the flow (event delegation on the document):
 * `[data-review-create]` create step (with `data-casino-id`, `data-casino-name`),
 * `[data-review-edit]`, `[data-review-delete]`, `[data-review-revert]` (with
 * `data-review-id`) edit, delete and revert, and `[data-review-flow="<step key>"]` any
 * step by its key (e.g. `/reviews/guide`, `/complaints/guide`).
 */
export const FLOW_HOOKS =
  '[data-review-create], [data-review-edit], [data-review-delete], [data-review-revert], [data-review-flow]';

export interface FlowContext {
  casinoId?: number;
  casinoName?: string;
  /** A link the complaints guide offers (`data-complaint-url`). */
  complaintUrl?: string;
}

interface FlowState extends FlowContext {
  step: ReviewStep;
  reviewId?: number;
  /** The thank-you step's message. */
  message?: string;
  /** The create step of a review written together with a signup. */
  signup?: SignupForm | null;
  /** A new review's text and rating typed before a detour (e.g. back to the signup). */
  draft?: ReviewDraft;
}

/** What the review-reopen cookie carries (written by the auth widget after a login). */
interface ReopenValue {
  step?: string;
  casinoId?: number;
  casinoName?: string;
}

export function reopenValue(context: FlowContext, step = '/reviews/create'): string {
  return JSON.stringify({ step, casinoId: context.casinoId, casinoName: context.casinoName });
}

/** The cookie holds our JSON, or just a step path such as `/reviews/create`. */
function readReopen(raw: string): ReopenValue | null {
  if (raw.startsWith('/')) return { step: raw };
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' ? (value as ReopenValue) : null;
  } catch {
    return null;
  }
}

/** Later contexts win, but only with the values they have. */
function merge(...contexts: FlowContext[]): FlowContext {
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

const numberOf = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
};

/**
 * The review-flow dialog (SPEC §2 Review-flow modal steps). Page-level: one per page.
 * Opens on the hooks above, on the `#review` hash (create step for `casinoId`), after a
 * login in the review context (the review-reopen cookie) and after a signup validated
 * in the review context (`auth:signup-validated`, create step with the signup fields).
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
  /** The hook that opened the flow, and its review. */
  const opener = useRef<{ element: HTMLElement; reviewId?: number } | null>(null);
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

  // Hooks anywhere in the page, by event delegation.
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
      opener.current = { element: hook, reviewId };
      if (hook.hasAttribute('data-review-flow')) open(hook.dataset.reviewFlow ?? '', context);
      else if (hook.hasAttribute('data-review-create')) open('/reviews/create', context);
      else if (reviewId === undefined) reportError('Review flow: a hook without data-review-id');
      else if (hook.hasAttribute('data-review-edit'))
        open(stepPath({ step: '/reviews/create', reviewId }), context);
      else if (hook.hasAttribute('data-review-delete'))
        open(stepPath({ step: '/reviews/delete-review', reviewId }), context);
      else open(stepPath({ step: '/reviews/revert-changes', reviewId }), context);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open]);

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
        signup.current = detail.signup;
        const context = pending.current ?? {};
        pending.current = null;
        open('/reviews/create', context);
      }),
    [open],
  );

  useEffect(() => () => stopFlash.current?.(), []);

  // After the dialog's own focus return (its opener may be gone, e.g. a deleted review).
  const isOpen = flow !== null;
  useEffect(() => {
    if (isOpen) return;
    const from = opener.current;
    opener.current = null;
    const target =
      focusAfterClose.current ??
      (from && !from.element.isConnected ? replacementFor(from.element, from.reviewId) : null);
    focusAfterClose.current = null;
    if (target?.isConnected) target.focus();
  }, [isOpen]);

  // A new step takes the focus (the dialog focuses the first step on open).
  const stepRoot = useRef<HTMLDivElement>(null);
  const stepKey = flow && stepPath(flow);
  useEffect(() => {
    const root = stepRoot.current;
    if (!root || root.contains(document.activeElement)) return;
    root.querySelector<HTMLElement>('input, textarea, button, a[href]')?.focus();
  }, [stepKey]);

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
  const change = async (kind: 'delete' | 'revert', signal: AbortSignal) => {
    if (!flow?.reviewId) return;
    setBusyError(null);
    setLoginMessage(undefined);
    const reviewId = flow.reviewId;
    try {
      const recaptchaToken = await getVerificationToken(
        kind === 'delete' ? 'delete_review' : 'revert_review',
      );
      const endpoint = kind === 'delete' ? userReview.deleteReview : userReview.revertReview;
      const answer = await call(endpoint, { id: reviewId, recaptchaToken, purpose }, { signal });
      if (answer.code === CODE_LOGIN_REQUIRED) {
        setLoginMessage(answer.message);
        return;
      }
      if (answer.code !== undefined && answer.code !== CODE_OK) {
        setBusyError(answer.message || text.genericError());
        return;
      }
      replaceStatistics(answer.statisticsHtml);
      // A delete that dropped a pending version answers the review it reverted to.
      if (kind === 'delete' && !(answer.revertedReviewId && answer.reviewHtml)) {
        focusAfterClose.current = removeReview(answer.reviewId ?? reviewId, flow.casinoId);
        if (reloadIfNothingDeletable()) {
          close();
          return;
        }
        show({ ...flow, step: '/reviews/thank-you', message: text.deleted() });
        return;
      }
      const restored = answer.revertedReviewId ?? reviewId;
      // The restored review takes the place of the version the page shows.
      const shown = findReview(restored) ? restored : reviewId;
      if (answer.reviewHtml && replaceReview(shown, answer.reviewHtml, flow.casinoId))
        flash(restored);
      show({ ...flow, step: '/reviews/thank-you', message: text.reverted() });
    } catch (error) {
      if (signal.aborted) return;
      setBusyError((error instanceof RequestError && error.serverMessage) || text.genericError());
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
  const name = flow.casinoName ?? text.thisCasino();
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

  const writeButton = (kind: ButtonKind) =>
    flow.casinoId !== undefined && (
      <StepButton
        label={text.writeReview()}
        kind={kind}
        onClick={() => open('/reviews/create', context)}
      />
    );

  let title: string;
  let body: ReactNode;
  switch (flow.step) {
    case '/reviews/guide':
      title = text.guideTitle();
      body = (
        <InfoStep paragraph={text.guideText()} onClose={close}>
          {writeButton('primary')}
        </InfoStep>
      );
      break;
    case '/complaints/guide':
      title = text.complaintsGuideTitle();
      body = (
        <InfoStep paragraph={text.complaintsGuideText()} onClose={close}>
          {flow.complaintUrl && (
            <a className="cw-reviews__primary" href={flow.complaintUrl}>
              {text.startComplaint()}
            </a>
          )}
          {writeButton('secondary')}
        </InfoStep>
      );
      break;
    case '/reviews/authenticate':
      title = text.authenticateTitle();
      body = (
        <>
          <p>{text.authenticateText()}</p>
          <div className="cw-reviews__buttons">
            <StepButton label={text.signUp()} onClick={() => askForAuth('SIGNUP', context)} />
            <StepButton
              label={text.logIn()}
              kind="secondary"
              onClick={() => askForAuth('LOGIN', context)}
            />
          </div>
        </>
      );
      break;
    case '/reviews/create':
      title = flow.reviewId === undefined ? text.createTitle(name) : text.editTitle(name);
      body =
        flow.casinoId === undefined && flow.reviewId === undefined ? (
          <p role="alert">{text.genericError()}</p>
        ) : (
          <ReviewForm
            key={flow.reviewId ?? 'new'}
            casinoId={flow.casinoId ?? 0}
            reviewId={flow.reviewId}
            purpose={purpose}
            signup={flow.reviewId === undefined ? flow.signup : null}
            draft={flow.reviewId === undefined ? flow.draft : undefined}
            onDraft={keepDraft}
            onDone={onSaved}
            onLogin={() => askForAuth('LOGIN', context, stepPath(flow))}
            onSignupRejected={forgetSignup}
            onFixSignup={() => askForAuth('SIGNUP', context)}
          />
        );
      break;
    case '/reviews/verify-email':
      title = text.verifyEmailTitle();
      body = <InfoStep paragraph={text.verifyEmailText()} onClose={close} />;
      break;
    case '/reviews/already-reviewed': {
      title = text.alreadyReviewedTitle();
      const reviewId = flow.reviewId;
      body = (
        <InfoStep paragraph={text.alreadyReviewedText(name)} onClose={close}>
          {reviewId !== undefined && (
            <StepButton
              label={text.editReview()}
              onClick={() => open(stepPath({ step: '/reviews/create', reviewId }), context)}
            />
          )}
        </InfoStep>
      );
      break;
    }
    case '/reviews/delete-review':
    case '/reviews/revert-changes': {
      const isDelete = flow.step === '/reviews/delete-review';
      title = isDelete ? text.deleteTitle() : text.revertTitle();
      body = (
        <>
          <p>{isDelete ? text.deleteText() : text.revertText()}</p>
          {failure}
          <div className="cw-reviews__buttons">
            <LoaderButton
              className={isDelete ? 'cw-reviews__danger' : 'cw-reviews__primary'}
              loadingLabel={text.sending()}
              onAction={(signal) => change(isDelete ? 'delete' : 'revert', signal)}
            >
              {isDelete ? text.deleteConfirm() : text.revertConfirm()}
            </LoaderButton>
            <StepButton label={text.cancel()} kind="secondary" onClick={close} />
          </div>
        </>
      );
      break;
    }
    case '/reviews/review-pending':
      title = text.pendingTitle();
      body = <InfoStep paragraph={text.pendingText()} onClose={close} />;
      break;
    case '/reviews/stars-published':
      title = text.starsPublishedTitle();
      body = <InfoStep paragraph={text.starsPublishedText()} onClose={close} />;
      break;
    case '/reviews/review-published': {
      title = text.reviewPublishedTitle();
      const reviewId = flow.reviewId;
      body = (
        <InfoStep paragraph={text.reviewPublishedText()} onClose={close}>
          {reviewId !== undefined && (
            <StepButton
              label={text.showReview()}
              onClick={() => {
                close();
                flash(reviewId);
              }}
            />
          )}
        </InfoStep>
      );
      break;
    }
    case '/reviews/thank-you':
    default:
      title = text.thankYouTitle();
      body = <InfoStep onClose={close} />;
  }

  return (
    <Dialog
      open
      onClose={close}
      title={title}
      closeLabel={text.close()}
      className="cw-review-flow"
      modalId="review-flow"
    >
      {/* One live region for the whole flow, so that a result is announced when it appears. */}
      <p role="status" className="cw-reviews__status">
        {flow.step === '/reviews/thank-you' ? flow.message : ''}
      </p>
      <div ref={stepRoot} className="cw-reviews__step" data-step={stepPath(flow)}>
        {body}
      </div>
    </Dialog>
  );
}

type ButtonKind = 'primary' | 'secondary';

function StepButton({
  label,
  onClick,
  kind = 'primary',
}: {
  label: string;
  onClick: () => void;
  kind?: ButtonKind;
}) {
  return (
    <button type="button" className={`cw-reviews__${kind}`} onClick={onClick}>
      {label}
    </button>
  );
}

/** A step of text and buttons; OK (closing the flow) comes last. */
function InfoStep({
  paragraph,
  onClose,
  children,
}: {
  paragraph?: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <>
      {paragraph && <p>{paragraph}</p>}
      <div className="cw-reviews__buttons">
        {children}
        <StepButton label={text.done()} kind="secondary" onClick={onClose} />
      </div>
    </>
  );
}
