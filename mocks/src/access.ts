/**
 * Who a member call acts for, and the answers of a refusal, shared by the handlers of
 * the review flow and the forum.
 */
import { HttpResponse } from 'msw';
import { CODE_BANNED, CODE_FORM_ERROR, CODE_LOGIN_REQUIRED } from '@casino/api';
import { sessionUser } from './store/db';
import type { User } from './fixtures/community';
import { BUSINESS_CODES } from './scenarios';
import type { BusinessCode } from './scenarios';

/** A business code with its catalogue message. */
export const answer = <Code extends BusinessCode>(code: Code) => ({
  code,
  message: BUSINESS_CODES[code],
});
export const formError = (message: string) => ({ code: CODE_FORM_ERROR, message });
export const notFound = (message: string) =>
  HttpResponse.json({ code: 404, message }, { status: 404 });

export type Member = User;
export type Refusal = ReturnType<typeof answer>;

/**
 * The member a call acts for, or the refusal: 7000 without a session (or, for the calls
 * SPEC §7 marks authorized, without the authorization header: pass their `request`),
 * 5019 for a banned member when the call writes.
 */
export function memberFor(
  request: Request | null,
  { writes = true }: { writes?: boolean } = {},
): Member | Refusal {
  const user = sessionUser();
  if (!user || (request && !request.headers.get('Authorization')))
    return answer(CODE_LOGIN_REQUIRED);
  if (writes && user.banned) return answer(CODE_BANNED);
  return user;
}

export const refused = (value: Member | Refusal): value is Refusal => 'code' in value;

/** Whether the session member represents this casino (may write on its behalf). */
export function representsCasino(casinoId: number): boolean {
  return !!sessionUser()?.representedCasinoIds.includes(casinoId);
}

/** Forum moderators and administrators (SPEC §6). */
export function isModerator(user: User): boolean {
  return user.roles.includes('MODERATOR') || user.roles.includes('ADMIN');
}
