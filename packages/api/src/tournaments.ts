import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** One row of a tournament's leaderboard. */
export const leaderboardRow = z.looseObject({
  rank: z.int().check(z.positive()),
  userName: z.string().check(z.minLength(1)),
  points: z.number(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const leaderboard = z.looseObject({
  tournamentId: z.union([z.int(), z.string()]),
  rows: z.array(leaderboardRow),
  /** When the standings were computed (ISO 8601 with offset). */
  updatedOn: z.optional(z.nullable(z.string())),
});
export type Leaderboard = z.infer<typeof leaderboard>;

/**
 * A tournament's leaderboard. SPEC §7 names only the live message that refreshes it
 * ('game_leaderboard_update'); the call that reads it is this GET.
 */
export const tournamentLeaderboard = defineEndpoint({
  method: 'GET',
  path: '/frontendService/tournamentLeaderboard',
  request: z.object({ tournamentId: z.int().check(z.positive()) }),
  response: leaderboard,
});
