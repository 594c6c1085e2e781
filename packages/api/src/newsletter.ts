import * as z from 'zod/mini';
import { cachedEndpoint, defineEndpoint } from './endpoint';
import { codeMessage } from './schemas';

export const newsletterSignupRequest = z.object({
  email: z.string(),
  legallyAllowedToPlay: z.boolean(),
  recaptchaToken: z.string(),
});
export type NewsletterSignupRequest = z.infer<typeof newsletterSignupRequest>;

export const newsletterSignup = defineEndpoint({
  method: 'POST',
  path: '/frontendService/newsletter/signup',
  request: newsletterSignupRequest,
  response: codeMessage,
});

/** Sends the confirmation email again; same body as the signup. */
export const newsletterResendEmail = defineEndpoint({
  method: 'POST',
  path: '/frontendService/newsletter/resendEmail',
  request: newsletterSignupRequest,
  response: codeMessage,
});

/** SPEC §3 newsletter settings: the seven choices of the settings form. */
export const NEWSLETTER_SETTINGS = [
  'whatsNew',
  'noDepositBonus',
  'newFreeTournaments',
  'forumMonthlySummary',
  'complaintsMonthlySummary',
  'gamePicks',
  'gamblingNews',
] as const;
export type NewsletterSetting = (typeof NEWSLETTER_SETTINGS)[number];

/** Who the settings belong to: the email link's `authCode` and `messageId`. */
const emailLink = { authCode: z.string(), messageId: z.optional(z.string()) };

export const newsletterSettingsRequest = z.object({
  ...emailLink,
  whatsNew: z.boolean(),
  noDepositBonus: z.boolean(),
  newFreeTournaments: z.boolean(),
  forumMonthlySummary: z.boolean(),
  complaintsMonthlySummary: z.boolean(),
  gamePicks: z.boolean(),
  gamblingNews: z.boolean(),
  recaptchaToken: z.string(),
});
export type NewsletterSettingsRequest = z.infer<typeof newsletterSettingsRequest>;

/** The settings form's action on the site (the page's form may name another). */
export const NEWSLETTER_SETTINGS_PATH = '/frontendService/newsletter/settings';

/** SPEC §7 `POST {newsletter settings form action}`: form fields plus recaptchaToken. */
export function newsletterSettings(action: string = NEWSLETTER_SETTINGS_PATH) {
  return cachedEndpoint(`newsletter settings ${action}`, () =>
    defineEndpoint({
      method: 'POST',
      path: action,
      request: newsletterSettingsRequest,
      response: codeMessage,
    }),
  );
}

export const newsletterUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/frontendService/newsletter/unsubscribe',
  request: z.object({
    authCode: z.string(),
    messageId: z.string(),
    recaptchaToken: z.string(),
  }),
  response: codeMessage,
});

export const userReactivationUnsubscribe = defineEndpoint({
  method: 'POST',
  path: '/frontendService/profile/userReactivation/unsubscribe',
  request: z.object({ authCode: z.string(), recaptchaToken: z.string() }),
  response: codeMessage,
});
