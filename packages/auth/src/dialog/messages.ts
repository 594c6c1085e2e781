import { t } from '@casino/core';

/** Texts of the authentication dialog and panel: localization key and English fallback. */
export const text = {
  dialogTitle: () => t('auth.dialog.title', 'Welcome'),
  tabsLabel: () => t('auth.dialog.tabs', 'Sign up or log in'),
  signupTab: () => t('auth.dialog.signupTab', 'Sign up'),
  loginTab: () => t('auth.dialog.loginTab', 'Log in'),
  close: () => t('auth.dialog.close', 'Close'),
};
