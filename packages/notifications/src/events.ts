import type { notifications } from '@casino/api';

export type LeaderboardUpdate = notifications.LeaderboardUpdate;

declare module '@casino/core' {
  interface WidgetEvents {
    /**
     * SPEC §7: a `game_leaderboard_update` arrived on the live channel; the leaderboard
     * refreshes. Any widget may listen: `on('leaderboard:update', ...)`.
     */
    'leaderboard:update': notifications.LeaderboardUpdate;
  }
}
