import type { notifications } from '@casino/api';

declare module '@casino/core' {
  interface WidgetEvents {
    /**
     * SPEC §7: a `game_leaderboard_update` arrived on the live channel (the notifications
     * widget emits it); the tournament's leaderboard refreshes.
     */
    'leaderboard:update': notifications.LeaderboardUpdate;
  }
}
