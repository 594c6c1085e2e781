import { call, errorText, getVerificationToken } from '@casino/core';
import { age } from '@casino/api';
import { VERIFICATION_ACTION } from './constants';
import { text } from './messages';

/** The form's values as typed; the selects hold '' until chosen. */
export interface AgeVerifyValues {
  firstName: string;
  lastName: string;
  buildingNumber: string;
  buildingName: string;
  street: string;
  postalCode: string;
  birthYear: string;
  birthMonth: string;
  birthDay: string;
  secret: string;
}

export const EMPTY_VALUES: AgeVerifyValues = {
  firstName: '',
  lastName: '',
  buildingNumber: '',
  buildingName: '',
  street: '',
  postalCode: '',
  birthYear: '',
  birthMonth: '',
  birthDay: '',
  secret: '',
};

export type Outcome = { ok: true } | { ok: false; message: string };

/**
 * SPEC §7 `age/verify` with a fresh human-verification token (SPEC §5: required). A
 * refusal gives the server's message (§8); a failed or broken answer a clear error.
 */
export async function verifyAge(values: AgeVerifyValues, signal: AbortSignal): Promise<Outcome> {
  try {
    const recaptchaToken = await getVerificationToken(VERIFICATION_ACTION);
    if (!recaptchaToken) return { ok: false, message: text.genericError() };
    const answer = await call(
      age.ageVerify,
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        buildingNumber: values.buildingNumber.trim(),
        buildingName: values.buildingName.trim(),
        street: values.street.trim(),
        postalCode: values.postalCode.trim(),
        secret: values.secret,
        birthYear: Number(values.birthYear),
        birthMonth: Number(values.birthMonth),
        birthDay: Number(values.birthDay),
        recaptchaToken,
      },
      { signal },
    );
    return answer.success
      ? { ok: true }
      : { ok: false, message: answer.message || text.genericError() };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, message: errorText(error, text.genericError(), text.networkError()) };
  }
}
