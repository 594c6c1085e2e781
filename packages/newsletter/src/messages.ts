import { t } from '@casino/core';

/**
 * Texts of the newsletter widget: localization key and English fallback (the confirmation
 * step's: sentMessages.ts).
 */
export const text = {
  title: () => t('newsletter.title', 'Get the best bonuses first'),
  intro: () =>
    t('newsletter.intro', 'New casinos, exclusive bonuses and free tournaments, once a week.'),
  emailLabel: () => t('newsletter.emailLabel', 'Your email'),
  emailInvalid: () => t('newsletter.emailInvalid', 'Please enter a valid email address.'),
  emailRequired: () => t('newsletter.emailRequired', 'Please enter your email address.'),
  legalAge: () => t('newsletter.legalAge', 'I am of legal age to gamble in my country'),
  submit: () => t('newsletter.submit', 'Subscribe'),
  sending: () => t('newsletter.sending', 'Sending…'),
  genericError: () => t('newsletter.genericError', 'Something went wrong. Please try again.'),
};
