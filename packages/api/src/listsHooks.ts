/**
 * The server HTML's `data-*` hooks of the casino, bonus and game lists: cards, filters, tabs, load-more.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const listsHooks = {
  activeFilters: 'data-active-filters',
  cardExpanded: 'data-card-expanded',
  cardToggle: 'data-card-toggle',
  cardVariant: 'data-card-variant',
  filterGroup: 'data-filter-group',
  filterGroupBody: 'data-filter-group-body',
  filterGroupClosed: 'data-filter-group-closed',
  filterGroupToggle: 'data-filter-group-toggle',
  filterOption: 'data-filter-option',
  filterOptions: 'data-filter-options',
  filterReset: 'data-filter-reset',
  filters: 'data-filters',
  filtersLive: 'data-filters-live',
  listCarousel: 'data-list-carousel',
  listCarousels: 'data-list-carousels',
  listPage: 'data-list-page',
  listPresets: 'data-list-presets',
  listResults: 'data-list-results',
  listSort: 'data-list-sort',
  listTab: 'data-list-tab',
  listTopFilters: 'data-list-top-filters',
  preset: 'data-preset',
  presetParams: 'data-preset-params',
  rangeFrom: 'data-range-from',
  rangeTo: 'data-range-to',
  removeFilter: 'data-remove-filter',
  status: 'data-status',
  tabCount: 'data-tab-count',
  topFilter: 'data-top-filter',
} as const;
