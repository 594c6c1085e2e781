import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, isEmail } from '@casino/core';
import { LoaderButton, useCall } from '@casino/ui';
import { text } from './messages';
import type { Confirmation as ConfirmationStep } from './Confirmation';
import type { NewsletterProps } from './props';

/**
 * The calls (and their contract) and the confirmation step load with the first send: most
 * readers never send. A chunk that does not arrive is a failed send, with the generic
 * message (nothing is sent without the step that confirms it).
 */
const loadSubmit = () =>
  Promise.all([import('./submit'), import('./Confirmation')]).then(
    ([calls, { Confirmation }]) => ({ ...calls, Confirmation }),
    () => {
      const failed = async () => ({ ok: false as const, message: null });
      return { signUp: failed, resendEmail: failed, disableModal: () => {}, Confirmation: null };
    },
  );

type Step = 'email' | 'confirmation';

function emailProblem(email: string): string | null {
  if (!email.trim()) return text.emailRequired();
  return isEmail(email.trim()) ? null : text.emailInvalid();
}

/**
 * SPEC §4 newsletter form: step 1 asks for the email, step 2 confirms it was sent. A
 * successful signup disables the newsletter modal for good.
 */
export function NewsletterForm({
  variant,
  modalId,
  title,
  headingId,
}: NewsletterProps & { headingId?: string }) {
  const id = useId();
  const titleId = headingId ?? `${id}-title`;
  const sentId = headingId ?? `${id}-sent`;
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [legal, setLegal] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [Sent, setSent] = useState<typeof ConfirmationStep | null>(null);
  const { busy, run } = useCall();
  const emailInput = useRef<HTMLInputElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  // The step as of the last transition, ahead of React's re-render: a second click that
  // lands between a successful answer and the new step must not send again.
  const currentStep = useRef<Step>('email');

  // In the commit that shows the step: no frame with the new step shown and the focus
  // still on the form that left (a screen reader would read nothing).
  useLayoutEffect(() => {
    // Focus follows the step, but not on the first render: the page decides that.
    if (!stepChanged.current) return;
    (step === 'email' ? emailInput : confirmationHeading).current?.focus();
  }, [step]);

  const goTo = (next: Step) => {
    stepChanged.current = true;
    currentStep.current = next;
    setFailure(null);
    setResent(false);
    setStep(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (currentStep.current !== 'email') return;
    const problem = emailProblem(email);
    setEmailError(problem);
    if (problem) {
      emailInput.current?.focus();
      return;
    }
    void run(async (signal) => {
      setFailure(null);
      const { signUp, disableModal, Confirmation } = await loadSubmit();
      const outcome = await signUp(email.trim(), legal, signal);
      if (!outcome.ok) {
        setFailure(outcome.message ?? text.genericError());
        return;
      }
      disableModal(modalId);
      // Never null here: without its chunk, nothing was sent.
      if (Confirmation) setSent(() => Confirmation);
      goTo('confirmation');
    });
  };

  const resend = async (signal: AbortSignal) => {
    setFailure(null);
    setResent(false);
    const { resendEmail } = await loadSubmit();
    const outcome = await resendEmail(email.trim(), legal, signal);
    if (outcome.ok) setResent(true);
    else setFailure(outcome.message ?? text.genericError());
  };

  const failureNote = failure && (
    <p role="alert" className={variant === 'footer' ? 'cw-nl__error-area' : 'cw-nl__feedback'}>
      {failure}
    </p>
  );

  if (step === 'confirmation' && Sent) {
    return (
      <Sent
        email={email.trim()}
        headingId={sentId}
        headingRef={confirmationHeading}
        resent={resent}
        failureNote={failureNote}
        onChangeEmail={() => goTo('email')}
        onResend={resend}
      />
    );
  }

  const errorId = `${id}-email-error`;
  return (
    <section className="cw-nl" aria-labelledby={titleId} data-step="email" data-variant={variant}>
      <h2 className="cw-nl__title" id={titleId}>
        {title ?? text.title()}
      </h2>
      <p className="cw-nl__intro">{text.intro()}</p>
      <form className="cw-nl__form" noValidate onSubmit={submit}>
        <label className="cw-field__label" htmlFor={`${id}-email`}>
          {text.emailLabel()}
        </label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          className="cw-field__input"
          type="email"
          name="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            // Once flagged, the field is re-checked as the visitor types, so the error
            // disappears while typing and not on blur, where it would shift the layout
            // under the pointer.
            if (emailError) setEmailError(emailProblem(event.target.value));
          }}
          onBlur={() => setEmailError(emailProblem(email))}
        />
        {emailError && (
          <p id={errorId} className="cw-field__error">
            {emailError}
          </p>
        )}
        <label className="cw-nl__check">
          <input
            type="checkbox"
            name="legallyAllowedToPlay"
            checked={legal}
            onChange={(event) => setLegal(event.target.checked)}
          />
          {text.legalAge()}
        </label>
        <LoaderButton
          type="submit"
          className="cw-nl__button"
          loading={busy}
          loadingLabel={text.sending()}
        >
          {text.submit()}
        </LoaderButton>
        {failureNote}
      </form>
    </section>
  );
}
