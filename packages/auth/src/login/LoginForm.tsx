import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import type { AuthContext } from '@casino/core';
import { isEmail, loadGeneralState } from '@casino/core';
import { LoaderButton, useCall } from '@casino/ui';
import { SocialButtons, enabledProviders } from '../social/SocialButtons';
import { SocialCompletion } from '../social/SocialCompletion';
import type { PendingSocialSignup, SocialOutcome } from '../social/socialLogin';
import type { SocialSettings } from '../social/types';
import { ServerMessage } from '../shared/ServerMessage';
import { TextField } from '../shared/TextField';
import type { ServerFailure } from '../shared/ServerMessage';
import type { Ban } from './ban';
import { text } from './messages';
import { readStayLoggedIn, writeStayLoggedIn } from './stayLoggedIn';
import { finishLogin, resendConfirmation, submitLogin } from './submitLogin';
import type { LoginOutcome } from './submitLogin';

export interface LoginFormProps {
  /** Picks the login call (SPEC §7) and what a success does; `site` by default. */
  context?: AuthContext | undefined;
  /** Where to go after the login when the answer names no address; the page reloads otherwise. */
  urlAfterLogin?: string | undefined;
  /** Review context: the value kept in the review-reopen cookie by a successful login. */
  reopen?: string | undefined;
  /** The social providers enabled on the page. */
  social?: SocialSettings | undefined;
  /** Shows "New here? Sign up" and is called by it. */
  onSwitchToSignup?: (() => void) | undefined;
  /** Receives the first field (a dialog focuses it on open). */
  firstFieldRef?: RefObject<HTMLInputElement | null> | undefined;
}

type View =
  | { kind: 'form' }
  | { kind: 'banned'; message: string | null; ban: Ban | null }
  | { kind: 'completion'; pending: PendingSocialSignup };

interface Failure extends ServerFailure {
  /** SPEC §8 5103/5104: whom the confirmation email can be sent again to. */
  resendTo?: { email: string | null; login: string | null };
}

interface FieldErrors {
  loginOrEmail?: string;
  password?: string;
}

/**
 * SPEC §4 Login: username or email, password and "Stay logged in" (ticked unless the
 * stayLoggedIn cookie says false). Success goes to urlAfterLogin or reloads; codes 5019,
 * 5020, 4015, 4016 show the banned state; 5103/5104 offer to send the confirmation email
 * again; other codes show the server's message and failed requests a generic one. What
 * was typed stays after a failure. Social login buttons follow the enabled providers.
 */
export function LoginForm({
  context = 'site',
  urlAfterLogin,
  reopen,
  social,
  onSwitchToSignup,
  firstFieldRef,
}: LoginFormProps) {
  const id = useId();
  const [view, setView] = useState<View>({ kind: 'form' });
  const [loginOrEmail, setLoginOrEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stayLoggedIn, setStayLoggedIn] = useState(readStayLoggedIn);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [resent, setResent] = useState(false);
  // Held once a login succeeded: the page is leaving, nothing more is sent.
  const { busy, isBusy, run, hold } = useCall();
  const ownLoginInput = useRef<HTMLInputElement>(null);
  const loginInput = firstFieldRef ?? ownLoginInput;
  const passwordInput = useRef<HTMLInputElement>(null);
  const bannedBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The safe-zone flag picks the login call: asked for early, waited for on submit.
    void loadGeneralState();
  }, []);

  useEffect(() => {
    if (view.kind === 'banned') bannedBox.current?.focus();
  }, [view.kind]);

  const succeed = (url: string | null) => {
    hold();
    finishLogin(context, reopen, url);
  };

  const showBanned = (message: string | null, ban: Ban | null) => {
    setPassword('');
    setFailure(null);
    setView({ kind: 'banned', message, ban });
  };

  /** What the form does with the answer of a login, a social login or its completion. */
  const onOutcome = (outcome: LoginOutcome | SocialOutcome) => {
    switch (outcome.kind) {
      case 'success':
        succeed(outcome.urlAfterLogin);
        break;
      case 'banned':
        showBanned(outcome.message, outcome.ban);
        break;
      case 'unconfirmed': {
        const typed = loginOrEmail.trim();
        const typedIsEmail = isEmail(typed);
        setFailure({
          message: outcome.message,
          resendTo: {
            email: outcome.email ?? (typedIsEmail ? typed : null),
            login: outcome.login ?? (typedIsEmail ? null : typed),
          },
        });
        break;
      }
      case 'username':
        setFailure(null);
        setView({ kind: 'completion', pending: outcome.pending });
        break;
      default:
        setFailure({
          message: outcome.message,
          code: outcome.code,
          link: 'link' in outcome ? outcome.link : undefined,
        });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = loginOrEmail.trim();
    const errors: FieldErrors = {};
    if (!typed) errors.loginOrEmail = text.loginOrEmailRequired();
    if (!password) errors.password = text.passwordRequired();
    setFieldErrors(errors);
    if (errors.loginOrEmail || errors.password) {
      (errors.loginOrEmail ? loginInput : passwordInput).current?.focus();
      return;
    }
    void run(async (signal) => {
      setFailure(null);
      setResent(false);
      const input = { loginOrEmail: typed, password, stayLoggedIn, urlAfterLogin };
      onOutcome(await submitLogin(context, input, signal));
    });
  };

  const resend = async (signal: AbortSignal) => {
    const to = failure?.resendTo;
    if (!to) return;
    setResent(false);
    const answer = await resendConfirmation(to, signal);
    if (answer.ok) {
      setResent(true);
      setFailure({ message: failure.message });
    } else {
      setFailure({ ...failure, message: answer.message, code: answer.code });
    }
  };

  if (view.kind === 'banned') {
    return (
      <div className="cw-login" data-state="banned">
        <div
          ref={bannedBox}
          className="cw-login__banned"
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${id}-banned`}
        >
          <h3 className="cw-login__title" id={`${id}-banned`}>
            {text.bannedTitle()}
          </h3>
          <p>{view.message ?? text.bannedFallback()}</p>
          {view.ban?.untilDate && (
            <p className="cw-login__ban" data-ban="until">
              {text.bannedUntil(view.ban.untilDate, view.ban.untilTime ?? '')}
            </p>
          )}
          {view.ban?.period && (
            <p className="cw-login__ban" data-ban="period">
              {text.bannedPeriod(view.ban.period)}
            </p>
          )}
        </div>
      </div>
    );
  }

  if (view.kind === 'completion') {
    return (
      <div className="cw-login" data-state="completion">
        <SocialCompletion
          pending={view.pending}
          onOutcome={onOutcome}
          onCancel={() => setView({ kind: 'form' })}
        />
      </div>
    );
  }

  const hasSocial = enabledProviders(social).length > 0;
  return (
    <div className="cw-login" data-state="form">
      <form className="cw-login__form" noValidate onSubmit={submit}>
        <TextField
          id={`${id}-login`}
          block="cw-login"
          label={text.loginOrEmail()}
          ref={loginInput}
          name="loginOrEmail"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={loginOrEmail}
          error={fieldErrors.loginOrEmail}
          onValue={(value) => {
            setLoginOrEmail(value);
            if (fieldErrors.loginOrEmail) setFieldErrors({ ...fieldErrors, loginOrEmail: '' });
          }}
        />
        <TextField
          id={`${id}-password`}
          block="cw-login"
          label={text.password()}
          ref={passwordInput}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onValue={(value) => {
            setPassword(value);
            if (fieldErrors.password) setFieldErrors({ ...fieldErrors, password: '' });
          }}
        />
        <label className="cw-login__check">
          <input
            type="checkbox"
            name="stayLoggedIn"
            checked={stayLoggedIn}
            onChange={(event) => {
              setStayLoggedIn(event.target.checked);
              writeStayLoggedIn(event.target.checked);
            }}
          />
          {text.stayLoggedIn()}
        </label>
        <LoaderButton
          type="submit"
          className="cw-login__submit"
          loading={busy}
          loadingLabel={text.submitting()}
        >
          {text.submit()}
        </LoaderButton>
        {failure && (
          <div className="cw-login__failure">
            <ServerMessage className="cw-login__error" failure={failure} context={context} />
            {failure.resendTo && (
              <LoaderButton
                className="cw-login__link"
                onAction={resend}
                loadingLabel={text.resending()}
              >
                {text.resend()}
              </LoaderButton>
            )}
          </div>
        )}
        <p className="cw-login__note" role="status">
          {resent ? text.resent() : ''}
        </p>
      </form>
      {hasSocial && (
        <div className="cw-login__social">
          <p className="cw-login__divider">{text.orWith()}</p>
          <SocialButtons
            settings={social}
            context={context}
            urlAfterLogin={urlAfterLogin}
            onStart={() => setFailure(null)}
            onOutcome={onOutcome}
            busy={isBusy}
          />
        </div>
      )}
      {onSwitchToSignup && (
        <p className="cw-login__switch">
          {text.signupPrompt()}{' '}
          <button type="button" className="cw-login__link" onClick={onSwitchToSignup}>
            {text.signupLink()}
          </button>
        </p>
      )}
    </div>
  );
}
