import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthContext } from '@casino/core';
import { REVIEW_REOPEN_COOKIE, getCookie, on, safeZone, setCookie } from '@casino/core';
import { SEEDED_PASSWORD, createMember, db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { LoginForm } from './LoginForm';
import type { LoginFormProps } from './LoginForm';
import { STAY_LOGGED_IN_COOKIE } from './stayLoggedIn';
import { BANNED_CODES, EMAIL_UNCONFIRMED_CODES } from '@casino/api';
import { recordPosts, spyNavigation } from '../shared/testing';

const GENERIC = 'Something went wrong. Please check your connection and try again.';

function renderForm(props: LoginFormProps = {}) {
  const user = userEvent.setup();
  render(<LoginForm {...props} />);
  const fill = async (login: string, password = SEEDED_PASSWORD) => {
    await user.type(screen.getByLabelText('Username or email'), login);
    if (password) await user.type(screen.getByLabelText('Password'), password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Log in' }));
  return { user, fill, submit };
}

const loginPosts = (sent: { path: string }[]) =>
  sent.filter((request) => !request.path.endsWith('/errorLog'));

afterEach(() => {
  server.events.removeAllListeners();
  safeZone.value = false;
});

describe('LoginForm: success', () => {
  it('sends the credentials, stayLoggedIn and reloads the page when no address is given', async () => {
    const nav = spyNavigation();
    const sent = recordPosts();
    const { fill, submit } = renderForm();
    await fill('alice');
    await submit();
    await waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1));
    expect(nav.assign).not.toHaveBeenCalled();
    expect(db.sessionUserId).toBe(1);
    expect(loginPosts(sent)).toHaveLength(1);
    expect(sent[0]!.path).toBe('/frontendService/urLogin');
    expect(Object.fromEntries(sent[0]!.body)).toEqual({
      loginOrEmail: 'alice',
      password: SEEDED_PASSWORD,
      stayLoggedIn: 'true',
    });
    // The page is leaving: the loader stays and nothing more is sent.
    const button = screen.getByRole('button', { name: 'Logging in…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(button.closest('form')!);
    await act(async () => undefined);
    expect(loginPosts(sent)).toHaveLength(1);
  });

  it('goes to urlAfterLogin', async () => {
    const nav = spyNavigation();
    const sent = recordPosts();
    const { fill, submit } = renderForm({ urlAfterLogin: '/casinos?sort=new' });
    await fill('alice@example.com');
    await submit();
    await waitFor(() =>
      expect(nav.assign).toHaveBeenCalledWith('http://localhost:3000/casinos?sort=new'),
    );
    expect(nav.reload).not.toHaveBeenCalled();
    expect(sent[0]!.body.get('urlAfterLogin')).toBe('/casinos?sort=new');
  });

  it('reloads when urlAfterLogin is the page itself (a different hash does not count)', async () => {
    const nav = spyNavigation();
    const { fill, submit } = renderForm({ urlAfterLogin: '/#reviews' });
    await fill('alice');
    await submit();
    await waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1));
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('in the review context sets the review-reopen cookie (1 day) before reloading', async () => {
    let cookieAtReload: string | null = null;
    const nav = spyNavigation();
    nav.reload.mockImplementation(() => {
      cookieAtReload = getCookie(REVIEW_REOPEN_COOKIE);
    });
    const { fill, submit } = renderForm({ context: 'review', reopen: '/reviews/create' });
    await fill('alice');
    await submit();
    await waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1));
    expect(cookieAtReload).toBe('/reviews/create');
  });

  it('sets no review-reopen cookie outside the review context', async () => {
    const nav = spyNavigation();
    const { fill, submit } = renderForm({ context: 'site', reopen: '/reviews/create' });
    await fill('alice');
    await submit();
    await waitFor(() => expect(nav.reload).toHaveBeenCalled());
    expect(getCookie(REVIEW_REOPEN_COOKIE)).toBeNull();
  });
});

describe('LoginForm: endpoint by context', () => {
  it.each<[AuthContext, boolean, string]>([
    ['forum', false, '/frontendService/login'],
    ['site', false, '/frontendService/urLogin'],
    ['review', false, '/frontendService/urLogin'],
    ['academy', false, '/frontendService/academy/login'],
    ['site', true, '/frontendService/loginRG'],
    ['review', true, '/frontendService/loginRG'],
  ])('%s (safe zone %s) logs in at %s', async (context, inSafeZone, path) => {
    db.safeZone = inSafeZone;
    safeZone.value = inSafeZone;
    const nav = spyNavigation();
    const sent = recordPosts();
    const { fill, submit } = renderForm({ context });
    await fill('alice');
    await submit();
    await waitFor(() => expect(nav.reload).toHaveBeenCalled());
    expect(loginPosts(sent).map((request) => request.path)).toEqual([path]);
  });
});

describe('LoginForm: stay logged in', () => {
  it('is ticked by default and writes the cookie when the member changes it', async () => {
    const { user } = renderForm();
    const box = screen.getByRole('checkbox', { name: 'Stay logged in' });
    expect(box).toBeChecked();
    expect(getCookie(STAY_LOGGED_IN_COOKIE)).toBeNull();
    await user.click(box);
    expect(getCookie(STAY_LOGGED_IN_COOKIE)).toBe('false');
    await user.click(box);
    expect(getCookie(STAY_LOGGED_IN_COOKIE)).toBe('true');
  });

  it('is not ticked when the cookie is "false", and sends false', async () => {
    setCookie(STAY_LOGGED_IN_COOKIE, 'false', 1);
    spyNavigation();
    const sent = recordPosts();
    const { fill, submit } = renderForm();
    expect(screen.getByRole('checkbox', { name: 'Stay logged in' })).not.toBeChecked();
    await fill('alice');
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.get('stayLoggedIn')).toBe('false');
  });
});

describe('LoginForm: failures', () => {
  it('asks for both fields and sends nothing while one is empty', async () => {
    const sent = recordPosts();
    const { user, submit } = renderForm();
    await submit();
    const login = screen.getByLabelText('Username or email');
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription('Please enter your username or email.');
    expect(login).toHaveFocus();
    await user.type(login, 'alice');
    await submit();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(sent).toHaveLength(0);
  });

  it('shows the server message of another code and keeps what was typed', async () => {
    const nav = spyNavigation();
    const { fill, submit } = renderForm();
    await fill('alice', 'wrong-password');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText('Username or email')).toHaveValue('alice');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
    expect(nav.reload).not.toHaveBeenCalled();
    expect(db.sessionUserId).toBeNull();
  });

  it('shows the message of an HTTP error answer', async () => {
    setScenario('server-error');
    const { fill, submit } = renderForm();
    await fill('alice');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again later.',
    );
  });

  it.each(['network-error', 'malformed-json'])(
    'shows a generic message on %s and keeps what was typed',
    async (scenario) => {
      setScenario(scenario);
      const { fill, submit } = renderForm();
      await fill('alice');
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC);
      expect(screen.getByLabelText('Username or email')).toHaveValue('alice');
      expect(screen.getByLabelText('Password')).toHaveValue(SEEDED_PASSWORD);
    },
  );

  it('ignores a second submit while the first is under way', async () => {
    spyNavigation();
    const sent = recordPosts();
    const { fill } = renderForm();
    await fill('alice', 'wrong-password');
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await screen.findByRole('alert');
    expect(loginPosts(sent)).toHaveLength(1);
  });
});

describe('LoginForm: banned', () => {
  it('shows the ban message of code 5019 for a banned member instead of the form', async () => {
    const nav = spyNavigation();
    const { fill, submit } = renderForm();
    await fill('banned_bob');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot log in');
    expect(alert).toHaveTextContent('Your account is banned.');
    // SPEC §3 User profile: the answer's ban fields.
    expect(alert).toHaveTextContent('You are banned until 2027-01-01 12:00');
    expect(alert).toHaveTextContent('Ban period: 30 days');
    expect(alert).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it.each([5019, 5020, 4015, 4016])('code %i puts the form in the banned state', async (code) => {
    expect(BANNED_CODES).toContain(code);
    setScenario(`code-${code}`);
    const { fill, submit } = renderForm();
    await fill('alice');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot log in');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('LoginForm: unconfirmed email', () => {
  it('5103: offers to send the confirmation email again (email and login) and says it was sent', async () => {
    createMember({ login: 'newbie', email: 'newbie@example.com', password: 'secret123' });
    const sent = recordPosts();
    const { user, fill, submit } = renderForm();
    await fill('newbie', 'secret123');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm your email address first.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(await screen.findByText(/We sent the confirmation email again/)).toHaveAttribute(
      'role',
      'status',
    );
    const resend = sent.find((request) => request.path === '/frontendService/login/email/resend');
    expect(Object.fromEntries(resend!.body)).toEqual({
      email: 'newbie@example.com',
      login: 'newbie',
    });
    expect(EMAIL_UNCONFIRMED_CODES).toEqual([5103, 5104]);
  });

  it('5104: the resend sends the typed email when the answer names none', async () => {
    setScenario('code-5104');
    const sent = recordPosts();
    const { user, fill, submit } = renderForm();
    await fill('alice@example.com');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your confirmation link has expired.',
    );
    setScenario(null);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    await screen.findByText(/We sent the confirmation email again/);
    const resend = sent.find((request) => request.path === '/frontendService/login/email/resend');
    expect(Object.fromEntries(resend!.body)).toEqual({ email: 'alice@example.com' });
  });

  it('shows the message of a failed resend', async () => {
    setScenario('code-5103');
    const { user, fill, submit } = renderForm();
    await fill('ghost');
    await submit();
    await screen.findByRole('alert');
    setScenario(null);
    await user.click(screen.getByRole('button', { name: 'Send the confirmation email again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We do not know this member.');
  });
});

describe('LoginForm: login required', () => {
  it('7000: the message comes with a link that opens the login dialog', async () => {
    setScenario('code-7000');
    const asked = vi.fn();
    const off = on('auth:open', asked);
    const { user, fill, submit } = renderForm({ context: 'forum' });
    await fill('alice');
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please log in to continue.');
    await user.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(asked).toHaveBeenCalledWith({ tab: 'LOGIN', context: 'forum' });
    off();
  });
});

describe('LoginForm: the password stays secret', () => {
  const SECRET = 'Sup3r-secret-passw0rd';

  it('never reaches storage, cookies, the console or the error log', async () => {
    const consoleCalls = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => undefined),
    );
    const sent = recordPosts();
    const { user, fill, submit } = renderForm();
    await fill('alice', SECRET);
    await submit();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('checkbox', { name: 'Stay logged in' }));
    for (const [scenario, shown] of [
      ['malformed-json', GENERIC],
      ['network-error', GENERIC],
      ['server-error', 'Something went wrong on our side. Please try again later.'],
    ] as const) {
      setScenario(scenario);
      await submit();
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(shown));
    }
    setScenario(null);
    // The contract failure was logged, without the password.
    await waitFor(() => expect(db.errorLog.length).toBeGreaterThan(0));
    const logged = [
      document.cookie,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      JSON.stringify(consoleCalls.map((spy) => spy.mock.calls)),
      JSON.stringify(db.errorLog),
      ...sent
        .filter((request) => request.path.endsWith('/errorLog'))
        .map((request) => request.body.toString()),
    ].join('\n');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(encodeURIComponent(SECRET));
  });
});
