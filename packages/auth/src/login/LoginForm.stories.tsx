import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEEDED_PASSWORD, createMember } from '@casino/mocks';
import { LoginForm } from './LoginForm';
import { ALL_PROVIDERS, ANSWER, assign, reload, storySetup } from '../shared/storyHelpers';

const meta = {
  title: 'Widgets/Auth/Login form',
  component: LoginForm,
  args: { context: 'site', social: ALL_PROVIDERS },
  // The form's CSS is scoped under the widgets that show it.
  decorators: [
    (Story) => (
      <div className="cw-auth-panel">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => storySetup(),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, login: string, password = SEEDED_PASSWORD) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Username or email'), login);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
  return canvas;
}

/** The form as a visitor first sees it: "Stay logged in" ticked, social buttons below. */
export const Empty: Story = {};

/** Without social providers. */
export const PasswordOnly: Story = { args: { social: undefined } };

/** Both fields are required; nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByLabelText('Username or email')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A successful login reloads the page (here: recorded). */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'alice');
    await waitFor(() => expect(reload).toHaveBeenCalled(), ANSWER);
  },
};

/** With urlAfterLogin the page goes there (here: recorded). */
export const SuccessWithAddress: Story = {
  args: { urlAfterLogin: '/forum' },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'alice');
    await waitFor(() => expect(assign).toHaveBeenCalled(), ANSWER);
  },
};

/** A wrong password: the server's message; what was typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, 'alice', 'not-my-password');
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'Wrong username or password.',
    );
  },
};

/** A banned member (banned_bob, code 5019): the ban message replaces the form. */
export const Banned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, 'banned_bob');
    const alert = await canvas.findByRole('alert', {}, ANSWER);
    await expect(alert).toHaveTextContent('You cannot log in');
    // The answer's ban fields (SPEC §3 User profile).
    await expect(alert).toHaveTextContent('Ban period: 30 days');
  },
};

/** Code 5020 from the backend: banned for good. */
export const BannedPermanently: Story = {
  parameters: { mockScenario: 'code-5020' },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, 'alice');
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'banned permanently',
    );
  },
};

/** Code 5103: the email is not confirmed; the confirmation email can be sent again. */
export const UnconfirmedEmail: Story = {
  play: async ({ canvasElement }) => {
    createMember({ login: 'newbie', email: 'newbie@example.com', password: 'secret123' });
    const canvas = await logIn(canvasElement, 'newbie', 'secret123');
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send the confirmation email again' }, ANSWER),
    );
    await expect(
      await canvas.findByText(/We sent the confirmation email again/, {}, ANSWER),
    ).toBeVisible();
  },
};

/** The backend cannot be reached: a generic message. */
export const NetworkError: Story = {
  parameters: { mockScenario: 'network-error' },
  play: async ({ canvasElement }) => {
    const canvas = await logIn(canvasElement, 'alice');
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'Something went wrong',
    );
  },
};

/** Code 5129 after a social login: the completion form asks for a username and the terms. */
export const SocialCompletion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(await canvas.findByLabelText('Username', {}, ANSWER)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish signup with Google' })).toBeVisible();
  },
};

/** The completion sent: the member is created and logged in (reload recorded). */
export const SocialCompletionDone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await userEvent.type(await canvas.findByLabelText('Username', {}, ANSWER), 'new_player');
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I agree to the terms of service' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Finish signup with Facebook' }));
    await waitFor(() => expect(reload).toHaveBeenCalled(), ANSWER);
  },
};

/** A social login refused by the site (code 5130): shown as a login error. */
export const SocialLinkedElsewhere: Story = {
  parameters: { mockScenario: 'code-5130' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Apple' }));
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'linked to another member',
    );
  },
};
