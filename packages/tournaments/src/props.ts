import * as z from 'zod/mini';
import { LIVE_SOCKET_URL } from '@casino/core';

/**
 * An end time with its offset (`Z` or `+01:00`): a time without one would be read in the
 * visitor's own time zone and end the countdown hours early or late.
 */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Where `liveDestination` takes the tournament's id. */
export const TOURNAMENT_ID_SLOT = '{tournamentId}';

export const tournament = z.object({
  id: z.int().check(z.positive()),
  title: z.string().check(z.minLength(1)),
  /** When it ends: ISO 8601 with a time zone offset. */
  endsAt: z.string().check(
    z.regex(
      ISO_WITH_OFFSET,
      'endsAt must be an ISO 8601 time with an offset, e.g. 2026-12-01T18:00:00Z',
    ),
    z.refine((value) => Number.isFinite(Date.parse(value)), 'endsAt is not a real date'),
  ),
  prize: z.optional(z.string()),
  gameName: z.optional(z.string()),
  /** The rules, as text, on the back of the card. */
  rules: z.optional(z.string()),
});
export type Tournament = z.output<typeof tournament>;

export const tournamentsProps = z.object({
  tournaments: z.array(tournament).check(z.minLength(1)),
  /** The level of each card's heading, to fit the page's outline (3 by default). */
  headingLevel: z._default(z.int().check(z.minimum(2), z.maximum(5)), 3),
  /** Refresh a shown leaderboard from the live channel (SPEC §7); without it, on each turn only. */
  live: z._default(z.boolean(), true),
  /** The live channel's SockJS endpoint (SPEC §7 `/ws`), relative to the page. */
  socketUrl: z._default(z.string().check(z.minLength(1)), LIVE_SOCKET_URL),
  /** Each tournament's STOMP destination; `{tournamentId}` is filled in. */
  liveDestination: z._default(
    z.string().check(z.minLength(1)),
    `/topic/tournament.${TOURNAMENT_ID_SLOT}`,
  ),
});
export type TournamentsProps = z.output<typeof tournamentsProps>;
