import { call, errorText, getVerificationToken } from '@casino/core';
import { CODE_OK, games } from '@casino/api';
import { REQUEST_GAME_VERIFICATION_ACTION } from './constants';
import { text } from './messages';

export interface GameRequestFields {
  gameName: string;
  gameProvider: string;
  otherInformation: string;
}

export type RequestOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * SPEC §7 "POST {request game form action}": no body, the fields and a fresh
 * human-verification token in the query. SPEC §8: a code other than 200 gives the
 * server's message; a failed request the error response's message.
 */
export async function sendGameRequest(
  action: string,
  fields: GameRequestFields,
  signal: AbortSignal,
): Promise<RequestOutcome> {
  try {
    const recaptchaToken = await getVerificationToken(REQUEST_GAME_VERIFICATION_ACTION);
    const answer = await call(
      games.requestGameAt(action),
      { ...fields, recaptchaToken },
      { signal },
    );
    if (answer.code === CODE_OK) return { ok: true, message: answer.message || text.requested() };
    return { ok: false, message: answer.message || text.requestFailed() };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: errorText(error, text.requestFailed(), text.networkError()) };
  }
}
