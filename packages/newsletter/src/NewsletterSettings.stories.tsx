import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterSettings } from './NewsletterSettings';
import { newsletterSettingsWidget } from './widgets/newsletter-settings';

const meta = {
  title: 'Widgets/Newsletter settings',
  component: NewsletterSettings,
  args: {
    authCode: 'demo-auth-code',
    messageId: 'demo-message-1',
    settings: { whatsNew: true, noDepositBonus: true, gamePicks: true },
  },
  parameters: { widget: newsletterSettingsWidget, load: 'eager' },
} satisfies Meta<typeof NewsletterSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };

/** The reader's current choices, from the email link. */
export const Choices: Story = {};

/** Saved: the server's message in the status line. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gambling news' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(
      await canvas.findByText('Your newsletter settings are saved.', {}, ANSWER),
    ).toBeVisible();
  },
};

/** A link the server no longer knows: its message in the feedback panel. */
export const LinkNoLongerValid: Story = {
  args: { authCode: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent('no longer valid');
  },
};

/** Opened without the email link's codes. */
export const WithoutEmailLink: Story = { args: { authCode: undefined, messageId: undefined } };
