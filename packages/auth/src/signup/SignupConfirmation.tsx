import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { EMAIL_MAX_LENGTH, getVerificationToken } from '@casino/core';
import { LoaderButton, useCall } from '@casino/ui';
import { ServerMessage } from '../shared/ServerMessage';
import { TextField } from '../shared/TextField';
import type { ServerFailure } from '../shared/ServerMessage';
import { changeEmail, resendEmail } from './calls';
import { navigation } from '../shared/navigation';
import { DEFAULT_SIGNUP_URL } from '../pageProps';
import { text } from './messages';
import { backWithLogin } from './returnUrl';
import { readSignupState, saveSignupState } from './signupState';
import type { SignupState } from './signupState';
import './signup.css';

export interface SignupConfirmationProps {
  /** The signup page, for visitors without a (valid, unexpired) signup state. */
  signupUrl?: string;
}

/**
 * The signup confirmation screen (SPEC §2, §4 Email change): the email the link was
 * sent to, "Change email" (direct, or pending until confirmed, as the server decides),
 * "Resend email" and an "OK" link back with the login dialog. Without a signup state
 * it sends the visitor to the signup page.
 */
export function SignupConfirmation({ signupUrl = DEFAULT_SIGNUP_URL }: SignupConfirmationProps) {
  const [state, setState] = useState<SignupState | null>(readSignupState);
  const [okHref] = useState(() => backWithLogin(state?.urlAfterSignup, signupUrl));

  useEffect(() => {
    if (!state) navigation.replace(signupUrl);
    // Only the state found on arrival decides; later changes keep the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!state) {
    return (
      <section className="cw-sc">
        <p role="status" className="cw-sc__text">
          {text.redirecting()}
        </p>
      </section>
    );
  }
  return (
    <ConfirmationScreen state={state} okHref={okHref} onStateChange={(next) => setState(next)} />
  );
}

/** The screen itself, for a signup state at hand (also shown in place by the signup form). */
export function ConfirmationScreen({
  state,
  okHref,
  onStateChange,
}: {
  state: SignupState;
  okHref: string;
  onStateChange: (state: SignupState) => void;
}) {
  const id = useId();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [changeError, setChangeError] = useState<ServerFailure | null>(null);
  const emailChange = useCall();
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const changeInput = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (changing) changeInput.current?.focus();
    else if (opened.current) changeButton.current?.focus();
  }, [changing]);

  /** Using the state keeps it alive for another hour. */
  const keep = (next: SignupState) => {
    saveSignupState(next);
    onStateChange(next);
  };

  const identity = { authParam: state.authParam, userRegistrationId: state.userRegistrationId };

  const resend = async (signal: AbortSignal) => {
    setStatus(null);
    setFailure(null);
    const outcome = await resendEmail({ ...identity, email: pendingEmail ?? state.email }, signal);
    if (outcome.ok) {
      keep(state);
      setStatus(text.emailSent());
    } else {
      setFailure({ message: outcome.message, code: outcome.code });
    }
  };

  const submitChange = (event: FormEvent) => {
    event.preventDefault();
    if (emailChange.busy) return;
    const wanted = newEmail.trim();
    if (!wanted) {
      setChangeError({ message: text.required() });
      changeInput.current?.focus();
      return;
    }
    setChangeError(null);
    void emailChange.run(async (signal) => {
      const recaptchaToken = await getVerificationToken('signupEmailChange');
      if (signal.aborted) return;
      const outcome = await changeEmail({ ...identity, newEmail: wanted, recaptchaToken }, signal);
      if (!outcome.ok) {
        setChangeError({ message: outcome.message, code: outcome.code });
        changeInput.current?.focus();
        return;
      }
      const email = outcome.answer.email || wanted;
      if (outcome.answer.updateEmailInProgress) {
        setPendingEmail(email);
        keep(state);
        setStatus(outcome.answer.message || text.confirmPending(email));
      } else {
        setPendingEmail(null);
        keep({ ...state, email });
        setStatus(text.emailChanged());
      }
      setNewEmail('');
      setChanging(false);
    });
  };

  const headingId = `${id}-title`;
  const errorId = `${id}-email-error`;
  return (
    <section className="cw-sc" aria-labelledby={headingId}>
      <h2 className="cw-sc__title" id={headingId}>
        {text.confirmTitle()}
      </h2>
      <p className="cw-sc__text">{text.confirmSentTo(state.email)}</p>
      {pendingEmail && (
        <p className="cw-sc__text" data-pending-email={pendingEmail}>
          {text.confirmPending(pendingEmail)}
        </p>
      )}
      {changing ? (
        <form className="cw-sc__form" noValidate onSubmit={(event) => void submitChange(event)}>
          <TextField
            id={`${id}-email`}
            block="cw-sc"
            label={text.newEmail()}
            ref={changeInput}
            type="email"
            name="newEmail"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            value={newEmail}
            invalid={Boolean(changeError)}
            describedBy={changeError ? errorId : undefined}
            onValue={(value) => {
              setNewEmail(value);
              setChangeError(null);
            }}
          />
          {changeError && (
            <ServerMessage id={errorId} className="cw-sc__error" failure={changeError} />
          )}
          <div className="cw-sc__actions">
            <LoaderButton
              type="submit"
              className="cw-sc__button"
              loading={emailChange.busy}
              loadingLabel={text.saving()}
            >
              {text.saveEmail()}
            </LoaderButton>
            <button
              type="button"
              className="cw-sc__link"
              onClick={() => {
                emailChange.abort();
                setChangeError(null);
                setChanging(false);
              }}
            >
              {text.cancel()}
            </button>
          </div>
        </form>
      ) : (
        <div className="cw-sc__actions">
          <button
            ref={changeButton}
            type="button"
            className="cw-sc__link"
            onClick={() => {
              opened.current = true;
              setStatus(null);
              setFailure(null);
              setChanging(true);
            }}
          >
            {text.changeEmail()}
          </button>
          <LoaderButton className="cw-sc__button" onAction={resend} loadingLabel={text.sending()}>
            {text.resend()}
          </LoaderButton>
        </div>
      )}
      <p role="status" className="cw-sc__note">
        {status}
      </p>
      <ServerMessage className="cw-sc__error" failure={failure} />
      <a className="cw-sc__ok" href={okHref}>
        {text.ok()}
      </a>
    </section>
  );
}
