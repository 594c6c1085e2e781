import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthContext } from '@casino/core';
import { REVIEW_REOPEN_COOKIE, getCookie } from '@casino/core';
import { db, findMember, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HttpResponse, http } from 'msw';
import { LoginForm } from '../login/LoginForm';
import type { LoginFormProps } from '../login/LoginForm';
import { recordPosts, spyNavigation } from '../shared/testing';
import { APPLE_SDK_URL } from './apple';
import { FACEBOOK_SDK_URL } from './facebook';
import { GOOGLE_SDK_URL } from './google';
import { installFakeSocialProviders, setSocialProviders } from './registry';
import { fakeSocialToken } from './fake';
import type { SocialSettings } from './types';

const ALL: SocialSettings = {
  google: { clientId: 'google-client' },
  facebook: { appId: 'fb-app' },
  apple: { clientId: 'apple-service' },
};
const SOCIAL_PATHS = /social|socialLogin/;

function renderForm(props: LoginFormProps = {}) {
  const user = userEvent.setup();
  render(<LoginForm social={ALL} {...props} />);
  const continueWith = (provider: string) =>
    user.click(screen.getByRole('button', { name: `Continue with ${provider}` }));
  return { user, continueWith };
}

afterEach(() => {
  server.events.removeAllListeners();
  setSocialProviders(null);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('social login: providers', () => {
  it('shows no social buttons and loads no script when no provider is enabled', () => {
    render(<LoginForm />);
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the SDK of the enabled providers only', async () => {
    const append = vi.spyOn(document.head, 'append');
    const loaded = () =>
      append.mock.calls.flat().map((node) => (node as HTMLScriptElement).getAttribute('src'));
    render(<LoginForm social={{ google: { clientId: 'google-client' } }} />);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).toBeNull();
    await waitFor(() => expect(loaded()).toEqual([GOOGLE_SDK_URL]));
    expect(loaded()).not.toContain(FACEBOOK_SDK_URL);
    expect(loaded()).not.toContain(APPLE_SDK_URL);
  });
});

describe('social login: code 200', () => {
  it.each<[string, AuthContext, string, string]>([
    ['Google', 'site', 'GOOGLE', '/frontendService/social/googleTokenVerification'],
    ['Google', 'academy', 'GOOGLE', '/frontendService/academy/social/googleTokenVerification'],
    ['Apple', 'site', 'APPLE', '/frontendService/social/appleTokenVerification'],
  ])(
    '%s (%s) sends the id token, type, brand and urlAfterLogin, then goes there',
    async (provider, context, type, path) => {
      installFakeSocialProviders({ email: 'alice@example.com' });
      const nav = spyNavigation();
      const sent = recordPosts();
      const { continueWith } = renderForm({ context, urlAfterLogin: '/casinos' });
      await continueWith(provider);
      await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('http://localhost:3000/casinos'));
      expect(sent.map((request) => request.path)).toEqual([path]);
      expect(Object.fromEntries(sent[0]!.body)).toEqual({
        accessToken: fakeSocialToken(type as 'GOOGLE', 'alice@example.com'),
        userRegistrationType: type,
        brandId: '1',
        urlAfterLogin: '/casinos',
      });
      expect(db.sessionUserId).toBe(1);
    },
  );

  it('Facebook also sends id, email, avatarUrl and avatarIsSilhouette; reloads without an address', async () => {
    installFakeSocialProviders({ email: 'alice@example.com' });
    const nav = spyNavigation();
    const sent = recordPosts();
    const { continueWith } = renderForm();
    await continueWith('Facebook');
    await waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1));
    expect(sent[0]!.path).toBe('/frontendService/social/authorizationAttempt');
    expect(Object.fromEntries(sent[0]!.body)).toEqual({
      accessToken: fakeSocialToken('FACEBOOK', 'alice@example.com'),
      userRegistrationType: 'FACEBOOK',
      brandId: '1',
      id: 'fb-alice',
      email: 'alice@example.com',
      avatarUrl: 'https://example.com/avatar.png',
      avatarIsSilhouette: 'false',
    });
  });

  it('in the review context sets the review-reopen cookie first', async () => {
    installFakeSocialProviders({ email: 'alice@example.com' });
    const nav = spyNavigation();
    const { continueWith } = renderForm({ context: 'review', reopen: '/reviews/create' });
    await continueWith('Google');
    await waitFor(() => expect(nav.reload).toHaveBeenCalled());
    expect(getCookie(REVIEW_REOPEN_COOKIE)).toBe('/reviews/create');
  });

  it('sends nothing when the member closes the provider window', async () => {
    installFakeSocialProviders({ cancel: true });
    const sent = recordPosts();
    const { continueWith } = renderForm();
    await continueWith('Google');
    expect(sent.filter((request) => SOCIAL_PATHS.test(request.path))).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the provider fails', async () => {
    installFakeSocialProviders({ fail: true });
    const { continueWith } = renderForm();
    await continueWith('Apple');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Apple login is not available right now.',
    );
  });
});

describe('social login: code 5129 and the completion form', () => {
  it('asks for a username and the terms, then creates the member and logs in', async () => {
    installFakeSocialProviders({ email: 'new.player@example.com' });
    const nav = spyNavigation();
    const sent = recordPosts();
    const { user, continueWith } = renderForm({ urlAfterLogin: '/forum' });
    await continueWith('Google');
    const userName = await screen.findByLabelText('Username');
    expect(userName).toHaveFocus();
    expect(screen.getByText(/new\.player@example\.com/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    const finish = screen.getByRole('button', { name: 'Finish signup with Google' });
    await user.click(finish);
    expect(userName).toHaveAccessibleDescription('Please choose a username.');
    await user.type(userName, 'new_player');
    await user.click(finish);
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the terms of service' }),
    ).toHaveAccessibleDescription('Please agree to the terms of service to continue.');
    expect(sent.filter((request) => request.path.endsWith('/social/authorization'))).toHaveLength(
      0,
    );

    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms of service' }));
    await user.click(finish);
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('http://localhost:3000/forum'));
    const completion = sent.find(
      (request) => request.path === '/frontendService/social/authorization',
    );
    expect(Object.fromEntries(completion!.body)).toEqual({
      accessToken: fakeSocialToken('GOOGLE', 'new.player@example.com'),
      userRegistrationType: 'GOOGLE',
      brandId: '1',
      urlAfterLogin: '/forum',
      userName: 'new_player',
      agreeToTermsOfService: 'true',
    });
    expect(findMember('new_player')?.email).toBe('new.player@example.com');
    expect(db.sessionUserId).toBe(findMember('new_player')!.id);
  });

  it('Facebook has its own finish button; a taken username is flagged on blur and by the answer', async () => {
    installFakeSocialProviders({ email: 'new.player@example.com' });
    const sent = recordPosts();
    const { user, continueWith } = renderForm();
    await continueWith('Facebook');
    const userName = await screen.findByLabelText('Username');
    await user.type(userName, 'alice');
    await user.tab();
    await waitFor(() => expect(userName).toHaveAttribute('aria-invalid', 'true'));
    expect(userName).toHaveAccessibleDescription('This username is already taken.');
    expect(sent.some((request) => request.path === '/frontendService/socialLogin/validate')).toBe(
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms of service' }));
    await user.click(screen.getByRole('button', { name: 'Finish signup with Facebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken.');
    expect(userName).toHaveValue('alice');
  });

  it('says so on the username when its check fails', async () => {
    installFakeSocialProviders();
    const { user, continueWith } = renderForm();
    await continueWith('Google');
    const userName = await screen.findByLabelText('Username');
    await user.type(userName, 'new_player');
    setScenario('network-error');
    await user.tab();
    await waitFor(() =>
      expect(userName).toHaveAccessibleDescription(
        'We could not check this username. Please try again.',
      ),
    );
    expect(userName).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the login form', async () => {
    installFakeSocialProviders();
    const { user, continueWith } = renderForm();
    await continueWith('Apple');
    expect(await screen.findByRole('button', { name: 'Finish signup' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});

describe('social login: other codes', () => {
  it('5019: a banned member sees the ban message', async () => {
    installFakeSocialProviders({ email: 'banned_bob@example.com' });
    const nav = spyNavigation();
    const { continueWith } = renderForm();
    await continueWith('Google');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot log in');
    expect(alert).toHaveTextContent('Your account is banned.');
    // SPEC §3 User profile: the answer's ban fields.
    expect(alert).toHaveTextContent('You are banned until 2027-01-01 12:00');
    expect(alert).toHaveTextContent('Ban period: 30 days');
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it.each([
    [5020, 'Your account is banned permanently.'],
    [4015, 'Your account is temporarily blocked. Try again later.'],
    [4016, 'Your account has been closed.'],
  ])('%i: banned, the form gives way to the message', async (code, message) => {
    installFakeSocialProviders({ email: 'alice@example.com' });
    setScenario(`code-${code}`);
    const { continueWith } = renderForm();
    await continueWith('Facebook');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot log in');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it.each([
    [5130, 'This social account is linked to another member.'],
    [503, 'The service is unavailable. Please try again later.'],
    [5125, 'Social login is not available at the moment.'],
  ])('%i: the message shows as a login error, the form stays', async (code, message) => {
    installFakeSocialProviders({ email: 'alice@example.com' });
    setScenario(`code-${code}`);
    const nav = spyNavigation();
    const { continueWith } = renderForm();
    await continueWith('Google');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it('a failed request shows the generic message', async () => {
    installFakeSocialProviders({ email: 'alice@example.com' });
    setScenario('network-error');
    const { continueWith } = renderForm();
    await continueWith('Google');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
  });

  it('a malformed answer shows the generic message; the log names no token', async () => {
    installFakeSocialProviders({ email: 'alice@example.com' });
    setScenario('malformed-json');
    const nav = spyNavigation();
    const { continueWith } = renderForm();
    await continueWith('Apple');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Something went wrong/);
    setScenario(null);
    await waitFor(() => expect(db.errorLog.length).toBeGreaterThan(0));
    expect(db.errorLog.join('\n')).not.toContain('fake-social');
    expect(nav.reload).not.toHaveBeenCalled();
  });

  it('a double click on a provider sends one login', async () => {
    installFakeSocialProviders({ email: 'alice@example.com' });
    const nav = spyNavigation();
    const sent = recordPosts();
    const { user } = renderForm();
    await user.dblClick(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent.filter((request) => SOCIAL_PATHS.test(request.path))).toHaveLength(1);
  });

  it.each([
    ['/help/linked-accounts', true],
    ['javascript:alert(1)', false],
  ])('shows the link %s of an error answer only when it is a web address', async (link, shown) => {
    installFakeSocialProviders({ email: 'alice@example.com' });
    server.use(
      http.post('*/frontendService/social/googleTokenVerification', () =>
        HttpResponse.json({
          code: 5130,
          message: 'This social account is linked to another member.',
          link,
          linkText: 'Which account?',
        }),
      ),
    );
    const { continueWith } = renderForm();
    await continueWith('Google');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This social account is linked to another member.');
    if (shown) {
      expect(within(alert).getByRole('link', { name: 'Which account?' })).toHaveAttribute(
        'href',
        link,
      );
    } else {
      expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    }
  });
});
