import { t } from '@casino/core';

/**
 * Kept apart from the signup's texts: only the settings page's widgets load them.
 */
export const settingsText = {
  title: () => t('newsletter.settings.title', 'Your newsletter settings'),
  intro: () => t('newsletter.settings.intro', 'Choose the emails you want to get from us.'),
  whatsNew: () => t('newsletter.settings.whatsNew', "What's new on the site"),
  noDepositBonus: () => t('newsletter.settings.noDepositBonus', 'New no-deposit bonuses'),
  newFreeTournaments: () => t('newsletter.settings.newFreeTournaments', 'New free tournaments'),
  forumMonthlySummary: () =>
    t('newsletter.settings.forumMonthlySummary', 'Monthly summary of the forum'),
  complaintsMonthlySummary: () =>
    t('newsletter.settings.complaintsMonthlySummary', 'Monthly summary of complaints'),
  gamePicks: () => t('newsletter.settings.gamePicks', 'Game picks'),
  gamblingNews: () => t('newsletter.settings.gamblingNews', 'Gambling news'),
  save: () => t('newsletter.settings.save', 'Save settings'),
  saving: () => t('newsletter.settings.saving', 'Saving…'),
  saved: () => t('newsletter.settings.saved', 'Your settings are saved.'),
  noLink: () =>
    t(
      'newsletter.settings.noLink',
      'This needs the link in one of our emails: open this page from there.',
    ),
  unsubscribeTitle: () => t('newsletter.unsubscribe.title', 'Unsubscribe'),
  unsubscribeIntro: () =>
    t('newsletter.unsubscribe.intro', 'Stop every newsletter email we send you.'),
  unsubscribe: () => t('newsletter.unsubscribe.button', 'Unsubscribe from all emails'),
  unsubscribed: () =>
    t('newsletter.unsubscribe.done', 'You are unsubscribed. You will get no more newsletters.'),
  reactivationTitle: () => t('newsletter.reactivation.title', 'Reminder emails'),
  reactivationIntro: () =>
    t(
      'newsletter.reactivation.intro',
      'We write now and then when you have not visited for a while.',
    ),
  reactivationUnsubscribe: () => t('newsletter.reactivation.button', 'Stop reminder emails'),
  reactivationDone: () =>
    t('newsletter.reactivation.done', 'You will get no more reminder emails.'),
  sending: () => t('newsletter.settings.sending', 'Sending…'),
};
