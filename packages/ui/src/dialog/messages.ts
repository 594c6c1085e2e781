import { t } from '@casino/core';

/** Texts of the dialog primitives: localization key and English fallback. */
export const text = {
  close: () => t('dialog.close', 'Close'),
  dismiss: () => t('flash.dismiss', 'Dismiss'),
};
