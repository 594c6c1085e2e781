import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterUnsubscribe } from './Unsubscribe';
import { newsletterUnsubscribeWidget } from './widgets/newsletter-unsubscribe';

const meta = {
  title: 'Widgets/Newsletter unsubscribe',
  component: NewsletterUnsubscribe,
  args: { authCode: 'demo-auth-code', messageId: 'demo-message-1' },
  parameters: { widget: newsletterUnsubscribeWidget, load: 'eager' },
} satisfies Meta<typeof NewsletterUnsubscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Unsubscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe from all emails' }));
    await expect(
      await canvas.findByText(
        'You are unsubscribed from every newsletter.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** The backend fails: the error response's message, the button back. */
export const ServerError: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe from all emails' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
