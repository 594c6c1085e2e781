import { t } from '@casino/core';
import { SEARCH_MIN_LENGTH } from '@casino/search-select';

/** Texts of the search panel: localization key and English fallback. */
export const text = {
  placeholder: () => t('search.placeholder', 'Casinos, bonuses, games, threads…'),
  tooShort: () =>
    t('search.tooShort', 'Type at least {count} characters to search.', {
      count: SEARCH_MIN_LENGTH,
    }),
  searching: () => t('search.searching', 'Searching…'),
  failed: () => t('search.failed', 'The search failed. Please try again.'),
  noMore: () => t('search.noMore', 'No more results.'),
  results: () => t('search.results', 'Search results'),
};
