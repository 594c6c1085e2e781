import { t } from '@casino/core';

/** The header's login button texts, apart: every page loads these, and the forms' later. */
export const popupText = {
  popupButton: () => t('auth.popup.button', 'Log in'),
  popupLoading: () => t('auth.popup.loading', 'Loading your account…'),
  formLoading: () => t('auth.popup.formLoading', 'Loading…'),
  loggedInAs: (name: string) => t('auth.popup.loggedInAs', 'Logged in as {name}', { name }),
};
