import { t } from '@casino/core';

/** Texts the site modals write themselves (the rest is the CMS's markup). */
export const text = {
  genericError: () => t('siteModals.genericError', 'Something went wrong. Please try again.'),
  loading: () => t('siteModals.loading', 'Loading…'),
  countryLabel: () => t('siteModals.countryLabel', 'Your country'),
  countryPlaceholder: () => t('siteModals.countryPlaceholder', 'Type at least 3 letters'),
  countryNotPicked: () => t('siteModals.countryNotPicked', 'Pick your country from the list.'),
};
