import { getVerificationToken, reportError } from '@casino/core';
import type { AuthContext } from '@casino/core';
import type { SignupForm as SignupFields } from '@casino/api';
import { safeZoneNow } from '../shared/safeZone';
import { createAccount, validateSignup } from './calls';
import type { Failure } from './calls';
import type { Values } from './fields';
import { saveSignupState } from './signupState';
import type { SignupState } from './signupState';

export interface SignupTarget {
  context: AuthContext;
  urlAfterSignup: string | undefined;
  countryCode: string | undefined;
}

export type SignupResult =
  | Failure
  /** The review context: the fields passed the server's checks; the review sends them. */
  | { ok: true; validated: SignupFields }
  /** The account exists; `saved` says whether its state was kept for the confirmation page. */
  | { ok: true; created: SignupState; saved: boolean };

/**
 * Sends the signup (SPEC §4, §5): validated only in the review context, created
 * elsewhere. The safe zone picks the endpoint and forbids the newsletter, so it is known
 * before sending. Null when aborted meanwhile.
 */
export async function submitSignup(
  values: Values,
  { context, urlAfterSignup, countryCode }: SignupTarget,
  signal: AbortSignal,
): Promise<SignupResult | null> {
  const safe = await safeZoneNow();
  const recaptchaToken = await getVerificationToken('signup');
  if (signal.aborted) return null;
  const fields: SignupFields = {
    login: values.login.trim(),
    email: values.email.trim(),
    password: values.password,
    confirm_password: values.confirm,
    subscribeToNewsletter: !safe && values.newsletter,
    agreeToTermsOfService: values.terms,
    privacy: values.privacy,
  };
  if (urlAfterSignup) fields.urlAfterSignup = urlAfterSignup;
  if (countryCode) fields.countryCode = countryCode;
  if (context === 'review') {
    const outcome = await validateSignup({ ...fields, recaptchaToken }, signal);
    return outcome.ok ? { ok: true, validated: fields } : outcome;
  }
  const outcome = await createAccount({ ...fields, recaptchaToken, safeZone: safe }, signal);
  if (!outcome.ok) return outcome;
  const { authParam, userRegistrationId } = outcome.answer;
  if (!authParam || typeof userRegistrationId !== 'number') {
    reportError('Signup answered code 200 without authParam or userRegistrationId');
    return { ok: false, message: null };
  }
  const identity = { authParam, userRegistrationId, email: fields.email };
  const created = urlAfterSignup ? { ...identity, urlAfterSignup } : identity;
  return { ok: true, created, saved: saveSignupState(created) };
}
