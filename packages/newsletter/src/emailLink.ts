import { call, errorText, getVerificationToken } from '@casino/core';
import { CODE_OK } from '@casino/api';
import type { CodeMessage, Endpoint } from '@casino/api';

/** Who the newsletter emails' links point at: their `authCode` and `messageId` query. */
export interface EmailLink {
  authCode: string;
  messageId: string;
}

/** The email link's codes: the props' first, else the page address's query. */
export function readEmailLink(given: Partial<EmailLink>, search = location.search): EmailLink {
  const query = new URLSearchParams(search);
  return {
    authCode: given.authCode ?? query.get('authCode') ?? '',
    messageId: given.messageId ?? query.get('messageId') ?? '',
  };
}

export type Outcome = { ok: boolean; message: string | null };

/**
 * One call of the settings page with a fresh verification token (SPEC §5). Code 200 is
 * success; another code gives the server's message (SPEC §8); a failed request the error
 * response's message.
 */
export async function sendWithToken<Req extends { recaptchaToken: string }>(
  endpoint: Endpoint<Req, CodeMessage, unknown>,
  input: Omit<Req, 'recaptchaToken'>,
  signal: AbortSignal,
): Promise<Outcome> {
  try {
    const recaptchaToken = await getVerificationToken('newsletterSettings');
    const answer = await call(endpoint, { ...input, recaptchaToken } as Req, { signal });
    return { ok: answer.code === CODE_OK, message: answer.message ?? null };
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      ok: false,
      message: errorText(error, null),
    };
  }
}
