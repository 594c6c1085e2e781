import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
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
