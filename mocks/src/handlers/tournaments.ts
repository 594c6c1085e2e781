import { tournaments } from '@casino/api';
import type { Leaderboard } from '@casino/api';
import { HttpResponse } from 'msw';
import { TOURNAMENTS, TOURNAMENT_PLAYERS } from '../fixtures/tournaments';
import { handle } from '../handle';

/**
 * The standings move on between two reads, as when members play on: each read after the
 * first is one round later, in which every player scores and the order may change.
 */
const rounds = new Map<number, number>();

export function resetTournaments(): void {
  rounds.clear();
}

/** Points a player scores in a round: spread so that places change now and then. */
const roundPoints = (player: number, round: number) => ((player * 37 + round * 53) % 90) + 10;

export function standings(tournamentId: number, round: number): Leaderboard['rows'] {
  return TOURNAMENT_PLAYERS.map((player, index) => {
    let points = player.points - tournamentId * 100;
    for (let played = 1; played <= round; played += 1) points += roundPoints(index, played);
    return { userName: player.userName, points };
  })
    .sort((a, b) => b.points - a.points)
    .map((row, index) => ({ rank: index + 1, ...row }));
}

export const tournamentsHandlers = [
  handle(tournaments.tournamentLeaderboard, ({ tournamentId }) => {
    if (!TOURNAMENTS.some((tournament) => tournament.id === tournamentId))
      return HttpResponse.json({ code: 404, message: 'No such tournament' }, { status: 404 });
    const round = rounds.has(tournamentId) ? rounds.get(tournamentId)! + 1 : 0;
    rounds.set(tournamentId, round);
    return {
      tournamentId,
      rows: standings(tournamentId, round),
      updatedOn: new Date().toISOString(),
    };
  }),
];
