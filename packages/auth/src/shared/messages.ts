import { t } from '@casino/core';

/** Texts shared by the package's forms: localization key and English fallback. */
export const text = {
  genericError: () =>
    t('auth.genericError', 'Something went wrong. Please check your connection and try again.'),
  loginRequired: () => t('auth.loginRequired', 'Please log in to continue.'),
  loading: () => t('auth.loading', 'Loading…'),
  loginRequiredLink: () => t('auth.loginRequiredLink', 'Log in'),
};
