import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REVIEW_REOPEN_COOKIE,
  currentUser,
  emit,
  getCookie,
  resetVerification,
  setTokenProvider,
} from '@casino/core';
import { SEEDED_PASSWORD } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { recordPosts, spyNavigation } from '../shared/testing';
import { AuthDialog } from './AuthDialog';
import { AuthPanel } from './AuthPanel';

const tab = (name: 'Sign up' | 'Log in') => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

/** Asks for the dialog; its code comes on the first open, so it appears once that is in. */
function openWith(detail: Parameters<typeof emit<'auth:open'>>[1]) {
  act(() => emit('auth:open', detail));
  return screen.findByRole('dialog', { name: 'Welcome' });
}

afterEach(() => {
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
});

describe('AuthDialog', () => {
  it('is closed until asked for', () => {
    render(<AuthDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on auth:open on the Login tab by default, with the login field focused', async () => {
    render(<AuthDialog />);
    const dialog = await openWith({});
    expect(
      await within(dialog).findByRole('tablist', { name: 'Sign up or log in' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading…')).not.toBeInTheDocument();
    expect(tab('Log in')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Sign up')).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAccessibleName('Log in');
    expect(screen.getByLabelText('Username or email')).toHaveFocus();
  });

  it('shows a loading state until the forms, loaded on the first open, are in', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A fresh module graph, so the forms have not loaded yet, held back until released.
    vi.resetModules();
    vi.doMock('./AuthTabs', async (importOriginal) => {
      await gate;
      return importOriginal();
    });
    const fresh = await import('./AuthDialog');
    const core = await import('@casino/core');
    render(<fresh.AuthDialog />);
    act(() => core.emit('auth:open', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    release();
    expect(
      await within(dialog).findByRole('tablist', { name: 'Sign up or log in' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading…')).not.toBeInTheDocument();
    vi.doUnmock('./AuthTabs');
  });

  it('opens on the Signup tab when asked, with the tab focused', async () => {
    render(<AuthDialog />);
    await openWith({ tab: 'SIGNUP' });
    expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Sign up');
    expect(tab('Sign up')).toHaveFocus();
    expect(screen.queryByLabelText('Username or email')).not.toBeInTheDocument();
  });

  it('switches tabs by click and by the arrow, Home and End keys', async () => {
    const user = userEvent.setup();
    render(<AuthDialog />);
    await openWith({ tab: 'SIGNUP' });
    await user.click(tab('Log in'));
    expect(tab('Log in')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    tab('Log in').focus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Sign up')).toHaveFocus();
    expect(tab('Log in')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Log in')).toHaveFocus();
    expect(tab('Log in')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Log in')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
  });

  it('switches by the inline links of each form and moves focus to the tab', async () => {
    const user = userEvent.setup();
    render(<AuthDialog />);
    await openWith({ tab: 'LOGIN' });
    expect(screen.getByText(/New here\?/)).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Sign up' }));
    expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Sign up')).toHaveFocus();
    await user.click(within(panel()).getByRole('button', { name: 'Log in' }));
    expect(tab('Log in')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Log in')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => emit('auth:open', { tab: 'LOGIN' })}>
          Write a review
        </button>
        <AuthDialog />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Write a review' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<AuthDialog />);
    await openWith({ tab: 'LOGIN' });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('opens on the Login tab for ?showLoginModal=1 and removes the parameter', async () => {
    window.history.replaceState(null, '', '/forum?page=2&showLoginModal=1#top');
    render(<AuthDialog />);
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    expect(tab('Log in')).toHaveAttribute('aria-selected', 'true');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/forum?page=2#top',
    );
  });

  it('stays closed for another value of showLoginModal', () => {
    window.history.replaceState(null, '', '/?showLoginModal=0');
    render(<AuthDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs in with the keyboard alone', async () => {
    const user = userEvent.setup();
    const nav = spyNavigation();
    render(<AuthDialog />);
    await openWith({ tab: 'SIGNUP' });
    expect(tab('Sign up')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Log in')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Username or email')).toHaveFocus();
    await user.keyboard('alice');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard(`${SEEDED_PASSWORD}{Enter}`);
    await waitFor(() => expect(nav.reload).toHaveBeenCalled());
  });

  it('logs in with the context and reopen value of the event', async () => {
    const user = userEvent.setup();
    const nav = spyNavigation();
    const sent = recordPosts();
    render(<AuthDialog context="site" />);
    await openWith({ tab: 'LOGIN', context: 'forum', reopen: '/reviews/create' });
    await user.type(screen.getByLabelText('Username or email'), 'alice');
    await user.type(screen.getByLabelText('Password'), SEEDED_PASSWORD);
    await user.click(within(panel()).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(nav.reload).toHaveBeenCalled());
    expect(sent[0]!.path).toBe('/frontendService/login');
    // Only the review context keeps the reopen value.
    expect(getCookie(REVIEW_REOPEN_COOKIE)).toBeNull();
  });

  it('in the review context a login keeps the reopen value in the cookie', async () => {
    const user = userEvent.setup();
    const nav = spyNavigation();
    render(<AuthDialog />);
    await openWith({ tab: 'LOGIN', context: 'review', reopen: '/reviews/create' });
    await user.type(screen.getByLabelText('Username or email'), 'alice');
    await user.type(screen.getByLabelText('Password'), SEEDED_PASSWORD);
    await user.click(within(panel()).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(nav.reload).toHaveBeenCalled());
    expect(getCookie(REVIEW_REOPEN_COOKIE)).toBe('/reviews/create');
  });
});

describe('AuthDialog signup by context', () => {
  beforeEach(() => {
    resetVerification();
    setTokenProvider(async () => 'test-verification-token');
  });

  async function signUp(context: 'forum' | 'site') {
    const user = userEvent.setup();
    const nav = spyNavigation();
    render(<AuthDialog />);
    const dialog = await openWith({ tab: 'SIGNUP', context });
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Email'), 'newbie@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Tr0ub4dor&3-horse');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'Tr0ub4dor&3-horse');
    await user.click(
      within(dialog).getByLabelText('I agree to the terms of service and the privacy policy'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    return { dialog, nav };
  }

  it('forum: creates the account, then shows the confirmation screen in the dialog', async () => {
    const { dialog, nav } = await signUp('forum');
    expect(
      await within(dialog).findByRole('heading', { name: 'Confirm your email' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Resend email' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change email' })).toBeInTheDocument();
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('site: creates the account and goes to the confirmation page', async () => {
    const { nav } = await signUp('site');
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith('/signup-confirmation'), {
      timeout: 5000,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AuthDialog for reviews', () => {
  afterEach(() => {
    currentUser.value = undefined;
  });

  it('does not open in the review context while a member is logged in', async () => {
    currentUser.value = { id: 1, userName: 'alice', roles: ['USER'] };
    render(<AuthDialog />);
    // Opened and closed once first, so its code is in and an open would show at once.
    expect(await openWith({ tab: 'LOGIN', context: 'forum' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emit('auth:open', { tab: 'LOGIN', context: 'review', reopen: '/reviews/create' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens in the review context for a visitor', async () => {
    currentUser.value = null;
    render(<AuthDialog context="review" />);
    await openWith({ tab: 'SIGNUP' });
    expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('AuthPanel', () => {
  it('shows the same tabs inline, on the given tab', async () => {
    const user = userEvent.setup();
    currentUser.value = null;
    render(<AuthPanel tab="SIGNUP" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(tab('Log in'));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows nothing to a logged-in member, and nothing before the page knows who it is', () => {
    currentUser.value = undefined;
    const { container } = render(<AuthPanel tab="SIGNUP" />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      currentUser.value = { id: 1, userName: 'alice', roles: ['USER'] };
    });
    expect(container).toBeEmptyDOMElement();
    act(() => {
      currentUser.value = null;
    });
    expect(tab('Sign up')).toHaveAttribute('aria-selected', 'true');
  });
});
