/**
 * Member notifications (SPEC §3 Notification, §4 Notifications, §7 "notifications" and
 * the websocket `/ws`): the list the bell loads, the three mark calls, and the messages
 * of the live channel.
 *
 * The list is read item by item: SPEC §3 drops a notification that misses `id`,
 * `createdOn`, `createdAgo` or `message`, so one incomplete item must not break the
 * whole answer. The answer's `notifications` are therefore `unknown[]` here and each
 * item is checked with `notificationRecord` (the same check as for a live message).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { anyResponse, jsonString, noFields } from './schemas';

/** Every notification type of SPEC §3, as the server names them. */
export const NOTIFICATION_TYPES = [
  'FORUM_POST_LIKE',
  'FORUM_POST_REPLY',
  'FORUM_POST_EDIT',
  'FORUM_POST_DELETE',
  'FORUM_THREAD_REPLY',
  'FORUM_THREAD_LOCK',
  'FORUM_THREAD_UNLOCK',
  'FORUM_THREAD_EDIT_NAME',
  'FORUM_THREAD_MOVE',
  'FORUM_THREAD_DELETE',
  'FORUM_NEW_RANK',
  'COMPLAINT_NOTIFY_REPLY',
  'COMPLAINT_FINISH',
  'COMPLAINT_REOPEN',
  'COMPLAINT_REOPEN_DENIED',
  'COMPLAINT_START_CASINO',
  'COMPLAINT_FINISH_RESOLVED',
  'USER_REVIEW_LIKE',
  'USER_REVIEW_APPROVED',
  'USER_REVIEW_APPROVED_WITH_CHANGES',
  'USER_REVIEW_REJECTED',
  'USER_REVIEW_REJECTED_WITH_CHANGES',
  'USER_REVIEW_REPLY_ADDED',
  'USER_REVIEW_CREATED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const text = z.string().check(z.minLength(1));
/** A notification's id: a number, or the same as text (path segments arrive as text). */
export const notificationId = z.union([z.int(), text]);
export type NotificationId = z.infer<typeof notificationId>;

/** The picture of the member a notification is about. */
export const avatarModel = z.looseObject({
  image: z.optional(z.nullable(z.string())),
  rankColor: z.optional(z.nullable(z.string())),
  playerCountryFlagCode: z.optional(z.nullable(z.string())),
});
export type AvatarModel = z.infer<typeof avatarModel>;

/**
 * One complete notification. `message` is HTML; what arrives over the live channel is
 * sanitized before it is shown. `createdOn` is an ISO date or epoch milliseconds.
 */
export const notificationRecord = z.looseObject({
  id: notificationId,
  createdOn: z.union([text, z.number()]),
  createdAgo: text,
  message: text,
  type: z.optional(z.nullable(z.string())),
  isClicked: z.optional(z.nullable(z.boolean())),
  isRead: z.optional(z.nullable(z.boolean())),
  link: z.optional(z.nullable(z.string())),
  data: z.optional(z.unknown()),
  user: z.optional(
    z.nullable(
      z.looseObject({
        userName: z.optional(z.nullable(z.string())),
        avatarModel: z.optional(z.nullable(avatarModel)),
      }),
    ),
  ),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;

export const userNotificationsState = z.looseObject({
  /** Items as sent; each is checked with `notificationRecord`, incomplete ones dropped. */
  notifications: z.array(z.unknown()),
  /** Texts of the panel by key (the widget falls back to its own English texts). */
  localizations: z.optional(z.nullable(z.record(z.string(), z.string()))),
  /** The picture of the empty panel. */
  noNotificationsImage: z.optional(z.nullable(z.string())),
  /** Where relative image addresses (avatars, the empty picture) live. */
  resourcePath: z.optional(z.nullable(z.string())),
});
export type UserNotificationsState = z.infer<typeof userNotificationsState>;

/** The member's notifications with the panel's texts; `jsonData` is JSON in a string. */
export const preloadedStateUserNotifications = defineEndpoint({
  method: 'GET',
  path: '/frontendService/preloadedStateUserNotifications',
  request: noFields,
  response: z.looseObject({ jsonData: jsonString(userNotificationsState) }),
});

/** A single click on a notification (SPEC §8: a failure is logged, not reverted). */
export const markAsClicked = defineEndpoint({
  method: 'PUT',
  path: '/frontendService/userNotification/markAsClicked/{id}',
  request: z.object({ id: notificationId }),
  response: anyResponse,
});

/** Every notification clicked (and so read); a failure is logged and reverted. */
export const markAllAsClicked = defineEndpoint({
  method: 'PUT',
  path: '/frontendService/userNotification/markAllAsClicked',
  request: noFields,
  response: anyResponse,
});

/** The notifications shown when the panel opened; a failure is logged and reverted. */
export const markAsRead = defineEndpoint({
  method: 'PUT',
  path: '/frontendService/userNotification/markAsRead',
  request: z.object({ ids: z.array(notificationId).check(z.minLength(1)) }),
  response: anyResponse,
});

/**
 * The live channel (SPEC §7 "Websocket /ws"): SockJS at `/ws` with STOMP on top. A
 * message whose `type` is this refreshes the tournament leaderboard; any other message
 * is a notification (`notificationRecord`).
 */
export const LEADERBOARD_UPDATE_TYPE = 'game_leaderboard_update';

export const leaderboardUpdateMessage = z.looseObject({
  // An enum of one rather than `z.literal`: the same check, without a schema type that
  // nothing else uses shipping in the runtime every page loads.
  type: z.enum([LEADERBOARD_UPDATE_TYPE]),
  tournamentId: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});
export type LeaderboardUpdateMessage = z.infer<typeof leaderboardUpdateMessage>;

/**
 * What widgets hear of a leaderboard update: core's `leaderboard:update` event, declared
 * with the other events between widgets in core's events.ts.
 */
export interface LeaderboardUpdate {
  /** The STOMP destination it came on (e.g. `/topic/tournament.42`). */
  destination: string;
  tournamentId: string | number | null;
  /** The whole message, for fields not named here. */
  message: LeaderboardUpdateMessage;
}

/**
 * A page may stand in for the live channel's socket (the demo's and Storybook's fake
 * backend do): `globalThis[LIVE_SOCKET_HOOK] = (url) => socket`, where the socket is
 * WebSocket-like and speaks STOMP. Set it before the first widget connects.
 */
export const LIVE_SOCKET_HOOK = 'casinoLiveSocket';
