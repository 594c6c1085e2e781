import type {} from './events';

export { notificationsWidget } from './notifications';
export { NotificationBell } from './NotificationBell';
export { Bell, CLICK_NAVIGATION_WAIT_MS, memberDestination } from './Bell';
export type { LiveIndicator } from './Bell';
export { PRODUCT_KEEP_ALIVE_SECONDS, notificationsProps } from './props';
export type { NotificationsProps } from './props';
export {
  BADGE_MAX,
  badgeText,
  mergeNotifications,
  parseNotification,
  parseNotifications,
  safeLink,
} from './model';
export type { Avatar, NotificationItem } from './model';
export { sanitizeMessage } from './sanitize';
export { KINDS, UNKNOWN_KIND, kindOf } from './kinds';
export type { Kind } from './kinds';
export { createNotificationsStore } from './store';
export type { LoadStatus, NotificationsState, NotificationsStore } from './store';
export { isSafeTarget, navigation } from './navigation';
export { CONNECT_TIMEOUT_MS, setLiveSocketFactory } from './live/socket';
export type { SocketFactory } from './live/socket';
export type { LeaderboardUpdate } from './events';
