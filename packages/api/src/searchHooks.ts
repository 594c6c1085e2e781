/**
 * The server HTML's `data-*` hooks of the header search's overlay.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const searchHooks = {
  searchActive: 'data-search-active',
  searchExhausted: 'data-search-exhausted',
  searchHidden: 'data-search-hidden',
  searchItem: 'data-search-item',
  searchPanel: 'data-search-panel',
  searchReadMore: 'data-search-read-more',
  searchTab: 'data-search-tab',
  searchTabLink: 'data-search-tab-link',
} as const;
