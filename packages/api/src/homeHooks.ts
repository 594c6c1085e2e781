/**
 * The server HTML's `data-*` hooks of the home page's bonus detail.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const homeHooks = {
  bonusDetail: 'data-bonus-detail',
  bonusTitle: 'data-bonus-title',
} as const;
