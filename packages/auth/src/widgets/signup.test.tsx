import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, resetVerification, setTokenProvider } from '@casino/core';
import { createMember, db } from '@casino/mocks';
import { navigation } from '../shared/navigation';
import { saveSignupState } from '../signup/signupState';
import { signupConfirmationWidget } from './signup-confirmation';
import { signupWidget } from './signup';

function placeholder(name: string, props: unknown) {
  const element = document.createElement('div');
  element.dataset.widget = name;
  element.dataset.props = JSON.stringify(props);
  document.body.append(element);
  return element;
}

let unmounts: (() => void)[] = [];

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => 'token');
});
afterEach(() => {
  act(() => unmounts.forEach((unmount) => unmount()));
  unmounts = [];
  document.body.innerHTML = '';
});

describe('signup widgets', () => {
  it('mounts the signup page form under cw-signup; Log in opens the login dialog', async () => {
    const element = placeholder('signup', { confirmationUrl: '/confirm' });
    act(() => void unmounts.push(signupWidget.mount(element)));
    expect(element).toHaveClass('cw-signup');
    const opened: unknown[] = [];
    const stop = on('auth:open', (detail) => opened.push(detail));
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    stop();
    expect(opened).toEqual([{ tab: 'LOGIN', context: 'site' }]);
  });

  it('leaves the heading to the page unless asked for its own', async () => {
    const plain = placeholder('signup', {});
    act(() => void unmounts.push(signupWidget.mount(plain)));
    await screen.findByRole('form', { name: 'Create your account' });
    expect(plain.querySelector('h2')).toBeNull();

    const titled = placeholder('signup', { heading: true });
    act(() => void unmounts.push(signupWidget.mount(titled)));
    await waitFor(() =>
      expect(titled.querySelector('h2')).toHaveTextContent('Create your account'),
    );
    expect(titled.querySelector('section')).toHaveAccessibleName('Create your account');
  });

  it('goes to loginUrl when the page gives one', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const element = placeholder('signup', { loginUrl: '/login' });
    act(() => void unmounts.push(signupWidget.mount(element)));
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('refuses invalid props with a clear console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = placeholder('signup-confirmation', { signupUrl: 42 });
    signupConfirmationWidget.mount(element);
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(String(error.mock.calls[0]?.[0])).toContain('signup-confirmation');
  });

  it('mounts the confirmation screen with the saved email', async () => {
    const member = createMember({ login: 'newbie', email: 'n@example.com', password: 'x1' });
    db.signups.push({ authParam: 'p', userId: member.id, emailsSent: 1, pendingEmail: null });
    saveSignupState({ authParam: 'p', userRegistrationId: member.id, email: 'n@example.com' });
    const element = placeholder('signup-confirmation', {});
    act(() => void unmounts.push(signupConfirmationWidget.mount(element)));
    expect(element).toHaveClass('cw-signup-confirmation');
    await waitFor(() =>
      expect(screen.getByText('We sent a confirmation link to n@example.com.')).toBeInTheDocument(),
    );
  });
});
