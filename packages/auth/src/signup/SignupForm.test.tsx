import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, resetVerification, safeZone, setTokenProvider } from '@casino/core';
import type { AuthContext } from '@casino/core';
import type { SignupForm as SignupFields } from '@casino/api';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { SignupForm, PASSWORD_CHECK_DEBOUNCE_MS } from './SignupForm';
import { navigation } from '../shared/navigation';
import { recordRequests } from '../shared/testing';
import { SIGNUP_STATE_KEY } from './signupState';

const TOKEN = 'test-verification-token';
const PASSWORD = 'Tr0ub4dor&3-horse-staple';

function renderForm(
  props: {
    context?: AuthContext;
    confirmationUrl?: string;
    urlAfterSignup?: string;
    confirmInPlace?: boolean;
  } = {},
  user = userEvent.setup(),
) {
  const onDone = vi.fn();
  const onSwitchToLogin = vi.fn();
  render(
    <SignupForm
      context={props.context ?? 'forum'}
      onSwitchToLogin={onSwitchToLogin}
      onDone={onDone}
      urlAfterSignup={props.urlAfterSignup ?? 'https://casino.test/forum/thread-1'}
      {...(props.confirmationUrl ? { confirmationUrl: props.confirmationUrl } : {})}
      {...(props.confirmInPlace ? { confirmInPlace: true } : {})}
    />,
  );
  const field = {
    login: screen.getByLabelText('Username'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Repeat password'),
    terms: screen.getByLabelText('I agree to the terms of service and the privacy policy'),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Sign up' }));
  const fill = async (
    values: Partial<Record<'login' | 'email' | 'password' | 'confirm', string>> = {},
  ) => {
    const all = {
      login: 'newbie',
      email: 'newbie@example.com',
      password: PASSWORD,
      confirm: PASSWORD,
      ...values,
    };
    for (const key of ['login', 'email', 'password', 'confirm'] as const) {
      if (all[key]) await user.type(field[key], all[key]);
    }
    await user.click(field.terms);
  };
  return { user, field, submit, fill, onDone, onSwitchToLogin };
}

/** Fills and sends the form, then expects the confirmation screen in its place. */
async function signUpAndSeeConfirmation(fill: () => Promise<void>, submit: () => Promise<void>) {
  await fill();
  await submit();
  expect(
    await screen.findByRole('heading', { name: 'Confirm your email' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('We sent a confirmation link to newbie@example.com.')).toBeVisible();
}

/** Every text the page could have logged or stored. */
function leakedTexts(consoleSpies: ReturnType<typeof vi.spyOn>[]): string {
  const logged = consoleSpies.flatMap((spy) => spy.mock.calls.flat().map(String));
  return [...logged, ...db.errorLog, JSON.stringify({ ...localStorage }), document.cookie].join(
    '\n',
  );
}

let consoleSpies: ReturnType<typeof vi.spyOn>[];
let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => TOKEN);
  consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
    vi.spyOn(console, name),
  );
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  // SPEC: no password reaches the console, the error log, storage or cookies.
  expect(leakedTexts(consoleSpies)).not.toContain(PASSWORD);
  vi.useRealTimers();
  vi.restoreAllMocks();
  server.events.removeAllListeners();
  safeZone.value = false;
});

describe('SignupForm field validation', () => {
  it('validates the login on blur: a taken login shows the server message (4011)', async () => {
    const { user, field } = renderForm();
    await user.type(field.login, 'alice');
    await user.tab();
    await waitFor(() => expect(field.login).toHaveAttribute('aria-invalid', 'true'));
    expect(field.login).toHaveAccessibleDescription('This username is already taken.');
    expect(screen.getByText('This username is already taken.')).toHaveAttribute(
      'data-code',
      '4011',
    );
    // Typing again clears the error until the next check.
    await user.type(field.login, '2');
    expect(field.login).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/already taken/)).not.toBeInTheDocument());
  });

  it('validates login and email together; the login check also sends the email', async () => {
    const logins = recordRequests('/login/validate');
    const emails = recordRequests('/email/validate');
    const { user, field } = renderForm();
    await user.type(field.login, 'newbie');
    await user.type(field.email, 'alice@example.com');
    await user.tab();
    await waitFor(() => expect(field.email).toHaveAttribute('aria-invalid', 'true'));
    expect(field.email).toHaveAccessibleDescription('This email address is already registered.');
    expect(screen.getByText('This email address is already registered.')).toHaveAttribute(
      'data-code',
      '4012',
    );
    expect(field.login).not.toHaveAttribute('aria-invalid');
    // Blurring the email checked the login again, with the email.
    expect(logins.at(-1)).toEqual({ login: 'newbie', email: 'alice@example.com' });
    expect(emails.at(-1)).toEqual({ email: 'alice@example.com' });
  });

  it('blurring the login checks the email again too', async () => {
    const emails = recordRequests('/email/validate');
    const { user, field } = renderForm();
    await user.type(field.email, 'alice@example.com');
    await user.click(field.login);
    await waitFor(() => expect(emails).toHaveLength(1));
    await user.type(field.login, 'newbie');
    await user.tab();
    await waitFor(() => expect(emails).toHaveLength(2));
    expect(field.email).toHaveAccessibleDescription('This email address is already registered.');
  });

  it('shows the message of another non-200 code on the field (invalid email)', async () => {
    const { user, field } = renderForm();
    await user.type(field.email, 'not-an-email');
    await user.tab();
    await waitFor(() =>
      expect(field.email).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
    expect(field.email).toHaveAttribute('aria-invalid', 'true');
  });

  it('a failed field validation request shows an error on that field', async () => {
    const { user, field } = renderForm();
    setScenario('network-error');
    await user.type(field.login, 'newbie');
    await user.tab();
    await waitFor(() =>
      expect(field.login).toHaveAccessibleDescription(
        'We could not check this field. Please try again.',
      ),
    );
    expect(field.login).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the password 250 ms after the last keystroke, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const checks = recordRequests('/password/validate');
    const { field } = renderForm();
    // Keystrokes 200 ms apart: each one restarts the wait.
    for (const value of ['s', 'sh', 'sho', 'shor', 'short']) {
      fireEvent.change(field.password, { target: { value } });
      await act(() => vi.advanceTimersByTimeAsync(200));
    }
    await act(() => vi.advanceTimersByTimeAsync(PASSWORD_CHECK_DEBOUNCE_MS - 200 - 1));
    expect(checks).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(field.password).toHaveAccessibleDescription(
        expect.stringContaining('Your password needs at least 8 characters.'),
      ),
    );
    expect(checks).toEqual([{ password: 'short' }]);
    expect(field.password).toHaveAttribute('aria-invalid', 'true');
    expect(PASSWORD_CHECK_DEBOUNCE_MS).toBe(250);
  });

  it('says when the passwords do not match', async () => {
    const { user, field } = renderForm();
    await user.type(field.password, PASSWORD);
    await user.type(field.confirm, `${PASSWORD}x`);
    await user.tab();
    expect(field.confirm).toHaveAttribute('aria-invalid', 'true');
    expect(field.confirm).toHaveAccessibleDescription('Passwords do not match');
    await user.type(field.confirm, '{Backspace}');
    expect(field.confirm).not.toHaveAttribute('aria-invalid');
  });
});

describe('SignupForm password strength', () => {
  it('shows bars and an accessible text for the score', async () => {
    const { user, field } = renderForm();
    await user.type(field.password, 'abc');
    await waitFor(() => expect(screen.getByText('Password strength: Weak')).toBeInTheDocument(), {
      timeout: 5000,
    });
    const meter = screen.getByText('Password strength: Weak').parentElement!;
    expect(meter).toHaveAttribute('data-bars', '1');
    expect(meter.querySelectorAll('[data-filled]')).toHaveLength(1);
    await user.clear(field.password);
    await user.type(field.password, PASSWORD);
    await waitFor(() => expect(screen.getByText('Password strength: Perfect')).toBeInTheDocument());
    expect(meter.querySelectorAll('[data-filled]')).toHaveLength(4);
    expect(field.password).toHaveAccessibleDescription('Password strength: Perfect');
  });
});

describe('SignupForm submit', () => {
  it('requires the terms and sends nothing without them', async () => {
    const sent = recordRequests('/frontendService/signup');
    const { user, field, submit } = renderForm();
    await user.type(field.login, 'newbie');
    await user.type(field.email, 'newbie@example.com');
    await user.type(field.password, PASSWORD);
    await user.type(field.confirm, PASSWORD);
    await submit();
    expect(field.terms).toHaveAttribute('aria-invalid', 'true');
    expect(field.terms).toHaveAccessibleDescription('Please agree to the terms of service.');
    expect(field.terms).toHaveFocus();
    expect(sent).toHaveLength(0);
    await user.click(field.terms);
    expect(field.terms).not.toHaveAttribute('aria-invalid');
  });

  it('marks empty fields and focuses the first', async () => {
    const { field, submit } = renderForm();
    await submit();
    expect(field.login).toHaveAccessibleDescription('Please fill in this field.');
    expect(field.login).toHaveFocus();
    expect(field.confirm).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the account with a verification token, saves the state and goes on', async () => {
    const sent = recordRequests('/frontendService/signup');
    const { user, fill, submit, onDone } = renderForm();
    await fill();
    await user.click(await screen.findByLabelText('Send me the newsletter with the best bonuses'));
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/signup-confirmation'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      login: 'newbie',
      email: 'newbie@example.com',
      password: PASSWORD,
      confirm_password: PASSWORD,
      urlAfterSignup: 'https://casino.test/forum/thread-1',
      subscribeToNewsletter: 'true',
      agreeToTermsOfService: 'true',
      privacy: 'public',
      recaptchaToken: TOKEN,
      safeZone: 'false',
    });
    const member = db.users.find((user) => user.userName === 'newbie');
    expect(member).toMatchObject({ emailConfirmed: false, newsletterRegistered: true });
    const stored = JSON.parse(localStorage.getItem(SIGNUP_STATE_KEY)!) as {
      value: Record<string, unknown>;
    };
    expect(Object.keys(stored.value).sort()).toEqual([
      'authParam',
      'email',
      'lastUsed',
      'urlAfterSignup',
      'userRegistrationId',
    ]);
    expect(stored.value).toMatchObject({
      authParam: db.signups[0]?.authParam,
      userRegistrationId: member?.id,
      email: 'newbie@example.com',
    });
  });

  it('with confirmInPlace shows the confirmation screen in place; OK reloads with the login dialog', async () => {
    const { user, fill, submit, onDone } = renderForm({ confirmInPlace: true });
    await signUpAndSeeConfirmation(fill, submit);
    expect(screen.getByRole('link', { name: 'OK' })).toHaveAttribute(
      'href',
      `${window.location.pathname}?showLoginModal=1`,
    );
    expect(assign).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email sent. Check your inbox.')).toBeInTheDocument();
    expect(db.signups[0]?.emailsSent).toBe(2);
  });

  it('with a full local storage shows the confirmation screen in place instead of leaving', async () => {
    // A storage that refuses the signup state, as a full quota does.
    const real = window.localStorage;
    const full: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
      getItem: (key) => real.getItem(key),
      removeItem: (key) => real.removeItem(key),
      setItem: (key, value) => {
        if (key === SIGNUP_STATE_KEY) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        real.setItem(key, value);
      },
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full as Storage);
    const { fill, submit } = renderForm();
    await signUpAndSeeConfirmation(fill, submit);
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(SIGNUP_STATE_KEY)).toBeNull();
    await waitFor(() => expect(db.errorLog.join('\n')).toContain('Signup state not saved'));
  });

  it('goes to the confirmation page given by its prop', async () => {
    const { fill, submit } = renderForm({ confirmationUrl: '/en/signup/confirm' });
    await fill();
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/signup/confirm'));
  });

  it('ignores a second submit while the first runs', async () => {
    const sent = recordRequests('/frontendService/signup');
    const { user, fill, onDone } = renderForm();
    await fill();
    const button = screen.getByRole('button', { name: 'Sign up' });
    await user.click(button);
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(db.signups).toHaveLength(1);
  });

  it('in the safe zone hides the newsletter and signs up at /signupRG', async () => {
    db.safeZone = true;
    safeZone.value = true;
    const regular = recordRequests('/frontendService/signup');
    const safe = recordRequests('/frontendService/signupRG');
    const { fill, submit } = renderForm();
    expect(
      screen.queryByLabelText('Send me the newsletter with the best bonuses'),
    ).not.toBeInTheDocument();
    await fill();
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(regular).toHaveLength(0);
    expect(safe).toHaveLength(1);
    expect(safe[0]).toMatchObject({
      safeZone: 'true',
      subscribeToNewsletter: 'false',
      recaptchaToken: TOKEN,
    });
  });

  it('shows the newsletter checkbox outside the safe zone', async () => {
    renderForm();
    expect(
      await screen.findByLabelText('Send me the newsletter with the best bonuses'),
    ).not.toBeChecked();
  });

  it('in the review context only validates, then hands the fields to the review flow', async () => {
    const validated = recordRequests('/signup/validateSignup');
    const created = recordRequests('/frontendService/signup');
    const events: SignupFields[] = [];
    const stop = on('auth:signup-validated', ({ signup }) => events.push(signup));
    const { fill, submit, onDone } = renderForm({ context: 'review' });
    await fill();
    await submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    stop();
    expect(validated).toHaveLength(1);
    expect(validated[0]).toMatchObject({ login: 'newbie', recaptchaToken: TOKEN });
    expect(created).toHaveLength(0);
    expect(events).toEqual([
      {
        login: 'newbie',
        email: 'newbie@example.com',
        password: PASSWORD,
        confirm_password: PASSWORD,
        urlAfterSignup: 'https://casino.test/forum/thread-1',
        subscribeToNewsletter: false,
        agreeToTermsOfService: true,
        privacy: 'public',
      },
    ]);
    expect(db.users.some((user) => user.userName === 'newbie')).toBe(false);
    expect(localStorage.getItem(SIGNUP_STATE_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows code 4014 as a red form message and keeps the typed text', async () => {
    const { fill, submit, field, onDone } = renderForm();
    await fill();
    setScenario('code-4014');
    await submit();
    const alert = await screen.findByText(
      'Your account could not be created. Please contact support.',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveAttribute('data-code', '4014');
    expect(field.login).toHaveValue('newbie');
    expect(field.password).toHaveValue(PASSWORD);
    expect(field.confirm).toHaveValue(PASSWORD);
    expect(field.terms).toBeChecked();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign up' })).not.toHaveAttribute('aria-busy');
  });

  it('puts a 4011 of the submit on the login field', async () => {
    const { fill, submit, field } = renderForm();
    await fill();
    setScenario('code-4011');
    await submit();
    await waitFor(() =>
      expect(field.login).toHaveAccessibleDescription('This username is already taken.'),
    );
    expect(field.login).toHaveFocus();
  });

  it.each(['network-error', 'malformed-json'])(
    'shows the generic error for %s and keeps the typed text',
    async (scenario) => {
      const { fill, submit, field } = renderForm();
      await fill();
      setScenario(scenario);
      await submit();
      // The form's alert region is always there: wait for its text.
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent(
          'Something went wrong. Please check your connection and try again.',
        ),
      );
      expect(field.email).toHaveValue('newbie@example.com');
      expect(assign).not.toHaveBeenCalled();
      if (scenario === 'malformed-json') {
        // The broken answer is reported to the error log, without the password.
        await waitFor(() => expect(db.errorLog.join('\n')).toContain('/frontendService/signup'));
        expect(db.errorLog.join('\n')).not.toContain(PASSWORD);
      }
    },
  );

  it('shows the server message of an HTTP error', async () => {
    const { fill, submit } = renderForm();
    await fill();
    setScenario('server-error');
    await submit();
    // The form's alert region is always there: wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Something went wrong on our side. Please try again later.',
      ),
    );
  });

  it('links to the login tab', async () => {
    const { user, onSwitchToLogin } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSwitchToLogin).toHaveBeenCalledTimes(1);
  });
});
