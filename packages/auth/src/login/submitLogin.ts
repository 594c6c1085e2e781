import { login } from '@casino/api';
import type { AuthContext } from '@casino/core';
import {
  REVIEW_REOPEN_COOKIE,
  REVIEW_REOPEN_DAYS,
  RequestError,
  call,
  setCookie,
} from '@casino/core';
import { goAfterLogin } from './navigation';

/** SPEC §4: a login (or social login) succeeded. */
export const LOGIN_SUCCESS_CODE = 200;
/** SPEC §4, §6, §8: these codes put the form in the banned state. */
export const BANNED_CODES: readonly number[] = [5019, 5020, 4015, 4016];
/** SPEC §8: an unconfirmed or expired email; the error offers to send the email again. */
export const EMAIL_UNCONFIRMED_CODES: readonly number[] = [5103, 5104];

/** SPEC §7: the login call of each context; the safe zone has its own outside forum and academy. */
export function loginEndpointFor(context: AuthContext, inSafeZone: boolean) {
  if (context === 'forum') return login.forumLogin;
  if (context === 'academy') return login.academyLogin;
  if (inSafeZone) return login.safeZoneLogin;
  return login.siteLogin;
}

export type LoginOutcome =
  | { kind: 'success'; urlAfterLogin: string | null }
  | { kind: 'banned'; message: string | null }
  | { kind: 'unconfirmed'; message: string | null; email: string | null; login: string | null }
  | { kind: 'error'; message: string | null };

export interface LoginInput {
  loginOrEmail: string;
  password: string;
  stayLoggedIn: boolean;
  urlAfterLogin?: string | undefined;
}

/**
 * Sends the login of `context` and reads its code. A failed request is an error without
 * a message (the form shows its generic text). Nothing of the input is logged.
 */
export async function submitLogin(
  context: AuthContext,
  inSafeZone: boolean,
  input: LoginInput,
  signal: AbortSignal,
): Promise<LoginOutcome> {
  const request: login.LoginRequest = {
    loginOrEmail: input.loginOrEmail,
    password: input.password,
    stayLoggedIn: input.stayLoggedIn,
  };
  if (input.urlAfterLogin) request.urlAfterLogin = input.urlAfterLogin;
  try {
    const answer = await call(loginEndpointFor(context, inSafeZone), request, { signal });
    return outcomeOf(answer, input.urlAfterLogin);
  } catch (error) {
    if (signal.aborted || !(error instanceof RequestError)) throw error;
    return { kind: 'error', message: null };
  }
}

function outcomeOf(answer: login.LoginResponse, urlAfterLogin?: string): LoginOutcome {
  const message = answer.message || null;
  if (answer.code === LOGIN_SUCCESS_CODE) {
    return { kind: 'success', urlAfterLogin: answer.urlAfterLogin || urlAfterLogin || null };
  }
  if (BANNED_CODES.includes(answer.code)) return { kind: 'banned', message };
  if (EMAIL_UNCONFIRMED_CODES.includes(answer.code)) {
    return {
      kind: 'unconfirmed',
      message,
      email: answer.email || null,
      login: answer.login || null,
    };
  }
  return { kind: 'error', message };
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
): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const request: login.LoginEmailResendRequest = {};
  if (who.email) request.email = who.email;
  if (who.login) request.login = who.login;
  try {
    const answer = await call(login.loginEmailResend, request, { signal });
    return answer.code === LOGIN_SUCCESS_CODE
      ? { ok: true }
      : { ok: false, message: answer.message || null };
  } catch (error) {
    if (signal.aborted || !(error instanceof RequestError)) throw error;
    return { ok: false, message: null };
  }
}
