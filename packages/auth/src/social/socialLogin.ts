import { BANNED_CODES, CODE_OK, CODE_SOCIAL_USERNAME_NEEDED, login } from '@casino/api';
import type { Endpoint } from '@casino/api';
import type { AuthContext } from '@casino/core';
import { banOf } from '../login/ban';
import type { Ban } from '../login/ban';
import { messageOf, send } from '../shared/send';
import type { SocialCredential, UserRegistrationType } from './types';

/** SPEC §3, §9: the brand id sent with a social login. */
export const SOCIAL_BRAND_ID = 1;

/** SPEC §7: the call of each provider; Google has its own in the academy. */
export function socialEndpointFor(type: UserRegistrationType, context: AuthContext) {
  if (type === 'APPLE') return login.appleTokenVerification;
  if (type === 'FACEBOOK') return login.facebookAuthorizationAttempt;
  return context === 'academy'
    ? login.academyGoogleTokenVerification
    : login.googleTokenVerification;
}

/** SPEC §3 Social login payload. */
export function socialPayload(
  type: UserRegistrationType,
  credential: SocialCredential,
  urlAfterLogin?: string,
): login.SocialLoginRequest {
  const payload: login.SocialLoginRequest = {
    accessToken: credential.accessToken,
    userRegistrationType: type,
    brandId: SOCIAL_BRAND_ID,
  };
  if (urlAfterLogin) payload.urlAfterLogin = urlAfterLogin;
  if (type === 'FACEBOOK') {
    if (credential.id !== undefined) payload.id = credential.id;
    if (credential.email !== undefined) payload.email = credential.email;
    if (credential.avatarUrl !== undefined) payload.avatarUrl = credential.avatarUrl;
    if (credential.avatarIsSilhouette !== undefined) {
      payload.avatarIsSilhouette = credential.avatarIsSilhouette;
    }
  }
  return payload;
}

/** A social login that needs the completion form: the payload is sent again with it. */
export interface PendingSocialSignup {
  payload: login.SocialLoginRequest;
  userName: string | null;
  email: string | null;
  message: string | null;
}

export type SocialOutcome =
  | { kind: 'success'; urlAfterLogin: string | null }
  | { kind: 'username'; pending: PendingSocialSignup }
  | { kind: 'banned'; message: string | null; ban: Ban | null }
  | { kind: 'error'; message: string | null; code?: number; link?: SocialLink };

/** SPEC §3 Social login response: a link the answer offers with its message. */
export interface SocialLink {
  href: string;
  text: string;
}

function outcomeOf(
  answer: login.SocialLoginResponse,
  payload: login.SocialLoginRequest,
): SocialOutcome {
  const message = messageOf(answer);
  if (answer.code === CODE_OK) {
    return {
      kind: 'success',
      urlAfterLogin: answer.urlAfterLogin || payload.urlAfterLogin || null,
    };
  }
  if (answer.code === CODE_SOCIAL_USERNAME_NEEDED) {
    return {
      kind: 'username',
      pending: {
        payload,
        userName: answer.userName || null,
        email: answer.email || payload.email || null,
        message,
      },
    };
  }
  // SPEC §4 names 5019 and 5020; the login form's other ban codes count too.
  if (BANNED_CODES.includes(answer.code)) {
    return { kind: 'banned', message, ban: banOf(answer) };
  }
  // SPEC §4, §8: SOCIAL_ERROR_CODES (5130, 503, 5125) and any other code: a login error.
  const error: SocialOutcome = { kind: 'error', message, code: answer.code };
  const href = safeLink(answer.link);
  if (href) error.link = { href, text: answer.linkText || href };
  return error;
}

/** A link of the answer, when it is an http(s) address (never a script URL). */
function safeLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    return /^https?:$/.test(new URL(link, window.location.href).protocol) ? link : null;
  } catch {
    return null;
  }
}

async function sendSocial<Req>(
  endpoint: Endpoint<Req, login.SocialLoginResponse, unknown>,
  request: Req,
  payload: login.SocialLoginRequest,
  signal: AbortSignal,
): Promise<SocialOutcome> {
  const sent = await send(endpoint, request, signal);
  return sent.failed ? { kind: 'error', message: sent.message } : outcomeOf(sent.answer, payload);
}

/** Sends the provider's token to the site (SPEC §7) and reads the code (SPEC §4). */
export function submitSocialLogin(
  context: AuthContext,
  payload: login.SocialLoginRequest,
  signal: AbortSignal,
): Promise<SocialOutcome> {
  return sendSocial(
    socialEndpointFor(payload.userRegistrationType, context),
    payload,
    payload,
    signal,
  );
}

/** SPEC §2, §7: the completion form: the login data plus userName and the terms agreement. */
export function completeSocialSignup(
  pending: PendingSocialSignup,
  userName: string,
  agreeToTermsOfService: boolean,
  signal: AbortSignal,
): Promise<SocialOutcome> {
  return sendSocial(
    login.socialAuthorization,
    { ...pending.payload, userName, agreeToTermsOfService },
    pending.payload,
    signal,
  );
}

/** The server's verdict on a username: fine, refused (with its message), or not checked. */
export type UserNameCheck =
  { kind: 'ok' } | { kind: 'invalid'; message: string | null } | { kind: 'unchecked' };

/** SPEC §5: the completion form's username is checked by the server. */
export async function validateSocialUserName(
  userName: string,
  signal: AbortSignal,
): Promise<UserNameCheck> {
  const sent = await send(login.socialLoginValidate, { userName }, signal);
  if (sent.failed) return { kind: 'unchecked' };
  return sent.answer.code === CODE_OK
    ? { kind: 'ok' }
    : { kind: 'invalid', message: messageOf(sent.answer) };
}
