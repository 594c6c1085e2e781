import type { Meta, StoryObj } from '@storybook/react-vite';
import { emit } from '@casino/core';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FLASH_MESSAGE_DELAY_MS, FlashMessage } from './FlashMessage';

const meta = {
  title: 'UI/Flash message',
  component: FlashMessage,
  args: { children: 'Never miss a bonus: get our weekly newsletter.' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '8rem', font: '1rem/1.5 system-ui, sans-serif' }}>
        <p>Page content. The flash message appears at the bottom after 2 s.</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlashMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The newsletter prompt, 2 s after the page shows it. */
export const NewsletterPrompt: Story = {
  args: {
    children: (
      <>
        Never miss a bonus.{' '}
        <button
          type="button"
          className="cw-flash__action"
          onClick={() => emit('modal:open', { id: 'newsletter' })}
        >
          Subscribe
        </button>
      </>
    ),
  },
  play: async () => {
    const status = screen.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent('Never miss a bonus.'), {
      timeout: FLASH_MESSAGE_DELAY_MS * 3,
    });
  },
};

/** The social prompt. */
export const SocialPrompt: Story = {
  args: { children: 'Sign in faster with your Google, Facebook or Apple account.' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Google'), {
      timeout: FLASH_MESSAGE_DELAY_MS * 3,
    });
  },
};

/** Dismissed: gone until the next page. */
export const Dismissed: Story = {
  play: async ({ canvasElement }) => {
    const dismiss = await within(canvasElement).findByRole(
      'button',
      { name: 'Dismiss' },
      { timeout: FLASH_MESSAGE_DELAY_MS * 3 },
    );
    await userEvent.click(dismiss);
    await expect(screen.getByRole('status')).toBeEmptyDOMElement();
  },
};
