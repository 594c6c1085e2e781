import { BANNED_CODES, CODE_OK, EMAIL_UNCONFIRMED_CODES, login } from '@casino/api';
import type { AuthContext } from '@casino/core';
import { REVIEW_REOPEN_COOKIE, REVIEW_REOPEN_DAYS, setCookie } from '@casino/core';
import { goAfterLogin } from '../shared/navigation';
import { safeZoneNow } from '../shared/safeZone';
import { messageOf, send } from '../shared/send';
import { banOf } from './ban';
import type { Ban } from './ban';

/** SPEC §7: the login call of each context; the safe zone has its own outside forum and academy. */
export function loginEndpointFor(context: AuthContext, inSafeZone: boolean) {
  if (context === 'forum') return login.forumLogin;
  if (context === 'academy') return login.academyLogin;
  if (inSafeZone) return login.safeZoneLogin;
  return login.siteLogin;
}

export type LoginOutcome =
  | { kind: 'success'; urlAfterLogin: string | null }
  | { kind: 'banned'; message: string | null; ban: Ban | null }
  | { kind: 'unconfirmed'; message: string | null; email: string | null; login: string | null }
  | { kind: 'error'; message: string | null; code?: number };

export interface LoginInput {
  loginOrEmail: string;
  password: string;
  stayLoggedIn: boolean;
  urlAfterLogin?: string | undefined;
}

/**
 * Sends the login of `context` and reads its code. The call is chosen once the safe-zone
 * flag is known (SPEC §6: the safe zone has its own login). A failed request is an error with the
 * error response's message, if any (else the form shows its generic text). Nothing of the
 * input is logged.
 */
export async function submitLogin(
  context: AuthContext,
  input: LoginInput,
  signal: AbortSignal,
): Promise<LoginOutcome> {
  const request: login.LoginRequest = {
    loginOrEmail: input.loginOrEmail,
    password: input.password,
    stayLoggedIn: input.stayLoggedIn,
  };
  if (input.urlAfterLogin) request.urlAfterLogin = input.urlAfterLogin;
  const endpoint = loginEndpointFor(context, await safeZoneNow());
  signal.throwIfAborted();
  const sent = await send(endpoint, request, signal);
  if (sent.failed) return { kind: 'error', message: sent.message };
  return outcomeOf(sent.answer, input.urlAfterLogin);
}

function outcomeOf(answer: login.LoginResponse, urlAfterLogin?: string): LoginOutcome {
  const message = messageOf(answer);
  if (answer.code === CODE_OK) {
    return { kind: 'success', urlAfterLogin: answer.urlAfterLogin || urlAfterLogin || null };
  }
  if (BANNED_CODES.includes(answer.code)) return { kind: 'banned', message, ban: banOf(answer) };
  if (EMAIL_UNCONFIRMED_CODES.includes(answer.code)) {
    return {
      kind: 'unconfirmed',
      message,
      email: answer.email || null,
      login: answer.login || null,
    };
  }
  return { kind: 'error', message, code: answer.code };
}

/**
 * SPEC §4: after a successful login, in the review context the review-reopen cookie
 * (1 day) is set first, so the review flow opens again after the reload; then the page
 * goes to `urlAfterLogin` or reloads.
 */
export function finishLogin(
  context: AuthContext,
  reopen: string | undefined,
  urlAfterLogin: string | null,
): void {
  if (context === 'review' && reopen) {
    setCookie(REVIEW_REOPEN_COOKIE, reopen, REVIEW_REOPEN_DAYS);
  }
  goAfterLogin(urlAfterLogin);
}

/** SPEC §8 5103/5104: sends the confirmation email again; true when it was sent. */
export async function resendConfirmation(
  who: { email: string | null; login: string | null },
  signal: AbortSignal,
): Promise<{ ok: true } | { ok: false; message: string | null; code?: number }> {
  const request: login.LoginEmailResendRequest = {};
  if (who.email) request.email = who.email;
  if (who.login) request.login = who.login;
  const sent = await send(login.loginEmailResend, request, signal);
  if (sent.failed) return { ok: false, message: sent.message };
  return sent.answer.code === CODE_OK
    ? { ok: true }
    : { ok: false, message: messageOf(sent.answer), code: sent.answer.code };
}
