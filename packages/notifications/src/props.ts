import * as z from 'zod/mini';
import { LIVE_KEEP_ALIVE_SECONDS, LIVE_SOCKET_URL } from '@casino/core';

const destination = z.string().check(z.minLength(1));

export const notificationsProps = z.object({
  /** The SockJS endpoint of the live channel (SPEC §7 `/ws`); relative to the page. */
  socketUrl: z._default(z.string().check(z.minLength(1)), LIVE_SOCKET_URL),
  /** The member's STOMP destination; `{userId}` and `{userName}` are filled in. */
  userDestination: z._default(destination, '/queue/notifications.{userId}'),
  /** A tournament's STOMP destination (e.g. `/topic/tournament.42`): its leaderboard updates become `leaderboard:update` events. */
  tournamentDestination: z.optional(destination),
  /** Connect to the live channel at all; without it the list is only what the page loaded. */
  live: z._default(z.boolean(), true),
  /** Heart-beat of the live channel in seconds, both ways (0: none). */
  keepAliveSeconds: z._default(z.int().check(z.minimum(0)), LIVE_KEEP_ALIVE_SECONDS),
  /** In the safe zone, links to other sites or to paths outside this prefix ask before leaving. */
  safeZonePrefix: z._default(z.string().check(z.regex(/^\//)), '/'),
});

export type NotificationsProps = z.output<typeof notificationsProps>;
