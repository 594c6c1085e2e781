// The props of the widgets of some pages (signup, signup-confirmation, auth-panel), apart
// from those every page loads.
import * as z from 'zod/mini';
import { common } from './props';

/** The sign up / log in tabs embedded in the page. */
export const authPanelProps = z.object({
  ...common,
  /** The tab shown first. */
  tab: z._default(z.enum(['LOGIN', 'SIGNUP']), 'LOGIN'),
});
export type AuthPanelWidgetProps = z.output<typeof authPanelProps>;

/** Where a created account goes on: the signup confirmation page. */
export const DEFAULT_CONFIRMATION_URL = '/signup-confirmation';
/** Where a visitor without a signup state is sent. */
export const DEFAULT_SIGNUP_URL = '/signup';

/** Props of the `signup` widget (the signup page). */
export const signupProps = z.object({
  /** The signup confirmation page a created account goes to. */
  confirmationUrl: z._default(z.string().check(z.minLength(1)), DEFAULT_CONFIRMATION_URL),
  /** Where the member goes after confirming; the previous page of this site by default. */
  urlAfterSignup: z.optional(z.string()),
  /** The member's country, when the page knows it. */
  countryCode: z.optional(z.string()),
  /** A login page for "Log in"; without it the link opens the login dialog (auth:open). */
  loginUrl: z.optional(z.string()),
  /**
   * Shows the form's own heading ("Create your account"), for a page whose heading says
   * something else; off by default: the signup page's heading names the form.
   */
  heading: z.optional(z.boolean()),
});
export type SignupProps = z.output<typeof signupProps>;

/** Props of the `signup-confirmation` widget (page type "signup confirmation"). */
export const signupConfirmationProps = z.object({
  /** Where a visitor without a signup state is sent. */
  signupUrl: z._default(z.string().check(z.minLength(1)), DEFAULT_SIGNUP_URL),
});
export type SignupConfirmationWidgetProps = z.output<typeof signupConfirmationProps>;
