import { t } from '@casino/core';

/**
 * Texts of the filters widget: localization key and English fallback. Read when they are
 * shown (the controller's chips and explanation re-read them on every render).
 */
export const text = {
  openMenu: () => t('filters.openMenu', 'Filters'),
  menuTitle: () => t('filters.menuTitle', 'Filters'),
  showResults: () => t('filters.showResults', 'Show results'),
  removeFilter: (label: string) => t('filters.removeFilter', 'Remove filter {label}', { label }),
};
