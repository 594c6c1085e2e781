import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { currentUser } from '@casino/core';
import { signInAs } from '@casino/mocks';
import { GameList } from './GameList';
import { gameListWidget } from './widgets/game-list';

const meta = {
  title: 'Widgets/Game list',
  component: GameList,
  parameters: { widget: gameListWidget, load: 'idle' },
  decorators: [
    (Story) => (
      <div data-game-list data-game-id="5" data-game-name="Book of Ra 5" data-in-list="false">
        <button type="button" data-game-list-add>
          Add to my games
        </button>{' '}
        <button type="button" data-game-list-remove hidden>
          Remove from my games
        </button>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameList>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };
const asAlice = () => {
  currentUser.value = signInAs(1);
  return Promise.resolve({});
};

/** Not in the list: the add button shows. */
export const NotInList: Story = {};

/** A member adds the game: the remove button shows and takes the focus. */
export const Added: Story = {
  loaders: [asAlice],
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Add to my games' }));
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Remove from my games' })).toHaveFocus(),
      ANSWER,
    );
  },
};

/** HTTP 500: the buttons stay, the server's message shows. */
export const ServerError: Story = {
  loaders: [asAlice],
  parameters: { mockScenario: 'server-error' },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Add to my games' }));
    await waitFor(
      () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
      ANSWER,
    );
  },
};
