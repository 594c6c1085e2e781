/**
 * Signup (SPEC §3 Signup form, Signup state; §5 signup and field rules; §7 "Login,
 * signup, social"): the form, its server validation, the account creation and the
 * confirmation email.
 */
import * as z from 'zod/mini';

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
