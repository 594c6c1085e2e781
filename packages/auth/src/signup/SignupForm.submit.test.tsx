import { screen, waitFor } from '@testing-library/react';
import { on, safeZone } from '@casino/core';
import type { SignupForm as SignupFields } from '@casino/api';
import { db, setScenario } from '@casino/mocks';
import { navigation } from '../shared/navigation';
import { recordRequests } from '../shared/testing';
import { SIGNUP_STATE_KEY } from './signupState';
import {
  PASSWORD,
  TOKEN,
  renderForm,
  setUpSignupTests,
  signUpAndSeeConfirmation,
} from './test/form';

setUpSignupTests();

let assign: ReturnType<typeof vi.mocked<typeof navigation.assign>>;
beforeEach(() => {
  assign = vi.mocked(navigation.assign);
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
