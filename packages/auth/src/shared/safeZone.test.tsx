import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { system } from '@casino/api';
import { SEEDED_PASSWORD, db } from '@casino/mocks';
import { server } from '@casino/mocks/node';

/**
 * SPEC §6: every choice that depends on the safe-zone flag waits for the page's general
 * state. Each test starts with a page that has not loaded it yet (fresh modules), and the
 * state's answer is held back until the test lets it go.
 */
let release: () => void;

beforeEach(() => {
  vi.resetModules();
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Held, then passed on to the fake backend's own answer.
  server.use(http.get(`*${system.preloadedStateGeneral.path}`, () => held.then(() => undefined)));
});
afterEach(() => {
  release();
  server.events.removeAllListeners();
});

/** The paths of the POSTs the page sends, in order. */
function recordPostPaths(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && !path.endsWith('/errorLog')) paths.push(path);
  });
  return paths;
}

describe('safe zone: the login form', () => {
  it('sent before the general state arrived, logs in at /loginRG once it says safe zone', async () => {
    db.safeZone = true;
    const { LoginForm } = await import('../login/LoginForm');
    const { navigation } = await import('./navigation');
    const reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);
    const posts = recordPostPaths();
    const user = userEvent.setup();
    render(<LoginForm context="site" />);
    await user.type(screen.getByLabelText('Username or email'), 'alice');
    await user.type(screen.getByLabelText('Password'), SEEDED_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // Waiting for the flag: busy, nothing sent yet.
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeInTheDocument();
    expect(posts).toEqual([]);
    release();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posts).toEqual(['/frontendService/loginRG']);
  });
});

describe('safe zone: the signup page', () => {
  it('loads the general state and never shows the newsletter to a safe-zone visitor', async () => {
    db.safeZone = true;
    const { signupWidget } = await import('../widgets/signup');
    const core = await import('@casino/core');
    const element = document.body.appendChild(document.createElement('div'));
    const unmount = signupWidget.mount(element, {});
    onTestFinished(() => unmount());
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('checkbox', { name: /newsletter/ })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(core.safeZone.value).toBe(true));
    expect(screen.queryByRole('checkbox', { name: /newsletter/ })).not.toBeInTheDocument();
  });

  it('shows the newsletter checkbox to other visitors once the state says so', async () => {
    const { signupWidget } = await import('../widgets/signup');
    const element = document.body.appendChild(document.createElement('div'));
    const unmount = signupWidget.mount(element, {});
    onTestFinished(() => unmount());
    await screen.findByLabelText('Username');
    expect(screen.queryByRole('checkbox', { name: /newsletter/ })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
  });

  it('a signup sent before the state arrived goes to /signupRG without the newsletter', async () => {
    db.safeZone = true;
    const { signupWidget } = await import('../widgets/signup');
    const core = await import('@casino/core');
    core.setTokenProvider(async () => 'token');
    const { navigation } = await import('./navigation');
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const posts = recordPostPaths();
    const element = document.body.appendChild(document.createElement('div'));
    const unmount = signupWidget.mount(element, {});
    onTestFinished(() => unmount());
    const user = userEvent.setup();
    const password = 'Tr0ub4dor&3-horse-staple';
    await user.type(await screen.findByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Email'), 'newbie@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Repeat password'), password);
    await user.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(posts.filter((path) => path.endsWith('/signup') || path.endsWith('/signupRG'))).toEqual(
      [],
    );
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/signup-confirmation'));
    expect(posts.filter((path) => /\/signup(RG)?$/.test(path))).toEqual([
      '/frontendService/signupRG',
    ]);
    expect(db.users.find((member) => member.userName === 'newbie')).toMatchObject({
      newsletterRegistered: false,
    });
  });
});
