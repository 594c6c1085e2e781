import { t } from '@casino/core';

/**
 * Texts of the header button and the overlay around the panel, apart from the panel's
 * (./messages.ts): the panel's code loads on the first open, with its texts.
 */
export const overlayText = {
  /** The header button's label and the overlay's title when the page gives none. */
  label: () => t('search.label', 'Search'),
  loading: () => t('search.loading', 'Loading…'),
};
