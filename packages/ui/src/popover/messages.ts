import { t } from '@casino/core';

/** Texts of the popover primitives: localization key and English fallback. */
export const text = {
  sortBy: () => t('ui.sort.label', 'Sort by'),
};
