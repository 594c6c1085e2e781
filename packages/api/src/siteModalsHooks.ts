/**
 * The server HTML's `data-*` hooks of the site-wide modals and flash messages.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const siteModalsHooks = {
  cwAgeAccept: 'data-cw-age-accept',
  cwAgeAnother: 'data-cw-age-another',
  cwAgeError: 'data-cw-age-error',
  cwAgeRefuse: 'data-cw-age-refuse',
  cwBadgeNever: 'data-cw-badge-never',
  cwCountrySearch: 'data-cw-country-search',
  cwFormError: 'data-cw-form-error',
  cwLanguageLink: 'data-cw-language-link',
  cwLanguageSettings: 'data-cw-language-settings',
  cwLanguageSettingsBody: 'data-cw-language-settings-body',
  cwNoticeClose: 'data-cw-notice-close',
  cwOpenOnLoad: 'data-cw-open-on-load',
  cwSiteModal: 'data-cw-site-modal',
  cwSiteNotice: 'data-cw-site-notice',
} as const;
