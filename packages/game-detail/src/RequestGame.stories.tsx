import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { RequestGame } from './RequestGame';
import { gameRequestWidget } from './widgets/game-request';

const meta = {
  title: 'Widgets/Request game',
  component: RequestGame,
  args: { modalId: 'request-game', action: '/frontendService/game/request', maxLength: 500 },
  parameters: { widget: gameRequestWidget, load: 'idle' },
} satisfies Meta<typeof RequestGame>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };

const openAndType = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Request a game' }));
  const field = await screen.findByLabelText('Name of the game', {}, ANSWER);
  if (name) await userEvent.type(field, name);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
};

/** The opener button, modal closed. */
export const Closed: Story = {};

/** Sent without a name: the field is marked and nothing is sent. */
export const NameMissing: Story = {
  play: async () => {
    await openAndType('');
    await waitFor(() =>
      expect(screen.getByText('Please enter the name of the game.')).toBeVisible(),
    );
  },
};

/** Sent: the thanks shows (for 10 s) and the form empties. */
export const Sent: Story = {
  play: async () => {
    await openAndType('Starburst');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you'), ANSWER);
  },
};

/** A non-200 code: the server's message; the name stays. */
export const Refused: Story = {
  parameters: { mockScenario: 'game-request-refused' },
  play: async () => {
    await openAndType('Starburst');
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('We cannot take game requests'),
      ANSWER,
    );
  },
};
