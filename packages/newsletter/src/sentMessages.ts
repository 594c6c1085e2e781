import { t } from '@casino/core';

/** Texts of the confirmation step, loaded with the first send (see Confirmation.tsx). */
export const sentText = {
  sentTitle: () => t('newsletter.sentTitle', 'Check your inbox'),
  sentTo: (email: string) =>
    t('newsletter.sentTo', 'We sent a confirmation link to {email}.', { email }),
  changeEmail: () => t('newsletter.changeEmail', 'Change email'),
  resend: () => t('newsletter.resend', 'Send the email again'),
  emailSent: () => t('newsletter.emailSent', 'Email sent. Check your inbox.'),
};
