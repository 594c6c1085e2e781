import { CODE_OK, notifications as api } from '@casino/api';
import { call, logFailedLoad, reportError } from '@casino/core';
import { loadSanitizer, withSanitizer } from '@casino/ui';
import { mergeNotifications, parseNotification, parseNotifications } from './model';
import type { NotificationItem } from './model';
import type { Localizations } from './messages';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface NotificationsState {
  /** Newest first, no duplicates. */
  items: readonly NotificationItem[];
  status: LoadStatus;
  localizations: Localizations;
  emptyImage: string | null;
  resourcePath: string | null;
}

function failedAnswer(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const code = (answer as { code?: unknown }).code;
  return typeof code === 'number' && code !== CODE_OK;
}

/**
 * Runs a mark call; resolves to whether it worked. A JSON answer with a code other than
 * 200 is a failure too; failures are logged, never thrown.
 */
async function mark(send: () => Promise<unknown>, what: string): Promise<boolean> {
  try {
    const answer = await send();
    if (!failedAnswer(answer)) return true;
    reportError(`Notifications: ${what} answered code ${(answer as { code: number }).code}`);
  } catch (error) {
    logFailedLoad(`Notifications: ${what}`, error);
  }
  return false;
}

export const unreadCount = (state: NotificationsState) =>
  state.items.filter((item) => !item.isRead).length;

/**
 * One bell's notifications (SPEC §4): the list, its texts, and the three marks with the
 * failure rules of SPEC §8: a click stays marked when its call fails; reading on opening
 * and marking everything are undone when theirs fails. Every failure is logged. Plain
 * subscribe/get, for `useSyncExternalStore`.
 */
export function createNotificationsStore() {
  let state: NotificationsState = {
    items: [],
    status: 'idle',
    localizations: {},
    emptyImage: null,
    resourcePath: null,
  };
  const listeners = new Set<() => void>();
  let loading: AbortController | null = null;

  function set(patch: Partial<NotificationsState>): void {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  }

  function update(keys: ReadonlySet<string>, change: (item: NotificationItem) => NotificationItem) {
    set({ items: state.items.map((item) => (keys.has(item.key) ? change(item) : item)) });
  }

  async function load(): Promise<void> {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    set({ status: 'loading' });
    try {
      const [{ jsonData }, sanitizer] = await withSanitizer(
        call(api.preloadedStateUserNotifications, {}, { signal: controller.signal }),
      );
      set({
        resourcePath: jsonData.resourcePath ?? null,
        localizations: jsonData.localizations ?? {},
        emptyImage: jsonData.noNotificationsImage ?? null,
        // What the server says wins over what arrived live meanwhile; both are kept.
        items: mergeNotifications(
          parseNotifications(jsonData.notifications, sanitizer, jsonData.resourcePath),
          state.items,
        ),
        status: 'loaded',
      });
    } catch (error) {
      if (!logFailedLoad('Notifications load', error, controller.signal)) return;
      set({ status: 'failed' });
    } finally {
      if (loading === controller) loading = null;
    }
  }

  /**
   * A live message: added when complete and new (once the sanitizer is there: in the
   * order they came); resolves to the item, or null when dropped.
   */
  async function add(raw: unknown): Promise<NotificationItem | null> {
    const item = parseNotification(raw, await loadSanitizer(), state.resourcePath);
    if (!item || state.items.some((existing) => existing.key === item.key)) return null;
    set({ items: mergeNotifications(state.items, [item]) });
    return item;
  }

  /** A single click: marked clicked (and read) at once; a failed call is logged, not undone. */
  async function markClicked(key: string): Promise<void> {
    const item = state.items.find((entry) => entry.key === key);
    if (!item) return;
    update(new Set([key]), (entry) => ({ ...entry, isClicked: true, isRead: true }));
    await mark(() => call(api.markAsClicked, { id: item.id }), `mark as clicked ${key}`);
  }

  /** Opening the panel: what is shown unread becomes read; undone when the call fails. */
  async function markShownRead(): Promise<void> {
    const shown = state.items.filter((item) => !item.isRead);
    if (shown.length === 0) return;
    const keys = new Set(shown.map((item) => item.key));
    update(keys, (item) => ({ ...item, isRead: true }));
    const ok = await mark(
      () => call(api.markAsRead, { ids: shown.map((item) => item.id) }),
      `mark as read ${[...keys].join(',')}`,
    );
    // Undone, except where a click marked it meanwhile (a click's mark stands).
    if (!ok) update(keys, (item) => (item.isClicked ? item : { ...item, isRead: false }));
  }

  /** Mark all: every notification clicked and read; undone when the call fails. */
  async function markAll(): Promise<void> {
    const before = new Map(
      state.items
        .filter((item) => !item.isClicked || !item.isRead)
        .map((item) => [item.key, { isClicked: item.isClicked, isRead: item.isRead }]),
    );
    if (before.size === 0) return;
    const keys = new Set(before.keys());
    update(keys, (item) => ({ ...item, isClicked: true, isRead: true }));
    const ok = await mark(() => call(api.markAllAsClicked, {}), 'mark all as clicked');
    if (!ok) update(keys, (item) => ({ ...item, ...before.get(item.key) }));
  }

  return {
    get: (): NotificationsState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    add,
    markClicked,
    markShownRead,
    markAll,
    dispose(): void {
      loading?.abort();
    },
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
