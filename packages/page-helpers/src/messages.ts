import { t } from '@casino/core';

/** Texts of the page helpers: localization key and English fallback. */
export const text = {
  /** The close button added to a server modal whose markup has none. */
  closeModal: () => t('pageHelpers.modal.close', 'Close'),
};
