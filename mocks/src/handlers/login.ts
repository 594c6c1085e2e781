import type { HttpHandler } from 'msw';
import {
  CODE_BANNED,
  CODE_EMAIL_UNCONFIRMED,
  CODE_LOGIN_TAKEN,
  CODE_OK,
  CODE_SOCIAL_TOKEN_INVALID,
  CODE_SOCIAL_USERNAME_NEEDED,
  login,
} from '@casino/api';
import { db } from '../store/db';
import type { User } from '../fixtures/community';
import { handle } from '../handle';
import { createMember, findMember, passwordMatches } from '../store/members';
import { BUSINESS_CODES } from '../scenarios';

type LoginRequest = login.LoginRequest;
type SocialLoginRequest = login.SocialLoginRequest;
type UserRegistrationType = login.UserRegistrationType;

/** Unknown member or wrong password; SPEC leaves the code open. */
export const LOGIN_WRONG_CREDENTIALS = 4010;
/** A username the completion form cannot use; SPEC leaves the code open. */
export const SOCIAL_USERNAME_INVALID = 4013;
/** The completion form without the terms agreement; SPEC leaves the code open. */
export const SOCIAL_TERMS_REQUIRED = 4017;
/** A social token the fake backend cannot read. */

export const WRONG_CREDENTIALS_MESSAGE = 'Wrong username or password.';
/**
 * SPEC §3 User profile ban fields: a banned member's login answer carries them (the
 * seeded banned member is banned for 30 days, until 2027-01-01 12:00).
 */
export const BANNED_MEMBER_BAN = {
  banUntilDate: '2027-01-01',
  banUntilTime: '12:00',
  banPeriod: '30 days',
};
export const BANNED_MESSAGE = 'Your account is banned.';
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;

/**
 * The tokens of the fake social providers (`@casino/auth`'s fake provider makes them):
 * `fake-social:<TYPE>:<email>`. A known email logs that member in; an unknown one asks
 * for a username (5129) and the completion creates the member.
 */
export const FAKE_SOCIAL_TOKEN_PREFIX = 'fake-social';

export function fakeSocialToken(type: UserRegistrationType, email: string): string {
  return `${FAKE_SOCIAL_TOKEN_PREFIX}:${type}:${email}`;
}

function emailOfToken(token: string, type: UserRegistrationType): string | null {
  const [prefix, tokenType, ...rest] = token.split(':');
  const email = rest.join(':');
  return prefix === FAKE_SOCIAL_TOKEN_PREFIX && tokenType === type && email.includes('@')
    ? email
    : null;
}

function logIn(input: LoginRequest) {
  const member = findMember(input.loginOrEmail);
  if (!member || !passwordMatches(member, input.password)) {
    return { code: LOGIN_WRONG_CREDENTIALS, message: WRONG_CREDENTIALS_MESSAGE };
  }
  if (member.banned) return bannedAnswer();
  if (!member.emailConfirmed) {
    return {
      code: CODE_EMAIL_UNCONFIRMED,
      message: BUSINESS_CODES[CODE_EMAIL_UNCONFIRMED],
      email: member.email,
      login: member.userName,
    };
  }
  db.sessionUserId = member.id;
  return { code: CODE_OK, message: null, urlAfterLogin: input.urlAfterLogin ?? null };
}

function bannedAnswer() {
  return { code: CODE_BANNED, message: BANNED_MESSAGE, ...BANNED_MEMBER_BAN };
}

function memberAnswer(member: User, input: SocialLoginRequest) {
  if (member.banned) return bannedAnswer();
  db.sessionUserId = member.id;
  return {
    code: CODE_OK,
    message: null,
    urlAfterLogin: input.urlAfterLogin ?? null,
    userName: member.userName,
    email: member.email,
    id: member.id,
    userRegistrationType: input.userRegistrationType,
  };
}

function socialLogIn(input: SocialLoginRequest) {
  const email = emailOfToken(input.accessToken, input.userRegistrationType);
  if (!email)
    return { code: CODE_SOCIAL_TOKEN_INVALID, message: BUSINESS_CODES[CODE_SOCIAL_TOKEN_INVALID] };
  const member = findMember(email);
  if (member) return memberAnswer(member, input);
  return {
    code: CODE_SOCIAL_USERNAME_NEEDED,
    message: BUSINESS_CODES[CODE_SOCIAL_USERNAME_NEEDED],
    email,
    userRegistrationType: input.userRegistrationType,
  };
}

/** The problem of a username for a new social member, or null. */
function userNameProblem(userName: string) {
  if (!USERNAME_PATTERN.test(userName)) {
    return {
      code: SOCIAL_USERNAME_INVALID,
      message: 'Usernames have 3 to 20 letters, digits or underscores.',
    };
  }
  if (findMember(userName)) {
    return { code: CODE_LOGIN_TAKEN, message: BUSINESS_CODES[CODE_LOGIN_TAKEN] };
  }
  return null;
}

/** A random password for a member who only logs in socially (only its hash is kept). */
function unusablePassword(): string {
  return `social-${Math.random().toString(36).slice(2)}${Date.now()}`;
}

export const loginHandlers: HttpHandler[] = [
  handle(login.forumLogin, logIn),
  handle(login.siteLogin, logIn),
  handle(login.safeZoneLogin, logIn),
  handle(login.academyLogin, logIn),
  handle(login.loginEmailResend, ({ email, login: name }) => {
    const member = findMember(email || name || '');
    if (!member) return { code: LOGIN_WRONG_CREDENTIALS, message: 'We do not know this member.' };
    if (member.emailConfirmed) return { code: CODE_OK, message: 'Your email is confirmed.' };
    return { code: CODE_OK, message: 'Email sent.' };
  }),
  handle(login.appleTokenVerification, socialLogIn),
  handle(login.facebookAuthorizationAttempt, socialLogIn),
  handle(login.googleTokenVerification, socialLogIn),
  handle(login.academyGoogleTokenVerification, socialLogIn),
  handle(login.socialAuthorization, (input) => {
    const email = emailOfToken(input.accessToken, input.userRegistrationType);
    if (!email) {
      return {
        code: CODE_SOCIAL_TOKEN_INVALID,
        message: BUSINESS_CODES[CODE_SOCIAL_TOKEN_INVALID],
      };
    }
    const existing = findMember(email);
    if (existing) return memberAnswer(existing, input);
    const problem = userNameProblem(input.userName.trim());
    if (problem) return problem;
    if (!input.agreeToTermsOfService) {
      return { code: SOCIAL_TERMS_REQUIRED, message: 'Please agree to the terms of service.' };
    }
    const member = createMember({
      login: input.userName.trim(),
      email,
      password: unusablePassword(),
    });
    // The provider vouches for the address.
    member.emailConfirmed = true;
    return memberAnswer(member, input);
  }),
  handle(login.socialLoginValidate, ({ userName }) => {
    return userNameProblem(userName.trim()) ?? { code: CODE_OK, message: null };
  }),
];
