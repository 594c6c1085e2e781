import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { LoaderButton, useCall } from '@casino/ui';
import { text } from './messages';
import { completeSocialSignup, validateSocialUserName } from './socialLogin';
import type { PendingSocialSignup, SocialOutcome } from './socialLogin';

import { ServerMessage } from '../shared/ServerMessage';
import { TextField } from '../shared/TextField';
import type { ServerFailure } from '../shared/ServerMessage';

export interface SocialCompletionProps {
  pending: PendingSocialSignup;
  /** A completion that logged in or found the member banned; other answers show here. */
  onOutcome: (outcome: SocialOutcome) => void;
  onCancel: () => void;
}

/**
 * SPEC §2 social completion form (after code 5129): a username and the terms agreement,
 * with a Google or Facebook "Finish signup" button. The username is checked by the
 * server on blur (SPEC §5); the terms agreement is required.
 */
export function SocialCompletion({ pending, onOutcome, onCancel }: SocialCompletionProps) {
  const id = useId();
  const type = pending.payload.userRegistrationType;
  const [userName, setUserName] = useState(pending.userName ?? '');
  const [agree, setAgree] = useState(false);
  const [userNameError, setUserNameError] = useState<string | null>(null);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const { busy, run } = useCall();
  const userNameInput = useRef<HTMLInputElement>(null);
  // The newest check of the name wins; it is aborted by a submit and when the form goes away.
  const nameCheck = useCall();
  // Set once the member is logged in: the page is leaving, a second click sends nothing.
  const finished = useRef(false);

  // Focus in the commit that shows the form (it arrives from a lazy chunk).
  useLayoutEffect(() => {
    userNameInput.current?.focus();
  }, []);

  const check = (value: string) => {
    nameCheck.abort();
    const trimmed = value.trim();
    if (!trimmed) {
      setUserNameError(text.userNameRequired());
      return;
    }
    const checked = nameCheck.restart(async (signal) => {
      const check = await validateSocialUserName(trimmed, signal);
      if (signal.aborted) return;
      if (check.kind === 'ok') setUserNameError(null);
      else if (check.kind === 'invalid') setUserNameError(check.message ?? text.userNameInvalid());
      // SPEC §8: a failed field validation request shows an error on that field.
      else setUserNameError(text.userNameUnchecked());
    });
    checked.catch(() => undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (finished.current) return;
    const trimmed = userName.trim();
    const nameProblem = trimmed ? null : text.userNameRequired();
    const termsProblem = agree ? null : text.termsRequired();
    setUserNameError(nameProblem);
    setTermsError(termsProblem);
    if (nameProblem || termsProblem) {
      (nameProblem ? userNameInput.current : document.getElementById(`${id}-terms`))?.focus();
      return;
    }
    nameCheck.abort();
    void run(async (signal) => {
      setFailure(null);
      const outcome = await completeSocialSignup(pending, trimmed, agree, signal);
      if (outcome.kind === 'error') setFailure({ message: outcome.message, code: outcome.code });
      else if (outcome.kind === 'username') setFailure({ message: outcome.pending.message });
      else {
        finished.current = outcome.kind === 'success';
        onOutcome(outcome);
      }
    });
  };

  const termsErrorId = `${id}-terms-error`;
  return (
    <section className="cw-social-completion" aria-labelledby={`${id}-title`}>
      <h3 className="cw-login__title" id={`${id}-title`}>
        {text.completionTitle()}
      </h3>
      <p className="cw-login__intro">
        {pending.email ? text.completionIntroEmail(pending.email) : text.completionIntro()}
      </p>
      <form className="cw-login__form" noValidate onSubmit={submit}>
        <TextField
          id={`${id}-username`}
          block="cw-login"
          label={text.userName()}
          ref={userNameInput}
          name="userName"
          autoComplete="username"
          required
          value={userName}
          error={userNameError}
          onValue={(value) => {
            setUserName(value);
            if (userNameError) setUserNameError(null);
          }}
          onBlur={(event) => check(event.target.value)}
        />
        <div className="cw-login__field">
          <label className="cw-login__check">
            <input
              id={`${id}-terms`}
              type="checkbox"
              name="agreeToTermsOfService"
              checked={agree}
              required
              aria-invalid={termsError !== null || undefined}
              aria-describedby={termsError !== null ? termsErrorId : undefined}
              onChange={(event) => {
                setAgree(event.target.checked);
                if (event.target.checked) setTermsError(null);
              }}
            />
            {text.terms()}
          </label>
          {termsError !== null && (
            <p className="cw-login__field-error" id={termsErrorId}>
              {termsError}
            </p>
          )}
        </div>
        <LoaderButton
          type="submit"
          className={`cw-login__submit cw-social__finish cw-social__finish--${type.toLowerCase()}`}
          loading={busy}
          loadingLabel={text.finishing()}
        >
          {text.finish(type)}
        </LoaderButton>
        {failure && <ServerMessage className="cw-login__error" failure={failure} />}
        <button type="button" className="cw-login__link" onClick={onCancel}>
          {text.back()}
        </button>
      </form>
    </section>
  );
}
