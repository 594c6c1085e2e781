import { HttpResponse } from 'msw';
import { CODE_OK, notifications } from '@casino/api';
import { db, sessionUser } from '../store/db';
import { handle } from '../handle';
import type { Notification, User } from '../fixtures/community';

/** Panel texts the fake backend sends with the list (the widget has the same fallbacks). */
export const NOTIFICATION_LOCALIZATIONS: Record<string, string> = {
  'notifications.title': 'Notifications',
  'notifications.empty': 'You have no notifications yet.',
};

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;

/** The empty panel's picture: a quiet bell (inline, so the demo makes no extra request). */
export const NO_NOTIFICATIONS_IMAGE = svg(
  '<circle cx="32" cy="32" r="30" fill="#eef3f0"/><path d="M32 14a4 4 0 0 0-4 4v1.5A13 13 0 0 0 19 32v9l-4 5h34l-4-5v-9a13 13 0 0 0-9-12.5V18a4 4 0 0 0-4-4Zm-5 35a5 5 0 0 0 10 0Z" fill="#9aa7a0"/>',
);

const RANK_COLORS = ['#0b6b3a', '#7a3db8', '#b3261e', '#0b5cad'];
const FLAGS = ['GB', 'DE', 'CA', 'FI', 'NZ'];

/** Who a notification is about: another member, the same one for the same notification. */
function actorOf(notification: Notification): User {
  const others = db.users.filter((user) => user.id !== notification.userId && !user.banned);
  return others[notification.id % others.length] ?? db.users[0]!;
}

function avatarImage(user: User): string {
  const color = RANK_COLORS[user.id % RANK_COLORS.length]!;
  const initial = user.userName.charAt(0).toUpperCase();
  return svg(
    `<rect width="64" height="64" rx="32" fill="${color}"/><text x="32" y="42" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#fff">${initial}</text>`,
  );
}

/** A notification as the server sends it: the stored fields plus the member's avatar. */
export function notificationWire(notification: Notification) {
  const actor = actorOf(notification);
  return {
    ...notification,
    user: {
      userName: actor.userName,
      avatarModel: {
        image: avatarImage(actor),
        rankColor: RANK_COLORS[actor.id % RANK_COLORS.length],
        playerCountryFlagCode: FLAGS[actor.id % FLAGS.length],
      },
    },
  };
}

const PHRASES: Record<notifications.NotificationType, string> = {
  FORUM_POST_LIKE: 'liked your post',
  FORUM_POST_REPLY: 'replied to your post',
  FORUM_POST_EDIT: 'edited your post',
  FORUM_POST_DELETE: 'deleted your post',
  FORUM_THREAD_REPLY: 'replied in a thread you follow',
  FORUM_THREAD_LOCK: 'locked your thread',
  FORUM_THREAD_UNLOCK: 'unlocked your thread',
  FORUM_THREAD_EDIT_NAME: 'renamed your thread',
  FORUM_THREAD_MOVE: 'moved your thread',
  FORUM_THREAD_DELETE: 'deleted your thread',
  FORUM_NEW_RANK: 'gave you a new forum rank',
  COMPLAINT_NOTIFY_REPLY: 'replied to your complaint',
  COMPLAINT_FINISH: 'closed your complaint',
  COMPLAINT_REOPEN: 'reopened your complaint',
  COMPLAINT_REOPEN_DENIED: 'declined to reopen your complaint',
  COMPLAINT_START_CASINO: 'sent your complaint to the casino',
  COMPLAINT_FINISH_RESOLVED: 'closed your complaint as resolved',
  USER_REVIEW_LIKE: 'liked your review',
  USER_REVIEW_APPROVED: 'approved your review',
  USER_REVIEW_APPROVED_WITH_CHANGES: 'approved your review with changes',
  USER_REVIEW_REJECTED: 'rejected your review',
  USER_REVIEW_REJECTED_WITH_CHANGES: 'rejected your review and suggested changes',
  USER_REVIEW_REPLY_ADDED: 'replied to your review',
  USER_REVIEW_CREATED: 'published your review',
};

const LINKS: Record<string, (id: number) => string> = {
  FORUM: (id) => `/forum/thread/${(id % 12) + 1}`,
  COMPLAINT: (id) => `/complaints/${(id % 8) + 1}`,
  USER: (id) => `/reviews/${(id % 40) + 1}`,
};

let created = 0;

/**
 * Adds a new unread notification for a member to the database (the live channel's fake
 * sends it too), cycling through every type of SPEC §3; returns it as the server sends it.
 */
export function createNotification(
  userId: number,
  fields: Partial<Omit<Notification, 'id' | 'userId'>> = {},
) {
  const id = Math.max(0, ...db.notifications.map((entry) => entry.id)) + 1;
  const types = notifications.NOTIFICATION_TYPES;
  const type = fields.type ?? types[created++ % types.length]!;
  const notification: Notification = {
    id,
    userId,
    createdOn: new Date().toISOString(),
    createdAgo: 'just now',
    message: '',
    type,
    isClicked: false,
    isRead: false,
    link: (LINKS[type.split('_')[0]!] ?? LINKS.FORUM!)(id),
    ...fields,
  };
  if (!fields.message) {
    const actor = actorOf(notification);
    const phrase =
      (PHRASES as Record<string, string | undefined>)[type] ?? 'sent you a notification';
    notification.message = `<b>${actor.userName}</b> ${phrase}`;
  }
  db.notifications.push(notification);
  return notificationWire(notification);
}

function own(userId: number) {
  return db.notifications.filter((notification) => notification.userId === userId);
}

const notLoggedIn = () =>
  HttpResponse.json({ code: 401, message: 'Please log in.' }, { status: 401 });

export const notificationsHandlers = [
  handle(notifications.preloadedStateUserNotifications, () => {
    const user = sessionUser();
    return {
      jsonData: JSON.stringify({
        notifications: user ? own(user.id).map(notificationWire) : [],
        localizations: NOTIFICATION_LOCALIZATIONS,
        noNotificationsImage: NO_NOTIFICATIONS_IMAGE,
        resourcePath: '/',
      }),
    };
  }),
  handle(notifications.markAsClicked, ({ id }) => {
    const user = sessionUser();
    if (!user) return notLoggedIn();
    const found = own(user.id).find((notification) => String(notification.id) === String(id));
    if (!found)
      return HttpResponse.json({ code: 404, message: 'No such notification.' }, { status: 404 });
    found.isClicked = true;
    found.isRead = true;
    return { code: CODE_OK };
  }),
  handle(notifications.markAsRead, ({ ids }) => {
    const user = sessionUser();
    if (!user) return notLoggedIn();
    const wanted = new Set(ids.map(String));
    for (const notification of own(user.id)) {
      if (wanted.has(String(notification.id))) notification.isRead = true;
    }
    return { code: CODE_OK };
  }),
  handle(notifications.markAllAsClicked, () => {
    const user = sessionUser();
    if (!user) return notLoggedIn();
    for (const notification of own(user.id)) {
      notification.isClicked = true;
      notification.isRead = true;
    }
    return { code: CODE_OK };
  }),
];
