import { age } from '@casino/api';
import { setScenario } from '../scenarios';
import { AGE_VERIFY_MESSAGES, AGE_VERIFY_UNKNOWN_POSTAL_CODE } from './age';

const ADULT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  buildingNumber: '12',
  buildingName: '',
  street: 'High Street',
  postalCode: 'AB1 2CD',
  secret: 'lighthouse',
  birthYear: '1990',
  birthMonth: '2',
  birthDay: '28',
  recaptchaToken: 'token',
};

async function verify(fields: Partial<typeof ADULT> = {}) {
  const response = await fetch(new URL(age.ageVerify.path, document.baseURI), {
    method: 'POST',
    body: new URLSearchParams({ ...ADULT, ...fields }),
  });
  return { status: response.status, answer: (await response.json()) as unknown };
}

afterEach(() => vi.useRealTimers());

describe('age verification', () => {
  it('verifies an adult with a name, an address and a secret', async () => {
    expect(await verify()).toEqual({
      status: 200,
      answer: { success: true, message: AGE_VERIFY_MESSAGES.verified },
    });
  });

  it('accepts a building name in place of a number', async () => {
    const { answer } = await verify({ buildingNumber: '', buildingName: 'Rose Cottage' });
    expect(answer).toMatchObject({ success: true });
  });

  it.each([
    [
      'an unknown postal code',
      { postalCode: AGE_VERIFY_UNKNOWN_POSTAL_CODE.toLowerCase() },
      'unknownAddress',
    ],
    ['no building', { buildingNumber: ' ', buildingName: '' }, 'missing'],
    ['an empty secret', { secret: '' }, 'missing'],
    ['29 February of a common year', { birthYear: '1990', birthDay: '29' }, 'invalidDate'],
  ] as const)('refuses %s with a message', async (_, fields, message) => {
    expect((await verify(fields)).answer).toEqual({
      success: false,
      message: AGE_VERIFY_MESSAGES[message],
    });
  });

  it('refuses a visitor the day before their 18th birthday and verifies them on it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 14, 12));
    const born = { birthYear: '2008', birthMonth: '6' };
    expect((await verify({ ...born, birthDay: '15' })).answer).toMatchObject({
      success: false,
      message: AGE_VERIFY_MESSAGES.underAge,
    });
    expect((await verify({ ...born, birthDay: '14' })).answer).toMatchObject({ success: true });
  });

  it('refuses everyone in the age-verify-refused scenario', async () => {
    setScenario('age-verify-refused');
    expect((await verify()).answer).toEqual({
      success: false,
      message: AGE_VERIFY_MESSAGES.refused,
    });
  });

  it('answers HTTP 400 to a request without a verification token', async () => {
    expect((await verify({ recaptchaToken: '' })).status).toBe(400);
  });
});
