import * as z from 'zod/mini';

/** Props of the `signup` widget (the signup page). */
export const signupProps = z.object({
  /** The signup confirmation page a created account goes to. */
  confirmationUrl: z._default(
    z.string().check(z.minLength(1), z.describe('The signup confirmation page')),
    '/signup-confirmation',
  ),
  /** Where the member goes after confirming; the previous page of this site by default. */
  urlAfterSignup: z.optional(
    z.string().check(z.describe('Where the member goes after confirming the email')),
  ),
  /** The member's country, when the page knows it. */
  countryCode: z.optional(z.string().check(z.describe('Country code sent with the signup'))),
  /** A login page for "Log in"; without it the link opens the login dialog (auth:open). */
  loginUrl: z.optional(z.string().check(z.describe('Login page for the "Log in" link'))),
});
export type SignupProps = z.output<typeof signupProps>;

/** Props of the `signup-confirmation` widget (page type "signup confirmation"). */
export const signupConfirmationProps = z.object({
  /** Where a visitor without a signup state is sent. */
  signupUrl: z._default(
    z.string().check(z.minLength(1), z.describe('The signup page, for visitors without a signup')),
    '/signup',
  ),
});
export type SignupConfirmationWidgetProps = z.output<typeof signupConfirmationProps>;
