import { t } from '@casino/core';

/** Texts of the search components: localization key and English fallback. */
export const text = {
  searching: () => t('searchSelect.searching', 'Searching…'),
  failed: () => t('searchSelect.failed', 'The search failed. Please try again.'),
  noResults: () => t('searchSelect.noResults', 'No results.'),
  noMore: () => t('searchSelect.noMore', 'No more results.'),
  loadMore: () => t('searchSelect.loadMore', 'Load more'),
};

/** The texts a `SearchSelect` shows; a feature may pass its own. */
export type SearchSelectTexts = { [key in keyof typeof text]: string };
