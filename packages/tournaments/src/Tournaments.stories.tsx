import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LIVE_SOCKET_URL } from '@casino/core';
import { setLiveSocketFactory } from '@casino/core/live';
import { FakeStompBroker } from '@casino/mocks';
import { Tournaments } from './Tournaments';
import { TOURNAMENT_ID_SLOT } from './props';
import { tournamentsWidget } from './widgets/tournaments';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const meta = {
  title: 'Widgets/Tournaments',
  component: Tournaments,
  args: {
    headingLevel: 3,
    live: true,
    socketUrl: LIVE_SOCKET_URL,
    liveDestination: `/topic/tournament.${TOURNAMENT_ID_SLOT}`,
    tournaments: [
      {
        id: 1,
        title: 'Weekly free slot tournament',
        endsAt: inHours(53),
        prize: '€500 in cash prizes',
        gameName: 'Book of Sun',
        rules: 'Play 100 free spins; your best 10-spin streak counts.',
      },
      {
        id: 2,
        title: 'Roulette sprint',
        endsAt: inHours(0.5),
        prize: '€100 casino voucher',
        gameName: 'Lucky Roulette',
      },
    ],
  },
  parameters: { widget: tournamentsWidget, load: 'eager' },
  // A fake broker in place of `/ws`: a shown leaderboard subscribes to its tournament.
  beforeEach: () => {
    setLiveSocketFactory(new FakeStompBroker().socket);
    return () => setLiveSocketFactory(null);
  },
} satisfies Meta<typeof Tournaments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two running tournaments, each counting down to its end. */
export const Running: Story = {};

/** A tournament that has ended. */
export const Ended: Story = {
  args: { tournaments: [{ id: 1, title: 'Last week’s slot tournament', endsAt: inHours(-2) }] },
};

/** The first card turned to its leaderboard. */
export const Leaderboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Leaderboard and rules' })[0]!);
    await expect(await canvas.findByRole('table', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The leaderboard cannot be loaded. */
export const LeaderboardFails: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Leaderboard and rules' })[0]!);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The leaderboard is not available just now.',
    );
  },
};
