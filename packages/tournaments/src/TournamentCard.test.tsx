import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { notifications, tournaments as api } from '@casino/api';
import { emit } from '@casino/core';
import { server } from '@casino/mocks/node';
import { Tournaments } from './Tournaments';
import { tournamentsProps } from './props';
import type { Tournament } from './props';

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const SECOND = 1000;

const tournament = (fields: Partial<Tournament> = {}): Tournament => ({
  id: 1,
  title: 'Weekly free slot tournament',
  endsAt: new Date(NOW + 3 * SECOND).toISOString(),
  prize: '€500',
  rules: 'Best 10-spin streak counts.',
  ...fields,
});

/** The cards without the live channel (`Tournaments.live.test.tsx` has it). */
const renderCards = (...list: Tournament[]) =>
  render(
    <Tournaments
      {...tournamentsProps.parse({ tournaments: list.length ? list : [tournament()], live: false })}
    />,
  );

const card = (name = 'Weekly free slot tournament') => screen.getByRole('article', { name });

describe('tournament countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('counts down every second and ends the tournament at zero', () => {
    renderCards();
    expect(screen.getByRole('timer')).toHaveTextContent('3 seconds left');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByRole('timer')).toHaveTextContent('2 seconds left');
    expect(card()).toHaveAttribute('data-state', 'running');
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(screen.getByRole('timer')).toHaveTextContent('Ended');
    expect(card()).toHaveAttribute('data-state', 'ended');
    expect(card()).toHaveTextContent('This tournament has ended.');
  });

  it('is right after the tab slept: the time left comes from the end, not from ticks', () => {
    renderCards(tournament({ endsAt: new Date(NOW + 3600 * SECOND).toISOString() }));
    // A sleeping tab runs no timers while the wall clock goes on.
    vi.setSystemTime(NOW + 30 * 60 * SECOND);
    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByRole('timer')).toHaveTextContent('29 minutes, 59 seconds left');
  });

  it('reads the end with its offset, whatever the visitor’s time zone', () => {
    // 13:01 at +01:00 is 12:01 UTC: one minute after NOW.
    renderCards(tournament({ endsAt: '2030-01-01T13:01:00+01:00' }));
    expect(screen.getByRole('timer')).toHaveTextContent('1 minute, 0 seconds left');
  });

  it('shows an ended tournament as ended at once', () => {
    renderCards(tournament({ endsAt: new Date(NOW - SECOND).toISOString() }));
    expect(card()).toHaveAttribute('data-state', 'ended');
  });
});

describe('tournament props', () => {
  it('refuses an end time without a time zone offset', () => {
    const result = tournamentsProps.safeParse({
      tournaments: [{ id: 1, title: 'T', endsAt: '2030-01-01T18:00:00' }],
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain('offset');
  });
});

describe('tournament flip card and leaderboard', () => {
  afterEach(() => server.events.removeAllListeners());

  const leaderboardCalls = () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === api.tournamentLeaderboard.path)
        calls.push(url.searchParams.get('tournamentId') ?? '');
    });
    return calls;
  };

  const flip = async () => {
    const user = userEvent.setup();
    await user.click(within(card()).getByRole('button', { name: 'Leaderboard and rules' }));
    return user;
  };

  const rows = () =>
    within(card())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);

  it('turns to the leaderboard and rules, moving the focus, and back', async () => {
    renderCards(tournament({ endsAt: new Date(Date.now() + 3_600_000).toISOString() }));
    const user = await flip();
    const heading = screen.getByRole('heading', {
      name: 'Leaderboard of Weekly free slot tournament',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(card()).toHaveAttribute('data-flipped', 'true');
    expect(card().querySelector('.cw-tournament__front')).toHaveAttribute('inert');
    await within(card()).findByRole('table');
    expect(rows()[0]).toMatch(/^1/);
    expect(card()).toHaveTextContent('Best 10-spin streak counts.');
    await user.click(screen.getByRole('button', { name: 'Back to the tournament' }));
    const flipButton = screen.getByRole('button', { name: 'Leaderboard and rules' });
    await waitFor(() => expect(flipButton).toHaveFocus());
    expect(card().querySelector('.cw-tournament__back')).toHaveAttribute('inert');
  });

  it('refreshes the leaderboard when the live channel sends an update for it', async () => {
    const calls = leaderboardCalls();
    renderCards(tournament({ endsAt: new Date(Date.now() + 3_600_000).toISOString() }));
    await flip();
    await within(card()).findByRole('table');
    const before = rows();
    act(() =>
      emit('leaderboard:update', {
        destination: '/topic/tournament.1',
        tournamentId: '1',
        message: { type: notifications.LEADERBOARD_UPDATE_TYPE, tournamentId: '1' },
      }),
    );
    await waitFor(() => expect(rows()).not.toEqual(before));
    expect(calls).toEqual(['1', '1']);
  });

  it('does not reload for another tournament’s update', async () => {
    const calls = leaderboardCalls();
    renderCards(tournament({ endsAt: new Date(Date.now() + 3_600_000).toISOString() }));
    await flip();
    await within(card()).findByRole('table');
    const board = card().querySelector('.cw-tournament__board')!;
    const update = (tournamentId: number) =>
      act(() =>
        emit('leaderboard:update', {
          destination: `/topic/tournament.${tournamentId}`,
          tournamentId,
          message: { type: notifications.LEADERBOARD_UPDATE_TYPE, tournamentId },
        }),
      );
    update(2);
    expect(board).toHaveAttribute('aria-busy', 'false');
    update(1);
    expect(board).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(board).toHaveAttribute('aria-busy', 'false'));
    expect(calls).toEqual(['1', '1']);
  });

  it('says when the leaderboard cannot be loaded', async () => {
    server.use(
      http.get(`*${api.tournamentLeaderboard.path}`, () =>
        HttpResponse.json({ code: 500, message: 'Server error' }, { status: 500 }),
      ),
    );
    renderCards(tournament({ endsAt: new Date(Date.now() + 3_600_000).toISOString() }));
    await flip();
    expect(await within(card()).findByRole('alert')).toHaveTextContent(
      'The leaderboard is not available just now.',
    );
  });
});
