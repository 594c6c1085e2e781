/**
 * The server HTML's `data-*` hooks of the age gate on games.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const ageHooks = {
  ageVerifyFinished: 'data-age-verify-finished',
  touched: 'data-touched',
} as const;
