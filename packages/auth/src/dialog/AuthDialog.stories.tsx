import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { emit } from '@casino/core';
import { ALL_PROVIDERS, ANSWER, storySetup } from '../shared/storyHelpers';
import { authWidget } from '../widgets/auth';
import { AuthDialog } from './AuthDialog';
import type { AuthDialogProps } from './AuthDialog';

/** A page with buttons that ask for the dialog, as other widgets do with `auth:open`. */
function Page(props: AuthDialogProps) {
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <button type="button" onClick={() => emit('auth:open', { tab: 'LOGIN' })}>
        Open login
      </button>
      <button type="button" onClick={() => emit('auth:open', { tab: 'SIGNUP' })}>
        Open signup
      </button>
      <AuthDialog {...props} />
    </div>
  );
}

const meta = {
  title: 'Widgets/Auth/Authentication dialog',
  component: AuthDialog,
  args: { context: 'site', social: ALL_PROVIDERS },
  parameters: { widget: authWidget, load: 'eager' },
  render: (args) => <Page {...args} />,
  beforeEach: () => storySetup(),
} satisfies Meta<typeof AuthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, which: 'Open login' | 'Open signup') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: which }));
  const dialog = await screen.findByRole('dialog', { name: 'Welcome' }, ANSWER);
  // The forms load when the dialog first opens.
  await within(dialog).findByRole('tablist', {}, ANSWER);
  return dialog;
}

/** Closed: other widgets open it with `emit('auth:open', { tab, context, reopen })`. */
export const Closed: Story = {};

/** The Login tab: the login field has focus. */
export const LoginTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Open login');
    await expect(within(dialog).getByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(
      () => expect(within(dialog).getByLabelText('Username or email')).toHaveFocus(),
      ANSWER,
    );
  },
};

/** The Signup tab. */
export const SignupTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Open signup');
    await expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The arrow keys move between the tabs. */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Open signup');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: 'Log in' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  },
};

/** "New here? Sign up" switches to the Signup tab. */
export const InlineSwitch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Open login');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await expect(within(dialog).getByRole('tab', { name: 'Sign up' })).toHaveFocus();
  },
};

/** Forum context: the created account's confirmation screen shows in the dialog. */
export const ForumSignupConfirmation: Story = {
  args: { context: 'forum' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Open signup');
    const inDialog = within(dialog);
    await userEvent.type(inDialog.getByLabelText('Username'), 'forum_newbie');
    await userEvent.type(inDialog.getByLabelText('Email'), 'forum.newbie@example.com');
    await userEvent.type(inDialog.getByLabelText('Password'), 'Tr0ub4dor&3-horse');
    await userEvent.type(inDialog.getByLabelText('Repeat password'), 'Tr0ub4dor&3-horse');
    await userEvent.click(
      inDialog.getByLabelText('I agree to the terms of service and the privacy policy'),
    );
    await userEvent.click(inDialog.getByRole('button', { name: 'Sign up' }));
    await expect(
      await inDialog.findByRole('heading', { name: 'Confirm your email' }, ANSWER),
    ).toBeInTheDocument();
    await expect(
      inDialog.getByText('We sent a confirmation link to forum.newbie@example.com.'),
    ).toBeInTheDocument();
  },
};
