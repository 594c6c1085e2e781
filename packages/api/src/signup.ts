/**
 * Signup (SPEC §3 Signup form, Signup state; §5 signup and field rules; §7 "Login,
 * signup, social"): the form, its server validation, the account creation and the
 * confirmation email.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** Profile visibility of a new member. */
export const SIGNUP_PRIVACY = ['public', 'private'] as const;

/** The signup form's fields as the backend reads them (SPEC §3 Signup form). */
export const signupForm = z.object({
  login: z.string(),
  email: z.string(),
  password: z.string(),
  confirm_password: z.string(),
  countryCode: z.optional(z.string()),
  urlAfterSignup: z.optional(z.string()),
  subscribeToNewsletter: z._default(z.boolean(), false),
  agreeToTermsOfService: z._default(z.boolean(), false),
  privacy: z._default(z.enum(SIGNUP_PRIVACY), 'public'),
});
export type SignupForm = z.infer<typeof signupForm>;

/**
 * SPEC §7: the account creation sends the form, a verification token and the safe-zone flag.
 * The form's shape is spread into a new object (here and below) rather than `z.extend`ed:
 * zod's extend would ship in the runtime every page loads for these few schemas.
 */
export const signupRequest = z.object({
  ...signupForm.shape,
  recaptchaToken: z.string(),
  safeZone: z.boolean(),
});
export type SignupRequest = z.infer<typeof signupRequest>;

/**
 * Code 200 = success. A failed check may name the form field it is about (`field`), so
 * the form marks that field; otherwise the message belongs to the whole form.
 */
export const signupCheckResponse = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
  field: z.optional(z.nullable(z.string())),
});
export type SignupCheckResponse = z.infer<typeof signupCheckResponse>;

/**
 * A created account: `authParam` and `userRegistrationId` identify the signup in the
 * confirmation screen's calls (resend, change email); both come with code 200.
 */
export const signupResponse = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
  field: z.optional(z.nullable(z.string())),
  authParam: z.optional(z.nullable(z.string())),
  userRegistrationId: z.optional(z.nullable(z.number())),
});
export type SignupResponse = z.infer<typeof signupResponse>;

/** Creates the account (SPEC §7). */
export const signup = defineEndpoint({
  method: 'POST',
  path: '/frontendService/signup',
  request: signupRequest,
  response: signupResponse,
});

/** Creates the account in the safe zone (SPEC §6, §7). */
export const signupRG = defineEndpoint({
  method: 'POST',
  path: '/frontendService/signupRG',
  request: signupRequest,
  response: signupResponse,
});

export const validateSignupRequest = z.object({
  ...signupForm.shape,
  recaptchaToken: z.string(),
});
export type ValidateSignupRequest = z.infer<typeof validateSignupRequest>;

/** Checks the whole form without creating the account (the review context, SPEC §4). */
export const validateSignup = defineEndpoint({
  method: 'POST',
  path: '/frontendService/signup/validateSignup',
  request: validateSignupRequest,
  response: signupCheckResponse,
});

/** Identifies a signup waiting for its email confirmation (SPEC §3 Signup state). */
const signupIdentity = {
  authParam: z.string(),
  userRegistrationId: z.number(),
};

export const signupEmailResendRequest = z.object({ ...signupIdentity, email: z.string() });
export type SignupEmailResendRequest = z.infer<typeof signupEmailResendRequest>;

/** Sends the confirmation email again (SPEC §7). */
export const signupEmailResend = defineEndpoint({
  method: 'POST',
  path: '/frontendService/signup/email/resend',
  request: signupEmailResendRequest,
  response: signupCheckResponse,
});

export const signupEmailChangeRequest = z.object({
  ...signupIdentity,
  newEmail: z.string(),
  recaptchaToken: z.string(),
});
export type SignupEmailChangeRequest = z.infer<typeof signupEmailChangeRequest>;

/**
 * SPEC §4 Email change: with the permission to edit directly the email is changed at
 * once (`updateEmailInProgress` false or absent, `email` is the new address); otherwise
 * `updateEmailInProgress` is true and `email` is the pending address, changed once the
 * member confirms it.
 */
export const signupEmailChangeResponse = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  updateEmailInProgress: z.optional(z.nullable(z.boolean())),
});
export type SignupEmailChangeResponse = z.infer<typeof signupEmailChangeResponse>;

/** Changes the email of a signup waiting for its confirmation (SPEC §7). */
export const signupEmailChange = defineEndpoint({
  method: 'PUT',
  path: '/frontendService/signup/email',
  request: signupEmailChangeRequest,
  response: signupEmailChangeResponse,
});

/** SPEC §7 field validation: the field's value plus an optional verification token. */
export const emailValidateRequest = z.object({
  email: z.string(),
  recaptchaToken: z.optional(z.string()),
});
export type EmailValidateRequest = z.infer<typeof emailValidateRequest>;

/** SPEC §5: the login check also sends the email. */
export const loginValidateRequest = z.object({
  login: z.string(),
  email: z.optional(z.string()),
  recaptchaToken: z.optional(z.string()),
});
export type LoginValidateRequest = z.infer<typeof loginValidateRequest>;

export const passwordValidateRequest = z.object({
  password: z.string(),
  recaptchaToken: z.optional(z.string()),
});
export type PasswordValidateRequest = z.infer<typeof passwordValidateRequest>;

export const validateEmail = defineEndpoint({
  method: 'POST',
  path: '/frontendService/email/validate',
  request: emailValidateRequest,
  response: signupCheckResponse,
});

export const validateLogin = defineEndpoint({
  method: 'POST',
  path: '/frontendService/login/validate',
  request: loginValidateRequest,
  response: signupCheckResponse,
});

export const validatePassword = defineEndpoint({
  method: 'POST',
  path: '/frontendService/password/validate',
  request: passwordValidateRequest,
  response: signupCheckResponse,
});
