import { t } from '@casino/core';
import { LEGAL_AGE_YEARS } from './constants';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Texts of the age verification: localization key and English fallback. */
export const text = {
  gateTitle: () => t('ageVerify.gateTitle', 'Confirm your age to play'),
  gateIntro: () =>
    t(
      'ageVerify.gateIntro',
      'This game is for adults only. Verify your age once with your name, your address and your date of birth.',
    ),
  verify: () => t('ageVerify.verify', 'Verify'),
  dialogTitle: () => t('ageVerify.dialogTitle', 'Verify your age'),
  firstName: () => t('ageVerify.firstName', 'First name'),
  lastName: () => t('ageVerify.lastName', 'Last name'),
  buildingNumber: () => t('ageVerify.buildingNumber', 'Building number'),
  buildingName: () => t('ageVerify.buildingName', 'Building name'),
  buildingHint: () =>
    t('ageVerify.buildingHint', 'Enter the building number, the building name, or both.'),
  street: () => t('ageVerify.street', 'Street'),
  postalCode: () => t('ageVerify.postalCode', 'Postal code'),
  birthDate: () => t('ageVerify.birthDate', 'Date of birth'),
  birthYear: () => t('ageVerify.birthYear', 'Year'),
  birthMonth: () => t('ageVerify.birthMonth', 'Month'),
  birthDay: () => t('ageVerify.birthDay', 'Day'),
  choose: () => t('ageVerify.choose', 'Choose'),
  month: (month: number) => t(`ageVerify.month${month}`, MONTH_NAMES[month - 1] ?? String(month)),
  secret: () => t('ageVerify.secret', 'Secret word'),
  secretHint: () =>
    t('ageVerify.secretHint', 'A word you choose; we ask for it when you verify again.'),
  submit: () => t('ageVerify.submit', 'Verify my age'),
  sending: () => t('ageVerify.sending', 'Verifying…'),
  missing: {
    firstName: () => t('ageVerify.missingFirstName', 'Enter your first name.'),
    lastName: () => t('ageVerify.missingLastName', 'Enter your last name.'),
    street: () => t('ageVerify.missingStreet', 'Enter your street.'),
    postalCode: () => t('ageVerify.missingPostalCode', 'Enter your postal code.'),
    birthYear: () => t('ageVerify.missingBirthYear', 'Choose the year of your birth.'),
    birthMonth: () => t('ageVerify.missingBirthMonth', 'Choose the month of your birth.'),
    birthDay: () => t('ageVerify.missingBirthDay', 'Choose the day of your birth.'),
    secret: () => t('ageVerify.missingSecret', 'Enter a secret word.'),
  },
  buildingMissing: () =>
    t('ageVerify.buildingMissing', 'Enter a building number or a building name.'),
  postalCodeInvalid: () =>
    t('ageVerify.postalCodeInvalid', 'Use letters, digits, spaces and hyphens only.'),
  invalid: () => t('ageVerify.invalid', 'Check this field.'),
  underAge: () =>
    t('ageVerify.underAge', 'You must be {age} or older to play this game.', {
      age: LEGAL_AGE_YEARS,
    }),
  summaryTitle: () => t('ageVerify.summaryTitle', 'There is a problem'),
  verified: () => t('ageVerify.verified', 'Thank you: your age is verified.'),
  networkError: () =>
    t(
      'ageVerify.networkError',
      'We could not reach the server. Check your connection and try again.',
    ),
  genericError: () => t('ageVerify.genericError', 'Something went wrong. Please try again.'),
};
