import { notifications as api } from '@casino/api';
import type { Sanitizer } from '@casino/ui';
import { sanitizeMessage } from './sanitize';

/** The member a notification is about, as far as the server told. */
export interface Avatar {
  /** An http(s), site-relative or `data:image/` address; nothing else is kept. */
  image: string | null;
  /** A CSS colour (hex or a colour name) for the avatar's ring. */
  rankColor: string | null;
  /** Two letters, e.g. `GB`. */
  flagCode: string | null;
}

/** A notification ready to show: checked, its message sanitized, its link made safe. */
export interface NotificationItem {
  /** The id as text: `7` and `"7"` are the same notification. */
  key: string;
  id: api.NotificationId;
  createdOn: string | number;
  /** `createdOn` in epoch milliseconds; unknown dates sort last. */
  time: number;
  createdAgo: string;
  /** The message HTML after sanitizing (safe for `innerHTML`). */
  html: TrustedHTML;
  /** The server's type name (SPEC §3), empty when not given. */
  type: string;
  isClicked: boolean;
  isRead: boolean;
  /** An http(s) address; `javascript:` and other schemes are dropped (no link then). */
  link: string | null;
  userName: string | null;
  avatar: Avatar | null;
  data: unknown;
}

const LINK_PROTOCOLS = new Set(['http:', 'https:']);

/** `link` as an absolute http(s) address, or null when it is anything else. */
export function safeLink(link: string | null | undefined, base = document.baseURI): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** An image address resolved against the answer's `resourcePath`; only http(s) and data images. */
export function safeImage(
  image: string | null | undefined,
  resourcePath: string | null | undefined,
): string | null {
  const trimmed = image?.trim();
  if (!trimmed) return null;
  if (/^data:image\/[\w.+-]+[;,]/i.test(trimmed)) return trimmed;
  try {
    const base = new URL(resourcePath || '/', document.baseURI);
    const url = new URL(trimmed, base);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;
const FLAG = /^[a-z]{2}$/i;

function timeOf(createdOn: string | number): number {
  const time = typeof createdOn === 'number' ? createdOn : Date.parse(createdOn);
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
}

/**
 * One notification from the server or the live channel; null when it misses `id`,
 * `createdOn`, `createdAgo` or `message` (SPEC §3) or is not a notification at all.
 */
export function parseNotification(
  raw: unknown,
  sanitizer: Sanitizer,
  resourcePath?: string | null,
): NotificationItem | null {
  const parsed = api.notificationRecord.safeParse(raw);
  if (!parsed.success) return null;
  const record = parsed.data;
  const model = record.user?.avatarModel;
  const avatar: Avatar | null = model
    ? {
        image: safeImage(model.image, resourcePath),
        rankColor: model.rankColor && COLOR.test(model.rankColor) ? model.rankColor : null,
        flagCode:
          model.playerCountryFlagCode && FLAG.test(model.playerCountryFlagCode)
            ? model.playerCountryFlagCode.toUpperCase()
            : null,
      }
    : null;
  return {
    key: String(record.id),
    id: record.id,
    createdOn: record.createdOn,
    time: timeOf(record.createdOn),
    createdAgo: record.createdAgo,
    html: sanitizeMessage(sanitizer, record.message),
    type: record.type ?? '',
    isClicked: record.isClicked ?? false,
    // A clicked notification has been seen.
    isRead: (record.isRead ?? false) || (record.isClicked ?? false),
    link: safeLink(record.link),
    userName: record.user?.userName ?? null,
    avatar: avatar && (avatar.image || avatar.flagCode || avatar.rankColor) ? avatar : null,
    data: record.data,
  };
}

const newestFirst = (a: NotificationItem, b: NotificationItem) =>
  a.time === b.time ? 0 : a.time > b.time ? -1 : 1;

/**
 * The items of both lists without duplicates (by id; the first seen wins, so pass the
 * authoritative list first), newest first. Items of the same time keep their order.
 */
export function mergeNotifications(
  first: readonly NotificationItem[],
  second: readonly NotificationItem[] = [],
): NotificationItem[] {
  const seen = new Set<string>();
  const merged: NotificationItem[] = [];
  for (const item of [...first, ...second]) {
    if (seen.has(item.key)) continue;
    seen.add(item.key);
    merged.push(item);
  }
  return merged.sort(newestFirst);
}

/** A list from the server: incomplete items dropped, duplicates dropped, newest first. */
export function parseNotifications(
  raws: readonly unknown[],
  sanitizer: Sanitizer,
  resourcePath?: string | null,
): NotificationItem[] {
  const items = raws
    .map((raw) => parseNotification(raw, sanitizer, resourcePath))
    .filter((item): item is NotificationItem => item !== null);
  return mergeNotifications(items);
}

/** What the bell's badge shows: nothing for 0, the count up to 9, then `9+` (SPEC §9). */
export const BADGE_MAX = 9;

export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}
