import { t } from '@casino/core';

/** Texts of the casino detail page's widget: localization key and English fallback. */
export const text = {
  sections: () => t('casinoDetail.sections', 'Sections of this page'),
  previousSection: () => t('casinoDetail.previousSection', 'Previous section'),
  nextSection: () => t('casinoDetail.nextSection', 'Next section'),
  loading: () => t('casinoDetail.loading', 'Loading…'),
  providersFailed: () =>
    t(
      'casinoDetail.providersFailed',
      'The payment methods could not be loaded. Close this window and try again.',
    ),
  termsFailed: () =>
    t('casinoDetail.termsFailed', 'This term could not be loaded. Close it and try again.'),
};
