import { t } from '@casino/core';

/** Texts of the sticky table: localization key and English fallback. */
export const stickyTableText = {
  /** The name of a wide table's scrolling area when the table has no caption. */
  scrollArea: () => t('stickyTable.scrollArea', 'Table'),
};
