import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, emit, loadGeneralState, loadMessages, on } from '@casino/core';
import { SEEDED_PASSWORD, db } from '@casino/mocks';
import { AuthDialog } from '../dialog/AuthDialog';
import { LoginPopup } from './LoginPopup';
import { authWidget } from '../widgets/auth';
import { loginPopupWidget } from '../widgets/login-popup';
import { authPanelWidget } from '../widgets/auth-panel';
import { installFakeSocialProviders, setSocialProviders } from '../social/registry';
import { spyNavigation } from '../shared/testing';

beforeEach(() => installFakeSocialProviders());
afterEach(() => {
  vi.useRealTimers();
  currentUser.value = undefined;
  setSocialProviders(null);
  window.history.replaceState(null, '', '/');
});

describe('LoginPopup', () => {
  it('shows the member’s name when logged in', async () => {
    db.sessionUserId = 1;
    currentUser.value = { id: 1, userName: 'alice', roles: ['USER'] };
    render(<LoginPopup />);
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('holds the Log in button’s box, unseen, until it knows who is there', () => {
    currentUser.value = undefined;
    render(<LoginPopup />);
    const pending = screen.getByRole('status', { name: 'Loading your account…' });
    // The same class and text as the button: the same box, so the header does not move.
    const held = pending.querySelector('.cw-login-popup__button');
    expect(held).toHaveTextContent('Log in');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('opens the login form from the Log in button and logs in', async () => {
    currentUser.value = null;
    const user = userEvent.setup();
    const nav = spyNavigation();
    render(<LoginPopup context="forum" social={{ google: { clientId: 'x' } }} />);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The form and its social buttons (which start the providers' scripts) wait for the open.
    expect(screen.queryByLabelText('Username or email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    await user.click(button);
    // The panel's code comes with that first click; it opens as it arrives.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await user.type(screen.getByLabelText('Username or email'), 'alice');
    await user.type(screen.getByLabelText('Password'), SEEDED_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(nav.reload).toHaveBeenCalled());
    expect(db.sessionUserId).toBe(1);
  });

  it('asks for the dialog’s Signup tab from its Sign up link', async () => {
    currentUser.value = null;
    const user = userEvent.setup();
    const asked = vi.fn();
    const off = on('auth:open', asked);
    render(<LoginPopup context="forum" />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(asked).toHaveBeenCalledWith({ tab: 'SIGNUP', context: 'forum' });
    off();
    // Without an `auth` widget on the page, the popup's own dialog answers.
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(await within(dialog).findByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The popup handed over: its panel is closed and focus is in the dialog.
    const trigger = screen.getByRole('button', { name: 'Log in', expanded: false });
    expect(screen.getByLabelText('Username or email')).not.toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveFocus());
    // Closing the dialog gives focus back to the popup's button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes its panel when another widget asks for the dialog', async () => {
    currentUser.value = null;
    const user = userEvent.setup();
    render(
      <>
        <LoginPopup />
        <AuthDialog context="forum" />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Log in' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => emit('auth:open', { tab: 'LOGIN' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(within(dialog).getByLabelText('Username or email')).toHaveFocus();
  });

  it('leaves auth:open to the page’s auth widget when there is one', () => {
    currentUser.value = null;
    render(
      <>
        <LoginPopup />
        <AuthDialog context="forum" />
      </>,
    );
    act(() => emit('auth:open', { tab: 'LOGIN' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('opens its dialog for ?showLoginModal=1 on a page without the auth widget', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/?showLoginModal=1');
    currentUser.value = null;
    render(<LoginPopup />);
    // It waits for the page's other widgets to mount first.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.runAllTimers());
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('leaves ?showLoginModal=1 to the auth widget when there is one', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/?showLoginModal=1');
    currentUser.value = null;
    render(
      <>
        <LoginPopup />
        <AuthDialog />
      </>,
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(window.location.search).toBe('');
    act(() => vi.runAllTimers());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('leaves ?showLoginModal=1 to an auth widget that has not mounted yet', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/?showLoginModal=1');
    currentUser.value = null;
    const placeholder = document.createElement('div');
    placeholder.dataset.widget = 'auth';
    document.body.append(placeholder);
    render(<LoginPopup />);
    act(() => vi.runAllTimers());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?showLoginModal=1');
    placeholder.remove();
  });
});

describe('auth widgets', () => {
  it.each([
    [authWidget, 'auth'],
    [loginPopupWidget, 'login-popup'],
    [authPanelWidget, 'auth-panel'],
  ])('%#: %s mounts with default props and rejects bad ones', async (widget, name) => {
    expect(widget.name).toBe(name);
    const good = document.createElement('div');
    document.body.append(good);
    const unmount = widget.mount(good, {});
    expect(good).toHaveAttribute('data-widget-state', 'mounted');
    expect(good).toHaveClass(`cw-${name}`);
    unmount();
    good.remove();

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = document.createElement('div');
    widget.mount(bad, { context: 'casino', social: { google: {} } });
    expect(bad).toHaveAttribute('data-widget-state', 'failed');
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`Widget "${name}"`));
    // The texts and the page state the widgets load have arrived before the test ends.
    await loadMessages();
    await loadGeneralState();
  });
});
