import { isEmail } from './validation';

describe('isEmail', () => {
  it.each([
    'player@example.com',
    'first.last+tag@mail.co.uk',
    '"john doe"@example.org',
    'jürgen@müller.de',
    '用户@例子.中国',
  ])('accepts %s', (email) => expect(isEmail(email)).toBe(true));

  it.each([
    '',
    'plain',
    'a@b',
    'a@@b.com',
    '.a@b.com',
    'a.@b.com',
    'a b@c.com',
    'a@-b.com',
    'a@b.c',
    `${'a'.repeat(250)}@b.com`,
  ])('rejects %j', (email) => expect(isEmail(email)).toBe(false));
});
