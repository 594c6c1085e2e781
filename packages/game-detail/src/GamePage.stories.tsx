import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { GamePage } from './GamePage';
import { gamePageWidget } from './widgets/game-page';

const TYPES = ['IFRAME', 'IMAGE_GALLERY', 'PREVIEW_VIDEO', 'LIVE_STREAM', 'GAMALYZE'] as const;

const meta = {
  title: 'Widgets/Game page',
  component: GamePage,
  parameters: { widget: gamePageWidget, load: 'eager' },
  decorators: [
    (Story) => (
      <div>
        <ul data-game-carousel aria-label="More games">
          {TYPES.map((type, index) => (
            <li
              key={type}
              data-game-card
              data-game-id={index + 2}
              data-card-type={type}
              data-live={type === 'LIVE_STREAM'}
              aria-label={`Game ${index + 2}`}
            >
              <h3>Game {index + 2}</h3>
              <p>{type}</p>
              <button type="button" data-game-card-open>
                Details of Game {index + 2}
              </button>
              <template
                data-game-card-detail
                dangerouslySetInnerHTML={{ __html: `<h3>About Game ${index + 2}</h3>` }}
              />
            </li>
          ))}
        </ul>
        <section data-game-detail-panel hidden aria-label="Game details">
          <button type="button" data-game-detail-close>
            Close the details
          </button>
          <div data-game-detail-body />
        </section>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards of every type, no detail open. */
export const Cards: Story = {};

/** A card's detail in the panel beside the carousel (a wide screen). */
export const Detail: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Details of Game 4' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Game details' })).toHaveTextContent(
        'About Game 4',
      ),
    );
  },
};
