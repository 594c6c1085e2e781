import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, resetVerification, setTokenProvider } from '@casino/core';
import { createMember, db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { SignupConfirmation } from './SignupConfirmation';
import { navigation } from '../shared/navigation';
import { recordRequests } from '../shared/testing';
import { CODE_LOGIN_REQUIRED } from '@casino/api';
import {
  SIGNUP_STATE_KEY,
  SIGNUP_STATE_TTL_MS,
  readSignupState,
  saveSignupState,
} from './signupState';

const TOKEN = 'test-verification-token';
const AUTH_PARAM = 'c0ffee';

/** A signup the fake backend knows, and its saved state. */
function signedUp(urlAfterSignup?: string) {
  const member = createMember({
    login: 'newbie',
    email: 'newbie@example.com',
    password: 'not-kept-anywhere',
  });
  db.signups.push({ authParam: AUTH_PARAM, userId: member.id, emailsSent: 1, pendingEmail: null });
  const state = {
    authParam: AUTH_PARAM,
    userRegistrationId: member.id,
    email: 'newbie@example.com',
    ...(urlAfterSignup ? { urlAfterSignup } : {}),
  };
  saveSignupState(state);
  return { member, state };
}

function referrer(value: string) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(value);
}

let replace: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => TOKEN);
  replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
  referrer('');
});
afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

describe('SignupConfirmation', () => {
  it('shows the email of the saved signup state', () => {
    signedUp();
    render(<SignupConfirmation />);
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(
      screen.getByText('We sent a confirmation link to newbie@example.com.'),
    ).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends a visitor without a signup state to the signup page', () => {
    render(<SignupConfirmation />);
    expect(replace).toHaveBeenCalledWith('/signup');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('uses the signupUrl prop for the redirect', () => {
    render(<SignupConfirmation signupUrl="/en/register" />);
    expect(replace).toHaveBeenCalledWith('/en/register');
  });

  it('redirects when the state expired (1 hour) or is corrupt', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    signedUp();
    vi.advanceTimersByTime(SIGNUP_STATE_TTL_MS);
    const { unmount } = render(<SignupConfirmation />);
    expect(replace).toHaveBeenCalledTimes(1);
    unmount();
    localStorage.setItem(SIGNUP_STATE_KEY, '{"value":{"email":');
    render(<SignupConfirmation />);
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('changes the email at once with the direct permission', async () => {
    const user = userEvent.setup();
    const sent = recordRequests('/frontendService/signup/email');
    const { member } = signedUp();
    render(<SignupConfirmation />);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const input = screen.getByLabelText('New email');
    expect(input).toHaveFocus();
    await user.type(input, 'fresh@example.com');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(
      await screen.findByText('We sent a confirmation link to fresh@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your email is changed.');
    expect(screen.getByRole('button', { name: 'Change email' })).toHaveFocus();
    expect(sent).toEqual([
      {
        authParam: AUTH_PARAM,
        userRegistrationId: String(member.id),
        newEmail: 'fresh@example.com',
        recaptchaToken: TOKEN,
      },
    ]);
    expect(member.email).toBe('fresh@example.com');
    expect(readSignupState()?.email).toBe('fresh@example.com');
  });

  it('shows the pending email when the change needs its confirmation', async () => {
    db.signupEmailDirect = false;
    const user = userEvent.setup();
    const { member } = signedUp();
    render(<SignupConfirmation />);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email'), 'fresh@example.com');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    expect(
      await screen.findByText(
        'Your new email fresh@example.com is waiting for confirmation. Open the link we sent to it.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We sent a confirmation link to newbie@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We sent a link to the new address. Your email changes once you open it.',
    );
    expect(member.email).toBe('newbie@example.com');
    expect(readSignupState()?.email).toBe('newbie@example.com');
  });

  it('shows the server message when the email change fails', async () => {
    const user = userEvent.setup();
    signedUp();
    render(<SignupConfirmation />);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const input = screen.getByLabelText('New email');
    await user.type(input, 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription('This email address is already registered.'),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('This email address is already registered.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(input).toHaveValue('alice@example.com');
    expect(readSignupState()?.email).toBe('newbie@example.com');
  });

  it('7000: the login-required message links to the login dialog', async () => {
    const user = userEvent.setup();
    signedUp();
    const asked = vi.fn();
    const off = on('auth:open', asked);
    render(<SignupConfirmation />);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.type(screen.getByLabelText('New email'), 'other@example.com');
    setScenario('code-7000');
    await user.click(screen.getByRole('button', { name: 'Save email' }));
    const alert = await screen.findByText('Please log in to continue.');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveAttribute('data-code', String(CODE_LOGIN_REQUIRED));
    await user.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(asked).toHaveBeenCalledWith({ tab: 'LOGIN' });
    off();
  });

  it('7000 on the resend shows the login-required message too', async () => {
    const user = userEvent.setup();
    signedUp();
    render(<SignupConfirmation />);
    setScenario('code-7000');
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    const alert = await screen.findByText('Please log in to continue.');
    expect(within(alert).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('resends the confirmation email and says so', async () => {
    const user = userEvent.setup();
    const sent = recordRequests('/signup/email/resend');
    const { member } = signedUp();
    render(<SignupConfirmation />);
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Email sent. Check your inbox.'),
    );
    expect(sent).toEqual([
      {
        authParam: AUTH_PARAM,
        userRegistrationId: String(member.id),
        email: 'newbie@example.com',
      },
    ]);
    expect(db.signups[0]?.emailsSent).toBe(2);
  });

  it('shows an error when the resend fails', async () => {
    const user = userEvent.setup();
    signedUp();
    render(<SignupConfirmation />);
    setScenario('network-error');
    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Something went wrong. Please check your connection and try again.',
      ),
    );
  });

  describe('OK link', () => {
    const okHref = () => screen.getByRole('link', { name: 'OK' }).getAttribute('href');

    it('goes back to a previous page of this site with showLoginModal=1', () => {
      referrer('http://localhost:3000/forum/thread-7?page=2');
      signedUp('http://localhost:3000/reviews');
      render(<SignupConfirmation />);
      expect(okHref()).toBe('/forum/thread-7?page=2&showLoginModal=1');
    });

    it('uses urlAfterSignup when the previous page is elsewhere or the signup page', () => {
      referrer('https://elsewhere.example/page');
      signedUp('http://localhost:3000/reviews');
      const { unmount } = render(<SignupConfirmation />);
      expect(okHref()).toBe('/reviews?showLoginModal=1');
      unmount();
      referrer('http://localhost:3000/signup');
      render(<SignupConfirmation />);
      expect(okHref()).toBe('/reviews?showLoginModal=1');
    });

    it('goes home without either', () => {
      signedUp('https://elsewhere.example/page');
      render(<SignupConfirmation />);
      expect(okHref()).toBe('/?showLoginModal=1');
    });
  });
});
