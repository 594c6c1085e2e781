import { t } from '@casino/core';

/**
 * The panel's texts: the answer's `localizations` first (they come with the list), then
 * the page's localization messages, then the English fallback.
 */
export type Localizations = Readonly<Record<string, string>>;

function fill(template: string, params?: Record<string, string | number>): string {
  return params
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in params ? String(params[name]) : whole,
      )
    : template;
}

export function textOf(
  localizations: Localizations,
  key: string,
  fallback: string,
  params?: Record<string, string | number>,
): string {
  const own = localizations[key];
  return own ? fill(own, params) : t(key, fallback, params);
}

export const texts = (l: Localizations) => ({
  title: () => textOf(l, 'notifications.title', 'Notifications'),
  /** The bell's name; the count is the badge's text, so the name holds what is seen (9+). */
  bell: (badge: string | null) =>
    badge
      ? textOf(l, 'notifications.bellUnread', 'Notifications, {count} unread', { count: badge })
      : textOf(l, 'notifications.bell', 'Notifications'),
  markAll: () => textOf(l, 'notifications.markAll', 'Mark all as read'),
  empty: () => textOf(l, 'notifications.empty', 'You have no notifications yet.'),
  loading: () => textOf(l, 'notifications.loading', 'Loading notifications…'),
  unclicked: () => textOf(l, 'notifications.new', 'New'),
  /** The member's country, which the panel shows as its code under the avatar. */
  country: (country: string) => textOf(l, 'notifications.country', 'From {country}', { country }),
  arrived: (label: string) =>
    textOf(l, 'notifications.arrived', 'New notification: {label}', { label }),
  leaveTitle: () => textOf(l, 'notifications.leaveTitle', 'Leave the safe zone?'),
  leaveText: (target: string) =>
    textOf(
      l,
      'notifications.leaveText',
      'This notification links to {target}, outside the safe zone.',
      {
        target,
      },
    ),
  leave: () => textOf(l, 'notifications.leave', 'Continue'),
  stay: () => textOf(l, 'notifications.stay', 'Stay here'),
});
