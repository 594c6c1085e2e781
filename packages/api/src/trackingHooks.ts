/**
 * The server HTML's `data-*` hooks of the user-score tracker and its click names.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const trackingHooks = {
  cwUserscore: 'data-cw-userscore',
  track: 'data-track',
} as const;
