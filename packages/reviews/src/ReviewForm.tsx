import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  CODE_EMAIL_REGISTERED,
  CODE_LOGIN_REQUIRED,
  CODE_LOGIN_TAKEN,
  CODE_OK,
  userReview,
} from '@casino/api';
import type { SignupForm } from '@casino/api';
import { call, errorText, getVerificationToken, isAbortError } from '@casino/core';
import { LoaderButton, cutPaste, useCall } from '@casino/ui';
import { REVIEW_TEXT_MAX_LENGTH, capText } from './constants';
import { LoginRequired } from './LoginRequired';
import { text } from './messages';

const REVIEW_RATING_MAX = userReview.REVIEW_RATING_MAX;
const REVIEW_RATING_MIN = userReview.REVIEW_RATING_MIN;
const RATINGS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, index) => REVIEW_RATING_MIN + index,
);

/** What was typed into a new review, kept by the flow while it is not sent. */
export interface ReviewDraft {
  rating: number;
  text: string;
}

/** Codes of a signup sent with a review that the signup form must fix (a race). */
const SIGNUP_CODES: readonly number[] = [CODE_LOGIN_TAKEN, CODE_EMAIL_REGISTERED];

export interface ReviewFormProps {
  casinoId: number;
  /** Editing this review (PUT) instead of writing a new one. */
  reviewId?: number;
  purpose: userReview.ReviewPurpose;
  /** Signup fields validated in the review context, sent with a new review. */
  signup?: SignupForm | null;
  /** A create or edit answered code 200. */
  onDone: (answer: userReview.ReviewAnswer) => void;
  /** Code 7000: the member is asked to log in. */
  onLogin: () => void;
  /** A new review's text and rating as typed so far (it survives a detour). */
  draft?: ReviewDraft;
  onDraft?: (draft: ReviewDraft) => void;
  /** 4011/4012 for the signup sent with the review: the signup is no longer valid. */
  onSignupRejected?: () => void;
  /** The link of that message: back to the signup form. */
  onFixSignup?: () => void;
}

interface Errors {
  rating?: string;
  text?: string;
}

function validate(rating: number, body: string): Errors {
  const errors: Errors = {};
  if (rating < REVIEW_RATING_MIN || rating > REVIEW_RATING_MAX)
    errors.rating = text.ratingRequired();
  if (body.length > REVIEW_TEXT_MAX_LENGTH) errors.text = text.textTooLong(REVIEW_TEXT_MAX_LENGTH);
  return errors;
}

/**
 * The create (and edit) step: a star rating (a radio group, arrow keys move the choice),
 * the text with a counter, a human-verification token; 8200 and other server messages
 * show in the form, 7000 as a login prompt. The typed text stays after a failure;
 * a second submit while one is under way is ignored.
 */
export function ReviewForm({
  casinoId,
  reviewId,
  purpose,
  signup,
  onDone,
  onLogin,
  draft,
  onDraft,
  onSignupRejected,
  onFixSignup,
}: ReviewFormProps) {
  const id = useId();
  const [rating, setRating] = useState(draft?.rating ?? 0);
  const [body, setBody] = useState(draft?.text ?? '');
  /** The server's 4011/4012 message for the signup that went with the review. */
  const [signupError, setSignupError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const sending = useCall({ fallback: text.genericError });
  const { busy, error: formError, setError: setFormError } = sending;
  const [loginMessage, setLoginMessage] = useState<string | null | undefined>(undefined);
  /** A paste was cut to the limit: said in a live region, so that it is heard. */
  const [pasteCut, setPasteCut] = useState(false);
  const [loading, setLoading] = useState(reviewId !== undefined);
  const firstStar = useRef<HTMLInputElement>(null);

  /** A new review's draft goes to the flow with each change. */
  const keep = (next: ReviewDraft) => {
    if (reviewId === undefined) onDraft?.(next);
  };

  // Editing: the review as it is now (the pending revision when there is one).
  useEffect(() => {
    if (reviewId === undefined) return;
    const abort = new AbortController();
    call(userReview.getReview, { id: reviewId }, { signal: abort.signal })
      .then((answer) => {
        if (answer.code === CODE_LOGIN_REQUIRED) setLoginMessage(answer.message);
        else if (answer.code !== CODE_OK || !answer.review)
          setFormError(answer.message || text.genericError());
        else {
          setRating(answer.review.rating);
          setBody(answer.review.text);
        }
      })
      .catch((error: unknown) => {
        if (isAbortError(error) || abort.signal.aborted) return;
        setFormError(errorText(error, text.genericError()));
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [reviewId, setFormError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(rating, body);
    setErrors(found);
    if (found.rating || found.text) {
      if (found.rating) firstStar.current?.focus();
      else document.getElementById(`${id}-text`)?.focus();
      return;
    }
    setSignupError(null);
    setLoginMessage(undefined);
    void sending.run(async (signal) => {
      const recaptchaToken = await getVerificationToken('review');
      const common = { casinoId, rating, text: body, purpose, recaptchaToken };
      const answer =
        reviewId === undefined
          ? await call(
              userReview.createReview,
              signup ? { ...common, ...signupFields(signup) } : common,
              { signal },
            )
          : await call(userReview.editReview, { ...common, id: reviewId }, { signal });
      if (answer.code === CODE_OK) onDone(answer);
      else if (answer.code === CODE_LOGIN_REQUIRED) setLoginMessage(answer.message);
      else if (signup && SIGNUP_CODES.includes(answer.code)) {
        setSignupError(answer.message || text.genericError());
        onSignupRejected?.();
      } else setFormError(answer.message || text.genericError());
    });
  };

  if (loading) return <p role="status">{text.loading()}</p>;

  const counterId = `${id}-counter`;
  const textErrorId = `${id}-text-error`;
  const ratingErrorId = `${id}-rating-error`;
  return (
    <form className="cw-reviews__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {signup && signupError === null && (
        <p className="cw-reviews__note">{text.withSignup(signup.email)}</p>
      )}
      <fieldset
        className="cw-reviews__stars"
        aria-describedby={errors.rating ? ratingErrorId : undefined}
      >
        <legend>{text.ratingLabel()}</legend>
        {RATINGS.map((value) => (
          <label
            key={value}
            className="cw-reviews__star"
            data-active={value <= rating || undefined}
          >
            <input
              ref={value === REVIEW_RATING_MIN ? firstStar : undefined}
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              aria-label={text.stars(value)}
              aria-invalid={errors.rating ? true : undefined}
              onChange={() => {
                setRating(value);
                keep({ rating: value, text: body });
                setErrors((current) => ({ ...current, rating: undefined }));
              }}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
        {errors.rating && (
          <p id={ratingErrorId} className="cw-reviews__field-error">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-text`}>{text.textLabel()}</label>
      <textarea
        id={`${id}-text`}
        value={body}
        rows={6}
        aria-invalid={errors.text ? true : undefined}
        aria-describedby={[counterId, errors.text && textErrorId].filter(Boolean).join(' ')}
        onPaste={(event) => setPasteCut(cutPaste(event, REVIEW_TEXT_MAX_LENGTH))}
        onChange={(event) => {
          const value = capText(event.target.value, REVIEW_TEXT_MAX_LENGTH);
          setBody(value);
          keep({ rating, text: value });
          if (errors.text && value.length <= REVIEW_TEXT_MAX_LENGTH)
            setErrors((current) => ({ ...current, text: undefined }));
        }}
      />
      <p
        id={counterId}
        className="cw-reviews__counter"
        data-over={body.length > REVIEW_TEXT_MAX_LENGTH || undefined}
      >
        {text.counter(body.length, REVIEW_TEXT_MAX_LENGTH)}
      </p>
      <p className="cw-reviews__counter" role="status">
        {pasteCut ? text.pasteCut(REVIEW_TEXT_MAX_LENGTH) : ''}
      </p>
      {errors.text && (
        <p id={textErrorId} className="cw-reviews__field-error">
          {errors.text}
        </p>
      )}
      {formError && (
        <p className="cw-reviews__error" role="alert">
          {formError}
        </p>
      )}
      {loginMessage !== undefined && <LoginRequired message={loginMessage} onLogin={onLogin} />}
      {signupError !== null && (
        <p className="cw-reviews__error" role="alert">
          {signupError}{' '}
          {onFixSignup && (
            <button type="button" className="cw-reviews__link" onClick={onFixSignup}>
              {text.fixSignup()}
            </button>
          )}
        </p>
      )}
      <LoaderButton
        type="submit"
        className="cw-reviews__primary"
        loading={busy}
        loadingLabel={text.sending()}
      >
        {reviewId === undefined ? text.submit() : text.save()}
      </LoaderButton>
    </form>
  );
}

/** The signup fields the create call carries (never logged or stored). */
function signupFields(signup: SignupForm) {
  return {
    login: signup.login,
    email: signup.email,
    password: signup.password,
    confirm_password: signup.confirm_password,
    countryCode: signup.countryCode,
    urlAfterSignup: signup.urlAfterSignup,
    subscribeToNewsletter: signup.subscribeToNewsletter,
    agreeToTermsOfService: signup.agreeToTermsOfService,
    privacy: signup.privacy,
  };
}
