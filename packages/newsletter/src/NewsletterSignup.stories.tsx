import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterSignup } from './NewsletterSignup';
import { newsletterWidget } from './newsletter';

const meta = {
  title: 'Widgets/Newsletter signup',
  component: NewsletterSignup,
  args: { variant: 'inline', modalId: 'newsletter' },
  parameters: { widget: newsletterWidget, load: 'visible' },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(
  canvasElement: HTMLElement,
  email = 'player@example.com',
  legal = true,
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Your email'), email);
  if (legal) await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
  return canvas;
}

/** Step 1, as a visitor first sees it. */
export const EmailStep: Story = {};

export const Footer: Story = { args: { variant: 'footer', title: 'Never miss a bonus' } };

/** The email is checked when the field loses focus; nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Your email');
    await userEvent.type(email, 'player@');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The loader while the request is under way (the mock answers after 3 s). */
export const Loading: Story = {
  parameters: { mockScenario: 'slow' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Step 2 after code 200; the newsletter modal is now disabled. */
export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  },
};

export const EmailSentAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send the email again' }));
    await expect(await canvas.findByText('Email sent. Check your inbox.')).toBeVisible();
  },
};

/** A non-200 code: the server's message in the feedback panel. */
export const ServerMessage: Story = {
  parameters: { mockScenario: 'newsletter-rejected' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'cannot receive our newsletter',
    );
  },
};

export const LegalAgeNotConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'player@example.com', false);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('legal age');
  },
};

/** HTTP 500: the error response's message. */
export const ServerError: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side',
    );
  },
};

/** No answer at all: a generic message, the typed email kept. */
export const NetworkError: Story = {
  parameters: { mockScenario: 'network-error' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    await expect(canvas.getByLabelText('Your email')).toHaveValue('player@example.com');
  },
};

/** A 429 is answered with human verification and one retry, then succeeds. */
export const TooManyRequests: Story = {
  parameters: { mockScenario: 'too-many-requests' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  },
};

export const FooterError: Story = {
  args: { variant: 'footer' },
  parameters: { mockScenario: 'newsletter-rejected' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveClass('cw-nl__error-area');
  },
};
