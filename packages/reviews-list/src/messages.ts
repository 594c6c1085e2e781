import { t } from '@casino/core';
import type { ReviewSort } from '@casino/api';

/** Texts of the review lists: localization key and English fallback. */
export const text = {
  casino: () => t('reviewsList.casino', 'Casino'),
  allCasinos: () => t('reviewsList.allCasinos', 'All casinos'),
  loading: () => t('reviewsList.loading', 'Loading reviews…'),
  sort: (sort: ReviewSort): string => {
    switch (sort) {
      case 'newest':
        return t('reviewsList.sortNewest', 'Newest first');
      case 'oldest':
        return t('reviewsList.sortOldest', 'Oldest first');
      case 'most-liked':
        return t('reviewsList.sortMostLiked', 'Most helpful');
      case 'highest-rated':
        return t('reviewsList.sortHighestRated', 'Highest rated');
      case 'lowest-rated':
        return t('reviewsList.sortLowestRated', 'Lowest rated');
    }
  },
};
