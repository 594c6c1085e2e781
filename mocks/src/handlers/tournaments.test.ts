import { tournaments } from '@casino/api';
import { request, send } from '../testClient';

describe('tournament leaderboard', () => {
  it('ranks the players by points, and moves on between two reads', async () => {
    const first = await send(tournaments.tournamentLeaderboard, { tournamentId: 1 });
    const ranks = first.rows.map((row) => row.rank);
    expect(ranks).toEqual(ranks.map((_, index) => index + 1));
    const points = first.rows.map((row) => row.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    const second = await send(tournaments.tournamentLeaderboard, { tournamentId: 1 });
    expect(second.rows).not.toEqual(first.rows);
  });

  it('answers 404 for a tournament that does not exist', async () => {
    const response = await request(tournaments.tournamentLeaderboard, { tournamentId: 77 });
    expect(response.status).toBe(404);
  });
});
