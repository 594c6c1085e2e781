import { age } from '@casino/api';
import type { AgeVerifyRequest } from '@casino/api';
import { handle } from '../handle';
import { activeScenario } from '../scenarios';

/** The fake backend verifies anyone of this age or older on the day of the call. */
export const AGE_VERIFY_MINIMUM_AGE = 18;
/** A postal code the fake backend finds no address for: the documented way to see a refusal. */
export const AGE_VERIFY_UNKNOWN_POSTAL_CODE = 'ZZ9 9ZZ';

export const AGE_VERIFY_MESSAGES = {
  verified: 'Thank you: your age is verified.',
  unknownAddress: 'We could not find this address. Check the postal code and try again.',
  underAge: `You must be ${AGE_VERIFY_MINIMUM_AGE} or older to play this game.`,
  invalidDate: 'This date of birth does not exist.',
  missing: 'Please fill in your name, your address and your secret word.',
  refused: 'We could not verify your age with these details. Please contact support.',
} as const;

function ageOn(today: Date, year: number, month: number, day: number): number {
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

function refusal(input: AgeVerifyRequest): string | null {
  const { firstName, lastName, buildingNumber, buildingName, street, postalCode, secret } = input;
  const filled = [firstName, lastName, street, postalCode, secret].every((v) => v.trim() !== '');
  if (!filled || (buildingNumber.trim() === '' && buildingName.trim() === ''))
    return AGE_VERIFY_MESSAGES.missing;
  const { birthYear, birthMonth, birthDay } = input;
  const date = new Date(birthYear, birthMonth - 1, birthDay);
  if (date.getMonth() !== birthMonth - 1 || date.getDate() !== birthDay)
    return AGE_VERIFY_MESSAGES.invalidDate;
  if (ageOn(new Date(), birthYear, birthMonth, birthDay) < AGE_VERIFY_MINIMUM_AGE)
    return AGE_VERIFY_MESSAGES.underAge;
  if (postalCode.trim().toUpperCase() === AGE_VERIFY_UNKNOWN_POSTAL_CODE)
    return AGE_VERIFY_MESSAGES.unknownAddress;
  return null;
}

export const ageHandlers = [
  handle(age.ageVerify, (input) => {
    if (activeScenario()?.fault.kind === 'age-verify-refused')
      return { success: false, message: AGE_VERIFY_MESSAGES.refused };
    const problem = refusal(input);
    return problem
      ? { success: false, message: problem }
      : { success: true, message: AGE_VERIFY_MESSAGES.verified };
  }),
];
