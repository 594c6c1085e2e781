import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@casino/mocks';
import { SignupConfirmation } from './SignupConfirmation';
import { clearSignupState } from './signupState';
import { signupConfirmationWidget } from '../widgets/signup-confirmation';
import { ANSWER, SEEDED_SIGNUP, replace, seedSignup, stayOnPage } from '../shared/storyHelpers';

const meta = {
  title: 'Widgets/Auth/Signup confirmation',
  component: SignupConfirmation,
  args: { signupUrl: '/signup' },
  parameters: { widget: signupConfirmationWidget, load: 'visible' },
  beforeEach: () => {
    stayOnPage();
    seedSignup();
  },
} satisfies Meta<typeof SignupConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

async function changeEmail(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Change email' }));
  await userEvent.type(canvas.getByLabelText('New email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Save email' }));
  return canvas;
}

/** Right after the signup: the email the link went to. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(`We sent a confirmation link to ${SEEDED_SIGNUP.email}.`),
    ).toBeInTheDocument();
  },
};

/** With the permission to change it directly, the email changes at once. */
export const EmailChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changeEmail(canvasElement, 'fresh@example.com');
    await expect(
      await canvas.findByText('We sent a confirmation link to fresh@example.com.', {}, ANSWER),
    ).toBeInTheDocument();
  },
};

/** Without that permission the new email waits for its confirmation. */
export const EmailChangePending: Story = {
  beforeEach: () => {
    db.signupEmailDirect = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = await changeEmail(canvasElement, 'fresh@example.com');
    await expect(
      await canvas.findByText(
        'Your new email fresh@example.com is waiting for confirmation. Open the link we sent to it.',
        {},
        ANSWER,
      ),
    ).toBeInTheDocument();
  },
};

/** The server's message when the new email is refused. */
export const EmailChangeError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await changeEmail(canvasElement, 'alice@example.com');
    await waitFor(
      () =>
        expect(canvas.getByLabelText('New email')).toHaveAccessibleDescription(
          'This email address is already registered.',
        ),
      ANSWER,
    );
  },
};

/** Code 7000 (login required): the message links to the login dialog. */
export const EmailChangeLoginRequired: Story = {
  parameters: { mockScenario: 'code-7000' },
  play: async ({ canvasElement }) => {
    const canvas = await changeEmail(canvasElement, 'fresh@example.com');
    const alert = await canvas.findByText('Please log in to continue.', {}, ANSWER);
    await expect(within(alert).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  },
};

/** "Resend email", then the "email sent" note. */
export const EmailResent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Email sent. Check your inbox.'),
      ANSWER,
    );
  },
};

/** Without a signup state the page sends the visitor to the signup page (recorded here). */
export const NoSignup: Story = {
  beforeEach: () => {
    clearSignupState();
  },
  play: async () => {
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/signup'), ANSWER);
  },
};
