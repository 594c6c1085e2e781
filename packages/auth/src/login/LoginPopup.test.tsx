import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, loadGeneralState, loadMessages, on } from '@casino/core';
import { SEEDED_PASSWORD, db } from '@casino/mocks';
import { LoginPopup } from './LoginPopup';
import { authPanelWidget, authWidget, loginPopupWidget } from './loginWidgets';
import { installFakeSocialProviders, setSocialProviders } from '../social/registry';
import { spyNavigation } from './testing';

beforeEach(() => installFakeSocialProviders());
afterEach(() => {
  currentUser.value = undefined;
  setSocialProviders(null);
});

describe('LoginPopup', () => {
  it('shows the member’s name when logged in', async () => {
    db.sessionUserId = 1;
    currentUser.value = { id: 1, userName: 'alice', roles: ['USER'] };
    render(<LoginPopup />);
    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('opens the login form from the Log in button and logs in', async () => {
    currentUser.value = null;
    const user = userEvent.setup();
    const nav = spyNavigation();
    render(<LoginPopup context="forum" social={{ google: { clientId: 'x' } }} />);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
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
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(asked).toHaveBeenCalledWith({ tab: 'SIGNUP', context: 'forum' });
    off();
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
