import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { emit } from '@casino/core';
import { SHOW_DELAY_MS, createMemoryStore, resetModalManager } from '@casino/ui';
import { NewsletterSignup } from './NewsletterSignup';
import { newsletterWidget } from './widgets/newsletter';

const meta = {
  title: 'Widgets/Newsletter signup',
  component: NewsletterSignup,
  args: { variant: 'inline', modalId: 'newsletter' },
  parameters: { widget: newsletterWidget, load: 'visible' },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * How long a play function waits for the fake backend's answer: human verification and
 * the request can take seconds when the story's page is in the background (throttled).
 */
const ANSWER = { timeout: 10_000 };

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
    await expect(
      await canvas.findByRole('heading', { name: 'Check your inbox' }, ANSWER),
    ).toBeVisible();
  },
};

export const EmailSentAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send the email again' }, ANSWER),
    );
    await expect(
      await canvas.findByText('Email sent. Check your inbox.', {}, ANSWER),
    ).toBeVisible();
  },
};

/** A non-200 code: the server's message in the feedback panel. */
export const ServerMessage: Story = {
  parameters: { mockScenario: 'newsletter-rejected' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'cannot receive our newsletter',
    );
  },
};

export const LegalAgeNotConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'player@example.com', false);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent('legal age');
  },
};

/** HTTP 500: the error response's message. */
export const ServerError: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'Something went wrong on our side',
    );
  },
};

/** No answer at all: a generic message, the typed email kept. */
export const NetworkError: Story = {
  parameters: { mockScenario: 'network-error' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
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
    await expect(
      await canvas.findByRole('heading', { name: 'Check your inbox' }, ANSWER),
    ).toBeVisible();
  },
};

export const FooterError: Story = {
  args: { variant: 'footer' },
  parameters: { mockScenario: 'newsletter-rejected' },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveClass('cw-nl__error-area');
  },
};

/**
 * The modal variant uses the page's modal manager; each story starts with a fresh one,
 * its state in memory (stories checked side by side share one local storage), that takes
 * the preview iframe as focused (it seldom has the focus in Storybook).
 */
const freshModalManager = () => {
  resetModalManager({ hasFocus: () => true, store: createMemoryStore() });
  return () => resetModalManager();
};

async function openModal(canvasElement: HTMLElement) {
  // The modal variant's code loads on its own, after the widget.
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Subscribe to our newsletter' }),
  );
  return screen.findByRole('dialog', { name: 'Get the best bonuses first' });
}

/** The modal variant with a button in place of the placeholder; focus starts in the email field. */
export const Modal: Story = {
  args: { variant: 'modal', openLabel: 'Subscribe to our newsletter' },
  beforeEach: freshModalManager,
  play: async ({ canvasElement }) => {
    await openModal(canvasElement);
    await expect(screen.getByLabelText('Your email')).toHaveFocus();
  },
};

/** Opens by itself by its schedule: here at once, after the 2 s show delay. */
export const ModalOpensByItself: Story = {
  args: { variant: 'modal', autoOpenAfterSeconds: 0 },
  // Not on the docs page, where it would open over the other stories.
  tags: ['!autodocs'],
  beforeEach: freshModalManager,
  play: async () => {
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Get the best bonuses first' },
      { timeout: SHOW_DELAY_MS * 4 },
    );
    await expect(dialog).toBeInTheDocument();
  },
};

/** Any widget opens it by id: `emit('modal:open', { id: 'newsletter' })`. */
export const ModalOpenedById: Story = {
  args: { variant: 'modal' },
  beforeEach: freshModalManager,
  render: (args) => (
    <>
      <button type="button" onClick={() => emit('modal:open', { id: args.modalId })}>
        Get bonus news
      </button>
      <NewsletterSignup {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get bonus news' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Get the best bonuses first' }),
    ).toBeInTheDocument();
  },
};

/** Step 2 inside the modal: the newsletter modal is now disabled, and it still closes. */
export const ModalConfirmation: Story = {
  args: { variant: 'modal', openLabel: 'Subscribe to our newsletter' },
  beforeEach: freshModalManager,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await fillAndSubmit(dialog);
    await expect(
      await screen.findByRole('dialog', { name: 'Check your inbox' }, ANSWER),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      within(canvasElement).getByRole('button', { name: 'Subscribe to our newsletter' }),
    ).toHaveFocus();
  },
};

/** A rejected signup inside the modal: the server's message in the feedback panel. */
export const ModalServerMessage: Story = {
  args: { variant: 'modal', openLabel: 'Subscribe to our newsletter' },
  parameters: { mockScenario: 'newsletter-rejected' },
  beforeEach: freshModalManager,
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    await fillAndSubmit(dialog);
    await expect(await within(dialog).findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'cannot receive our newsletter',
    );
  },
};
