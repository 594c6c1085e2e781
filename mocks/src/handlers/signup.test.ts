import {
  CODE_EMAIL_REGISTERED,
  CODE_LOGIN_TAKEN,
  CODE_OK,
  CODE_SIGNUP_REFUSED,
  signup,
} from '@casino/api';
import type { SignupForm } from '@casino/api';
import { db } from '../store/db';
import { hashPassword } from '../store/members';
import { setScenario } from '../scenarios';
import { fragment, request, send } from '../testClient';
import {
  SIGNUP_CONFIRM_PATH,
  SIGNUP_INVALID_EMAIL,
  SIGNUP_INVALID_LOGIN,
  SIGNUP_PASSWORDS_DIFFER,
  SIGNUP_REFUSED_DOMAIN,
  SIGNUP_SHORT_PASSWORD,
  SIGNUP_TERMS_REQUIRED,
  SIGNUP_UNKNOWN,
} from './signup';

const PASSWORD = 'correct horse battery';

const form = (fields: Partial<SignupForm> = {}): SignupForm => ({
  login: 'newbie',
  email: 'newbie@example.com',
  password: PASSWORD,
  confirm_password: PASSWORD,
  subscribeToNewsletter: true,
  agreeToTermsOfService: true,
  privacy: 'public',
  ...fields,
});

const create = (fields: Partial<SignupForm> = {}, endpoint = signup.signup) =>
  send(endpoint, { ...form(fields), recaptchaToken: 'token', safeZone: false });

describe('signup field validation', () => {
  it('accepts a free login and answers 4011 for a taken one (any case)', async () => {
    expect(await send(signup.validateLogin, { login: 'newbie', email: 'n@example.com' })).toEqual({
      code: CODE_OK,
      message: 'OK',
    });
    expect(await send(signup.validateLogin, { login: 'ALICE' })).toEqual({
      code: CODE_LOGIN_TAKEN,
      message: 'This username is already taken.',
      field: 'login',
    });
  });

  it.each(['ab', 'two words', 'x'.repeat(31)])('answers 4010 for the login %j', async (login) => {
    const answer = await send(signup.validateLogin, { login });
    expect(answer.code).toBe(SIGNUP_INVALID_LOGIN);
    expect(answer.message).toMatch(/3 to 30/);
  });

  it('the login check uses the email sent with it: the login may not be the email', async () => {
    const answer = await send(signup.validateLogin, {
      login: 'Me@example.com',
      email: 'me@example.com',
    });
    expect(answer).toEqual({
      code: SIGNUP_INVALID_LOGIN,
      message: 'Your username must not be your email address.',
      field: 'login',
    });
  });

  it('answers 4012 for a registered email and 4013 for an invalid one', async () => {
    expect(await send(signup.validateEmail, { email: 'Alice@Example.com' })).toMatchObject({
      code: CODE_EMAIL_REGISTERED,
      message: 'This email address is already registered.',
    });
    expect(await send(signup.validateEmail, { email: 'not-an-email' })).toMatchObject({
      code: SIGNUP_INVALID_EMAIL,
      message: 'Please enter a valid email address.',
    });
    expect((await send(signup.validateEmail, { email: 'new@example.com' })).code).toBe(CODE_OK);
    // The widgets' general pattern: quoted local parts and international letters.
    for (const email of ['"john doe"@example.com', '"a@b"@example.com', 'jörg@bücher.de']) {
      expect((await send(signup.validateEmail, { email })).code).toBe(CODE_OK);
    }
  });

  it('answers 4017 for a password under 8 characters', async () => {
    expect(await send(signup.validatePassword, { password: 'short' })).toMatchObject({
      code: SIGNUP_SHORT_PASSWORD,
      field: 'password',
    });
    expect((await send(signup.validatePassword, { password: '12345678' })).code).toBe(CODE_OK);
  });
});

describe('validateSignup', () => {
  it.each<[Partial<SignupForm>, number, string]>([
    [{ login: 'alice' }, CODE_LOGIN_TAKEN, 'login'],
    [{ email: 'alice@example.com' }, CODE_EMAIL_REGISTERED, 'email'],
    [{ email: 'nope' }, SIGNUP_INVALID_EMAIL, 'email'],
    [{ password: 'short', confirm_password: 'short' }, SIGNUP_SHORT_PASSWORD, 'password'],
    [{ confirm_password: 'something else' }, SIGNUP_PASSWORDS_DIFFER, 'confirm_password'],
    [{ agreeToTermsOfService: false }, SIGNUP_TERMS_REQUIRED, 'agreeToTermsOfService'],
  ])('rejects %j with %i on %s and creates nothing', async (fields, code, field) => {
    const members = db.users.length;
    const answer = await send(signup.validateSignup, { ...form(fields), recaptchaToken: 't' });
    expect(answer).toMatchObject({ code, field });
    expect(db.users).toHaveLength(members);
  });

  it('accepts a valid form without creating an account', async () => {
    const members = db.users.length;
    const answer = await send(signup.validateSignup, { ...form(), recaptchaToken: 't' });
    expect(answer.code).toBe(CODE_OK);
    expect(db.users).toHaveLength(members);
    expect(db.signups).toEqual([]);
  });

  it('needs a verification token', async () => {
    const response = await request(signup.validateSignup, {
      ...form(),
    } as never);
    expect(response.status).toBe(400);
  });
});

describe('signup', () => {
  it('creates an unconfirmed member keeping only the password hash', async () => {
    const answer = await create();
    expect(answer).toMatchObject({ code: CODE_OK, authParam: expect.any(String) });
    const member = db.users.find((user) => user.userName === 'newbie');
    expect(member).toMatchObject({
      id: answer.userRegistrationId,
      email: 'newbie@example.com',
      emailConfirmed: false,
      newsletterRegistered: true,
      passwordHash: hashPassword(PASSWORD),
    });
    expect(JSON.stringify(db)).not.toContain(PASSWORD);
    expect(db.signups).toEqual([
      { authParam: answer.authParam, userId: member?.id, emailsSent: 1, pendingEmail: null },
    ]);
  });

  it('checks every rule first', async () => {
    const answer = await create({ login: 'alice' });
    expect(answer).toMatchObject({ code: CODE_LOGIN_TAKEN, field: 'login' });
    expect(answer.authParam).toBeUndefined();
    expect(db.signups).toEqual([]);
  });

  it('signupRG (safe zone) never subscribes to the newsletter', async () => {
    const answer = await create({ subscribeToNewsletter: true }, signup.signupRG);
    expect(answer.code).toBe(CODE_OK);
    expect(db.users.find((user) => user.userName === 'newbie')?.newsletterRegistered).toBe(false);
  });

  it('refuses an address at blocked.example with 4014 and no field', async () => {
    const answer = await create({ email: `someone@${SIGNUP_REFUSED_DOMAIN}` });
    expect(answer).toEqual({
      code: CODE_SIGNUP_REFUSED,
      message: 'Your account could not be created. Please contact support.',
    });
    expect(db.signups).toEqual([]);
  });

  it('answers the business code of a code scenario', async () => {
    setScenario('code-4014');
    const answer = await create();
    expect(answer).toMatchObject({ code: 4014 });
    expect(db.signups).toEqual([]);
  });
});

describe('signup email resend and change', () => {
  async function signedUp() {
    const answer = await create();
    return { authParam: answer.authParam!, userRegistrationId: answer.userRegistrationId! };
  }

  it('resends the confirmation email of a known signup', async () => {
    const identity = await signedUp();
    const answer = await send(signup.signupEmailResend, {
      ...identity,
      email: 'newbie@example.com',
    });
    expect(answer).toEqual({ code: CODE_OK, message: 'Email sent.' });
    expect(db.signups[0]?.emailsSent).toBe(2);
  });

  it('answers 4021 for an unknown signup or another email', async () => {
    const identity = await signedUp();
    expect(
      (await send(signup.signupEmailResend, { ...identity, email: 'other@example.com' })).code,
    ).toBe(SIGNUP_UNKNOWN);
    expect(
      (
        await send(signup.signupEmailResend, {
          authParam: 'forged',
          userRegistrationId: identity.userRegistrationId,
          email: 'newbie@example.com',
        })
      ).code,
    ).toBe(SIGNUP_UNKNOWN);
  });

  it('changes the email at once with the direct permission (the default)', async () => {
    const identity = await signedUp();
    const answer = await send(signup.signupEmailChange, {
      ...identity,
      newEmail: 'fresh@example.com',
      recaptchaToken: 't',
    });
    expect(answer).toMatchObject({
      code: CODE_OK,
      email: 'fresh@example.com',
      updateEmailInProgress: false,
    });
    expect(db.users.find((user) => user.userName === 'newbie')?.email).toBe('fresh@example.com');
  });

  it('keeps the new email pending without the direct permission', async () => {
    db.signupEmailDirect = false;
    const identity = await signedUp();
    const answer = await send(signup.signupEmailChange, {
      ...identity,
      newEmail: 'fresh@example.com',
      recaptchaToken: 't',
    });
    expect(answer).toMatchObject({
      code: CODE_OK,
      email: 'fresh@example.com',
      updateEmailInProgress: true,
    });
    expect(db.users.find((user) => user.userName === 'newbie')?.email).toBe('newbie@example.com');
    expect(db.signups[0]?.pendingEmail).toBe('fresh@example.com');
  });

  it('rejects a registered or invalid new email and an unknown signup', async () => {
    const identity = await signedUp();
    const change = (newEmail: string, id = identity) =>
      send(signup.signupEmailChange, { ...id, newEmail, recaptchaToken: 't' });
    expect(await change('alice@example.com')).toMatchObject({
      code: CODE_EMAIL_REGISTERED,
      message: 'This email address is already registered.',
    });
    expect((await change('broken')).code).toBe(SIGNUP_INVALID_EMAIL);
    expect((await change('x@example.com', { ...identity, authParam: 'forged' })).code).toBe(
      SIGNUP_UNKNOWN,
    );
  });
});

describe('the confirmation link', () => {
  const open = (authParam: string) =>
    fetch(new URL(`${SIGNUP_CONFIRM_PATH}?authParam=${authParam}`, document.baseURI));

  it('confirms the email, applies a pending address and answers a page', async () => {
    db.signupEmailDirect = false;
    const { authParam, userRegistrationId } = await create();
    await send(signup.signupEmailChange, {
      authParam: authParam!,
      userRegistrationId: userRegistrationId!,
      newEmail: 'fresh@example.com',
      recaptchaToken: 't',
    });
    const response = await open(authParam!);
    expect(response.status).toBe(200);
    const page = fragment(await response.text());
    expect(page.querySelector('h1')?.textContent).toBe('Your email is confirmed');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/?showLoginModal=1');
    expect(db.users.find((user) => user.userName === 'newbie')).toMatchObject({
      emailConfirmed: true,
      email: 'fresh@example.com',
    });
  });

  it('answers 404 for an unknown link', async () => {
    const response = await open('unknown');
    expect(response.status).toBe(404);
  });
});
