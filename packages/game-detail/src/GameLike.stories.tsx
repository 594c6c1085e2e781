import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { GameLike } from './GameLike';
import { gameLikeWidget } from './widgets/game-like';

const meta = {
  title: 'Widgets/Game like',
  component: GameLike,
  args: { brandId: 1, root: '[data-game-like]' },
  parameters: { widget: gameLikeWidget, load: 'idle' },
  decorators: [
    (Story) => (
      <div data-game-like data-item-id="1" data-like-state="">
        <button type="button" data-game-like-type="LIKE" aria-pressed="false">
          <span aria-hidden="true">👍</span> Like <span data-game-like-count>7</span>
        </button>{' '}
        <button type="button" data-game-like-type="DISLIKE" aria-pressed="false">
          <span aria-hidden="true">👎</span> Dislike
        </button>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameLike>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long a play function waits for the fake backend (a background tab can be slow). */
const ANSWER = { timeout: 10_000 };

/** The server's buttons, no vote yet. */
export const NoVote: Story = {};

/** A like: the button is pressed and the count comes from the answer. */
export const Liked: Story = {
  play: async () => {
    const like = screen.getByRole('button', { name: /Like/ });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'), ANSWER);
  },
};

/** A dislike. */
export const Disliked: Story = {
  play: async () => {
    const dislike = screen.getByRole('button', { name: /Dislike/ });
    await userEvent.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'), ANSWER);
  },
};

/** HTTP 500: the state stays, the server's message shows. */
export const ServerError: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: /Like/ }));
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
      ANSWER,
    );
  },
};
