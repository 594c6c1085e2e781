import {
  CODE_EMAIL_LINK_INVALID,
  CODE_NEWSLETTER_ALREADY_SUBSCRIBED,
  CODE_NEWSLETTER_INVALID_EMAIL,
  CODE_NEWSLETTER_NOT_ALLOWED,
  CODE_OK,
  newsletter,
} from '@casino/api';
import { db } from '../store/db';
import { handle } from '../handle';
import { isValidEmail } from '../email';
import { activeScenario } from '../scenarios';

export const NEWSLETTER_REJECTED = 4004;

const LINK_INVALID = {
  code: CODE_EMAIL_LINK_INVALID,
  message: 'This link is no longer valid. Open the latest email we sent you.',
};

export const newsletterHandlers = [
  handle(newsletter.newsletterSignup, ({ email, legallyAllowedToPlay }) => {
    if (activeScenario()?.fault.kind === 'newsletter-rejected') {
      return {
        code: NEWSLETTER_REJECTED,
        message: 'This email address cannot receive our newsletter.',
      };
    }
    if (!isValidEmail(email))
      return {
        code: CODE_NEWSLETTER_INVALID_EMAIL,
        message: 'Please enter a valid email address.',
      };
    if (!legallyAllowedToPlay) {
      return {
        code: CODE_NEWSLETTER_NOT_ALLOWED,
        message: 'Please confirm that you are of legal age to gamble.',
      };
    }
    const existing = db.newsletter.find((entry) => entry.email === email.toLowerCase());
    if (existing?.confirmed) {
      return {
        code: CODE_NEWSLETTER_ALREADY_SUBSCRIBED,
        message: 'This email address is already subscribed.',
      };
    }
    if (existing) existing.emailsSent += 1;
    else db.newsletter.push({ email: email.toLowerCase(), confirmed: false, emailsSent: 1 });
    return { code: CODE_OK, message: 'Check your inbox to confirm your subscription.' };
  }),
  handle(newsletter.newsletterResendEmail, ({ email }) => {
    const existing = db.newsletter.find((entry) => entry.email === email.toLowerCase());
    if (!existing)
      return {
        code: CODE_NEWSLETTER_INVALID_EMAIL,
        message: 'We have no signup for this email address.',
      };
    existing.emailsSent += 1;
    return { code: CODE_OK, message: 'Email sent.' };
  }),
  handle(newsletter.newsletterSettings(), (request) => {
    const reader = db.emailLinks.find((entry) => entry.authCode === request.authCode);
    if (!reader) return LINK_INVALID;
    for (const name of newsletter.NEWSLETTER_SETTINGS) reader.settings[name] = request[name];
    reader.subscribed = newsletter.NEWSLETTER_SETTINGS.some((name) => request[name]);
    return { code: CODE_OK, message: 'Your newsletter settings are saved.' };
  }),
  handle(newsletter.newsletterUnsubscribe, ({ authCode, messageId }) => {
    const reader = db.emailLinks.find(
      (entry) => entry.authCode === authCode && entry.messageId === messageId,
    );
    if (!reader) return LINK_INVALID;
    for (const name of newsletter.NEWSLETTER_SETTINGS) reader.settings[name] = false;
    reader.subscribed = false;
    return { code: CODE_OK, message: 'You are unsubscribed from every newsletter.' };
  }),
  handle(newsletter.userReactivationUnsubscribe, ({ authCode }) => {
    const reader = db.emailLinks.find((entry) => entry.authCode === authCode);
    if (!reader) return LINK_INVALID;
    reader.reactivationEmails = false;
    return { code: CODE_OK, message: 'You will get no more reminder emails.' };
  }),
];
