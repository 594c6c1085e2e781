import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EMAIL_MAX_LENGTH } from '@casino/core';
import { setScenario } from '@casino/mocks';
import { PASSWORD_CHECK_DEBOUNCE_MS } from './SignupForm';
import { recordRequests } from '../shared/testing';
import { PASSWORD, renderForm, setUpSignupTests } from './test/form';

setUpSignupTests();

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

  it('the email takes at most the longest address a mail server accepts', async () => {
    const { user, field } = renderForm();
    await user.click(field.email);
    await user.paste('a'.repeat(100_000));
    expect((field.email as HTMLInputElement).value).toHaveLength(EMAIL_MAX_LENGTH);
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
  it('shows the empty meter with a caption before a score, the room under the password its own', () => {
    renderForm();
    const caption = screen.getByText('Password strength');
    const meter = caption.parentElement!;
    expect(meter.querySelectorAll('.cw-su__bar')).toHaveLength(4);
    expect(meter.querySelectorAll('[data-filled]')).toHaveLength(0);
    expect(caption).toHaveAttribute('aria-hidden', 'true');
  });

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
