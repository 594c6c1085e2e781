import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications, tournaments as api } from '@casino/api';
import { currentUser } from '@casino/core';
import { closeLive, liveConnection, setLiveSocketFactory } from '@casino/core/live';
import { FakeStompBroker } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { Tournaments } from './Tournaments';
import { tournamentsProps } from './props';

const HOUR = 3_600_000;
const FIRST = 'Weekly free slot tournament';
const SECOND = 'Roulette sprint';

let broker: FakeStompBroker;
let calls: string[];

beforeEach(() => {
  broker = new FakeStompBroker();
  setLiveSocketFactory(broker.socket);
  // A visitor: the leaderboard is public, so is its live channel.
  currentUser.value = null;
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === api.tournamentLeaderboard.path)
      calls.push(url.searchParams.get('tournamentId') ?? '');
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  closeLive();
  setLiveSocketFactory(null);
  currentUser.value = undefined;
});

const renderCards = () => {
  const endsAt = new Date(Date.now() + HOUR).toISOString();
  render(
    <Tournaments
      {...tournamentsProps.parse({
        tournaments: [
          { id: 1, title: FIRST, endsAt },
          { id: 2, title: SECOND, endsAt },
        ],
      })}
    />,
  );
};

const card = (name: string) => screen.getByRole('article', { name });
const board = (name: string) => card(name).querySelector('.cw-tournament__board');
const turn = async (name: string, button = 'Leaderboard and rules') => {
  await userEvent.setup().click(within(card(name)).getByRole('button', { name: button }));
};
/** Waits for the card's leaderboard to have loaded `count` times in all. */
const loaded = async (name: string, id: string, count: number) => {
  await waitFor(() => expect(calls.filter((call) => call === id)).toHaveLength(count));
  await waitFor(() => expect(board(name)).toHaveAttribute('aria-busy', 'false'));
};
const update = (destination: string, tournamentId?: number) =>
  broker.publish(destination, {
    type: notifications.LEADERBOARD_UPDATE_TYPE,
    ...(tournamentId ? { tournamentId } : {}),
  });

describe('tournament leaderboards on the live channel', () => {
  it('follow their own destinations while shown, on one connection, for a visitor', async () => {
    renderCards();
    expect(broker.opened).toBe(0);
    await turn(FIRST);
    await loaded(FIRST, '1', 1);
    await waitFor(() => expect(broker.destinations()).toEqual(['/topic/tournament.1']));
    await turn(SECOND);
    await loaded(SECOND, '2', 1);
    await waitFor(() =>
      expect(broker.destinations().sort()).toEqual(['/topic/tournament.1', '/topic/tournament.2']),
    );
    expect(broker.opened).toBe(1);

    update('/topic/tournament.1', 1);
    await loaded(FIRST, '1', 2);
    update('/topic/tournament.2', 2);
    await loaded(SECOND, '2', 2);
    expect(calls.filter((call) => call === '1')).toHaveLength(2);

    // Without an id, the destination tells the tournament.
    update('/topic/tournament.2');
    await loaded(SECOND, '2', 3);
    expect(calls.filter((call) => call === '1')).toHaveLength(2);
  });

  it('lets go of a destination when its card turns back, and of the connection last', async () => {
    renderCards();
    await turn(FIRST);
    await turn(SECOND);
    await waitFor(() => expect(broker.destinations()).toHaveLength(2));
    await turn(FIRST, 'Back to the tournament');
    await waitFor(() => expect(broker.destinations()).toEqual(['/topic/tournament.2']));
    await turn(SECOND, 'Back to the tournament');
    await waitFor(() => expect(broker.connections()).toBe(0));
    expect(liveConnection()).toBeNull();
  });
});
