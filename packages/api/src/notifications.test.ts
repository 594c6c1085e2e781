import {
  LEADERBOARD_UPDATE_TYPE,
  NOTIFICATION_TYPES,
  leaderboardUpdateMessage,
  markAsRead,
  notificationRecord,
  preloadedStateUserNotifications,
} from './notifications';

describe('notifications contract', () => {
  it('names the 24 notification types of SPEC §3 once each', () => {
    expect(NOTIFICATION_TYPES).toHaveLength(24);
    expect(new Set(NOTIFICATION_TYPES).size).toBe(24);
  });

  it('reads the list from JSON in jsonData and keeps incomplete items for the widget to drop', () => {
    const answer = preloadedStateUserNotifications.response.parse({
      jsonData: JSON.stringify({ notifications: [{ id: 1 }, 'odd'], resourcePath: '/' }),
    });
    expect(answer.jsonData.notifications).toEqual([{ id: 1 }, 'odd']);
  });

  it('a notification needs id, createdOn, createdAgo and message', () => {
    const complete = { id: 1, createdOn: '2026-01-01', createdAgo: 'now', message: 'm' };
    expect(notificationRecord.safeParse(complete).success).toBe(true);
    for (const field of Object.keys(complete)) {
      const partial: Record<string, unknown> = { ...complete };
      delete partial[field];
      expect(notificationRecord.safeParse(partial).success).toBe(false);
    }
  });

  it('markAsRead needs at least one id', () => {
    expect(markAsRead.request.safeParse({ ids: [] }).success).toBe(false);
    expect(markAsRead.request.safeParse({ ids: [1, '2'] }).success).toBe(true);
  });

  it('tells a leaderboard update from a notification', () => {
    expect(
      leaderboardUpdateMessage.safeParse({ type: LEADERBOARD_UPDATE_TYPE, tournamentId: 4 })
        .success,
    ).toBe(true);
    expect(leaderboardUpdateMessage.safeParse({ type: 'FORUM_POST_LIKE' }).success).toBe(false);
  });
});
