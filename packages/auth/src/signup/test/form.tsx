// What the tests of the signup form share: rendering it, filling it, the checks after each.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetVerification, safeZone, setTokenProvider } from '@casino/core';
import type { AuthContext } from '@casino/core';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { SignupForm } from '../SignupForm';
import { navigation } from '../../shared/navigation';

export const TOKEN = 'test-verification-token';
export const PASSWORD = 'Tr0ub4dor&3-horse-staple';

export function renderForm(
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
export async function signUpAndSeeConfirmation(
  fill: () => Promise<void>,
  submit: () => Promise<void>,
) {
  await fill();
  await submit();
  expect(
    await screen.findByRole('heading', { name: 'Confirm your email' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('We sent a confirmation link to newbie@example.com.')).toBeVisible();
}

/** Every text the page could have logged or stored. */
export function leakedTexts(consoleSpies: ReturnType<typeof vi.spyOn>[]): string {
  const logged = consoleSpies.flatMap((spy) => spy.mock.calls.flat().map(String));
  return [...logged, ...db.errorLog, JSON.stringify({ ...localStorage }), document.cookie].join(
    '\n',
  );
}

/**
 * Each test: a fake verification token, console spies and no navigation; after it, no
 * password anywhere (SPEC: not in the console, the error log, storage or cookies).
 */
export function setUpSignupTests(): void {
  let consoleSpies: ReturnType<typeof vi.spyOn>[];
  beforeEach(() => {
    resetVerification();
    setTokenProvider(async () => TOKEN);
    consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name),
    );
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(leakedTexts(consoleSpies)).not.toContain(PASSWORD);
    vi.useRealTimers();
    vi.restoreAllMocks();
    server.events.removeAllListeners();
    safeZone.value = false;
  });
}
