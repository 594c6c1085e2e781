import {
  CODE_EMAIL_LINK_INVALID,
  CODE_NEWSLETTER_ALREADY_SUBSCRIBED,
  CODE_NEWSLETTER_INVALID_EMAIL,
  CODE_NEWSLETTER_NOT_ALLOWED,
  CODE_OK,
  newsletter,
} from '@casino/api';
import { db } from '../store/db';
import { setScenario } from '../scenarios';
import { DEMO_AUTH_CODE, DEMO_MESSAGE_ID } from '../fixtures/siteModals';
import { request } from '../testClient';
import { NEWSLETTER_REJECTED } from './newsletter';

interface Answer {
  code: number;
  message: string;
}

async function send(path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(new URL(path, document.baseURI), {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const signup = (email: string, legallyAllowedToPlay = true) =>
  send(newsletter.newsletterSignup.path, {
    email,
    legallyAllowedToPlay: String(legallyAllowedToPlay),
    recaptchaToken: 'token',
  });

const resend = (email: string) =>
  send(newsletter.newsletterResendEmail.path, {
    email,
    legallyAllowedToPlay: 'true',
    recaptchaToken: 'token',
  });

describe('newsletter signup', () => {
  it('accepts a valid email and records an unconfirmed subscription', async () => {
    const answer = await signup('Player@Example.com');
    expect(answer).toEqual({
      code: CODE_OK,
      message: 'Check your inbox to confirm your subscription.',
    });
    expect(db.newsletter).toEqual([
      { email: 'player@example.com', confirmed: false, emailsSent: 1 },
    ]);
  });

  it.each(['not-an-email', 'a@b', 'two words@example.com', '@example.com'])(
    'answers 4001 for the invalid email %j and records nothing',
    async (email) => {
      const answer = await signup(email);
      expect(answer.code).toBe(CODE_NEWSLETTER_INVALID_EMAIL);
      expect(answer.message).toBe('Please enter a valid email address.');
      expect(db.newsletter).toEqual([]);
    },
  );

  it.each(['"john doe"@example.com', '"a@b"@example.com', 'jörg@bücher.de'])(
    'accepts %j, as the widgets do (quoted local part, international letters)',
    async (email) => {
      expect((await signup(email)).code).toBe(CODE_OK);
      expect(db.newsletter).toEqual([
        { email: email.toLowerCase(), confirmed: false, emailsSent: 1 },
      ]);
    },
  );

  it('answers 4002 when the visitor does not confirm being allowed to play', async () => {
    const answer = await signup('player@example.com', false);
    expect(answer).toEqual({
      code: CODE_NEWSLETTER_NOT_ALLOWED,
      message: 'Please confirm that you are of legal age to gamble.',
    });
    expect(db.newsletter).toEqual([]);
  });

  it('answers 4003 for an address that is already subscribed (any case)', async () => {
    db.newsletter.push({ email: 'player@example.com', confirmed: true, emailsSent: 1 });
    const answer = await signup('PLAYER@example.com');
    expect(answer).toEqual({
      code: CODE_NEWSLETTER_ALREADY_SUBSCRIBED,
      message: 'This email address is already subscribed.',
    });
    expect(db.newsletter).toEqual([
      { email: 'player@example.com', confirmed: true, emailsSent: 1 },
    ]);
  });

  it('signing up again before confirming sends another email, no second entry', async () => {
    await signup('player@example.com');
    const answer = await signup('player@example.com');
    expect(answer.code).toBe(CODE_OK);
    expect(db.newsletter).toEqual([
      { email: 'player@example.com', confirmed: false, emailsSent: 2 },
    ]);
  });

  it('answers 4004 in the newsletter-rejected scenario', async () => {
    setScenario('newsletter-rejected');
    const answer = await signup('player@example.com');
    expect(answer.code).toBe(NEWSLETTER_REJECTED);
    expect(db.newsletter).toEqual([]);
  });

  it('answers 400 to a request without a verification token', async () => {
    const response = await fetch(new URL(newsletter.newsletterSignup.path, document.baseURI), {
      method: 'POST',
      body: new URLSearchParams({ email: 'player@example.com', legallyAllowedToPlay: 'true' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).message).toContain('recaptchaToken');
  });
});

describe('newsletter resend', () => {
  it('sends the confirmation email again for a signup', async () => {
    await signup('player@example.com');
    const answer = await resend('Player@example.com');
    expect(answer).toEqual({ code: CODE_OK, message: 'Email sent.' });
    expect(db.newsletter[0]?.emailsSent).toBe(2);
  });

  it('answers 4001 for an address that never signed up', async () => {
    const answer = await resend('stranger@example.com');
    expect(answer).toEqual({
      code: CODE_NEWSLETTER_INVALID_EMAIL,
      message: 'We have no signup for this email address.',
    });
    expect(db.newsletter).toEqual([]);
  });
});

/** A 200 answer's body. */
async function json(response: Promise<Response>): Promise<unknown> {
  const result = await response;
  expect(result.status).toBe(200);
  return result.json();
}

describe('newsletter email links', () => {
  it('knows the demo email link and refuses another', async () => {
    const unsubscribe = (authCode: string) =>
      json(
        request(newsletter.newsletterUnsubscribe, {
          authCode,
          messageId: DEMO_MESSAGE_ID,
          recaptchaToken: 'token',
        }),
      );
    expect(await unsubscribe('other')).toMatchObject({ code: CODE_EMAIL_LINK_INVALID });
    expect(await unsubscribe(DEMO_AUTH_CODE)).toMatchObject({ code: CODE_OK });
    expect(db.emailLinks[0]!.subscribed).toBe(false);
  });
});
