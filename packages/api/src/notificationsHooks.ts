/**
 * The server HTML's `data-*` hooks of the notification bell's list.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const notificationsHooks = {
  key: 'data-key',
} as const;
