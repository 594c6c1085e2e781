import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUser, loadGeneralState } from '@casino/core';
import { LoginPopup } from './LoginPopup';
import { loginPopupWidget } from '../widgets/login-popup';
import { ALL_PROVIDERS, ANSWER, storySetup } from '../shared/storyHelpers';

const meta = {
  title: 'Widgets/Auth/Login popup',
  component: LoginPopup,
  args: { context: 'site', social: ALL_PROVIDERS },
  parameters: { widget: loginPopupWidget, load: 'eager' },
  beforeEach: async () => {
    const cleanup = storySetup();
    await loadGeneralState();
    currentUser.value = null;
    return () => {
      cleanup();
      currentUser.value = null;
    };
  },
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the header's Log in button. */
export const Visitor: Story = {};

/** The panel open: login form, social buttons and the Sign up link. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByLabelText('Username or email', {}, ANSWER)).toBeVisible();
  },
};

/** "Sign up" hands over to the dialog: the panel closes and focus moves into the dialog. */
export const SignupHandsOver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Log in' });
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign up' }, ANSWER));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' }, ANSWER);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus(), ANSWER);
  },
};

/** A logged-in member sees the name instead. */
export const Member: Story = {
  beforeEach: () => {
    currentUser.value = { id: 1, userName: 'alice', roles: ['USER'] };
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('alice', {}, ANSWER)).toBeVisible();
  },
};
