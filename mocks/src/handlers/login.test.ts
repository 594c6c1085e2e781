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
import { SEEDED_PASSWORD } from '../fixtures/community';
import { createMember, findMember } from '../store/members';
import { setScenario } from '../scenarios';
import {
  BANNED_MEMBER_BAN,
  LOGIN_WRONG_CREDENTIALS,
  SOCIAL_TERMS_REQUIRED,
  SOCIAL_USERNAME_INVALID,
  WRONG_CREDENTIALS_MESSAGE,
  fakeSocialToken,
} from './login';
import { request, send } from '../testClient';

const credentials = (loginOrEmail: string, password = SEEDED_PASSWORD) => ({
  loginOrEmail,
  password,
  stayLoggedIn: true,
  urlAfterLogin: '/forum',
});

describe('login', () => {
  it.each([
    ['forum', login.forumLogin],
    ['site', login.siteLogin],
    ['safe zone', login.safeZoneLogin],
    ['academy', login.academyLogin],
  ])('logs a member in at the %s endpoint and sets the session', async (_, endpoint) => {
    const answer = await send(endpoint, credentials('alice'));
    expect(answer).toMatchObject({ code: CODE_OK, urlAfterLogin: '/forum' });
    expect(db.sessionUserId).toBe(1);
  });

  it('finds the member by email, ignoring case', async () => {
    const answer = await send(login.siteLogin, credentials('ALICE@example.com'));
    expect(answer.code).toBe(CODE_OK);
    expect(db.sessionUserId).toBe(1);
  });

  it('answers a wrong password or an unknown member with a message and no session', async () => {
    for (const input of [credentials('alice', 'wrong'), credentials('nobody')]) {
      const answer = await send(login.siteLogin, input);
      expect(answer).toMatchObject({
        code: LOGIN_WRONG_CREDENTIALS,
        message: WRONG_CREDENTIALS_MESSAGE,
      });
    }
    expect(db.sessionUserId).toBeNull();
  });

  it('answers 5019 to a banned member', async () => {
    const answer = await send(login.siteLogin, credentials('banned_bob'));
    expect(answer.code).toBe(CODE_BANNED);
    expect(answer.message).toMatch(/banned/);
    // SPEC §3 User profile: the ban fields come with the answer.
    expect(answer).toMatchObject(BANNED_MEMBER_BAN);
    expect(db.sessionUserId).toBeNull();
  });

  it('answers 5103 with the email and login of a member who has not confirmed the email', async () => {
    createMember({ login: 'newbie', email: 'newbie@example.com', password: 'secret123' });
    const answer = await send(login.siteLogin, credentials('newbie', 'secret123'));
    expect(answer).toMatchObject({
      code: CODE_EMAIL_UNCONFIRMED,
      email: 'newbie@example.com',
      login: 'newbie',
    });
    expect(db.sessionUserId).toBeNull();
  });

  it('answers 400 to a request without a password', async () => {
    const response = await request(login.siteLogin, {
      loginOrEmail: 'alice',
      stayLoggedIn: true,
    } as never);
    expect(response.status).toBe(400);
  });

  it('sends the confirmation email again for a member found by email or login', async () => {
    createMember({ login: 'newbie', email: 'newbie@example.com', password: 'secret123' });
    expect(await send(login.loginEmailResend, { email: 'newbie@example.com' })).toEqual({
      code: CODE_OK,
      message: 'Email sent.',
    });
    expect((await send(login.loginEmailResend, { login: 'newbie' })).code).toBe(CODE_OK);
    expect((await send(login.loginEmailResend, { login: 'ghost' })).code).toBe(
      LOGIN_WRONG_CREDENTIALS,
    );
  });
});

describe('social login', () => {
  const payload = (email: string, type: 'GOOGLE' | 'FACEBOOK' | 'APPLE' = 'GOOGLE') => ({
    accessToken: fakeSocialToken(type, email),
    userRegistrationType: type,
    brandId: 1,
    urlAfterLogin: '/casinos',
  });

  it.each([
    login.googleTokenVerification,
    login.academyGoogleTokenVerification,
    login.facebookAuthorizationAttempt,
    login.appleTokenVerification,
  ])('logs in the member of a known email at $path', async (endpoint) => {
    const type = endpoint === login.facebookAuthorizationAttempt ? 'FACEBOOK' : 'GOOGLE';
    const input =
      endpoint === login.appleTokenVerification
        ? payload('alice@example.com', 'APPLE')
        : payload('alice@example.com', type);
    const answer = await send(endpoint, input);
    expect(answer).toMatchObject({ code: CODE_OK, urlAfterLogin: '/casinos', userName: 'alice' });
    expect(db.sessionUserId).toBe(1);
  });

  it('answers 5019 to a banned member', async () => {
    const answer = await send(login.googleTokenVerification, payload('banned_bob@example.com'));
    expect(answer.code).toBe(CODE_BANNED);
    expect(answer).toMatchObject(BANNED_MEMBER_BAN);
    expect(db.sessionUserId).toBeNull();
  });

  it('asks for a username for an unknown email (5129)', async () => {
    const answer = await send(login.googleTokenVerification, payload('new@example.com'));
    expect(answer).toMatchObject({ code: CODE_SOCIAL_USERNAME_NEEDED, email: 'new@example.com' });
    expect(db.sessionUserId).toBeNull();
  });

  it('answers 5125 to a token it cannot read', async () => {
    const answer = await send(login.googleTokenVerification, {
      ...payload('new@example.com'),
      accessToken: 'garbage',
    });
    expect(answer.code).toBe(CODE_SOCIAL_TOKEN_INVALID);
  });

  it('completes the signup: creates a confirmed member and logs in', async () => {
    const answer = await send(login.socialAuthorization, {
      ...payload('new@example.com', 'FACEBOOK'),
      userName: 'new_player',
      agreeToTermsOfService: true,
    });
    expect(answer).toMatchObject({ code: CODE_OK, urlAfterLogin: '/casinos' });
    const member = findMember('new_player');
    expect(member).toMatchObject({ email: 'new@example.com', emailConfirmed: true });
    expect(db.sessionUserId).toBe(member!.id);
  });

  it.each([
    ['alice', true, CODE_LOGIN_TAKEN],
    ['x', true, SOCIAL_USERNAME_INVALID],
    ['new_player', false, SOCIAL_TERMS_REQUIRED],
  ])('refuses the completion %j (terms %j) with %i', async (userName, terms, code) => {
    const answer = await send(login.socialAuthorization, {
      ...payload('new@example.com'),
      userName,
      agreeToTermsOfService: terms,
    });
    expect(answer.code).toBe(code);
    expect(findMember('new@example.com')).toBeUndefined();
    expect(db.sessionUserId).toBeNull();
  });

  it('validates a username', async () => {
    expect((await send(login.socialLoginValidate, { userName: 'fresh_name' })).code).toBe(CODE_OK);
    expect((await send(login.socialLoginValidate, { userName: 'alice' })).code).toBe(
      CODE_LOGIN_TAKEN,
    );
  });

  it('answers the code of a code scenario', async () => {
    setScenario('code-5130');
    expect((await send(login.googleTokenVerification, payload('alice@example.com'))).code).toBe(
      5130,
    );
  });
});
