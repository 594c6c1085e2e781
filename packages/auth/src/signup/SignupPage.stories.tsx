import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { safeZone } from '@casino/core';
import { db } from '@casino/mocks';
import { SignupPage } from './SignupPage';
import { signupWidget } from '../widgets/signup';
import { ANSWER, assign, stayOnPage } from '../shared/storyHelpers';

const meta = {
  title: 'Widgets/Auth/Signup form',
  component: SignupPage,
  args: { confirmationUrl: '/signup-confirmation' },
  parameters: { widget: signupWidget, load: 'visible' },
  beforeEach: () => stayOnPage(),
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const STRONG_PASSWORD = 'Tr0ub4dor&3-horse-staple';

/** The story's canvas once the form is there (its code loads as the page's widget mounts). */
async function loadedForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByLabelText('Username', {}, ANSWER);
  return canvas;
}

async function fill(
  canvasElement: HTMLElement,
  values: { login?: string; email?: string; password?: string; confirm?: string } = {},
) {
  const canvas = await loadedForm(canvasElement);
  const all = {
    login: 'newbie',
    email: 'newbie@example.com',
    password: STRONG_PASSWORD,
    confirm: STRONG_PASSWORD,
    ...values,
  };
  await userEvent.type(canvas.getByLabelText('Username'), all.login);
  await userEvent.type(canvas.getByLabelText('Email'), all.email);
  await userEvent.type(canvas.getByLabelText('Password'), all.password);
  await userEvent.type(canvas.getByLabelText('Repeat password'), all.confirm);
  await userEvent.click(
    canvas.getByLabelText('I agree to the terms of service and the privacy policy'),
  );
  return canvas;
}

/** The form as a visitor first sees it. */
export const Empty: Story = {};

/**
 * Server validation on blur: a taken username (4011), a registered email (4012), a
 * short password (checked 250 ms after typing) and passwords that do not match.
 */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, {
      login: 'alice',
      email: 'alice@example.com',
      password: 'short',
      confirm: 'shorter',
    });
    await waitFor(
      () =>
        expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription(
          'This username is already taken.',
        ),
      ANSWER,
    );
    await waitFor(
      () =>
        expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
          'This email address is already registered.',
        ),
      ANSWER,
    );
    await waitFor(
      () => expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'),
      ANSWER,
    );
    await userEvent.tab();
    await expect(canvas.getByLabelText('Repeat password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  },
};

/** Required fields and the terms, marked when submitting an empty form. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByLabelText('Username')).toHaveFocus();
    await expect(
      canvas.getByLabelText('I agree to the terms of service and the privacy policy'),
    ).toHaveAccessibleDescription('Please agree to the terms of service.');
  },
};

/** A weak password: one bar and "Weak". */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'abc');
    await expect(
      await canvas.findByText('Password strength: Weak', {}, ANSWER),
    ).toBeInTheDocument();
  },
};

/** A strong password: four bars and "Perfect". */
export const StrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), STRONG_PASSWORD);
    await expect(
      await canvas.findByText('Password strength: Perfect', {}, ANSWER),
    ).toBeInTheDocument();
  },
};

/** The fake backend's general state says safe zone, and so does a state loaded earlier. */
function InSafeZone({ children }: { children: ReactNode }) {
  useState(() => {
    db.safeZone = true;
    safeZone.value = true;
  });
  useEffect(
    () => () => {
      db.safeZone = false;
      safeZone.value = false;
    },
    [],
  );
  return children;
}

/** In the safe zone: no newsletter checkbox, and the signup goes to /signupRG. */
export const SafeZone: Story = {
  decorators: [
    (Story) => (
      <InSafeZone>
        <Story />
      </InSafeZone>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await loadedForm(canvasElement);
    await expect(
      canvas.queryByLabelText('Send me the newsletter with the best bonuses'),
    ).not.toBeInTheDocument();
  },
};

/** Code 4014: the account could not be created; a red message in the form. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, { email: 'someone@blocked.example' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(
      await canvas.findByText(
        'Your account could not be created. Please contact support.',
        {},
        ANSWER,
      ),
    ).toHaveAttribute('role', 'alert');
  },
};

/** The server fails (HTTP 500): its message on the fields and in the form; typed text stays. */
export const ServerError: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          'Something went wrong on our side. Please try again later.',
        ),
      ANSWER,
    );
    await expect(canvas.getByLabelText('Username')).toHaveValue('newbie');
  },
};

/** A created account goes on to the confirmation page (recorded here, not followed). */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/signup-confirmation'), ANSWER);
  },
};
