/**
 * The site modals' cookies of SPEC §9 and how long each one lives, in days (fractions
 * allowed: core's cookie helper turns them into an expiry). The others are named beside
 * the code that sets them and listed in README.md, so each figure is defined once.
 */

/** The age warning: accepted, kept 30 days. */
export const AGE_WARNING_COOKIE = 'ageWarning';
export const AGE_WARNING_ACCEPT_DAYS = 30;
/** The age warning's "another" choice: asked again after 1/48 day (30 minutes). */
export const AGE_WARNING_ANOTHER_DAYS = 1 / 48;

/** The law popup and the Australian law popup: 2 days once seen. */
export const LAW_POPUP_COOKIE = 'lawPopup';
export const AUSTRALIAN_LAW_POPUP_COOKIE = 'australianLawPopup';
export const LAW_POPUP_DAYS = 2;

/** The badge reminder: 7 days when shown or closed, 132 days on "don't show again". */
export const BADGE_REMINDER_COOKIE = 'badgeReminder';
export const BADGE_REMINDER_DAYS = 7;
export const BADGE_REMINDER_NEVER_DAYS = 132;

/** The opened items of an article's collapsible menu: 1/24 day (1 hour). */
export const ARTICLE_MENU_COOKIE = 'articleMenuOpened';
export const ARTICLE_MENU_DAYS = 1 / 24;
