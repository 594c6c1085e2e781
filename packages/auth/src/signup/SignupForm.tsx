import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  EMAIL_MAX_LENGTH,
  clock,
  emit,
  isAbortError,
  logFailedLoad,
  reportError,
} from '@casino/core';
import type { AuthContext } from '@casino/core';
import { LoaderButton, useCall } from '@casino/ui';
import { ServerMessage } from '../shared/ServerMessage';
import { TextField } from '../shared/TextField';
import type { ServerFailure } from '../shared/ServerMessage';
import { checkEmail, checkLogin, checkPassword } from './calls';
import type { Failure } from './calls';
import { EMPTY, FIELD_ORDER, fieldOf, localErrors } from './fields';
import type { Errors, FieldName, Values } from './fields';
import { useFieldChecks } from './useFieldChecks';
import { DEFAULT_CONFIRMATION_URL } from '../pageProps';
import { navigation } from '../shared/navigation';
import { useSafeZone } from '../shared/safeZone';
import { text } from './messages';
import { scorePassword, strengthOf } from './passwordStrength';
import type { Strength } from './passwordStrength';
import { backWithLogin, withLoginModal } from './returnUrl';
import { ConfirmationScreen } from './SignupConfirmation';
import type { SignupState } from './signupState';
import { SignupConsents } from './SignupConsents';
import { submitSignup } from './submitSignup';
import { StrengthMeter } from './StrengthMeter';
import './signup.css';

/** SPEC §9: the password is checked (server and strength) 250 ms after the last keystroke. */
export const PASSWORD_CHECK_DEBOUNCE_MS = 250;

export interface SignupFormProps {
  /** Where the signup happens: the review context only validates (SPEC §4 Auth modal). */
  context: AuthContext;
  /** Switches the surrounding dialog to its login tab. */
  onSwitchToLogin: () => void;
  /**
   * Called when the signup is complete: validated in the review context (after the
   * `auth:signup-validated` event), created elsewhere (before going to the confirmation page).
   */
  onDone?: () => void;
  /** The signup confirmation page; '/signup-confirmation' by default. */
  confirmationUrl?: string;
  /**
   * Shows the confirmation screen in place of the form instead of going to the
   * confirmation page (SPEC §4: the forum context's dialog). "OK" then reloads this page
   * with showLoginModal=1.
   */
  confirmInPlace?: boolean;
  /** Where the member goes after confirming; the current page by default. */
  urlAfterSignup?: string;
  /** The member's country, when the page knows it. */
  countryCode?: string;
}

function defaultUrlAfterSignup(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.href;
}

/**
 * The signup form (SPEC §3 Signup form, §5 signup rules). Fields are checked by the
 * server on blur (login and email together) and the password as it is typed; a code
 * other than 200 marks the field invalid with the server's message. In the review
 * context a submit only validates and hands the fields to the review flow; elsewhere
 * it creates the account, saves the signup state and goes to the confirmation page.
 */
export function SignupForm({
  context,
  onSwitchToLogin,
  onDone,
  confirmationUrl = DEFAULT_CONFIRMATION_URL,
  confirmInPlace = false,
  urlAfterSignup,
  countryCode,
}: SignupFormProps) {
  // SPEC §6: the safe zone hides the newsletter checkbox; it shows only once that is known.
  const inSafeZone = useSafeZone();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, setErrors, setFieldError, runCheck, cancelCheck } = useFieldChecks();
  const [formError, setFormError] = useState<ServerFailure | null>(null);
  const [strength, setStrength] = useState<Strength | null>(null);
  const sending = useCall();
  /** A created account shown in place: its state and where "OK" goes. */
  const [created, setCreated] = useState<{ state: SignupState; okHref: string } | null>(null);
  const valuesRef = useRef(values);
  const passwordTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const strengthRun = useRef(0);
  const form = useRef<HTMLFormElement>(null);
  const confirmTouched = useRef(false);

  useEffect(
    () => () => {
      clock.clearTimeout(passwordTimer.current);
      strengthRun.current += 1;
    },
    [],
  );

  /** SPEC §5: login and email are validated together; the login check sends the email. */
  const checkIdentity = (blurred: 'login' | 'email') => {
    const login = valuesRef.current.login.trim();
    const email = valuesRef.current.email.trim();
    if (login) runCheck('login', (signal) => checkLogin(login, email, signal));
    else if (blurred === 'login') setFieldError('login', { message: text.required() });
    if (email) runCheck('email', (signal) => checkEmail(email, signal));
    else if (blurred === 'email') setFieldError('email', { message: text.required() });
  };

  const scoreStrength = (password: string) => {
    const run = ++strengthRun.current;
    if (!password) {
      setStrength(null);
      return;
    }
    scorePassword(password).then(
      (score) => {
        if (run === strengthRun.current) setStrength(strengthOf(score));
      },
      (error: unknown) => {
        // The scorer's chunk did not load: no meter, the form still works.
        if (run === strengthRun.current) setStrength(null);
        logFailedLoad('Password strength scorer', error);
      },
    );
  };

  const checkPasswordNow = () => {
    clock.clearTimeout(passwordTimer.current);
    passwordTimer.current = undefined;
    const { password } = valuesRef.current;
    scoreStrength(password);
    if (password) runCheck('password', (signal) => checkPassword(password, signal));
    else cancelCheck('password');
  };

  const checkConfirm = (next: Values) => {
    if (!next.confirm) setFieldError('confirm_password', { message: text.required() });
    else if (next.confirm !== next.password)
      setFieldError('confirm_password', { message: text.passwordsDiffer() });
    else setFieldError('confirm_password', null);
  };

  const update = (changes: Partial<Values>) => {
    const next = { ...valuesRef.current, ...changes };
    valuesRef.current = next;
    setValues(next);
    return next;
  };

  const onPasswordChange = (password: string) => {
    const next = update({ password });
    clock.clearTimeout(passwordTimer.current);
    passwordTimer.current = clock.setTimeout(checkPasswordNow, PASSWORD_CHECK_DEBOUNCE_MS);
    if (confirmTouched.current && next.confirm) checkConfirm(next);
  };

  const focusField = (field: FieldName) => {
    const input = form.current?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.focus();
  };

  const showFailure = (failure: Failure) => {
    const field = fieldOf(failure);
    if (field) {
      setFieldError(field, {
        message: failure.message ?? text.fieldCheckFailed(),
        code: failure.code,
      });
      focusField(field);
    } else {
      setFormError({ message: failure.message, code: failure.code });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.busy) return;
    clock.clearTimeout(passwordTimer.current);
    const current = valuesRef.current;
    const local = localErrors(current);
    const merged: Errors = { ...errors, ...local };
    setErrors(merged);
    // A server's answer about an unchanged field stands; a failed request does not block.
    const blocking = FIELD_ORDER.find(
      (field) => local[field] || (merged[field] && merged[field].code !== undefined),
    );
    if (blocking) {
      focusField(blocking);
      return;
    }
    setFormError(null);
    void sending.run(async (signal) => {
      const afterSignup = urlAfterSignup ?? defaultUrlAfterSignup();
      const target = { context, urlAfterSignup: afterSignup, countryCode };
      let result;
      try {
        result = await submitSignup(current, target, signal);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) throw error;
        reportError(`Signup failed: ${error instanceof Error ? error.name : 'unknown error'}`);
        result = { ok: false, message: null } as const;
      }
      if (!result) return;
      if (!result.ok) return showFailure(result);
      // The page is being left: the button stays busy, no second submit.
      sending.hold();
      if ('validated' in result) {
        emit('auth:signup-validated', { signup: result.validated });
        onDone?.();
      } else if (confirmInPlace || !result.saved) {
        // A full or blocked storage would send the confirmation page back to signup.
        if (!result.saved)
          reportError('Signup state not saved: the confirmation screen shows in place');
        const okHref = confirmInPlace
          ? withLoginModal()
          : backWithLogin(afterSignup, window.location.href);
        setCreated({ state: result.created, okHref });
      } else {
        onDone?.();
        navigation.assign(confirmationUrl);
      }
    });
  };

  const errorNote = (field: FieldName) => {
    const error = errors[field];
    return (
      error && (
        <p id={`${id}-${field}-error`} className="cw-su__field-error" data-code={error.code}>
          {error.message}
        </p>
      )
    );
  };

  /** What every text field of the form shares: its id, name and error. */
  const shared = (field: 'login' | 'email' | 'password' | 'confirm_password') => ({
    id: `${id}-${field}`,
    block: 'cw-su',
    name: field,
    required: true,
    error: errors[field]?.message,
    errorCode: errors[field]?.code,
  });

  if (created) {
    return (
      <ConfirmationScreen
        state={created.state}
        okHref={created.okHref}
        onStateChange={(state) => setCreated({ ...created, state })}
      />
    );
  }

  const strengthId = `${id}-strength`;
  return (
    <form
      ref={form}
      className="cw-su"
      noValidate
      aria-label={text.title()}
      aria-busy={sending.busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        {...shared('login')}
        label={text.login()}
        type="text"
        autoComplete="username"
        value={values.login}
        onValue={(login) => {
          update({ login });
          cancelCheck('login');
          setFieldError('login', null);
        }}
        onBlur={() => checkIdentity('login')}
      />
      <TextField
        {...shared('email')}
        label={text.email()}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={values.email}
        onValue={(email) => {
          update({ email });
          cancelCheck('email');
          setFieldError('email', null);
        }}
        onBlur={() => checkIdentity('email')}
      />
      <TextField
        {...shared('password')}
        label={text.password()}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValue={onPasswordChange}
        onBlur={() => {
          if (passwordTimer.current !== undefined) checkPasswordNow();
          else if (!valuesRef.current.password)
            setFieldError('password', { message: text.required() });
        }}
        describedBy={strength ? strengthId : undefined}
        after={<StrengthMeter strength={strength} id={strengthId} />}
      />
      <TextField
        {...shared('confirm_password')}
        label={text.confirmPassword()}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onValue={(confirm) => {
          const next = update({ confirm });
          // Once flagged, re-checked while typing so the error goes as soon as it matches.
          if (errors.confirm_password) checkConfirm(next);
        }}
        onBlur={() => {
          confirmTouched.current = true;
          checkConfirm(valuesRef.current);
        }}
      />
      <SignupConsents
        id={id}
        values={values}
        showNewsletter={inSafeZone === false}
        termsError={errorNote('agreeToTermsOfService')}
        onChange={(changes) => {
          update(changes);
          if (changes.terms) setFieldError('agreeToTermsOfService', null);
        }}
      />
      <LoaderButton
        type="submit"
        className="cw-su__submit"
        loading={sending.busy}
        loadingLabel={text.submitting()}
      >
        {text.submit()}
      </LoaderButton>
      <ServerMessage className="cw-su__form-error" failure={formError} context={context} />
      <p className="cw-su__switch">
        {text.haveAccount()}{' '}
        <button type="button" className="cw-su__link" onClick={onSwitchToLogin}>
          {text.switchToLogin()}
        </button>
      </p>
    </form>
  );
}
