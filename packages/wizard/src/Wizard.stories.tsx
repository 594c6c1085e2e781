import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Wizard } from './Wizard';
import { wizardWidget } from './widgets/wizard';

/**
 * Each step is a history entry of the preview; a story starts from a clean entry, or it
 * would show the step the previous story left.
 */
function freshHistory() {
  history.replaceState(null, '', location.href);
}

const meta = {
  title: 'Widgets/Casino wizard',
  component: Wizard,
  args: { headingLevel: 2, historyKey: 'casino-wizard' },
  parameters: { widget: wizardWidget, load: 'visible' },
  beforeEach: freshHistory,
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long a play function waits for the fake backend (a background tab is throttled). */
const ANSWER = { timeout: 10_000 };

const next = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: /^(Next|Show my casinos|Finding casinos…)$/ });

/** Answers the three steps; step 3 is left with its choice made. */
async function answerAll(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Deposit bonus' }));
  await userEvent.click(next(canvas));
  await userEvent.click(await canvas.findByRole('checkbox', { name: 'Slots' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Live casino' }));
  await userEvent.click(next(canvas));
  await userEvent.click(
    await canvas.findByRole('radio', { name: 'A casino with a good reputation' }),
  );
  return canvas;
}

async function submit(canvasElement: HTMLElement) {
  const canvas = await answerAll(canvasElement);
  await userEvent.click(next(canvas));
  return canvas;
}

/** Step 1, as a visitor first sees it: Next is marked disabled until a bonus is chosen. */
export const BonusStep: Story = {};

/** A click on the disabled Next marks the step's error. */
export const MissingChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(next(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please choose a bonus type to go on.',
    );
  },
};

/** Step 2: the game genres, several at once. */
export const GenresStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Free spins' }));
    await userEvent.click(next(canvas));
    const heading = await canvas.findByRole('heading', { name: 'Which games do you play?' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Roulette' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Poker' }));
    await expect(canvas.getByRole('checkbox', { name: 'Poker' })).toBeChecked();
  },
};

/** Step 3 with every answer given: the submit button. */
export const CasinoTypeStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await answerAll(canvasElement);
    await expect(next(canvas)).toHaveTextContent('Show my casinos');
  },
};

/** The loader while the answer is on its way (the fake backend answers after 3 s). */
export const Loading: Story = {
  parameters: { mockScenario: 'slow' },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Finding casinos…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Step 4: the casinos of the catalogue that fit the answers. */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Casinos for you' }, ANSWER);
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(
      () =>
        expect(
          canvasElement.querySelectorAll('[data-wizard-result] [data-casino-id]').length,
        ).toBeGreaterThan(0),
      ANSWER,
    );
  },
};

/** A non-200 code: the server's message on step 3, the answers kept. */
export const ServerMessage: Story = {
  parameters: { mockScenario: 'code-8200' },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'The form contains errors.',
    );
    await expect(
      canvas.getByRole('radio', { name: 'A casino with a good reputation' }),
    ).toBeChecked();
  },
};

/** No answer at all: the connection message, the answers kept. */
export const NetworkError: Story = {
  parameters: { mockScenario: 'network-error' },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'The connection failed.',
    );
  },
};

/** An answer that breaks the contract: the generic message. */
export const MalformedAnswer: Story = {
  parameters: { mockScenario: 'malformed-answer' },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'We could not find your casinos just now.',
    );
  },
};
