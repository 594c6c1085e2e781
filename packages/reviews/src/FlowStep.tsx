import type { ReactNode } from 'react';
import type { SignupForm, userReview } from '@casino/api';
import { LoaderButton } from '@casino/ui';
import type { FlowContext } from './flowContext';
import { ReviewForm } from './ReviewForm';
import type { ReviewDraft } from './ReviewForm';
import { text } from './messages';
import type { ReviewFlowProps } from './props';
import { stepPath } from './steps';
import type { ReviewStep } from './steps';
import type { ChangeKind } from './flowCalls';

export interface FlowState extends FlowContext {
  step: ReviewStep;
  reviewId?: number;
  /** The thank-you step's message. */
  message?: string;
  /** The create step of a review written together with a signup. */
  signup?: SignupForm | null;
  /** A new review's text and rating typed before a detour (e.g. back to the signup). */
  draft?: ReviewDraft;
}

/** What a step can ask of the flow. */
export interface StepActions {
  purpose: ReviewFlowProps['purpose'];
  open: (path: string, context?: FlowContext) => void;
  close: () => void;
  askForAuth: (tab: 'LOGIN' | 'SIGNUP', context: FlowContext, step?: string) => void;
  change: (kind: ChangeKind, signal: AbortSignal) => Promise<void>;
  flash: (reviewId: number) => void;
  onSaved: (answer: userReview.ReviewAnswer) => void;
  keepDraft: (draft: ReviewDraft) => void;
  forgetSignup: () => void;
}

/** The dialog's title for a step. */
export function stepTitle(flow: FlowState): string {
  const name = flow.casinoName ?? text.thisCasino();
  switch (flow.step) {
    case '/reviews/guide':
      return text.guideTitle();
    case '/complaints/guide':
      return text.complaintsGuideTitle();
    case '/reviews/authenticate':
      return text.authenticateTitle();
    case '/reviews/create':
      return flow.reviewId === undefined ? text.createTitle(name) : text.editTitle(name);
    case '/reviews/verify-email':
      return text.verifyEmailTitle();
    case '/reviews/already-reviewed':
      return text.alreadyReviewedTitle();
    case '/reviews/delete-review':
      return text.deleteTitle();
    case '/reviews/revert-changes':
      return text.revertTitle();
    case '/reviews/review-pending':
      return text.pendingTitle();
    case '/reviews/stars-published':
      return text.starsPublishedTitle();
    case '/reviews/review-published':
      return text.reviewPublishedTitle();
    case '/reviews/thank-you':
    default:
      return text.thankYouTitle();
  }
}

/** The body of a step (SPEC §2 Review-flow modal steps). */
export function FlowStep({
  flow,
  actions,
  failure,
}: {
  flow: FlowState;
  actions: StepActions;
  /** The delete and revert steps' error or login-required message. */
  failure: ReactNode;
}) {
  const { open, close, askForAuth } = actions;
  const context: FlowContext = { casinoId: flow.casinoId, casinoName: flow.casinoName };
  const name = flow.casinoName ?? text.thisCasino();
  const writeButton = (kind: ButtonKind) =>
    flow.casinoId !== undefined && (
      <StepButton
        label={text.writeReview()}
        kind={kind}
        onClick={() => open('/reviews/create', context)}
      />
    );

  switch (flow.step) {
    case '/reviews/guide':
      return (
        <InfoStep paragraph={text.guideText()} onClose={close}>
          {writeButton('primary')}
        </InfoStep>
      );
    case '/complaints/guide':
      return (
        <InfoStep paragraph={text.complaintsGuideText()} onClose={close}>
          {flow.complaintUrl && (
            <a className="cw-reviews__primary" href={flow.complaintUrl}>
              {text.startComplaint()}
            </a>
          )}
          {writeButton('secondary')}
        </InfoStep>
      );
    case '/reviews/authenticate':
      return (
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
    case '/reviews/create':
      return flow.casinoId === undefined && flow.reviewId === undefined ? (
        <p role="alert">{text.genericError()}</p>
      ) : (
        <ReviewForm
          key={flow.reviewId ?? 'new'}
          casinoId={flow.casinoId ?? 0}
          reviewId={flow.reviewId}
          purpose={actions.purpose}
          signup={flow.reviewId === undefined ? flow.signup : null}
          draft={flow.reviewId === undefined ? flow.draft : undefined}
          onDraft={actions.keepDraft}
          onDone={actions.onSaved}
          onLogin={() => askForAuth('LOGIN', context, stepPath(flow))}
          onSignupRejected={actions.forgetSignup}
          onFixSignup={() => askForAuth('SIGNUP', context)}
        />
      );
    case '/reviews/verify-email':
      return <InfoStep paragraph={text.verifyEmailText()} onClose={close} />;
    case '/reviews/already-reviewed': {
      const reviewId = flow.reviewId;
      return (
        <InfoStep paragraph={text.alreadyReviewedText(name)} onClose={close}>
          {reviewId !== undefined && (
            <StepButton
              label={text.editReview()}
              onClick={() => open(stepPath({ step: '/reviews/create', reviewId }), context)}
            />
          )}
        </InfoStep>
      );
    }
    case '/reviews/delete-review':
    case '/reviews/revert-changes': {
      const isDelete = flow.step === '/reviews/delete-review';
      return (
        <>
          <p>{isDelete ? text.deleteText() : text.revertText()}</p>
          {failure}
          <div className="cw-reviews__buttons">
            <LoaderButton
              className={isDelete ? 'cw-reviews__danger' : 'cw-reviews__primary'}
              loadingLabel={text.sending()}
              onAction={(signal) => actions.change(isDelete ? 'delete' : 'revert', signal)}
            >
              {isDelete ? text.deleteConfirm() : text.revertConfirm()}
            </LoaderButton>
            <StepButton label={text.cancel()} kind="secondary" onClick={close} />
          </div>
        </>
      );
    }
    case '/reviews/review-pending':
      return <InfoStep paragraph={text.pendingText()} onClose={close} />;
    case '/reviews/stars-published':
      return <InfoStep paragraph={text.starsPublishedText()} onClose={close} />;
    case '/reviews/review-published': {
      const reviewId = flow.reviewId;
      return (
        <InfoStep paragraph={text.reviewPublishedText()} onClose={close}>
          {reviewId !== undefined && (
            <StepButton
              label={text.showReview()}
              onClick={() => {
                close();
                actions.flash(reviewId);
              }}
            />
          )}
        </InfoStep>
      );
    }
    case '/reviews/thank-you':
    default:
      return <InfoStep onClose={close} />;
  }
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
