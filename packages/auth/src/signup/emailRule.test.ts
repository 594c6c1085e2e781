import { CODE_NEWSLETTER_INVALID_EMAIL, CODE_OK, newsletter, signup } from '@casino/api';
import { call, isEmail } from '@casino/core';

/**
 * Addresses the widgets' `isEmail` and the fake backend must judge alike (SPEC §5: the
 * general pattern with quoted local parts and international letters).
 */
const ADDRESSES = [
  'player@example.com',
  'first.last+tag@sub.example.co.uk',
  '"john doe"@example.com',
  '"a@b"@example.com',
  '"quote\\"inside"@example.com',
  'jörg@bücher.de',
  'игрок@пример.рф',
  'not-an-email',
  'a@b',
  'two words@example.com',
  '@example.com',
  'dot.@example.com',
  'a..b@example.com',
  'player@example.c',
  'player@-example.com',
  '"unclosed@example.com',
  `${'a'.repeat(245)}@example.com`,
];

describe('the email rule of the widgets and of the fake backend', () => {
  it('accepts and refuses the same addresses', async () => {
    const verdicts = await Promise.all(
      ADDRESSES.map(async (email) => {
        const check = await call(signup.validateEmail, { email });
        const subscription = await call(newsletter.newsletterSignup, {
          email,
          legallyAllowedToPlay: true,
          recaptchaToken: 'token',
        });
        return {
          email,
          client: isEmail(email),
          signup: check.code === CODE_OK,
          newsletter: subscription.code !== CODE_NEWSLETTER_INVALID_EMAIL,
        };
      }),
    );
    expect(verdicts.filter((v) => v.client !== v.signup || v.client !== v.newsletter)).toEqual([]);
    // Both sides say yes and no somewhere, so the list tests the rule and not a default.
    expect(new Set(verdicts.map(({ client }) => client))).toEqual(new Set([true, false]));
  });
});
