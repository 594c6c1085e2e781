import { call, errorText, getVerificationToken } from '@casino/core';
import { CODE_OK, newsletter } from '@casino/api';
import type { Endpoint, NewsletterSignupRequest, CodeMessage } from '@casino/api';

/** A successful signup disables the newsletter modal for good (the page's modal manager). */
export { disableModal } from '@casino/ui';

export type Outcome = { ok: true } | { ok: false; message: string | null };

/**
 * Sends the signup or the resend with a fresh human-verification token. A non-200 code
 * gives the server's message; a failed request gives the error response's message.
 */
async function send(
  endpoint: Endpoint<NewsletterSignupRequest, CodeMessage, unknown>,
  email: string,
  legallyAllowedToPlay: boolean,
  signal: AbortSignal,
): Promise<Outcome> {
  try {
    const recaptchaToken = await getVerificationToken('newsletter');
    const answer = await call(
      endpoint,
      { email, legallyAllowedToPlay, recaptchaToken },
      { signal },
    );
    return answer.code === CODE_OK ? { ok: true } : { ok: false, message: answer.message ?? null };
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      ok: false,
      message: errorText(error, null),
    };
  }
}

export const signUp = (email: string, legal: boolean, signal: AbortSignal) =>
  send(newsletter.newsletterSignup, email, legal, signal);

export const resendEmail = (email: string, legal: boolean, signal: AbortSignal) =>
  send(newsletter.newsletterResendEmail, email, legal, signal);
